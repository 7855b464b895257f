/// Which elements exist and which attributes each accepts: the one list that unknown-name errors,
/// "did you mean" hints and the schema test read.
public enum ElementCatalog {
    public static let namespace = "urn:scenec:scene:1"

    static let common = ["id", "opacity", "hidden"]
    static let frame = ["x", "y", "width", "height"]
    static let paint = ["fill", "stroke", "stroke-width", "stroke-align", "crisp"]

    /// Attributes of every element this version implements.
    public static let attributes: [String: [String]] = [
        "scene": ["width", "height", "background", "version"],
        "defs": [],
        "group": common + frame + paint + ["corner-radius", "clip"],
        "row": common + frame + paint + ["corner-radius", "clip", "gap", "padding", "justify"],
        "column": common + frame + paint + ["corner-radius", "clip", "gap", "padding", "justify"],
        "rect": common + frame + paint + ["corner-radius"],
        "text": common + frame + ["font-family", "font-size", "font-weight", "color", "align", "valign"],
        "image": common + frame + ["href", "orientation", "mode", "color"],
        "ellipse": common + frame + paint,
        "circle": common + ["cx", "cy", "r"] + paint,
        "line": common + ["x1", "y1", "x2", "y2", "stroke", "stroke-width"],
        "path": common + ["d", "fill-rule"] + paint,
        "point": common + ["x", "y", "color"],
        "use": common + ["href", "x", "y"],
        "fill": ["color", "gradient"],
        "linear-gradient": ["id", "from", "to", "relative-to"],
        "radial-gradient": ["id", "center", "radius", "relative-to"],
        "stop": ["offset", "color"],
        "keyboard": common + frame + ["top-color", "bottom-color", "border", "border-color", "highlight-color"],
        "key": common + frame + ["label", "image", "state", "corner-radius", "shadow-color", "top-color", "bottom-color",
                                 "highlighted-top-color", "highlighted-bottom-color", "overall-top-color", "overall-bottom-color",
                                 "inner-shadow-color", "inner-highlight-color", "stroke-color", "font-family", "font-size",
                                 "label-color", "disabled-label-color", "label-shadow-color", "image-shadow-color"],
        "data-circle": common + frame + ["value", "top-saturation", "top-brightness", "bottom-saturation", "bottom-brightness",
                                         "inner-shadow-color", "shine-color", "stroke-color"],
        "defaults": [],
        "reflection": common + frame + ["gap", "ratio", "fade-color", "fade-from", "fade-to"],
        "drop-shadow": ["dx", "dy", "blur", "spread", "color"],
        "inner-shadow": ["dx", "dy", "blur", "color"],
        "shine": ["inset", "dx", "dy", "blur", "color"],
    ]

    /// Elements of the format that later versions of scenec implement; naming them is an error that
    /// says so rather than an "unknown element".
    public static let planned: Set<String> = []

    /// Elements that draw (or lay out) something and may stand in a container.
    public static let nodeElements: Set<String> = [
        "group", "row", "column", "rect", "ellipse", "circle", "line", "path", "point", "use", "text", "image",
        "keyboard", "key", "data-circle", "reflection",
    ]

    /// Children a shape may have: extra fill layers.
    public static let paintChildren: Set<String> = ["fill", "linear-gradient", "radial-gradient"]

    /// Effect children, painted at their fixed steps around the fills.
    public static let effectChildren: Set<String> = ["drop-shadow", "inner-shadow", "shine"]

    public static var allElementNames: [String] { Array(attributes.keys) + Array(planned) }
}
