import ScenecCore
import ScenecModel
import ScenecSceneTestSupport
import ScenecTestSupport
import ScenecXML
import Testing

// Scenes that break the contract (shared/scene-format.md, "Errors"): each must be rejected with
// located diagnostics — `file:line:column: error: message` — and never produce a scene. Hostile
// documents (entity bombs, external entities, huge files) must be refused quickly and safely.

// MARK: - Helpers

let badFile = "bad.xml"

/// Parses a whole scene document given inline; diagnostics name `file`, `theme` picks the tokens.
func parse(_ xml: String, file: String = badFile, theme: String? = nil) -> SceneParser.Result {
    InlineScene.parse(xml, file: file, theme: theme)
}

/// Hostile inputs are parsed on a scene's stack, as `scenec` parses them (`onSceneStack`).
func parseBadInput(_ xml: String) -> SceneParser.Result {
    onSceneStack { parse(xml) }
}

func parseBadInput(bytes: [UInt8]) -> SceneParser.Result {
    onSceneStack { SceneParser.parse(source: bytes, file: badFile) }
}

/// A scene document whose body starts on line 2: body line n is file line n + 1.
func scene(_ body: String, attributes: String = #"width="100" height="80""#) -> String {
    "<scene \(attributes)>\n\(body)\n</scene>\n"
}

/// The 1-based column of the first occurrence of `needle` in line `line` of `text`.
func column(of needle: String, line: Int, in text: String) -> Int? {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard line >= 1, line <= lines.count, let range = lines[line - 1].firstRange(of: needle) else { return nil }
    return lines[line - 1].distance(from: lines[line - 1].startIndex, to: range.lowerBound) + 1
}

/// Asserts that the parse failed and that one diagnostic (an error) contains `text` at the given place.
/// Returns that diagnostic.
@discardableResult
func expectError(_ result: SceneParser.Result, _ text: String, line: Int? = nil, column: Int? = nil,
                         severity: Diagnostic.Severity = .error,
                         sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Diagnostic? {
    if severity == .error {
        #expect(result.scene == nil, "a scene with errors must not produce a scene", sourceLocation: sourceLocation)
    }
    guard let found = result.diagnostics.first(where: { $0.message.contains(text) }) else {
        Issue.record("no diagnostic contains \"\(text)\"; got:\n\(result.diagnostics.map(\.description).joined(separator: "\n"))",
                     sourceLocation: sourceLocation)
        return nil
    }
    #expect(found.severity == severity, "\(found)", sourceLocation: sourceLocation)
    #expect(found.location.file == badFile, "\(found)", sourceLocation: sourceLocation)
    if let line { #expect(found.location.line == line, "\(found)", sourceLocation: sourceLocation) }
    if let column { #expect(found.location.column == column, "\(found)", sourceLocation: sourceLocation) }
    #expect(found.description.hasPrefix("\(badFile):\(found.location.line):\(found.location.column): \(severity.rawValue): "),
            sourceLocation: sourceLocation)
    return found
}

func dump(_ result: SceneParser.Result) -> String {
    result.diagnostics.map(\.description).joined(separator: "\n")
}
