/// Colour values as the scene format writes them (docs/format.md, "Colours"): hex, `rgb()`,
/// `rgba()`, `hsb()`, `hsba()`, `white()`, `transparent`, the CSS named colours and `none`; and as
/// designers copy them from CSS: `hsl()`/`hsla()` and the space-separated `rgb(255 0 0 / 50%)`.
/// Everything malformed or out of range is an error rather than clamped, so a typo in a scene
/// never silently turns into a different colour.
public enum ColorParser {
    /// Every keyword `parse` accepts (the 148 CSS names, `transparent` and `none`), sorted,
    /// for "did you mean" hints.
    public static var namedColorNames: [String] { allNames }

    private static let allNames: [String] = (Array(NamedColors.table.keys) + ["transparent", "none"]).sorted()

    /// The colour, or nil for `none` (no paint).
    public static func parse(_ text: String) throws(ValueError) -> RGBA? {
        let value = trimmed(text)
        guard !value.isEmpty else { throw ValueError("invalid colour \"\(text)\": the value is empty") }
        let lower = value.lowercased()
        if lower == "none" { return nil }
        if lower == "transparent" { return .transparent }
        if lower.hasPrefix("#") { return try parseHex(value) }
        if lower.utf8.contains(UInt8(ascii: "(")) { return try parseFunction(value) }
        // Before the function check: `white` alone is the named colour, not `white()` without values.
        if let rgb = NamedColors.table[lower] {
            return RGBA(red255: Double(rgb >> 16 & 0xFF), green255: Double(rgb >> 8 & 0xFF), blue255: Double(rgb & 0xFF))
        }
        if lower.utf8.contains(UInt8(ascii: ")")) || functions[lower] != nil {
            throw ValueError("invalid colour \"\(value)\": missing \"(\"")
        }
        // Only words can be a misspelt name (`light blue` is one edit from `lightblue`);
        // `12` or `#` typos get the list of forms instead.
        guard lower.unicodeScalars.allSatisfy({ ($0.value >= 0x61 && $0.value <= 0x7A) || $0 == " " || $0 == "-" }) else {
            throw ValueError("invalid colour \"\(value)\": expected a colour name, #hex, rgb(), rgba(), hsl(), hsla(), hsb(), hsba(), white() or none")
        }
        if let guess = Spelling.suggestion(for: lower, among: allNames) {
            throw ValueError("unknown colour \"\(value)\" (did you mean \"\(guess)\"?)")
        }
        throw ValueError("unknown colour \"\(value)\"")
    }

    // MARK: - Hex

    private static func parseHex(_ value: String) throws(ValueError) -> RGBA {
        var digits: [UInt32] = []
        for c in value.unicodeScalars.dropFirst() {
            guard let d = hexDigit(c) else {
                throw ValueError("invalid colour \"\(value)\": \"\(Character(c))\" is not a hex digit")
            }
            digits.append(d)
        }
        let channels: [UInt32]
        switch digits.count {
        case 3, 4:
            // CSS shorthand: each digit is doubled, so `f` means `ff`.
            channels = digits.map { $0 * 17 }
        case 6, 8:
            channels = stride(from: 0, to: digits.count, by: 2).map { digits[$0] * 16 + digits[$0 + 1] }
        default:
            throw ValueError("invalid colour \"\(value)\": a hex colour has 3, 4, 6 or 8 digits")
        }
        let alpha = channels.count == 4 ? Double(channels[3]) / 255 : 1
        return RGBA(red255: Double(channels[0]), green255: Double(channels[1]), blue255: Double(channels[2]), alpha: alpha)
    }

    private static func hexDigit(_ c: Unicode.Scalar) -> UInt32? {
        switch c.value {
        case 0x30...0x39: return c.value - 0x30
        case 0x41...0x46: return c.value - 0x41 + 10
        case 0x61...0x66: return c.value - 0x61 + 10
        default: return nil
        }
    }

    // MARK: - Functions

    /// Function name → the accepted numbers of arguments, in the wording used by errors.
    private static let functions: [String: (counts: Set<Int>, wording: String)] = [
        "rgb": ([3], "3 values"),
        "rgba": ([4], "4 values"),
        "hsb": ([3], "3 values"),
        "hsba": ([4], "4 values"),
        "hsl": ([3], "3 values"),
        "hsla": ([4], "4 values"),
        "white": ([1, 2], "1 or 2 values"),
    ]

