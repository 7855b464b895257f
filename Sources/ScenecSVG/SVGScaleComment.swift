import ScenecCore

/// The comment after the `<svg>` start tag that says which scale the document was laid out for:
/// `crisp` edges are snapped to whole device pixels at that scale, so the SVG matches the PNG of the
/// same scale (`name@2x.svg` ↔ `name@2x.png`) and only approximately any other. `scenec diff` reads it
/// to draw the SVG at that scale. A comment, not an attribute: SVG 1.1's DTD has no `data-*` attributes.
public enum SVGScaleComment {
    public static let prefix = "<!-- scenec-scale: "
    static let suffix = " (crisp edges are snapped to whole pixels at this many device pixels per point) -->"

    static func line(for scale: Double) -> String {
        prefix + NumberFormat.svg(scale) + suffix
    }

    /// The scale recorded in an SVG's first lines, or nil when it records none (not written by scenec).
    public static func scale(in lines: some Sequence<some StringProtocol>) -> Double? {
        for line in lines.prefix(4) {
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix(prefix) else { continue }
            let number = trimmed.dropFirst(prefix.count).prefix { $0 != " " }
            guard let scale = Double(String(number)), scale.isFinite, scale > 0 else { return nil }
            return scale
        }
        return nil
    }
}
