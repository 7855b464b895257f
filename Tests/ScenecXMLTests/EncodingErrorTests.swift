import ScenecCore
import ScenecXML
import Testing

/// libxml2 reports a failed encoding conversion without a parser context; those errors must become
/// located diagnostics too (they used to be printed straight to stderr).
@Suite struct EncodingErrorTests {
    @Test(arguments: ["SHIFT_JIS", "UTF-32", "EUC-JP"])
    func aFailedConversionIsADiagnostic(encoding: String) throws {
        let head = Array("<?xml version=\"1.0\" encoding=\"\(encoding)\"?><scene width=\"1\" height=\"1\">".utf8)
        let result = XMLReader.parse(head + [0, 0, 0, 0, 0xFF, 0xFE] + Array("</scene>".utf8), file: "e.xml")
        #expect(result.root == nil)
        let messages = result.diagnostics.map { "\($0.location.line):\($0.location.column): \($0.message)" }
        #expect(messages.contains { $0.hasPrefix("1:1: input conversion failed") || $0.contains("encoder error") }, "\(messages)")
        #expect(Set(messages).count == messages.count, "each message once: \(messages)")
        #expect(result.diagnostics.allSatisfy { $0.location.file == "e.xml" && $0.severity == .error && !$0.message.contains("\n") })
    }
}
