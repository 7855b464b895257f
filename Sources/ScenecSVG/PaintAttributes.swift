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
    /// A conic gradient is its sampled pixels as a `<pattern>` of one tile (SVG 1.1 has no conic paint).
    static func paint(_ paint: Paint, property: String, bounds: Rect? = nil, defs: inout DefsTable) throws(SVGError) -> [XMLTag.Attribute] {
        switch paint {
        case .solid(let color):
            return solid(color, property: property)
        case .linearGradient(let gradient):
            if let bounds, let relative = BoundingBoxGradient(gradient, bounds: bounds) {
                return [.init(property, url(defs.id(for: .boxLinear(relative))))]
            }
            return [.init(property, url(defs.id(for: .linear(gradient))))]
        case .radialGradient(let gradient):
            return [.init(property, url(defs.id(for: .radial(gradient))))]
        case .conicGradient(let gradient):
            guard let raster = gradient.raster else { return [.init(property, "none")] }
            return [.init(property, url(try defs.rasterPaintID(for: raster)))]
        }
    }

    /// `fill`/`stroke` (named by `property`) of one colour, plus `…-opacity` when it is translucent.
    static func solid(_ color: RGBA, property: String) -> [XMLTag.Attribute] {
        var out = [XMLTag.Attribute(property, hex(color))]
        if let alpha = opacity(color.alpha) { out.append(.init(property + "-opacity", alpha)) }
        return out
    }

    /// `stroke-dasharray`, `stroke-dashoffset`, `stroke-linecap`, `stroke-linejoin`, each written only
    /// when it differs from SVG's default, so solid butt-mitred strokes print as before.
    static func strokeStyle(_ stroke: StrokeOp) -> [XMLTag.Attribute] {
        var out: [XMLTag.Attribute] = []
        if !stroke.dash.isSolid {
            out.append(.init("stroke-dasharray", stroke.dash.lengths.map(NumberFormat.svg).joined(separator: " ")))
            if stroke.dash.offset != 0 { out.append(.init("stroke-dashoffset", NumberFormat.svg(stroke.dash.offset))) }
        }
        if stroke.cap != .butt { out.append(.init("stroke-linecap", stroke.cap.rawValue)) }
        if stroke.join != .miter { out.append(.init("stroke-linejoin", stroke.join.rawValue)) }
        return out
    }

    static func url(_ id: String) -> String {
        "url(#" + id + ")"
    }
}
