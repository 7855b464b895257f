import ScenecCore
import ScenecModel

extension Emitter {
    /// An `<image>`: the decoded bitmap turned by its orientation (and, for a mask, recoloured),
    /// scaled to the node's frame. Images missing from `options.images` (never loaded) draw nothing.
    mutating func emitImage(of placed: PlacedNode, origin: Origin) {
        guard case .image(let spec) = placed.node.kind, let source = options.images[spec.href] else { return }
        let frame = placed.frame
        guard frame.width > 0, frame.height > 0, source.width > 0, source.height > 0 else { return }
        var link: ImageLink?
        // Turned and recoloured once per (file, orientation, mask colour): every use of one image then
        // shares one bitmap, rather than a copy per use held in the render list.
        let key = PreparedImageKey(href: spec.href, orientation: spec.orientation, mask: spec.mode == .mask ? spec.color : nil)
        let bitmap: Bitmap
        if let prepared = preparedImages[key] {
            bitmap = prepared
        } else {
            let oriented = source.oriented(spec.orientation)
            bitmap = key.mask.map { oriented.masked(with: $0) } ?? oriented
            preparedImages[key] = bitmap
        }
        switch spec.mode {
        case .mask:
            break
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

/// An image as layout prepares it for drawing: which file, turned how, and recoloured with which mask colour.
struct PreparedImageKey: Hashable {
    var href: String
    var orientation: ImageOrientation
    var mask: RGBA?
}
