import ScenecCore

/// Something that lives in `<defs>` and is referenced by id.
enum Definition {
    case linear(LinearGradient)
    /// A linear gradient in the painted shape's bounding box units.
    case boxLinear(BoundingBoxGradient)
    case radial(RadialGradient)
    case clip(Clip)
    /// A Gaussian blur of `stdDeviation` user units over a filter `region`.
    case blur(stdDeviation: Double, region: FilterRegion)
    /// An embedded PNG as a 1×1 user-unit image, stretched (`preserveAspectRatio="none"`) by each `<use>`.
    case image(dataURI: String)
    /// Pixels as a paint: one `<pattern>` tile exactly over `frame` holding the embedded PNG at that size.
    case rasterPaint(frame: Rect, dataURI: String)
    /// A filter that fills its element's alpha with one colour: a mask icon (`mode="mask"`).
    case tint(RGBA)

    var idPrefix: String {
        switch self {
        case .linear, .boxLinear: return "lg-"
        case .radial: return "rg-"
        case .clip: return "clip-"
        case .blur: return "blur-"
        case .image: return "img-"
        case .tint: return "tint-"
        case .rasterPaint: return "pat-"
        }
    }


    /// The definition's element without its id, and its child elements.
    var element: (tag: XMLTag, children: [XMLTag]) {
        let n = NumberFormat.svg
        switch self {
        case .linear(let g):
            return Definition.linear(units: "userSpaceOnUse", from: g.start, to: g.end, stops: g.stops)
        case .boxLinear(let g):
            return Definition.linear(units: "objectBoundingBox", from: g.start, to: g.end, stops: g.stops)
        case .radial(let g):
            let tag = XMLTag("radialGradient", [
                .init("gradientUnits", "userSpaceOnUse"),
                .init("cx", n(g.center.x)), .init("cy", n(g.center.y)), .init("r", n(g.radius)),
            ])
            return (tag, g.stops.map(Definition.stop))
        case .clip(let clip):
            var shape = GeometryElement.tag(clip.geometry)
            if clip.rule == .evenodd { shape.add("clip-rule", "evenodd") }
            return (XMLTag("clipPath", [.init("clipPathUnits", "userSpaceOnUse")]), [shape])
        case .blur(let sigma, let region):
            let tag = XMLTag("filter", region.attributes + [.init("color-interpolation-filters", "sRGB")])
            return (tag, [XMLTag("feGaussianBlur", [.init("stdDeviation", n(sigma))])])
        case .image(let uri):
            return (XMLTag("image", [.init("width", "1"), .init("height", "1"), .init("preserveAspectRatio", "none"),
                                     .init("xlink:href", uri)]), [])
        case .rasterPaint(let frame, let uri):
            // The tile's content is drawn from the tile's origin, so the image starts at 0 0.
            let tag = XMLTag("pattern", [.init("patternUnits", "userSpaceOnUse"), .init("x", n(frame.x)), .init("y", n(frame.y)),
                                         .init("width", n(frame.width)), .init("height", n(frame.height))])
            return (tag, [XMLTag("image", [.init("width", n(frame.width)), .init("height", n(frame.height)),
                                           .init("preserveAspectRatio", "none"), .init("xlink:href", uri)])])
        case .tint(let color):
            // The filter region is exactly the element's box: the icon is clipped to it anyway.
            let tag = XMLTag("filter", [.init("x", "0"), .init("y", "0"), .init("width", "1"), .init("height", "1"),
                                        .init("color-interpolation-filters", "sRGB")])
            var flood = XMLTag("feFlood", [.init("flood-color", PaintAttributes.hex(color))])
            if let alpha = PaintAttributes.opacity(color.alpha) { flood.add("flood-opacity", alpha) }
            return (tag, [flood, XMLTag("feComposite", [.init("operator", "in"), .init("in2", "SourceGraphic")])])
        }
    }

    /// The text the id is hashed from and definitions are deduplicated by: exactly what gets printed,
    /// minus the id, so two definitions that print the same share one element.
    var canonicalText: String {
        let (tag, children) = element
        return ([tag.text(empty: false)] + children.map { $0.text(empty: true) } + ["</" + tag.name + ">"])
            .joined(separator: "\n")
    }

    private static func linear(units: String, from start: Point, to end: Point,
                               stops: [GradientStop]) -> (tag: XMLTag, children: [XMLTag]) {
        let n = NumberFormat.svg
        let tag = XMLTag("linearGradient", [
            .init("gradientUnits", units),
            .init("x1", n(start.x)), .init("y1", n(start.y)), .init("x2", n(end.x)), .init("y2", n(end.y)),
        ])
        return (tag, stops.map(Definition.stop))
    }

    private static func stop(_ stop: GradientStop) -> XMLTag {
        var tag = XMLTag("stop", [.init("offset", NumberFormat.svg(stop.offset)),
                                  .init("stop-color", PaintAttributes.hex(stop.color))])
        if let alpha = PaintAttributes.opacity(stop.color.alpha) { tag.add("stop-opacity", alpha) }
        return tag
    }
}
