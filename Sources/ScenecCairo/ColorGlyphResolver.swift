import CCairo
import ScenecCore
import ScenecText

/// Computes, once after layout and before any backend runs, the pixels of every bitmap colour glyph
/// (a CBDT or sbix emoji) of a text laid out as paths (`--text-as-paths`): such a glyph has no outline,
/// so the SVG carries it as an image (`TextRun.colorGlyphImages`) and the run's outline keeps only its
/// other glyphs. Each glyph is drawn with cairo, the scaled font and glyph the PNG shows
/// (`Painter.showColorGlyphs`), at the list's scale on the device-pixel grid, so the SVG rendered at
/// that scale shows the PNG's pixels. A text's shadow (a blurred text) keeps its silhouette, as the
/// PNG draws it.
public enum ColorGlyphResolver {
    /// `list` with the colour glyph images of its text-as-paths runs filled in, and a warning for each
    /// text whose glyph images would be larger than the project's pixel limits (its colour glyphs then
    /// stay outlines). Unchanged when no run has an outline and colour glyphs.
    public static func resolve(_ list: RenderList) -> (list: RenderList, warnings: [Diagnostic]) {
        guard list.items.contains(where: { item in
            guard case .text(let op) = item.op, op.blur == 0 else { return false }
            return op.runs.contains { $0.hasColorGlyphs && $0.outline != nil }
        }) else { return (list, []) }
        var resolved = list
        var renderer = GlyphRenderer(scale: list.scale)
        defer { renderer.release() }
        var warnings: [Diagnostic] = []
        let placements = list.placements
        for index in resolved.items.indices {
            switch resolved.items[index].op {
            case .text(var op):
                let current = placements[index].transform
                guard op.blur == 0 else { continue }
                var overBudget = false
                for line in op.lines.indices {
                    for r in op.lines[line].runs.indices where op.lines[line].runs[r].hasColorGlyphs && op.lines[line].runs[r].outline != nil {
                        switch renderer.images(of: op.lines[line].runs[r], under: current) {
                        case .none:
                            break
                        case .images(let images, let outline):
                            op.lines[line].runs[r].colorGlyphImages = images
                            op.lines[line].runs[r].outline = outline
                        case .overBudget:
                            overBudget = true
                        }
                    }
                }
                resolved.items[index].op = .text(op)
                if overBudget, let origin = resolved.items[index].origin {
                    warnings.append(.warning(overBudgetMessage, at: origin.location))
                }
            case .beginGroup, .endGroup, .fill, .stroke, .blurredFill, .image, .icon, .backdrop:
                break
            }
        }
        return (resolved, warnings)
    }

    static let overBudgetMessage = "with --text-as-paths the SVG carries colour emoji as images, and this text's would take "
        + "more than \(Limits.sampledPixels) pixels at this scale (with the scene's other emoji); they are drawn as outlines "
        + "(silhouettes) instead (use a smaller font-size or scale, or build without --text-as-paths)"
}

/// Draws single glyphs into images, remembering each distinct one (a glyph repeated at the same
/// sub-pixel offset is the same pixels), within one budget of pixels per render list.
struct GlyphRenderer {
    let scale: Double
    /// Pixels of the glyph surfaces allocated so far, against `Limits.sampledPixels`.
    private(set) var pixels = 0
    private var made: [Key: Drawn?] = [:]
    /// The scaled fonts `made`'s keys name, referenced so no address is reused while they are keys.
    private var fonts: [OpaquePointer] = []

    init(scale: Double) {
        self.scale = scale
    }

    mutating func release() {
        for font in fonts { cairo_scaled_font_destroy(font) }
        fonts = []
    }

    /// A glyph drawn at a position, as far as its pixels can tell: its font, index, the matrix to image
    /// pixels and the position's offset within a pixel.
    private struct Key: Hashable {
        var font: UInt
        var glyph: UInt
        var a, b, c, d: Double
        var fractionX, fractionY: Double
    }

    enum Outcome {
        /// The run has no bitmap colour glyph: it stays as it is.
        case none
        /// Its glyph images (those with ink) and the outline of its other glyphs.
        case images([ImageOp], outline: Path)
        /// The images would pass the render's pixel budget (or a surface's side): the run stays as it is.
        case overBudget
    }

    mutating func images(of run: TextRun, under transform: AffineTransform) -> Outcome {
        guard let matrix = pixelMatrix(under: transform) else { return .none }
        var images: [ImageOp] = []
        var overBudget = false
        let outline = TextEngine.withColorBitmapGlyphs(run.text, font: FontSpec(run.font), layoutOrigin: run.layoutOrigin) { font, glyph in
            guard !overBudget else { return }
            switch image(of: glyph, font: font, matrix: matrix) {
            case .some(.some(let image)): images.append(image)
            case .some(.none): break
            case .none: overBudget = true
            }
        }
        guard let outline else { return .none }
        return overBudget ? .overBudget : .images(images, outline: outline)
    }

    /// The matrix from the text's coordinates to the pixels its glyph images are drawn in: the device
    /// pixels when the groups around it only move and scale (so the SVG at the list's scale shows the
    /// PNG's pixels), else a grid in the text's own coordinates as fine as the device's; nil when the
    /// transform flattens everything (nothing is seen).
    private func pixelMatrix(under transform: AffineTransform) -> AffineTransform? {
        let device = transform.then(AffineTransform(a: scale, b: 0, c: 0, d: scale, e: 0, f: 0))
        if transform.keepsAxes, transform.a > 0, transform.d > 0 { return device }
        let density = scale * abs(transform.determinant).squareRoot()
        guard density.isFinite, density > 0 else { return nil }
        return AffineTransform(a: density, b: 0, c: 0, d: density, e: 0, f: 0)
    }

