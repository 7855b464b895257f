import ScenecCore

/// Samples a conic gradient into the pixels both backends draw (`ConicGradient.raster`).
enum ConicRaster {
    /// The pixels of `gradient` on `grid`.
    static func sample(_ gradient: ConicGradient, on grid: Grid) -> ImageOp {
        ImageOp(bitmap: gradient.sampled(over: grid.frame, width: grid.width, height: grid.height), frame: grid.frame)
    }

    /// Where a sampled paint's pixels lie: `width × height` pixels over `frame`, in the shape's coordinates.
    struct Grid {
        var frame: Rect
        var width: Int
        var height: Int
        var pixels: Int { width * height }
    }

    /// The grid of a paint over `area` (the part of the shape's coordinates its fill or stroke can
    /// cover), on the device pixel grid when the transforms around the shape keep the axes, so each
    /// sampled pixel is one PNG pixel at the output scale and every SVG renderer draws it unscaled.
    /// Under rotation or skew the grid is the shape's own, as fine as the device's. nil when nothing of
    /// the area is on the canvas.
    static func grid(covering area: Rect, transform t: AffineTransform, scale: Double, canvas: Rect) -> Grid? {
        guard let inverse = t.inverted, scale > 0 else { return nil }
        let frame: Rect, width: Int, height: Int
        if t.keepsAxes {
            guard let device = t.apply(area).intersection(canvas), device.width > 0, device.height > 0 else { return nil }
            let x0 = (device.minX * scale).rounded(.down), y0 = (device.minY * scale).rounded(.down)
            let x1 = (device.maxX * scale).rounded(.up), y1 = (device.maxY * scale).rounded(.up)
            frame = inverse.apply(Rect(x: x0 / scale, y: y0 / scale, width: (x1 - x0) / scale, height: (y1 - y0) / scale))
            width = Int(x1 - x0)
            height = Int(y1 - y0)
        } else {
            guard let local = area.intersection(inverse.apply(canvas)), local.width > 0, local.height > 0 else { return nil }
            var density = abs(t.determinant).squareRoot() * scale
            // A rotated box can hold up to twice the canvas's pixels: past the canvas limit, coarser pixels.
            let pixels = local.width * density * local.height * density
            if pixels > Double(Limits.canvasPixels) { density *= (Double(Limits.canvasPixels) / pixels).squareRoot() }
            frame = local
            width = max(Int((local.width * density).rounded(.down)), 1)
            height = max(Int((local.height * density).rounded(.down)), 1)
        }
        guard width > 0, height > 0 else { return nil }
        return Grid(frame: frame, width: width, height: height)
    }
}

extension Emitter {
    /// `conic` with its pixels over `area`, on the grid of the transforms around the shape; counted
    /// against `Limits.sampledPixels` before sampling, so a scene past the limit costs nothing more
    /// (the shape at `location` is then named, and the list is not drawn).
    mutating func sampled(_ conic: ConicGradient, covering area: Rect, at location: SourceLocation) -> ConicGradient {
        guard !conic.stops.isEmpty, let grid = ConicRaster.grid(covering: area, transform: composed, scale: scale, canvas: frames.canvas) else {
            return conic
        }
        sampledPixels += grid.pixels
        guard sampledPixels <= Limits.sampledPixels else {
            if overflow == nil {
                overflow = (location, "the scene's conic gradients would sample more than \(Limits.sampledPixels) pixels at this scale (copies made by <use> and <reflection> included); this is refused")
            }
            return conic
        }
        var sampled = conic
        sampled.raster = ConicRaster.sample(conic, on: grid)
        return sampled
    }
}
