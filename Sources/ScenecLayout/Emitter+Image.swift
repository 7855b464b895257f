import ScenecCore
import ScenecModel

extension Emitter {
    /// An `<image>`: the decoded bitmap turned by its orientation (and, for a mask, recoloured),
    /// scaled to the node's frame. Images missing from `options.images` (never loaded) draw nothing.
    mutating func emitImage(of placed: PlacedNode, origin: Origin) {
        guard case .image(let spec) = placed.node.kind, let source = options.images[spec.href] else { return }
        let frame = placed.frame
        guard frame.width > 0, frame.height > 0, source.width > 0, source.height > 0 else { return }
        var bitmap = source.oriented(spec.orientation)
        var link: ImageLink?
        switch spec.mode {
        case .mask:
            bitmap = bitmap.masked(with: spec.color)
        case .color:
            // The stored file's pixel box, turned, then scaled onto the frame.
            let w = Double(source.width), h = Double(source.height)
            let turned = spec.orientation.orientedSize(width: w, height: h)
            let fit = AffineTransform(a: frame.width / turned.width, b: 0, c: 0, d: frame.height / turned.height,
                                      e: frame.x, f: frame.y)
            link = ImageLink(href: spec.href, width: source.width, height: source.height,
                             transform: spec.orientation.transform(width: w, height: h).then(fit))
        }
        items.append(RenderItem(.image(ImageOp(bitmap: bitmap, frame: frame, link: link)), origin: origin))
    }
}
