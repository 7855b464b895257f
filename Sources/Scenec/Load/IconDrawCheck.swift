import ScenecCore

/// After layout: an SVG icon drawn partly through layers may not be drawn past librsvg's layer size,
/// and one with filters may not be drawn so large that librsvg's filter surfaces
/// pass `Limits.filteredIconPixels` (the size an icon is drawn at is known only once it is placed,
/// at the output's scale). librsvg sizes a filter's surfaces by the icon's viewport, not by the
/// canvas, so a frame far larger than the canvas costs all of its pixels.
enum IconDrawCheck {
    /// One located error for each icon drawn too large, at the element that draws it.
    static func problems(in list: RenderList) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        var groups: [AffineTransform] = [AffineTransform(a: list.scale, b: 0, c: 0, d: list.scale, e: 0, f: 0)]
        for item in list.items {
            switch item.op {
            case .beginGroup(let style):
                let outer = groups.last ?? .identity
                groups.append(style.transform.map { $0.then(outer) } ?? outer)
            case .endGroup:
                if groups.count > 1 { groups.removeLast() }
            case .icon(let op):
                guard op.icon.drawsLayers, let location = item.origin?.location else { continue }
                let device = op.transform.then(groups.last ?? .identity)
                let box = device.apply(Rect(x: 0, y: 0, width: op.icon.width, height: op.icon.height))
                guard box.width <= Double(Limits.pixelSide), box.height <= Double(Limits.pixelSide) else {
                    problems.append(.error(
                        "href: this SVG icon draws part of itself through a layer (group opacity, a mask, a filter or a blend mode), and is drawn here "
                            + "\(NumberFormat.svg(box.width.rounded(.up)))×\(NumberFormat.svg(box.height.rounded(.up))) px; librsvg cannot make such a layer past "
                            + "\(Limits.pixelSide) px a side: draw it smaller", at: location))
                    continue
                }
                guard op.icon.filteredElements > 0 else { continue }
                let pixels = abs(device.determinant) * op.icon.width * op.icon.height
                let cost = pixels * Double(op.icon.filteredElements)
                guard !(cost <= Double(Limits.filteredIconPixels)) else { continue }
                let count = op.icon.filteredElements
                problems.append(.error(
                    "href: this SVG icon has \(count) element\(count == 1 ? "" : "s") drawn through a filter, and drawn here over about "
                        + "\(NumberFormat.svg(pixels.rounded())) px librsvg would allocate each filter's surfaces at that size "
                        + "(at most \(Limits.filteredIconPixels / 1024 / 1024) Mi pixels times the filtered elements); draw it smaller or flatten its filters", at: location))
            case .fill, .stroke, .blurredFill, .text, .image, .backdrop:
                continue
            }
        }
        return problems
    }
}
