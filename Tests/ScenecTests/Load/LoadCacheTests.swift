import Foundation
@testable import Scenec
import ScenecTestSupport
import Testing

/// A batch reads each file once (`LoadCache`), and the up-to-date key tells locales and rows apart.
@Suite("Load cache and matrix keys")
struct LoadCacheTests {
    @Test("a file is read once per cache: a second read gives the first bytes even after the file changed")
    func readOnce() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("a.xml", "one").path
        let cache = LoadCache()
        #expect(try cache.read(path) == Array("one".utf8))
        try folder.write("a.xml", "two")
        #expect(try cache.read(path) == Array("one".utf8))
        #expect(try LoadCache().read(path) == Array("two".utf8))
    }

    @Test("the key covers the locale and the build's tokens, and is unchanged without them")
    func keys() {
        func key(_ options: CompileOptions) -> OutputKey { OutputKey(format: .png, scale: 1, options: options, inputs: [[1, 2, 3]]) }
        let plain = key(CompileOptions())
        #expect(key(CompileOptions(locale: "de")) != plain)
        #expect(key(CompileOptions(locale: "de")) != key(CompileOptions(locale: "ar")))
        #expect(key(CompileOptions(tokens: [TokenOverride(name: "t", value: "a")])) != key(CompileOptions(tokens: [TokenOverride(name: "t", value: "b")])))
        #expect(key(CompileOptions(tokens: [])) == plain)
    }
}
