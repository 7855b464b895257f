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
        let placements = list.placements
        for index in resolved.items.indices {
            switch resolved.items[index].op {
            case .backdrop(var op):
                let current = placements[index].transform
                let closing = Array(repeating: RenderItem(.endGroup), count: placements[index].openGroups)
                let beneath = RenderList(width: list.width, height: list.height, scale: list.scale,
                                         items: Array(resolved.items[..<index]) + closing)
                op.raster = try CairoRenderer.withRenderedSurface(beneath) { surface in
                    blurred(surface, under: op, transform: current, scale: list.scale)
                }
                resolved.items[index].op = .backdrop(op)
            case .beginGroup, .endGroup, .fill, .stroke, .blurredFill, .text, .image, .icon:
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

        // Enough margin for the Gaussian to read (3σ), but the padded box at most twice the canvas's
        // pixels: past that, repeated edge pixels change nothing a viewer can see, and memory stays
        // of the canvas's order. The channels are blurred one at a time for the same reason.
        let sigma = op.sigma * abs(transform.determinant).squareRoot() * scale
        let margin = min(Int((3 * sigma).rounded(.up)) + 1, Self.margin(width: width, height: height, within: 2 * canvasWidth * canvasHeight))
        let paddedWidth = width + 2 * margin, paddedHeight = height + 2 * margin
        var channel = [Float](repeating: 0, count: paddedWidth * paddedHeight)
        // The blurred box, premultiplied, channel by channel: r, g, b, a.
        var blurred = [[Float]](repeating: [], count: 4)
        for (c, shift) in ([16, 8, 0, 24] as [UInt32]).enumerated() {
            for y in 0..<paddedHeight {
                let sourceY = min(max(y0 - margin + y, 0), canvasHeight - 1)
                let row = UnsafeRawPointer(data + sourceY * stride)
                for x in 0..<paddedWidth {
                    let sourceX = min(max(x0 - margin + x, 0), canvasWidth - 1)
                    channel[y * paddedWidth + x] = Float((row.load(fromByteOffset: sourceX * 4, as: UInt32.self) >> shift) & 0xff)
                }
            }
            GaussianBlur.blur(&channel, width: paddedWidth, height: paddedHeight, sigma: sigma)
            var box = [Float](repeating: 0, count: width * height)
            for y in 0..<height {
                for x in 0..<width { box[y * width + x] = channel[(y + margin) * paddedWidth + x + margin] }
            }
            blurred[c] = box
        }

        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for i in 0..<(width * height) {
            let alpha = min(max(blurred[3][i].rounded(), 0), 255)
            pixels[i * 4 + 3] = UInt8(alpha)
            guard alpha > 0 else { continue }
            for c in 0..<3 {
                // Back to straight alpha, as a Bitmap holds it.
                pixels[i * 4 + c] = UInt8(min(max((blurred[c][i] * 255 / alpha).rounded(), 0), 255))
            }
        }
        let box = Rect(x: Double(x0) / scale, y: Double(y0) / scale, width: Double(width) / scale, height: Double(height) / scale)
        return ImageOp(bitmap: Bitmap(width: width, height: height, pixels: pixels), frame: inverse.apply(box))
    }

    /// The largest margin m with (width + 2m)(height + 2m) ≤ `pixels`; 0 when even the box is larger.
    static func margin(width: Int, height: Int, within pixels: Int) -> Int {
        let w = Double(width), h = Double(height), budget = Double(pixels)
        guard w * h < budget else { return 0 }
        // 4m² + 2m(w + h) + wh − budget ≤ 0.
        let root = ((w + h) * (w + h) - 4 * (w * h - budget)).squareRoot()
        return max(Int(((root - (w + h)) / 4).rounded(.down)), 0)
    }
}
