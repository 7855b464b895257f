import ScenecCore

/// `Geometry` → the native SVG element that draws exactly that outline, without any paint attributes.
/// A rect or ellipse with no width or no height (a designer's hairline) is written as the path the
/// raster backend strokes: SVG renderers draw nothing for `<rect height="0">` or `<ellipse ry="0">`.
enum GeometryElement {
    static func tag(_ geometry: Geometry) -> XMLTag {
        let n = NumberFormat.svg
        if isDegenerate(geometry) {
            return XMLTag("path", [.init("d", PathData.string(geometry.path))])
        }
        switch geometry {
        case .rect(let rect, let cornerRadius):
            let r = normalized(rect)
            var tag = XMLTag("rect", [.init("x", n(r.x)), .init("y", n(r.y)),
                                      .init("width", n(r.width)), .init("height", n(r.height))])
            // The same clamp as `Path.roundedRect`, so SVG cannot turn the corners elliptical.
            let radius = min(cornerRadius, min(r.width, r.height) / 2)
            if radius > 0 && n(radius) != "0" {
                tag.add("rx", n(radius))
                tag.add("ry", n(radius))
            }
            return tag
        case .ellipse(let rect):
            let r = normalized(rect)
            let rx = n(r.width / 2), ry = n(r.height / 2)
            if rx == ry {
                return XMLTag("circle", [.init("cx", n(r.midX)), .init("cy", n(r.midY)), .init("r", rx)])
            }
            return XMLTag("ellipse", [.init("cx", n(r.midX)), .init("cy", n(r.midY)),
                                      .init("rx", rx), .init("ry", ry)])
        case .line(let a, let b):
            return XMLTag("line", [.init("x1", n(a.x)), .init("y1", n(a.y)),
                                   .init("x2", n(b.x)), .init("y2", n(b.y))])
        case .path(let path):
            return XMLTag("path", [.init("d", PathData.string(path))])
        }
    }

    /// A rect or ellipse whose width or height prints as 0 (SVG disables rendering of those).
    static func isDegenerate(_ geometry: Geometry) -> Bool {
        let n = NumberFormat.svg
        switch geometry {
        case .rect(let r, _), .ellipse(let r):
            return n(abs(r.width)) == "0" || n(abs(r.height)) == "0"
        case .line, .path:
            return false
        }
    }

    /// The same area with non-negative width and height (SVG rejects negative sizes; paths accept them).
    private static func normalized(_ r: Rect) -> Rect {
        var out = r
        if out.width < 0 { out.x += out.width; out.width = -out.width }
        if out.height < 0 { out.y += out.height; out.height = -out.height }
        return out
    }
}
