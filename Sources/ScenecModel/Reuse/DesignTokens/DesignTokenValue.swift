import ScenecCore

/// The DTCG 2025.10 token types.
enum DesignTokenType: String, CaseIterable, Sendable {
    case color, dimension, number, fontFamily, fontWeight, duration, cubicBezier
    case strokeStyle, border, shadow, gradient, typography, transition

    private static let all = allCases

    /// The type `name` names (its raw value): each token's `$type` is read, and `init(rawValue:)`'s
    /// general string switch cost more than comparing the few names of the same length.
    init?(named name: String) {
        let length = name.utf8.count
        guard let type = Self.all.first(where: { $0.rawValue.utf8.count == length && $0.rawValue == name }) else { return nil }
        self = type
    }

    /// The type each member of a composite value must have (an alias there must name such a token).
    func memberType(_ key: String) -> DesignTokenType? {
        switch (self, key) {
        case (.border, "color"), (.shadow, "color"), (.gradient, "color"): return .color
        case (.border, "width"), (.shadow, "offsetX"), (.shadow, "offsetY"), (.shadow, "blur"), (.shadow, "spread"),
             (.typography, "fontSize"), (.typography, "letterSpacing"):
            return .dimension
        case (.border, "style"): return .strokeStyle
        case (.gradient, "position"), (.typography, "lineHeight"): return .number
        case (.typography, "fontFamily"): return .fontFamily
        case (.typography, "fontWeight"): return .fontWeight
        case (.transition, "duration"), (.transition, "delay"): return .duration
        case (.transition, "timingFunction"): return .cubicBezier
        default: return nil
        }
    }

    /// The type the elements of an array value have: a shadow's layers are shadows, a gradient's stops
    /// come from gradients (an alias there splices that gradient's stops in), dashes are dimensions.
    var elementType: DesignTokenType? {
        switch self {
        case .shadow: return .shadow
        case .gradient: return .gradient
        case .strokeStyle: return .dimension
        default: return nil
        }
    }
}

/// A shadow layer, in points.
struct DesignShadow: Sendable, Hashable {
    var color: RGBA
    var offsetX: Double, offsetY: Double, blur: Double, spread: Double
    var inset: Bool
}

/// A stroke style: a CSS keyword, or dashes and a cap.
struct DesignStrokeStyle: Sendable, Hashable {
    var keyword: String?
    var dashes: [Double] = []
    var lineCap: String?
}

struct DesignBorder: Sendable, Hashable {
    var color: RGBA
    var width: Double
    var style: DesignStrokeStyle
}

struct DesignGradientStop: Sendable, Hashable {
    var color: RGBA
    var position: Double
}

struct DesignTypography: Sendable, Hashable {
    var fontFamily: [String]
    var fontSize: Double
    var fontWeight: Int
    var letterSpacing: Double?
    var lineHeight: Double?
}

/// A token's value, typed and in scenec's units (points; a `rem` is 16 px, a px one point).
enum DesignTokenValue: Sendable, Hashable {
    case color(RGBA)
    case dimension(Double)
    case number(Double)
    case fontFamily([String])
    case fontWeight(Int)
    /// Milliseconds.
    case duration(Double)
    case cubicBezier([Double])
    // The large payloads boxed: a value is copied with its definition many times in a design system
    // of tens of thousands of tokens, and an inline typography would make every one as large.
    indirect case strokeStyle(DesignStrokeStyle)
    indirect case border(DesignBorder)
    case shadow([DesignShadow])
    case gradient([DesignGradientStop])
    indirect case typography(DesignTypography)
    indirect case transition(duration: Double, delay: Double, timing: [Double])