    /// The functions that also take CSS Color 4's space-separated form, `rgb(255 0 0 / 50%)`.
    private static let spaceSeparated: Set<String> = ["rgb", "rgba", "hsl", "hsla"]

    private static func parseFunction(_ value: String) throws(ValueError) -> RGBA {
        guard let open = value.firstIndex(of: "(") else {
            throw ValueError("invalid colour \"\(value)\": missing \"(\"")
        }
        let rawName = String(value[..<open])
        let name = rawName.lowercased()
        guard !name.isEmpty else {
            throw ValueError("invalid colour \"\(value)\": missing the function name before \"(\"")
        }
        if let last = name.unicodeScalars.last, Whitespace.contains(last) {
            throw ValueError("invalid colour \"\(value)\": no space is allowed before \"(\"")
        }
        guard let function = functions[name] else {
            let known = functions.keys.sorted()
            if let guess = Spelling.suggestion(for: name, among: known) {
                throw ValueError("invalid colour \"\(value)\": unknown colour function \"\(rawName)\" (did you mean \"\(guess)\"?)")
            }
            throw ValueError("invalid colour \"\(value)\": unknown colour function \"\(rawName)\" (expected rgb, rgba, hsl, hsla, hsb, hsba or white)")
        }
        let afterOpen = value.index(after: open)
        guard let close = value[afterOpen...].firstIndex(of: ")") else {
            throw ValueError("invalid colour \"\(value)\": missing \")\"")
        }
        let tail = value[value.index(after: close)...]
        guard tail.isEmpty else {
            throw ValueError("invalid colour \"\(value)\": unexpected \"\(tail)\" after \")\"")
        }
        let inner = String(value[afterOpen..<close])
        let arguments: [String]
        if !inner.utf8.contains(UInt8(ascii: ",")), !trimmed(inner).isEmpty, spaceSeparated.contains(name) {
            arguments = try spaceSeparatedArguments(inner, colour: value, function: name)
        } else {
            // `rgb()` has no values rather than one empty one.
            arguments = trimmed(inner).isEmpty
                ? []
                : inner.split(separator: ",", omittingEmptySubsequences: false).map { trimmed(String($0)) }
            guard function.counts.contains(arguments.count) else {
                throw ValueError("invalid colour \"\(value)\": \(name)() takes \(function.wording), got \(arguments.count)")
            }
        }
        let reader = ArgumentReader(colour: value, arguments: arguments)
        switch name {
        case "rgb", "rgba":
            let r = try reader.channel(0), g = try reader.channel(1), b = try reader.channel(2)
            let alpha = arguments.count == 4 ? try reader.unit(3, "alpha") : 1
            return RGBA(red: r, green: g, blue: b, alpha: alpha)
        case "hsl", "hsla":
            // CSS: hue in degrees, saturation and lightness as percentages.
            let hue = try reader.hue(0)
            let saturation = try reader.percentage(1, "saturation"), lightness = try reader.percentage(2, "lightness")
            let alpha = arguments.count == 4 ? try reader.unit(3, "alpha") : 1
            return RGBA(hueDegrees: hue, saturation: saturation, lightness: lightness, alpha: alpha)
        case "hsb", "hsba":
            let hue = try reader.hue(0)
            let s = try reader.unit(1, "saturation"), v = try reader.unit(2, "brightness")
            let alpha = arguments.count == 4 ? try reader.unit(3, "alpha") : 1
            return RGBA(hueDegrees: hue, saturation: s, brightness: v, alpha: alpha)
        default:
            let gray = try reader.unit(0, "gray level")
            let alpha = arguments.count == 2 ? try reader.unit(1, "alpha") : 1
            return RGBA(white: gray, alpha: alpha)
        }
    }

    /// Reads and range-checks the arguments of one colour function, quoting the whole colour in errors.
    private struct ArgumentReader {
        let colour: String
        let arguments: [String]

