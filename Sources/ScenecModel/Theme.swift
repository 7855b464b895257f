/// The seed defaults of the components (`keyboard`, `key`, `data-circle`), in one place so that a
/// reader sees every number and a scene can override any of them: an attribute of the same name on
/// the component, or on a `<key>`/`<keyboard>`/`<data-circle>` element inside `<defaults>`.
///
/// Values are written as they would be in XML and read with the same parsers as the attributes.
/// Seeds: shared/seeds/002_aa4d44b2ef87bf09.txt (keyboard, key) and 001_083ae3aaf315047a.txt (data circle).
public enum Theme {
    /// Overridable defaults by component, by attribute name.
    public static let defaults: [String: [String: String]] = [
        "keyboard": [
            // 002: drawRect of the keyboard view, CGGradient colours 157/157/167 → 67/67/75 top to bottom.
            "top-color": "rgb(157,157,167)",
            "bottom-color": "rgb(67,67,75)",
            // 002 lines 42-45: CGContextFillRect(0, 0, width, 1) in 50/255 grey, (0, 1, width, 1) in 191/255 grey.
            "border": "true",
            "border-color": "rgb(50,50,50)",
            "highlight-color": "rgb(191,191,191)",
        ],
        "key": [
            // 002 line 127: newPathForRoundedRect:CGRectInset(rect, 0.5, 0.5) radius:7.
            "corner-radius": "7",
            // 002: CGContextSetShadowWithColor(context, CGSizeMake(0, 1), 2, black 0.7) around the key fill.
            "shadow-color": "rgba(0,0,0,0.7)",
            // 002: the key gradient, normal state: 241/241/243 → 223/223/231.
            "top-color": "rgb(241,241,243)",
            "bottom-color": "rgb(223,223,231)",
            // 002: the key gradient, highlighted or selected: 179/179/187 → 130/130,140.
            "highlighted-top-color": "rgb(179,179,187)",
            "highlighted-bottom-color": "rgb(130,130,140)",
            // 002: the overall gradient over the keyboard, (0.1, 0.1, 0.11) alpha 0 → 0.4.
            "overall-top-color": "rgba(25.5,25.5,28.05,0)",
            "overall-bottom-color": "rgba(25.5,25.5,28.05,0.4)",
            // 002 line 166: CGContextSetShadowWithColor(CGSizeMake(0, -1), 1, white 0 alpha 0.5) — bottom inner edge.
            "inner-shadow-color": "rgba(0,0,0,0.5)",
            // 002: the top inner edge, a hard white inner shadow 1 pt down.
            "inner-highlight-color": "white",
            // 002: the key outline stroked 1 pt in black alpha 0.4.
            "stroke-color": "rgba(0,0,0,0.4)",
            // 002 lines ~420-440: the label, Helvetica 26, black; disabled: white 0.5; white text shadow (0, 1) blur 1.
            "font-family": "Helvetica",
            "font-size": "26",
            "label-color": "black",
            "disabled-label-color": "white(0.5)",
            "label-shadow-color": "white",
            // 002 lines 471-487: the mask image's shadow copy filled white alpha 0.8, 0.5 pt off.
            "image-shadow-color": "white(1,0.8)",
        ],
        "data-circle": [
            // 001: hue = value × 120°, fill hsb(hue, 0.9, 0.8) → hsb(hue, 0.7, 0.6) top to bottom.
            "top-saturation": "0.9",
            "top-brightness": "0.8",
            "bottom-saturation": "0.7",
            "bottom-brightness": "0.6",
            // 001: CGContextSetShadowWithColor(CGSizeMake(-4, -4), 3, black alpha 0.333) — inner shadow.
            "inner-shadow-color": "rgba(0,0,0,0.333)",
            // 001: the shine, white alpha 0.4, offset (−3, −3), blur 2.
            "shine-color": "white(1,0.4)",
            // 001: the border, 1 pt [UIColor colorWithWhite:0.2 alpha:1]: a dark grey, opaque.
            "stroke-color": "white(0.2)",
        ],
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
