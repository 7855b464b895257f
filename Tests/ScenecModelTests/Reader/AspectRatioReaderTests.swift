import ScenecCore
import ScenecModel
import ScenecTestSupport
import Testing

// aspect-ratio (format 1.3) as the reader reads it: W/H or a number, one size enough for a rect, and the
// combinations where it can decide nothing warn at the attribute.

@Suite("Reader: aspect-ratio (format 1.3)")
struct AspectRatioReaderTests {
    @Test func ratiosAreReadAndOneSizeIsEnough() throws {
        let result = parse(scene("""
              <rect width="160" aspect-ratio="16/9"/>
              <rect height="20" aspect-ratio="1.5"/>
              <row width="200" height="40"><rect width="*" aspect-ratio="4 / 1"/></row>
            """))
        let nodes = try #require(result.scene?.nodes, "\(dump(result))")
        #expect(result.diagnostics.isEmpty, "\(dump(result))")
        #expect(nodes[0].frame.aspectRatio == 16.0 / 9)
        #expect(nodes[1].frame.aspectRatio == 1.5)
        #expect(nodes[2].children[0].frame.aspectRatio == 4)
    }

    @Test("a ratio that can decide nothing warns at the attribute")
    func uselessRatiosWarn() {
        let xml = scene("""
              <rect width="10" height="10" aspect-ratio="2"/>
              <text aspect-ratio="2">Hi</text>
            """)
        let result = parse(xml)
        #expect(result.scene != nil, "\(dump(result))")
        expectError(result, "aspect-ratio has no effect: width and height are both written", line: 2,
                    column: column(of: "aspect-ratio", line: 2, in: xml), severity: .warning)
        expectError(result, "aspect-ratio has no effect on <text>", line: 3, column: column(of: "aspect-ratio", line: 3, in: xml), severity: .warning)
    }

    @Test(arguments: ["0/1", "1/0", "-2", "wide", "1/2/3"])
    func badRatiosAreLocatedErrors(_ value: String) {
        let xml = scene("""
              <rect width="10" aspect-ratio="\(value)"/>
            """)
        let result = parseBadInput(xml)
        expectError(result, "aspect-ratio:", line: 2, column: column(of: "aspect-ratio", line: 2, in: xml))
    }
}
