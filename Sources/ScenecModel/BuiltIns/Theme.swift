import ScenecCore

/// The built-in components, expanded while reading into the plain nodes hand-written XML would use.
public enum BuiltInComponent: String, CaseIterable, Sendable, Hashable {
    case keyboard, key
    case dataCircle = "data-circle"

    public var element: ElementKind {
        switch self {
        case .keyboard: return .keyboard
        case .key: return .key
        case .dataCircle: return .dataCircle
        }
    }

    /// Attributes that say what an instance shows rather than how it looks; not settable in `<defaults>`.
    public var contentAttributes: [String] {
        switch self {
        case .keyboard: return []
        case .key: return ["label", "sublabel", "image", "state"]
        case .dataCircle: return ["value"]
        }
    }

    /// Every attribute besides the common and frame ones: content, then the themable ones.
    public var attributes: [String] { contentAttributes + Theme.values(of: self).map(\.name) }
}

/// The seed defaults of the components (`keyboard`, `key`, `data-circle`), in one place so that a
/// reader sees every number and a scene can override any of them: an attribute of the same name on
/// the component, or on a `<key>`/`<keyboard>`/`<data-circle>` element inside `<defaults>`.
///
/// Values are written as they would be in XML and read with the parser their type names, so a value
/// in `<defaults>` is checked exactly like the attribute.
/// The defaults come from the original Core Graphics posts (keyboard and key; data circle), kept outside this repository.
public enum Theme {
    /// One overridable attribute of a component and its seed default.
    public struct Value: Sendable {
        public enum Kind: Sendable, Equatable {
            case color
            case number(ClosedRange<Double>)
            /// One to four numbers in CSS shorthand order (`padding`), each in the range.
            case fourNumbers(ClosedRange<Double>)
            /// `corner-radius`: one to four radii in points (each in the range) or percentages of the
            /// shorter side (`CornerRadiiParser`).
            case cornerRadii(ClosedRange<Double>)
            case bool
            /// A `font-family` list.
            case families
        }

        public var name: String
        public var kind: Kind
        /// The default as it would be written in XML.
        public var text: String
    }

    public static func values(of component: BuiltInComponent) -> [Value] {
        switch component {
        case .keyboard: return keyboard
        case .key: return key
        case .dataCircle: return dataCircle
        }
    }

    public static func value(_ name: String, of component: BuiltInComponent) -> Value? {
        values(of: component).first { $0.name == name }
    }

    private static let unit = 0.0...1.0

    static let keyboard: [Value] = [
        // 002: drawRect of the keyboard view, CGGradient colours 157/157/167 → 67/67/75 top to bottom.
        Value(name: "top-color", kind: .color, text: "rgb(157,157,167)"),
        Value(name: "bottom-color", kind: .color, text: "rgb(67,67,75)"),
        // 002 lines 42-45: CGContextFillRect(0, 0, width, 1) in 50/255 grey, (0, 1, width, 1) in 191/255 grey.
        Value(name: "border", kind: .bool, text: "true"),
        Value(name: "border-color", kind: .color, text: "rgb(50,50,50)"),
        Value(name: "highlight-color", kind: .color, text: "rgb(191,191,191)"),
    ]

