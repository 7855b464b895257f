import Foundation
import ScenecTestSupport
import Testing

// Small files with one job each: a file past 400 lines is doing more than one, and is split by job
// before it grows further (the generated schema is written in parts for the same reason).
@Suite("Source files")
struct SourceFileSizeTests {
    static let limit = 400

    @Test("no Swift or C file in Sources or Tests is over 400 lines")
    func noFileOverTheLimit() throws {
        var checked = 0
        for folder in ["Sources", "Tests"] {
            let root = PackagePaths.url(folder)
            guard let walk = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else {
                Issue.record("cannot list \(folder)")
                continue
            }
            for case let url as URL in walk where ["swift", "c", "h"].contains(url.pathExtension) {
                let text = try String(contentsOf: url, encoding: .utf8)
                let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count - (text.hasSuffix("\n") ? 1 : 0)
                checked += 1
                #expect(lines <= Self.limit, "\(url.path.dropFirst(PackagePaths.root.path.count + 1)) has \(lines) lines")
            }
        }
        #expect(checked > 300, "the walk found the sources: \(checked) files")
    }
}
