import ScenecCore

/// `<image>`: the op's bitmap as an embedded PNG data URI stretched over its frame
/// (`preserveAspectRatio="none"`), or, for `--link-images`, the original file drawn at its pixel size
/// under the transform layout computed (orientation and scaling in one matrix).
/// Only the SVG 2 `href` is written: librsvg (2.52+), browsers and Inkscape 1.x read it.
enum ImageWriter {
    static func write(_ op: ImageOp, into out: inout LineBuffer, defs: inout DefsTable) {
        var tag = XMLTag("image")
        if let link = op.link {
            tag.add("width", String(link.width))
            tag.add("height", String(link.height))
            tag.add("preserveAspectRatio", "none")
            let t = link.transform
            if t != .identity {
                tag.add("transform", OpWriter.transformAttribute(t))
            }
            tag.add("href", link.href)
        } else {
            guard op.bitmap.width > 0, op.bitmap.height > 0 else { return }
            tag.add("x", NumberFormat.svg(op.frame.x))
            tag.add("y", NumberFormat.svg(op.frame.y))
            tag.add("width", NumberFormat.svg(op.frame.width))
            tag.add("height", NumberFormat.svg(op.frame.height))
            tag.add("preserveAspectRatio", "none")
            tag.add("href", "data:image/png;base64," + Base64.encode(PNGEncoder.encode(op.bitmap)))
        }
        out.empty(tag)
    }
}
