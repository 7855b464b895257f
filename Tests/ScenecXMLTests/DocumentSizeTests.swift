import ScenecCore
import ScenecXML
import Testing

/// `Limits.documentBytes` is checked on the byte count before libxml2 sees anything.
@Suite("Document size")
struct DocumentSizeTests {
    @Test func oneByteOverTheLimitIsRefusedWithoutParsing() {
        // Garbage that libxml2 would reject at once: only the size check can explain a single error at 1:1.
        let bytes = [UInt8](repeating: UInt8(ascii: "!"), count: Limits.documentBytes + 1)
        var result: XMLReader.Result?
        let elapsed = ContinuousClock().measure { result = read(bytes: bytes) }
        #expect(elapsed < .seconds(1), "\(elapsed)")
        #expect(result?.root == nil)
        #expect(result?.diagnostics.map(\.message) == ["the scene is larger than 16 MiB"])
        #expect(result?.diagnostics.first?.location == at(1, 1))
        #expect(result?.diagnostics.first?.severity == .error)
    }

    @Test func exactlyAtTheLimitReachesTheParser() {
        // The same garbage one byte shorter: libxml2's own error, not the size refusal.
        let result = read(bytes: [UInt8](repeating: UInt8(ascii: "!"), count: Limits.documentBytes))
        #expect(result.root == nil)
        #expect(result.diagnostics.hasErrors)
        #expect(!result.diagnostics.contains { $0.message.contains("larger than") }, "\(result.dump)")
    }

    @Test func emptyInputIsRefusedAtLineOneColumnOne() {
        let result = read(bytes: [])
        #expect(result.root == nil)
        #expect(result.diagnostics.map(\.message) == ["the scene file is empty"])
        #expect(result.diagnostics.first?.location == at(1, 1))
    }
}
