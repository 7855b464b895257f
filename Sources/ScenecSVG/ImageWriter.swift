import ScenecCore

/// `<image>`: the op's bitmap as an embedded PNG data URI stretched over its frame
/// (`preserveAspectRatio="none"`), or, for `--link-images`, the original file drawn at its pixel size
/// under the transform layout computed (orientation and scaling in one matrix).
/// Each distinct bitmap is embedded once, in `<defs>`, as a 1×1 user-unit image, and every op draws it
/// with `<use>` scaled onto its frame: an image used a thousand times is still written once.
/// References are SVG 1.1's `xlink:href` (the root declares `xmlns:xlink`): every renderer reads it,
/// while Inkscape 1.2 draws nothing for SVG 2's bare `href`.
enum ImageWriter {
    static func write(_ op: ImageOp, into out: inout LineBuffer, defs: inout DefsTable) throws(SVGError) {
        var tag = XMLTag("image")
        if let link = op.link {
            tag.add("width", String(link.width))
            tag.add("height", String(link.height))
            tag.add("preserveAspectRatio", "none")
            let t = link.transform
            if t != .identity {
                tag.add("transform", OpWriter.transformAttribute(t))
            }
            tag.add("xlink:href", link.href)
        } else {
            guard op.bitmap.width > 0, op.bitmap.height > 0 else { return }
            let frame = op.frame
            var use = XMLTag("use")
            use.add("xlink:href", "#" + (try defs.imageID(for: op.bitmap)))
            use.add("transform", OpWriter.transformAttribute(AffineTransform(a: frame.width, b: 0, c: 0, d: frame.height,
                                                                              e: frame.x, f: frame.y)))
            out.empty(use)
            return
        }
        out.empty(tag)
    }
}
