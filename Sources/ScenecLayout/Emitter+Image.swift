import ScenecCore
import ScenecModel

extension Emitter {
    /// An `<image>`: the decoded bitmap turned by its orientation (and, for a mask, recoloured),
    /// scaled to the node's frame, or an SVG icon drawn as vectors onto the frame. Images missing from
    /// `options.images` and `options.icons` (never loaded) draw nothing.
    mutating func emitImage(of placed: PlacedNode, origin: Origin) {
        guard case .image(let spec) = placed.node.kind, placed.frame.width > 0, placed.frame.height > 0 else { return }
        // The picture's box in the frame (`fit`, `fit-position`), decided here so that both backends
        // draw one rect and, where it leaves the frame, one clip.
        let natural: Size
        if let icon = options.icons[spec.href] {
            natural = spec.naturalSize ?? spec.orientation.orientedSize(width: icon.width, height: icon.height)
        } else if let source = options.images[spec.href] {
            natural = spec.naturalSize ?? spec.orientation.orientedSize(width: Double(source.width), height: Double(source.height))
        } else {
            return
        }
        let (drawn, overflows) = ImageFitPosition.drawnRect(of: natural, in: placed.frame, fit: spec.fit, at: spec.fitPosition)
        if overflows {
            items.append(RenderItem(.beginGroup(GroupStyle(clip: Clip(geometry: .rect(placed.frame, cornerRadius: 0)))), origin: origin))
        }
        emitPicture(spec, in: drawn, origin: origin)
        if overflows { items.append(RenderItem(.endGroup, origin: origin)) }
    }

    /// The picture (a raster image or an SVG icon) stretched onto `frame`.
    private mutating func emitPicture(_ spec: ImageSpec, in frame: Rect, origin: Origin) {
        if let icon = options.icons[spec.href] {
            emitIcon(icon, spec: spec, frame: frame, origin: origin)
            return
        }
        guard let source = options.images[spec.href] else { return }
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
            link = ImageLink(href: spec.href, width: source.width, height: source.height,
                             transform: Self.placement(width: Double(source.width), height: Double(source.height),
                                                       turned: spec.orientation, onto: frame))
        }
        items.append(RenderItem(.image(ImageOp(bitmap: bitmap, frame: frame, link: link)), origin: origin))
    }
}

extension Emitter {
    /// An SVG icon: its box (natural size) turned by the orientation, then scaled onto the frame.
    mutating func emitIcon(_ icon: SVGIcon, spec: ImageSpec, frame: Rect, origin: Origin) {
        guard frame.width > 0, frame.height > 0, icon.width > 0, icon.height > 0 else { return }
        let transform = Self.placement(width: icon.width, height: icon.height, turned: spec.orientation, onto: frame)
        let op = IconOp(icon: icon, transform: transform, mask: spec.mode == .mask ? spec.color : nil)
        items.append(RenderItem(.icon(op), origin: origin))
    }
}

extension Emitter {
    /// The map from a stored `width × height` box to the canvas: turned by `orientation`, then
    /// scaled to fill `frame`.
    static func placement(width: Double, height: Double, turned orientation: ImageOrientation, onto frame: Rect) -> AffineTransform {
        let turned = orientation.orientedSize(width: width, height: height)
        let fit = AffineTransform(a: frame.width / turned.width, b: 0, c: 0, d: frame.height / turned.height,
                                  e: frame.x, f: frame.y)
        return orientation.transform(width: width, height: height).then(fit)
    }
}

/// An image as layout prepares it for drawing: which file, turned how, and recoloured with which mask colour.
struct PreparedImageKey: Hashable {
    var href: String
    var orientation: ImageOrientation
    var mask: RGBA?
}
