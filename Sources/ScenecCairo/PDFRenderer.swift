import CCairo
import ScenecCore

/// The vector backend: walks a render list with the same `Painter` as the PNG backend, into a cairo
/// PDF surface of one page, `width × height` points. Shapes, gradients, clips, groups and images stay
/// as PDF objects; text is shown as glyphs of an embedded font subset (selectable, extractable);
/// a blurred fill (a shadow, a shine) is its mask rendered at `fallbackPixelsPerPoint` and painted
/// through as an image, because PDF has no Gaussian blur.
public enum PDFRenderer {
    /// Device pixels per point of a blurred fill's mask: 2 (144 dpi). A blur is smooth, so a viewer's
    /// interpolation of the mask stays close to a finer PNG's own blur: rendered back at @3x the mean
    /// difference from our @3x PNG was 0.08–0.13/255 at 2 px/pt against 0.06–0.10/255 at 4 px/pt, while
    /// 4 px/pt made the bundled scenes' PDFs 1.5–2.5 times larger (data-circles 339 KB against 138 KB).
    public static let fallbackPixelsPerPoint = 2.0

    /// The PDF's creation and modification date, fixed so that equal render lists give equal bytes.
    /// (Cairo writes the current time otherwise.)
    static let fixedDate = "2000-01-01T00:00:00Z"

    /// Renders `list` to PDF bytes. `list.scale` only decided layout's pixel snapping; the page is in
    /// points whatever it is.
    public static func renderPDF(_ list: RenderList) throws -> [UInt8] {
        guard list.width.isFinite, list.height.isFinite, list.width > 0, list.height > 0,
              list.width <= 14_400, list.height <= 14_400 else {
            // 14 400 pt (200 in) is PDF's largest page side (ISO 32000-1, annex C).
            throw CairoError.invalidCanvas("a \(list.width)×\(list.height) pt page is not between 1 and 14400 pt per side")
        }
        let sink = ByteSink()
        try withExtendedLifetime(sink) {
            guard let surface = cairo_pdf_surface_create_for_stream({ closure, data, length in
                guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
                let sink = Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue()
                sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
                return CAIRO_STATUS_SUCCESS
            }, Unmanaged.passUnretained(sink).toOpaque(), list.width, list.height) else {
                throw CairoError.invalidCanvas("cairo could not create a PDF surface")
            }
            defer { cairo_surface_destroy(surface) }
            cairo_pdf_surface_restrict_to_version(surface, CAIRO_PDF_VERSION_1_5)
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, fixedDate)
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_MOD_DATE, fixedDate)
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "scenec")
            // The walk's "device pixels" are mask pixels: user space is scaled up by the fallback
            // resolution, and the device scale maps that back to points, so a blurred fill's mask is
            // `fallbackPixelsPerPoint` pixels per point while everything else stays vector.
            cairo_surface_set_device_scale(surface, 1 / fallbackPixelsPerPoint, 1 / fallbackPixelsPerPoint)
            guard let cr = cairo_create(surface) else {
                throw CairoError.invalidCanvas("cairo_create returned nothing for the PDF surface")
            }
            defer { cairo_destroy(cr) }
            var painter = Painter(cr: cr, scale: fallbackPixelsPerPoint, textAsGlyphs: true, strokesInChunks: false)
            try painter.draw(list.items)
            cairo_show_page(cr)
            cairo_surface_finish(surface)
            let status = cairo_surface_status(surface)
            guard status == CAIRO_STATUS_SUCCESS else {
                throw CairoError.drawing(itemIndex: list.items.count, item: "finishing the PDF", status: statusText(status))
            }
        }
        return sink.bytes
    }

    /// The bytes cairo's stream callback hands over, in order.
    private final class ByteSink {
        var bytes: [UInt8] = []
    }
}
