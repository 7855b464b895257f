import Scenec

/// A JSON document to write: the page's state is the only JSON the server sends, so a small writer
/// does, rather than Foundation's encoder (which would link Foundation into every scenec process).
enum JSONValue {
    case string(String)
    case number(Double)
    case bool(Bool)
    case array([JSONValue])
    /// Members in the order given; a nil value leaves its member out (as `Codable` does for nil).
    case object([(key: String, value: JSONValue?)])

    /// The compact JSON text (RFC 8259).
    var text: String {
        var out = ""
        write(to: &out)
        return out
    }

    private func write(to out: inout String) {
        switch self {
        case .string(let string):
            Self.writeString(string, to: &out)
        case .number(let number):
            out += Self.numberText(number)
        case .bool(let flag):
            out += flag ? "true" : "false"
        case .array(let elements):
            out += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { out += "," }
                element.write(to: &out)
            }
            out += "]"
        case .object(let members):
            out += "{"
            var first = true
            for (key, value) in members {
                guard let value else { continue }
                if !first { out += "," }
                first = false
                Self.writeString(key, to: &out)
                out += ":"
                value.write(to: &out)
            }
            out += "}"
        }
    }

    /// Whole numbers without a fraction (`2`, not `2.0`); others in Swift's shortest round-trip form,
    /// which is valid JSON. JSON has no infinity or NaN: those are `null`.
    static func numberText(_ number: Double) -> String {
        guard number.isFinite else { return "null" }
        if number == number.rounded(), abs(number) < 9_007_199_254_740_992 { return String(Int64(number)) }
        return String(number)
    }

    /// A string literal: quote, backslash and the control characters escaped, everything else as is.
    private static func writeString(_ string: String, to out: inout String) {
        out += "\"" + ContentsJSON.escaped(string) + "\""
    }
}
