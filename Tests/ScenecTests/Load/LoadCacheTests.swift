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

    @Test("a font file is read and checked by FreeType once per cache: every row of a data build shares the check")
    func fontCheckedOnce() throws {
        let folder = try TemporaryFolder()
        let dejaVu = try #require(FileManager.default.contents(atPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"))
        try folder.write("fonts/Brand.ttf", bytes: Array(dejaVu))
        let scene = folder.path("x.xml")
        let source = Array(#"<scene width="40" height="20"><defs><font href="fonts/Brand.ttf"/></defs></scene>"#.utf8)
        let cache = LoadCache()
        let first = try SceneCompiler.load(source: source, file: scene, options: CompileOptions(), cache: cache)
        #expect(first.fontFiles == [folder.path("fonts/Brand.ttf")])
        // The same build's next row finds the check done: the file's later bytes are never looked at.
        try folder.write("fonts/Brand.ttf", "not a font any more")
        let second = try SceneCompiler.load(source: source, file: scene, options: CompileOptions(), cache: cache)
        #expect(second.fontFiles == first.fontFiles)
        // A new build (a new cache) checks it again.
        #expect(throws: ScenecError.self) { try SceneCompiler.load(source: source, file: scene, options: CompileOptions(), cache: LoadCache()) }
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
