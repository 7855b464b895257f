import ScenecCore
import ScenecXML

/// Android markup (`<b>`, `<i>`, `<font color>`, …) of a string drawn in a `<text>` becomes `<span>`s
/// of that text. Substitution works on strings, so a spanned value is carried through it with
/// Unicode noncharacters around each run (U+FDD0, then the run's style as U+F0000 + its index, the
/// run, U+FDD1), and the text's children are made from them once substituted. Noncharacters are for a
/// program's internal use; a scene's own text never reaches here with them (they are removed).
struct StringSpanMarkers {
    // Swift refuses noncharacters in literals; built from their values (valid scalars, so never nil).
    static let open = Unicode.Scalar(UInt32(0xFDD0)) ?? "\u{FFFD}", close = Unicode.Scalar(UInt32(0xFDD1)) ?? "\u{FFFD}"
    static let styleBase: UInt32 = 0xF0000

    /// The styles of the runs marked so far, by index.
    private(set) var styles: [[StringSpan.Style]] = []

    /// `value` with its spans marked.
    mutating func marked(_ value: String, spans: [StringSpan]) -> String {
        let bytes = Array(value.utf8)
        var out = ""
        var at = 0
        for span in spans where span.range.lowerBound >= at && span.range.upperBound <= bytes.count {
            out += String(decoding: bytes[at..<span.range.lowerBound], as: UTF8.self)
            out.unicodeScalars.append(Self.open)
            out.unicodeScalars.append(Unicode.Scalar(Self.styleBase + UInt32(min(styles.count, 0xFFFD))) ?? Self.close)
            styles.append(span.styles)
            out += String(decoding: bytes[span.range], as: UTF8.self)
            out.unicodeScalars.append(Self.close)
            at = span.range.upperBound
        }
        return out + String(decoding: bytes[at...], as: UTF8.self)
    }

    static func hasMarks(_ text: String) -> Bool {
        text.unicodeScalars.contains(open)
    }

    /// A `<text>` without element children whose substituted text carries marks: its text split into
    /// `<span>` children, each with the attributes of its styles. Styles a `<span>` cannot draw
    /// (strike-through, superscript, subscript) are drawn as plain text and named in `unsupported`.
    func spanned(_ element: XMLElement, unsupported: inout Set<String>) -> XMLElement {
        var result = element
        result.text = ""
        result.children = []
        var current = ""
        var inSpan: (styles: [StringSpan.Style], text: String)?
        var iterator = element.text.unicodeScalars.makeIterator()
        func flush() {
            if result.children.isEmpty {
                result.text += current
            } else {
                result.children[result.children.count - 1].tail += current
                result.text += current
            }
            current = ""
        }
        while let scalar = iterator.next() {
            if scalar == Self.open {
                flush()
                let index = iterator.next().map { Int($0.value) - Int(Self.styleBase) } ?? -1
                inSpan = (index >= 0 && index < styles.count ? styles[index] : [], "")
            } else if scalar == Self.close, let span = inSpan {
                var child = XMLElement(name: ElementKind.span.name, attributes: attributes(span.styles, at: element.location, unsupported: &unsupported),
                                       text: span.text, location: element.location)
                child.tail = ""
                result.children.append(child)
                inSpan = nil
            } else if inSpan != nil {
                inSpan?.text.unicodeScalars.append(scalar)
            } else {
                current.unicodeScalars.append(scalar)
            }
        }
        if let span = inSpan { current += span.text }
        flush()
        return result
    }

    /// The text without marks (where spans cannot be made: a text with children, an attribute).
    static func stripped(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars where scalar != open && scalar != close && !(scalar.value >= styleBase && scalar.value <= styleBase + 0xFFFD) {
            out.append(scalar)
        }
        return String(out)
    }

    private func attributes(_ styles: [StringSpan.Style], at location: SourceLocation, unsupported: inout Set<String>) -> [XMLAttribute] {
        var attributes: [XMLAttribute] = []
        for style in styles {
            switch style {
            case .bold: attributes.append(XMLAttribute(name: "font-weight", value: "bold", location: location))
            case .italic: attributes.append(XMLAttribute(name: "font-style", value: "italic", location: location))
            case .underline: attributes.append(XMLAttribute(name: "underline", value: "true", location: location))
            case .color(let color): attributes.append(XMLAttribute(name: "color", value: Self.cssColor(color), location: location))
            case .strike: unsupported.insert("<strike>")
            case .superscript: unsupported.insert("<sup>")
            case .subscript: unsupported.insert("<sub>")
            }
        }
        // A later style of the same attribute (nested tags) wins, as the innermost tag does on Android.
        var seen: Set<String> = []
        return attributes.reversed().filter { seen.insert($0.name).inserted }.reversed()
    }

    /// Android writes `#AARRGGBB` (alpha first) and `#ARGB`; CSS reads `#RRGGBBAA` and `#RGBA`.
    static func cssColor(_ color: String) -> String {
        let trimmed = color.trimmingWhitespace()
        guard trimmed.hasPrefix("#") else { return trimmed }
        let hex = trimmed.dropFirst()
        switch hex.count {
        case 8: return "#" + hex.dropFirst(2) + hex.prefix(2)
        case 4: return "#" + hex.dropFirst(1) + hex.prefix(1)
        default: return trimmed
        }
    }
}
