import CCairo
import CPangoRsvg
import ScenecCore

/// Draws an SVG document to a bitmap in-process with librsvg (the SVG side of `scenec diff`), so the
/// library never spawns `rsvg-convert`.
///
/// The document is read from memory with no base file: librsvg then refuses every external reference
/// (`file:` URLs, relative `href`s, other hosts) and only `data:` URIs load, so an SVG under review
/// cannot make scenec read files from the machine. The XML parser keeps libxml2's safety limits
/// (`RSVG_HANDLE_FLAG_UNLIMITED` is never set), and the canvas is checked against `Limits` before a
/// pixel is allocated.
public enum SVGRasterizer {
    /// Why an SVG could not be drawn.
    public enum Failure: Error, Sendable, Equatable, CustomStringConvertible {
        /// `scale` is not a positive finite number.
        case invalidScale(Double)
        /// librsvg could not parse the document (its own message).
        case unreadable(String)
        /// The document states no size librsvg can turn into pixels (no absolute width/height and
        /// no viewBox).
        case noSize
        /// The canvas at this scale is empty or beyond `Limits.pixelSide`/`Limits.canvasPixels`.
        case canvasTooLarge(width: Double, height: Double)
        /// librsvg or cairo failed while drawing.
        case drawing(String)
        /// librsvg cannot be loaded (`RsvgLibrary`): the message names it and says why.
        case libraryUnavailable(String)
        /// The helper process drawing it for us ended (a librsvg panic aborts it) or ran out of time;
        /// the message says how (`RsvgHelperPool`).
        case helperEnded(String)

        /// The reason, as the end of a sentence naming the file.
        public var description: String {
            switch self {
            case .invalidScale(let scale):
                return "scale \(scale) is not a positive number"
            case .unreadable(let message):
                return "librsvg cannot read it: \(message)"
            case .noSize:
                return "it has no width and height in absolute units and no viewBox"
            case .canvasTooLarge(let width, let height):
                return "\(width)×\(height) px is not between 1 and \(Limits.pixelSide) px per side and \(Limits.canvasPixels / (1024 * 1024)) megapixels"
            case .drawing(let message):
                return "drawing failed: \(message)"
            case .libraryUnavailable(let message):
                return message
            case .helperEnded(let message):
                return "librsvg \(message)"
            }
        }
    }

    /// Renders `svg` (the bytes of an SVG document) at `scale` device pixels per CSS pixel: the canvas
    /// is the document's intrinsic size times `scale`, rounded up, like `rsvg-convert --zoom`.
    /// Drawn in a helper process when there is one (`RsvgSandbox`).
    public static func rasterize(_ svg: [UInt8], scale: Double) throws(Failure) -> Bitmap {
        switch RsvgSandbox.ask(.rasterize(svg: svg, scale: scale)) {
        case .rasterized(let bitmap): return bitmap
        case .failed(let failure): throw failure
        case .measured, .drawn: throw .helperEnded("answered another question")
        case nil: return try rasterizeHere(svg, scale: scale)
        }
    }

    /// `rasterize` in this process.
    static func rasterizeHere(_ svg: [UInt8], scale: Double) throws(Failure) -> Bitmap {
        guard scale.isFinite, scale > 0 else { throw .invalidScale(scale) }
        let rsvg = try library()
        let handle = try makeHandle(svg, rsvg)
        defer { g_object_unref(UnsafeMutableRawPointer(handle)) }
        let size = try intrinsicSize(handle, rsvg)
        let width = size.width * scale, height = size.height * scale
        let pixelWidth = width.rounded(.up), pixelHeight = height.rounded(.up)
        guard pixelWidth.isFinite, pixelHeight.isFinite, pixelWidth >= 1, pixelHeight >= 1,
              pixelWidth <= Double(Limits.pixelSide), pixelHeight <= Double(Limits.pixelSide),
              pixelWidth * pixelHeight <= Double(Limits.canvasPixels) else {
            throw .canvasTooLarge(width: pixelWidth, height: pixelHeight)
        }
        let surface: OpaquePointer
        do {
            surface = try makeARGB32Surface(width: Int(pixelWidth), height: Int(pixelHeight))
        } catch {
            throw .drawing("\(error)")
        }
        defer { cairo_surface_destroy(surface) }
        guard let cr = cairo_create(surface) else { throw .drawing("cairo_create returned nothing") }
        defer { cairo_destroy(cr) }
        var viewport = RsvgRectangle(x: 0, y: 0, width: width, height: height)
        var error: UnsafeMutablePointer<GError>?
        guard rsvg.renderDocument(handle, cr, &viewport, &error) != 0 else {
            throw .drawing(consume(error) ?? "librsvg gave no reason")
        }
        let status = cairo_status(cr)
        guard status == CAIRO_STATUS_SUCCESS else { throw .drawing(statusText(status)) }
        cairo_surface_flush(surface)
        do {
            return try Bitmap(argb32Surface: surface)
        } catch {
            throw .drawing("\(error)")
        }
    }

