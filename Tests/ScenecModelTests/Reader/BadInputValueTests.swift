import ScenecCore
import ScenecModel
import ScenecTestSupport
import ScenecXML
import Testing

// Bad input (see BadInputSupport.swift for the rules and helpers).

// MARK: - Values

@Suite("Bad input: values")
struct ValueErrorTests {
    @Test("a bad colour is an error at the attribute", arguments: [
        ("#12", "a hex colour has 3, 4, 6 or 8 digits"),
        ("rgb(1,2)", "rgb() takes 3 values, got 2"),
        ("gren", "did you mean \"green\"?"),
        ("rgb(1,2,300)", "out of range 0–255"),
        ("#ggg", "is not a hex digit"),
    ])
    func badColour(value: String, message: String) {
        let xml = scene("  <rect width=\"10\" height=\"10\" fill=\"\(value)\"/>")
        let result = parseBadInput(xml)
        let d = expectError(result, message, line: 2, column: column(of: "fill", line: 2, in: xml))
        #expect(d?.message.hasPrefix("fill: ") == true, "\(dump(result))")
        #expect(d?.message.contains(value) == true, "the message quotes the value: \(dump(result))")
        #expect(result.diagnostics.count == 1, "\(dump(result))")
    }

    @Test("a bad colour in <fill color> and <stop color> is located too")
    func badColourInChildren() {
        let xml = scene("""
            <defs><linear-gradient id="g"><stop offset="0" color="bleu"/></linear-gradient></defs>
            <rect width="10" height="10"><fill color="#12345"/></rect>
            """)
        let result = parseBadInput(xml)
        expectError(result, "unknown colour \"bleu\"", line: 2, column: column(of: "color", line: 2, in: xml))
        expectError(result, "#12345", line: 3, column: column(of: "color", line: 3, in: xml))
    }

    @Test("a shape without a height is an error at the element")
    func missingHeight() {
        let result = parseBadInput(scene("    <rect width=\"10\"/>"))
        expectError(result, "<rect> needs a height", line: 2, column: 5)
        #expect(result.diagnostics.count == 1, "\(dump(result))")
    }

    @Test("an ellipse without any size reports both")
    func missingBoth() {
        let result = parseBadInput(scene("<ellipse/>"))
        expectError(result, "<ellipse> needs a width", line: 2, column: 1)
        expectError(result, "<ellipse> needs a height", line: 2, column: 1)
    }

    @Test("a negative size is an error at the attribute", arguments: ["width", "height"])
    func negativeSize(attribute: String) {
        let other = attribute == "width" ? "height" : "width"
        let xml = scene("  <rect \(other)=\"5\" \(attribute)=\"-5\"/>")
        let result = parseBadInput(xml)
        expectError(result, "\(attribute): a size cannot be negative", line: 2, column: column(of: "\(attribute)=\"-5", line: 2, in: xml))
    }

    @Test("a negative circle radius is an error")
    func negativeRadius() {
        let xml = scene("  <circle r=\"-3\"/>")
        expectError(parseBadInput(xml), "r: a radius cannot be negative", line: 2, column: column(of: "r=", line: 2, in: xml))
    }

    @Test("a huge coordinate is a located error", arguments: ["width", "height", "x", "y"])
    func hugeCoordinate(attribute: String) {
        let attributes = ["x": "0", "y": "0", "width": "10", "height": "10"].map { key, value in
            "\(key)=\"\(key == attribute ? "1e9" : value)\""
        }.sorted().joined(separator: " ")
        let xml = scene("  <rect \(attributes)/>")
        let result = parseBadInput(xml)
        let d = expectError(result, "too large", line: 2, column: column(of: "\(attribute)=\"1e9", line: 2, in: xml))
        #expect(d?.message.hasPrefix("\(attribute): ") == true, "\(dump(result))")
    }

    @Test("a huge scene size is a located error")
    func hugeSceneSize() {
        let xml = scene("", attributes: #"width="1e9" height="10""#)
        let result = parseBadInput(xml)
        expectError(result, "too large", line: 1, column: column(of: "width", line: 1, in: xml))
    }

    @Test("an overflowing number (1e999) is an error, not infinity")
    func overflowingNumber() {
        let xml = scene("  <rect width=\"1e999\" height=\"10\"/>")
        expectError(parseBadInput(xml), "width: ", line: 2, column: 9)
    }

    @Test("a scene without a size is refused at the root")
    func sceneWithoutSize() {
        let result = parseBadInput("<scene width=\"10\"/>")
        expectError(result, "<scene> needs a height", line: 1, column: 1)
    }

    @Test("a stop offset out of range is an error at the attribute", arguments: ["1.5", "-0.1", "150%"])
    func stopOffsetOutOfRange(offset: String) {
        let xml = scene("""
            <defs>
              <linear-gradient id="g"><stop offset="\(offset)" color="red"/></linear-gradient>
            </defs>
            """)
        let result = parseBadInput(xml)
        expectError(result, "offset: a stop offset is 0–1 or 0%–100%", line: 3, column: column(of: "offset", line: 3, in: xml))
    }

    @Test("opacity outside 0–1 is an error")
    func opacityOutOfRange() {
        let xml = scene("  <rect width=\"1\" height=\"1\" opacity=\"1.5\"/>")
        expectError(parseBadInput(xml), "opacity: 1.5 is out of range", line: 2, column: column(of: "opacity", line: 2, in: xml))
    }
}
