import CCairo
import ScenecCore

/// Computes the pixels of every `backdrop-blur` in a render list, once, before any backend runs: the
/// canvas as drawn up to the op (this very renderer, at the list's scale), blurred, cut to the
/// outline's device-pixel box. The PNG, the PDF and the SVG then draw the same pixels, clipped to the
/// outline, which is how an SVG 1.1 file can show a backdrop blur at all.
public enum BackdropResolver {
    /// `list` with each `BackdropOp.raster` filled in (unchanged when it has none). A backdrop sees
    /// everything drawn before it, earlier backdrops included, with the groups still open around it
    /// composited as they stand: what the canvas shows beneath it at that moment (Figma's background blur).
    public static func resolve(_ list: RenderList) throws -> RenderList {
        guard list.items.contains(where: { if case .backdrop = $0.op { return true } else { return false } }) else { return list }
        var resolved = list
        var transforms: [AffineTransform] = []
        var current = AffineTransform.identity
        for index in resolved.items.indices {
            switch resolved.items[index].op {
            case .beginGroup(let style):
                transforms.append(current)
                if let transform = style.transform { current = transform.then(current) }
            case .endGroup:
                current = transforms.popLast() ?? .identity
            case .backdrop(var op):
                let closing = Array(repeating: RenderItem(.endGroup), count: transforms.count)
                let beneath = RenderList(width: list.width, height: list.height, scale: list.scale,
                                         items: Array(resolved.items[..<index]) + closing)
                op.raster = try CairoRenderer.withRenderedSurface(beneath) { surface in
                    blurred(surface, under: op, transform: current, scale: list.scale)
                }
                resolved.items[index].op = .backdrop(op)
            case .fill, .stroke, .blurredFill, .text, .image, .icon:
                break
            }
        }
        return resolved
    }

    /// The outline's device-pixel box of `surface` (premultiplied ARGB32), blurred with the op's σ at
    /// the device scale. Pixels past the canvas edge repeat the edge (CSS's backdrop-filter in
    /// browsers), so a panel at the edge does not fade to transparent. nil when the box is off the
    /// canvas or the transforms turn the axes (layout draws no backdrop there).
    static func blurred(_ surface: OpaquePointer, under op: BackdropOp, transform: AffineTransform, scale: Double) -> ImageOp? {
        guard transform.keepsAxes, let inverse = transform.inverted, let data = cairo_image_surface_get_data(surface) else { return nil }
        cairo_surface_flush(surface)
        let canvasWidth = Int(cairo_image_surface_get_width(surface)), canvasHeight = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let device = transform.apply(op.geometry.bounds)
        let x0 = max(Int((device.minX * scale).rounded(.down)), 0), y0 = max(Int((device.minY * scale).rounded(.down)), 0)
        let x1 = min(Int((device.maxX * scale).rounded(.up)), canvasWidth), y1 = min(Int((device.maxY * scale).rounded(.up)), canvasHeight)
        guard x1 > x0, y1 > y0 else { return nil }
        let width = x1 - x0, height = y1 - y0

        // Enough margin for the Gaussian to read (3σ), and no more than the canvas is wide: past that,
        // repeated edge pixels change nothing a viewer can see, and memory stays the canvas's order.
        let sigma = op.sigma * abs(transform.determinant).squareRoot() * scale
        let margin = min(Int((3 * sigma).rounded(.up)) + 1, max(canvasWidth, canvasHeight))
        let paddedWidth = width + 2 * margin, paddedHeight = height + 2 * margin
        var channels = [[Float]](repeating: [Float](repeating: 0, count: paddedWidth * paddedHeight), count: 4)
        for y in 0..<paddedHeight {
            let sourceY = min(max(y0 - margin + y, 0), canvasHeight - 1)
            let row = UnsafeRawPointer(data + sourceY * stride)
            for x in 0..<paddedWidth {
                let sourceX = min(max(x0 - margin + x, 0), canvasWidth - 1)
                let pixel = row.load(fromByteOffset: sourceX * 4, as: UInt32.self)
                let i = y * paddedWidth + x
                channels[0][i] = Float((pixel >> 16) & 0xff)
                channels[1][i] = Float((pixel >> 8) & 0xff)
                channels[2][i] = Float(pixel & 0xff)
                channels[3][i] = Float(pixel >> 24)
            }
        }
        for c in 0..<4 { GaussianBlur.blur(&channels[c], width: paddedWidth, height: paddedHeight, sigma: sigma) }

        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let i = (y + margin) * paddedWidth + x + margin
                let alpha = min(max(channels[3][i].rounded(), 0), 255)
                let o = (y * width + x) * 4
                pixels[o + 3] = UInt8(alpha)
                guard alpha > 0 else { continue }
                for c in 0..<3 {
                    // Back to straight alpha, as a Bitmap holds it.
                    pixels[o + c] = UInt8(min(max((channels[c][i] * 255 / alpha).rounded(), 0), 255))
                }
            }
        }
        let box = Rect(x: Double(x0) / scale, y: Double(y0) / scale, width: Double(width) / scale, height: Double(height) / scale)
        return ImageOp(bitmap: Bitmap(width: width, height: height, pixels: pixels), frame: inverse.apply(box))
    }
}
