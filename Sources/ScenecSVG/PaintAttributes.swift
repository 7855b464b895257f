import ScenecCore

/// Colours and paints as SVG presentation attributes.
enum PaintAttributes {
    /// `#rrggbb` in lowercase from the colour's 8-bit channels.
    static func hex(_ color: RGBA) -> String {
        let b = color.bytes
        return "#" + [b.r, b.g, b.b].map { byte in
            let digits = String(byte, radix: 16, uppercase: false)
            return digits.count == 1 ? "0" + digits : digits
        }.joined()
    }

    /// The alpha as printed, or nil when it prints as fully opaque (the SVG default).
    static func opacity(_ alpha: Double) -> String? {
        let text = NumberFormat.svg(min(max(alpha, 0), 1))
        return text == "1" ? nil : text
    }

    /// `fill`/`stroke` (named by `property`) plus `…-opacity` for a translucent solid colour.
    /// Gradients are registered in `defs` and referenced by id; given the painted shape's `bounds`, an
    /// axis-aligned linear gradient is written in its bounding box units, so equal shapes share it.
    static func paint(_ paint: Paint, property: String, bounds: Rect? = nil, defs: inout DefsTable) -> [XMLTag.Attribute] {
        switch paint {
        case .solid(let color):
            var out = [XMLTag.Attribute(property, hex(color))]
            if let alpha = opacity(color.alpha) { out.append(.init(property + "-opacity", alpha)) }
            return out
        case .linearGradient(let gradient):
            if let bounds, let relative = BoundingBoxGradient(gradient, bounds: bounds) {
                return [.init(property, url(defs.id(for: .boxLinear(relative))))]
            }
            return [.init(property, url(defs.id(for: .linear(gradient))))]
        case .radialGradient(let gradient):
            return [.init(property, url(defs.id(for: .radial(gradient))))]
        }
    }

    static func url(_ id: String) -> String {
        "url(#" + id + ")"
    }
}
