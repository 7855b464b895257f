import ScenecCore

/// An SVG icon: the checked document embedded as a `data:image/svg+xml` image in `<defs>` (written
/// once however often it is drawn) and drawn with `<use>` under the op's transform, so every SVG
/// renderer draws it without a file beside the output. A mask icon is drawn through a filter that
/// fills its alpha with the mask colour. Every icon is clipped to its box, as PNG output clips it.
///
/// The embedded document's own width and height are set to `oversampling` times the size it covers
/// at 1×: librsvg (2.54 and before) draws an SVG `<image>` as a bitmap of the document's own size,
/// so an icon embedded at its natural size would be blurry when the output is drawn at @2x or @3x.
/// Browsers and resvg draw it as vectors at any size.
enum IconWriter {
    static let oversampling = 4.0
    /// Sides of the embedded document's intrinsic size are capped here (a bitmap librsvg allocates).
    static let largestSide = 4096.0

    static func write(_ op: IconOp, into out: inout LineBuffer, defs: inout DefsTable) {
        let icon = op.icon, t = op.transform
        guard icon.width > 0, icon.height > 0 else { return }
        // One factor for both sides: the embedded document keeps its own aspect ratio (librsvg would
        // otherwise fit its viewBox into a box of another shape), and the `<use>` stretches it.
        let stretch = max((t.a * t.a + t.b * t.b).squareRoot(), (t.c * t.c + t.d * t.d).squareRoot())
        let factor = min(stretch * oversampling, largestSide / max(icon.width, icon.height))
        let document = icon.document(width: (icon.width * factor).rounded(.up), height: (icon.height * factor).rounded(.up))
        let uri = "data:image/svg+xml;base64," + Base64.encode(document)
        var use = XMLTag("use")
        use.add("xlink:href", "#" + defs.id(for: .image(dataURI: uri)))
        // The definition is a 1×1 image: scale it to the icon's box, then onto the canvas.
        let box = AffineTransform(a: icon.width, b: 0, c: 0, d: icon.height, e: 0, f: 0)
        use.add("transform", OpWriter.transformAttribute(box.then(t)))
        if let color = op.mask {
            use.add("filter", PaintAttributes.url(defs.id(for: .tint(color))))
        }
        // An `<image>` clips to its box in librsvg and browsers, not in resvg: say it (in the use's
        // own user space, where the image is the unit square).
        use.add("clip-path", PaintAttributes.url(defs.id(for: .clip(Clip(geometry: .rect(Rect(x: 0, y: 0, width: 1, height: 1), cornerRadius: 0))))))
        out.empty(use)
    }
}