    /// A glyph's pixels and their box in image pixels, from the pixel its origin is in.
    private struct Drawn {
        var bitmap: Bitmap
        var x, y: Int
    }

    /// The image of `glyph`: `.some(image)`, `.some(nil)` for a glyph without ink (or too far away to
    /// draw), nil when its surface would pass the budget.
    private mutating func image(of glyph: cairo_glyph_t, font: OpaquePointer, matrix: AffineTransform) -> ImageOp?? {
        guard let inverse = matrix.inverted else { return .some(nil) }
        let origin = matrix.apply(Point(glyph.x, glyph.y))
        let limit = Limits.coordinate * max(scale, 1)
        guard origin.x.isFinite, origin.y.isFinite, abs(origin.x) < limit, abs(origin.y) < limit else { return .some(nil) }
        let cellX = origin.x.rounded(.down), cellY = origin.y.rounded(.down)
        let key = Key(font: UInt(bitPattern: Int(bitPattern: UnsafeRawPointer(font))), glyph: glyph.index,
                      a: matrix.a, b: matrix.b, c: matrix.c, d: matrix.d, fractionX: origin.x - cellX, fractionY: origin.y - cellY)
        let drawn: Drawn?
        if let known = made[key] {
            drawn = known
        } else {
            // The glyph's box in image pixels, from its extents, with a margin for the bitmap's smoothing
            // past it; the drawn pixels are then cropped to their ink. Checked before anything is allocated.
            var extents = cairo_text_extents_t()
            var single = cairo_glyph_t(index: glyph.index, x: 0, y: 0)
            cairo_scaled_font_glyph_extents(font, &single, 1, &extents)
            let box = matrix.apply(Rect(x: glyph.x + extents.x_bearing, y: glyph.y + extents.y_bearing, width: extents.width, height: extents.height))
            guard box.width > 0, box.height > 0, box.width.isFinite, box.height.isFinite else { return .some(nil) }
            let margin = 2.0
            let x0 = (box.minX - margin).rounded(.down), y0 = (box.minY - margin).rounded(.down)
            let width = (box.maxX + margin).rounded(.up) - x0, height = (box.maxY + margin).rounded(.up) - y0
            let side = Double(Limits.pixelSide)
            guard width <= side, height <= side, Double(pixels) + width * height <= Double(Limits.sampledPixels) else { return nil }
            pixels += Int(width * height)
            drawn = draw(glyph, font: font, matrix: matrix, x0: Int(x0), y0: Int(y0), width: Int(width), height: Int(height))
                .map { Drawn(bitmap: $0.bitmap, x: $0.x - Int(cellX), y: $0.y - Int(cellY)) }
            made[key] = drawn
            fonts.append(cairo_scaled_font_reference(font))
        }
        guard let drawn else { return .some(nil) }
        let pixelFrame = Rect(x: cellX + Double(drawn.x), y: cellY + Double(drawn.y), width: Double(drawn.bitmap.width), height: Double(drawn.bitmap.height))
        return .some(ImageOp(bitmap: drawn.bitmap, frame: inverse.apply(pixelFrame)))
    }

    /// `glyph` shown on a transparent surface of image pixels `x0..<x0+width`, `y0..<y0+height`, cut to
    /// its ink, with the ink's top-left in image pixels; nil when it has no ink or cairo fails.
    private func draw(_ glyph: cairo_glyph_t, font: OpaquePointer, matrix: AffineTransform, x0: Int, y0: Int,
                      width: Int, height: Int) -> (bitmap: Bitmap, x: Int, y: Int)? {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else { return nil }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let cr = cairo_create(surface) else { return nil }
        defer { cairo_destroy(cr) }
        var ctm = cairo_matrix_t(xx: matrix.a, yx: matrix.b, xy: matrix.c, yy: matrix.d, x0: matrix.e - Double(x0), y0: matrix.f - Double(y0))
        cairo_set_matrix(cr, &ctm)
        cairo_set_scaled_font(cr, font)
        // A colour glyph paints its own colours; the source only fills a glyph's plain parts, and the
        // image must not depend on the text's colour.
        cairo_set_source_rgba(cr, 0, 0, 0, 1)
        var shown = glyph
        cairo_show_glyphs(cr, &shown, 1)
        cairo_surface_flush(surface)
        guard cairo_status(cr) == CAIRO_STATUS_SUCCESS, let bitmap = try? Bitmap(argb32Surface: surface),
              let ink = Self.inkBox(of: bitmap) else { return nil }
        return (Self.crop(bitmap, to: ink), x0 + ink.x, y0 + ink.y)
    }

    /// The smallest box holding every pixel with alpha; nil when there is none.
    static func inkBox(of bitmap: Bitmap) -> (x: Int, y: Int, width: Int, height: Int)? {
        var minX = bitmap.width, minY = bitmap.height, maxX = -1, maxY = -1
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width where bitmap.pixels[(y * bitmap.width + x) * 4 + 3] != 0 {
                minX = min(minX, x); maxX = max(maxX, x)
                minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        guard maxX >= 0 else { return nil }
        return (minX, minY, maxX - minX + 1, maxY - minY + 1)
    }

    static func crop(_ bitmap: Bitmap, to box: (x: Int, y: Int, width: Int, height: Int)) -> Bitmap {
        var pixels = [UInt8]()
        pixels.reserveCapacity(box.width * box.height * 4)
        for y in box.y..<(box.y + box.height) {
            let start = ((y * bitmap.width) + box.x) * 4
            pixels.append(contentsOf: bitmap.pixels[start..<(start + box.width * 4)])
        }
        return Bitmap(width: box.width, height: box.height, pixels: pixels)
    }
}