    /// What `{name}` stands for in a scene's attribute or text: a colour as hex, a dimension as points,
    /// a family list as `font-family` takes it. A composite reads as its CSS shorthand (for messages and
    /// `scenec tokens`); it applies through `typography=`, `shadow=`, `border=` and `fill=`.
    var sceneText: String {
        switch self {
        case .color(let color): return Self.hex(color)
        case .dimension(let points): return NumberFormat.svg(points)
        case .number(let number): return NumberFormat.svg(number)
        case .fontFamily(let names): return Self.familyList(names)
        case .fontWeight(let weight): return String(weight)
        case .duration(let ms): return NumberFormat.svg(ms) + "ms"
        case .cubicBezier(let points): return points.map(NumberFormat.svg).joined(separator: ", ")
        case .strokeStyle(let style): return Self.strokeText(style)
        case .border(let border): return "\(NumberFormat.svg(border.width)) \(Self.strokeText(border.style)) \(Self.hex(border.color))"
        case .shadow(let layers):
            return layers.map { layer in
                (layer.inset ? "inset " : "") + [layer.offsetX, layer.offsetY, layer.blur, layer.spread].map(NumberFormat.svg).joined(separator: " ")
                    + " " + Self.hex(layer.color)
            }.joined(separator: ", ")
        case .gradient(let stops):
            return "linear-gradient(" + stops.map { "\(Self.hex($0.color)) \(NumberFormat.svg($0.position * 100))%" }.joined(separator: ", ") + ")"
        case .typography(let type):
            var text = "\(type.fontWeight) \(NumberFormat.svg(type.fontSize))"
            if let lineHeight = type.lineHeight { text += "/" + NumberFormat.svg(lineHeight) }
            return text + " " + Self.familyList(type.fontFamily)
        case .transition(let duration, let delay, let timing):
            return "\(NumberFormat.svg(duration))ms \(NumberFormat.svg(delay))ms cubic-bezier(\(timing.map(NumberFormat.svg).joined(separator: ", ")))"
        }
    }

    var type: DesignTokenType {
        switch self {
        case .color: return .color
        case .dimension: return .dimension
        case .number: return .number
        case .fontFamily: return .fontFamily
        case .fontWeight: return .fontWeight
        case .duration: return .duration
        case .cubicBezier: return .cubicBezier
        case .strokeStyle: return .strokeStyle
        case .border: return .border
        case .shadow: return .shadow
        case .gradient: return .gradient
        case .typography: return .typography
        case .transition: return .transition
        }
    }

    /// `#rrggbb`, or `#rrggbbaa` when not opaque: what scenec's colour attributes read.
    static func hex(_ color: RGBA) -> String {
        // Written into the string's own (inline) storage: a design system's thousands of colours each
        // built from pieces cost more than reading them.
        let count = color.alpha >= 1 ? 7 : 9
        return String(unsafeUninitializedCapacity: count) { buffer in
            func put(_ channel: Double, at offset: Int) {
                let value = Int((min(max(channel, 0), 1) * 255).rounded())
                buffer[offset] = hexDigits[value >> 4]
                buffer[offset + 1] = hexDigits[value & 0xF]
            }
            buffer[0] = UInt8(ascii: "#")
            put(color.red, at: 1)
            put(color.green, at: 3)
            put(color.blue, at: 5)
            if count == 9 { put(color.alpha, at: 7) }
            return count
        }
    }

    private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)

    /// A family list as `font-family` reads it: names with spaces or commas quoted.
    static func familyList(_ names: [String]) -> String {
        names.map { name in
            name.contains(where: { $0 == " " || $0 == "," }) ? "\"" + name.replacingQuotes() + "\"" : name
        }.joined(separator: ", ")
    }

    static func strokeText(_ style: DesignStrokeStyle) -> String {
        if let keyword = style.keyword { return keyword }
        return style.dashes.map(NumberFormat.svg).joined(separator: " ") + (style.lineCap.map { " " + $0 } ?? "")
    }
}

private extension String {
    func replacingQuotes() -> String { split(separator: "\"", omittingEmptySubsequences: false).joined(separator: "'") }
}