        /// A number, or a percentage when `allowPercent` (returned as the fraction 0.5 for `50%`).
        private func number(_ index: Int, allowPercent: Bool) throws(ValueError) -> (value: Double, isPercent: Bool) {
            var text = arguments[index]
            guard !text.isEmpty else {
                throw ValueError("invalid colour \"\(colour)\": value \(index + 1) is empty")
            }
            var isPercent = false
            if text.hasSuffix("%") {
                guard allowPercent else {
                    throw ValueError("invalid colour \"\(colour)\": \"\(text)\" must be a plain number, not a percentage")
                }
                text.removeLast()
                isPercent = true
            }
            // `50 %` would pass NumberParser's trimming; CSS does not allow it.
            guard let last = text.unicodeScalars.last, !Whitespace.contains(last) else {
                throw ValueError("invalid colour \"\(colour)\": \"\(arguments[index])\" is not a number")
            }
            let value: Double
            do {
                value = try NumberParser.parse(text)
            } catch {
                throw ValueError("invalid colour \"\(colour)\": \"\(arguments[index])\" is not a number")
            }
            return (value, isPercent)
        }

        /// An rgb channel: 0–255, or 0–100%.
        func channel(_ index: Int) throws(ValueError) -> Double {
            let (value, isPercent) = try number(index, allowPercent: true)
            if isPercent {
                guard (0...100).contains(value) else {
                    throw ValueError("channel \(arguments[index]) is out of range 0–100% in \"\(colour)\"")
                }
                return value / 100
            }
            guard (0...255).contains(value) else {
                throw ValueError("channel \(arguments[index]) is out of range 0–255 in \"\(colour)\"")
            }
            return value / 255
        }

        /// Alpha, saturation, brightness or gray level: 0–1, or 0–100%.
        func unit(_ index: Int, _ what: String) throws(ValueError) -> Double {
            let (value, isPercent) = try number(index, allowPercent: true)
            let fraction = isPercent ? value / 100 : value
            guard (0...1).contains(fraction) else {
                let range = isPercent ? "0–100%" : "0–1"
                throw ValueError("\(what) \(arguments[index]) is out of range \(range) in \"\(colour)\"")
            }
            return fraction
        }

        /// A hue in degrees (CSS's `deg` unit allowed). Any finite angle is accepted and wrapped,
        /// since 360 and 0 are the same hue.
        func hue(_ index: Int) throws(ValueError) -> Double {
            var reader = self
            if arguments[index].lowercased().hasSuffix("deg") {
                var copy = arguments
                copy[index] = String(arguments[index].dropLast(3))
                reader = ArgumentReader(colour: colour, arguments: copy)
            }
            return try reader.number(index, allowPercent: false).value
        }

        /// CSS hsl()'s saturation or lightness: a percentage 0–100%, returned as a fraction.
        func percentage(_ index: Int, _ what: String) throws(ValueError) -> Double {
            guard arguments[index].hasSuffix("%") else {
                throw ValueError("invalid colour \"\(colour)\": \(what) \"\(arguments[index])\" must be a percentage, like 50%")
            }
            return try unit(index, what)
        }
    }

    /// CSS Color 4's `rgb(255 0 0)` and `rgb(255 0 0 / 50%)`: three values separated by whitespace,
    /// then optionally `/` and the alpha, returned as the comma form's three or four arguments.
    private static func spaceSeparatedArguments(_ inner: String, colour: String, function: String) throws(ValueError) -> [String] {
        let halves = inner.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard halves.count <= 2 else {
            throw ValueError("invalid colour \"\(colour)\": only one \"/\" (before the alpha) is allowed")
        }
        var arguments = halves[0].unicodeScalars.split(whereSeparator: { Whitespace.contains($0) }).map { String($0) }
        guard arguments.count == 3 else {
            throw ValueError("invalid colour \"\(colour)\": \(function)() takes 3 values separated by spaces or commas, got \(arguments.count)")
        }
        if halves.count == 2 {
            let alpha = trimmed(halves[1])
            guard !alpha.isEmpty else { throw ValueError("invalid colour \"\(colour)\": expected an alpha after \"/\"") }
            arguments.append(alpha)
        }
        return arguments
    }

    /// The text without surrounding whitespace, by the same rule as NumberParser.
    private static func trimmed(_ text: String) -> String {
        // Most values have none: return them without copying.
        guard let first = text.unicodeScalars.first, let last = text.unicodeScalars.last,
              Whitespace.contains(first) || Whitespace.contains(last) else { return text }
        let scalars = Array(text.unicodeScalars)
        var start = 0
        var end = scalars.count
        while start < end, Whitespace.contains(scalars[start]) { start += 1 }
        while end > start, Whitespace.contains(scalars[end - 1]) { end -= 1 }
        return NumberParser.string(scalars[start..<end])
    }
}
