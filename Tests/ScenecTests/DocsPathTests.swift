import Foundation
import ScenecTestSupport
import Testing

// The docs send a newcomer to files by path (`Sources/Scenec/OutputLayouts/…`); a path that moved
// must move in the docs too, or the map misleads.
@Suite("Docs: source paths")
struct DocsPathTests {
    /// Every `Sources/…`, `Tests/…`, `schema/…` and `scripts/…` path written in backticks in README.md
    /// and docs/*.md, with the file it is written in.
    static func mentionedPaths() throws -> [(doc: String, path: String)] {
        let docs = try FileManager.default.contentsOfDirectory(atPath: PackagePaths.path("docs"))
            .filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 } + ["README.md"]
        let pattern = try NSRegularExpression(pattern: "`((?:Sources|Tests|schema|scripts)/[A-Za-z0-9_+./-]*)`")
        var found: [(String, String)] = []
        for doc in docs {
            let text = try String(contentsOfFile: PackagePaths.path(doc), encoding: .utf8)
            for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                guard let range = Range(match.range(at: 1), in: text) else { continue }
                found.append((doc, String(text[range])))
            }
        }
        return found
    }

    @Test("every source path the docs name exists")
    func pathsExist() throws {
        let mentioned = try Self.mentionedPaths()
        #expect(mentioned.count > 40, "the docs name files by path: \(mentioned.count) found")
        #expect(mentioned.contains { $0.path == "Sources/Scenec/OutputLayouts/OutputLayout.swift" })
        for (doc, path) in mentioned {
            // A pattern like `Sources/Scenec/API/Formats/NAMEFormat.swift` names a file to create.
            if path.contains("NAME") { continue }
            let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
            #expect(FileManager.default.fileExists(atPath: PackagePaths.path(trimmed)), "\(doc) names \(path), which does not exist")
        }
    }
}
