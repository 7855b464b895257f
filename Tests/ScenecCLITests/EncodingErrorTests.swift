import Foundation
import ScenecTestSupport
import Testing

@Suite("scenec: encoding errors")
struct EncodingErrorCLITests {
    /// Every line scenec prints for a document whose declared encoding does not fit its bytes is a
    /// located diagnostic: nothing from libxml2 reaches stderr on its own.
    @Test func onlyLocatedDiagnosticsOnStderr() throws {
        let folder = try TemporaryFolder()
        let head = Array("<?xml version=\"1.0\" encoding=\"SHIFT_JIS\"?><scene width=\"1\" height=\"1\">".utf8)
        try folder.write("bad.xml", bytes: head + [0, 0, 0, 0, 0xFF, 0xFE] + Array("</scene>".utf8))
        let result = try folder.run(["validate", "bad.xml"])
        #expect(result.status == 1)
        #expect(!result.stderrLines.isEmpty)
        for line in result.stderrLines {
            #expect(line.hasPrefix("bad.xml:") && line.contains(": error: "), "\(line)")
        }
        #expect(!result.stderr.contains("encoding error :") && !result.stderr.contains("I/O error :"))
    }
}