    static let key: [Value] = [
        // 002 line 127: newPathForRoundedRect:CGRectInset(rect, 0.5, 0.5) radius:7.
        // One to four radii and Figma's smoothing, as on <rect> (format 1.1; the seed's are 7 and 0).
        Value(name: "corner-radius", kind: .cornerRadii(0...Limits.magnitude), text: "7"),
        Value(name: "corner-smoothing", kind: .number(unit), text: "0"),
        // 002: CGContextSetShadowWithColor(context, CGSizeMake(0, 1), 2, black 0.7) around the key fill.
        Value(name: "shadow-color", kind: .color, text: "rgba(0,0,0,0.7)"),
        // 002: the key gradient, normal state: 241/241/243 → 223/223/231.
        Value(name: "top-color", kind: .color, text: "rgb(241,241,243)"),
        Value(name: "bottom-color", kind: .color, text: "rgb(223,223,231)"),
        // 002: the key gradient, highlighted or selected: 179/179/187 → 130/130,140.
        Value(name: "highlighted-top-color", kind: .color, text: "rgb(179,179,187)"),
        Value(name: "highlighted-bottom-color", kind: .color, text: "rgb(130,130,140)"),
        // 002: the overall gradient over the keyboard, (0.1, 0.1, 0.11) alpha 0 → 0.4.
        Value(name: "overall-top-color", kind: .color, text: "rgba(25.5,25.5,28.05,0)"),
        Value(name: "overall-bottom-color", kind: .color, text: "rgba(25.5,25.5,28.05,0.4)"),
        // 002 line 166: CGContextSetShadowWithColor(CGSizeMake(0, -1), 1, white 0 alpha 0.5) — bottom inner edge.
        Value(name: "inner-shadow-color", kind: .color, text: "rgba(0,0,0,0.5)"),
        // 002: the top inner edge, a hard white inner shadow 1 pt down.
        Value(name: "inner-highlight-color", kind: .color, text: "white"),
        // 002: the key outline stroked 1 pt in black alpha 0.4.
        Value(name: "stroke-color", kind: .color, text: "rgba(0,0,0,0.4)"),
        // 002 lines ~420-440: the label, Helvetica 26, black; disabled: white 0.5; white text shadow (0, 1) blur 1.
        Value(name: "font-family", kind: .families, text: "Helvetica"),
        Value(name: "font-size", kind: .number(0...Limits.fontSize), text: "26"),
        Value(name: "label-color", kind: .color, text: "black"),
        Value(name: "disabled-label-color", kind: .color, text: "white(0.5)"),
        Value(name: "label-shadow-color", kind: .color, text: "white"),
        // 002 lines 471-487: the mask image's shadow copy filled white alpha 0.8, 0.5 pt off.
        Value(name: "image-shadow-color", kind: .color, text: "white(1,0.8)"),
        // Not in the seed (format 1.1, the numeric keypad): the second line under the label, like
        // "ABC" under "2" on a phone keypad, in the label's font and colour; and offsets that move the
        // label (with its sublabel) or the image from the centre.
        Value(name: "sublabel-font-size", kind: .number(0...Limits.fontSize), text: "10"),
        Value(name: "sublabel-gap", kind: .number(0...Limits.magnitude), text: "0"),
        Value(name: "label-dx", kind: .number(-Limits.magnitude...Limits.magnitude), text: "0"),
        Value(name: "label-dy", kind: .number(-Limits.magnitude...Limits.magnitude), text: "0"),
        // Not in the seed (format 1.2): the space around the label or image of a key whose width or
        // height hugs it, in CSS order: 8 above and below the 26 pt line box of the seed's
        // 26 pt Helvetica label make the 42 pt key of the seed's keyboard; 12 at each side.
        Value(name: "padding", kind: .fourNumbers(0...Limits.magnitude), text: "8 12"),
    ]

    static let dataCircle: [Value] = [
        // 001: hue = value × 120°, fill hsb(hue, 0.9, 0.8) → hsb(hue, 0.7, 0.6) top to bottom.
        Value(name: "top-saturation", kind: .number(unit), text: "0.9"),
        Value(name: "top-brightness", kind: .number(unit), text: "0.8"),
        Value(name: "bottom-saturation", kind: .number(unit), text: "0.7"),
        Value(name: "bottom-brightness", kind: .number(unit), text: "0.6"),
        // 001: CGContextSetShadowWithColor(CGSizeMake(-4, -4), 3, black alpha 0.333) — inner shadow.
        Value(name: "inner-shadow-color", kind: .color, text: "rgba(0,0,0,0.333)"),
        // 001: the shine, white alpha 0.4, offset (−3, −3), blur 2.
        Value(name: "shine-color", kind: .color, text: "white(1,0.4)"),
        // 001: the border, 1 pt [UIColor colorWithWhite:0.2 alpha:1]: a dark grey, opaque.
        Value(name: "stroke-color", kind: .color, text: "white(0.2)"),
    ]

    /// Fixed geometry of the seeds (not attributes).
    enum Key {
        /// 002: the outline is the frame inset by 0.5 pt (CGRectInset(rect, 0.5, 0.5)).
        static let outlineInset = 0.5
        /// 002: drop shadow offset (0, 1) blur 2.
        static let shadowDY = 1.0, shadowBlur = 2.0
        /// 002 line 166: inner shadow (0, −1) blur 1; the top highlight (0, 1) blur 0.
        static let innerShadowDY = -1.0, innerShadowBlur = 1.0
        static let innerHighlightDY = 1.0, innerHighlightBlur = 0.0
        static let strokeWidth = 1.0
        /// 002: text shadow (0, 1) blur 1.
        static let labelShadowDY = 1.0, labelShadowBlur = 1.0
        /// 002 line 474: the image shadow copy, 0.5 pt off the mask rect.
        static let imageShadowDY = 0.5
    }

    enum DataCircle {
        /// 001: border width 1; the circle has radius d/2 − 1.
        static let borderWidth = 1.0
        /// 001: inner shadow (−4, −4) blur 3.
        static let innerShadowDX = -4.0, innerShadowDY = -4.0, innerShadowBlur = 3.0
        /// 001: the shine circle radius d/2 − 6 moved (−3, −3) blurred 2, shown outside d/2 − 5: on the
        /// filled circle (radius d/2 − 1) that is our shine with inset 4 (shape inset 5).
        static let shineInset = 4.0, shineDX = -3.0, shineDY = -3.0, shineBlur = 2.0
        /// 001: hue = value × 120°.
        static let hueRange = 120.0
    }
}