    /// librsvg's functions, loaded on first use, or why they cannot be.
    static func library() throws(Failure) -> RsvgLibrary {
        switch RsvgLibrary.shared {
        case .success(let library): return library
        case .failure(let unavailable): throw .libraryUnavailable(unavailable.description)
        }
    }

    /// Whether librsvg can be loaded, or why not: checked before a scene's icons are measured, so a
    /// machine without it is told so once rather than once per icon.
    public static func checkLibrary() throws(Failure) {
        _ = try library()
    }

    /// A handle holding the parsed document, with physical units (pt, mm) converting at CSS's 96 dpi
    /// (rsvg-convert's default, whatever the library's compiled-in default is). `base_file` is NULL on
    /// purpose: without a base URL librsvg's URL resolver rejects every reference that is not a
    /// `data:` URI.
    static func makeHandle(_ svg: [UInt8], _ rsvg: RsvgLibrary) throws(Failure) -> OpaquePointer {
        // g_bytes_new copies, so the stream owns its data independently of this array.
        let bytes = svg.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(bytes) }
        guard let stream = rsvg.memoryInputStreamNewFromBytes(bytes) else { throw .unreadable("no input stream") }
        defer { g_object_unref(stream) }
        var error: UnsafeMutablePointer<GError>?
        guard let handle = rsvg.newFromStreamSync(stream, nil, RSVG_HANDLE_FLAGS_NONE, nil, &error) else {
            throw .unreadable(consume(error) ?? "librsvg gave no reason")
        }
        rsvg.setDPI(handle, 96)
        return handle
    }

    /// The document's size in CSS pixels: its width and height when they are absolute, otherwise its
    /// viewBox (what rsvg-convert falls back to).
    static func intrinsicSize(_ handle: OpaquePointer, _ rsvg: RsvgLibrary) throws(Failure) -> (width: Double, height: Double) {
        var width = 0.0, height = 0.0
        if rsvg.intrinsicSizeInPixels(handle, &width, &height) != 0 {
            return (width, height)
        }
        var hasViewBox: gboolean = 0
        var viewBox = RsvgRectangle()
        rsvg.intrinsicDimensions(handle, nil, nil, nil, nil, &hasViewBox, &viewBox)
        guard hasViewBox != 0 else { throw .noSize }
        return (viewBox.width, viewBox.height)
    }

    /// The natural size of an SVG document in CSS pixels (its absolute width and height, else its
    /// viewBox) and its viewBox when it has one, read by librsvg from memory with no base file.
    /// Parsed in a helper process when there is one (`RsvgSandbox`).
    public static func measure(_ svg: [UInt8]) throws(Failure) -> (width: Double, height: Double, viewBox: Rect?) {
        switch RsvgSandbox.ask(.measure(svg: svg)) {
        case .measured(let width, let height, let viewBox): return (width, height, viewBox)
        case .failed(let failure): throw failure
        case .rasterized, .drawn: throw .helperEnded("answered another question")
        case nil: return try measureHere(svg)
        }
    }

    /// `measure` in this process.
    static func measureHere(_ svg: [UInt8]) throws(Failure) -> (width: Double, height: Double, viewBox: Rect?) {
        let rsvg = try library()
        let handle = try makeHandle(svg, rsvg)
        defer { g_object_unref(UnsafeMutableRawPointer(handle)) }
        let size = try intrinsicSize(handle, rsvg)
        var hasViewBox: gboolean = 0
        var box = RsvgRectangle()
        rsvg.intrinsicDimensions(handle, nil, nil, nil, nil, &hasViewBox, &box)
        let viewBox = hasViewBox != 0 ? Rect(x: box.x, y: box.y, width: box.width, height: box.height) : nil
        return (size.width, size.height, viewBox)
    }

    /// The message of a GError, freeing it.
    static func consume(_ error: UnsafeMutablePointer<GError>?) -> String? {
        guard let error else { return nil }
        defer { g_error_free(error) }
        return error.pointee.message.map { String(cString: $0) }
    }
}
