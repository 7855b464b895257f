import Foundation
import ScenecTestSupport

/// docs/format.md, read by the docs tests: the whole text, and the section under one heading.
struct FormatDocs {
    let text: String
    private let lines: [Substring]

    init() throws {
        text = try String(contentsOfFile: PackagePaths.path("docs/format.md"), encoding: .utf8)
        lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// The lines under the heading written exactly `heading` ("## Text", "### rect"), with its
    /// subsections, up to the next heading of the same or a higher level; nil when there is no such
    /// heading. Lines in fenced code blocks are never headings (a shell comment is not a chapter).
    func section(_ heading: String) -> [Substring]? {
        guard let level = Self.headingLevel(Substring(heading)) else { return nil }
        var inFence = false
        var start: Int?
        for (index, line) in lines.enumerated() {
            if line.hasPrefix("```") { inFence.toggle() }
            if inFence { continue }
            if let start {
                if let other = Self.headingLevel(line), other <= level { return Array(lines[(start + 1)..<index]) }
            } else if line == heading {
                start = index
            }
        }
        return start.map { Array(lines[($0 + 1)...]) }
    }

    /// The lines of the `### name` section (a built-in component's defaults table).
    func componentSection(_ name: String) -> [Substring] {
        section("### \(name)") ?? section("### `\(name)`") ?? []
    }

    /// 2 for "## …", 3 for "### …"; nil for a line that is no heading.
    private static func headingLevel(_ line: Substring) -> Int? {
        let hashes = line.prefix { $0 == "#" }.count
        guard hashes > 0, line.dropFirst(hashes).first == " " else { return nil }
        return hashes
    }
}
