#if canImport(Glibc)
import Glibc
#endif
import CCairo
import CPangoRsvg
import ScenecCore

/// The helper side: a scenec process started as `scenec --rsvg-helper` by `RsvgHelperPool`, which
/// answers requests on its standard input/output (one socket) until the parent closes it. Everything
/// it does is librsvg's work, done here so that a librsvg abort ends this process, not the build.
public enum RsvgHelper {
    /// The hidden command line that makes a scenec binary a helper.
    public static let argument = "--rsvg-helper"

    /// When `arguments` are exactly `[program, argument]`, serves requests and exits; otherwise returns.
    public static func runIfAsked(_ arguments: [String]) {
        guard arguments.count == 2, arguments[1] == argument else { return }
        RsvgSandbox.isHelper = true
        while let payload = RsvgHelperFrames.receive(from: 0) {
            let response = RsvgHelperRequest.decode(payload).map(answer) ?? .failed(.unreadable("the request could not be read"))
            guard RsvgHelperFrames.send(RsvgHelperFrames.frame(response.encoded()), to: 1) else { break }
        }
        exit(0)
    }

    static func answer(_ request: RsvgHelperRequest) -> RsvgHelperResponse {
        do throws(SVGRasterizer.Failure) {
            switch request {
            case .measure(let svg):
                let size = try SVGRasterizer.measureHere(svg)
                return .measured(width: size.width, height: size.height, viewBox: size.viewBox)
            case .rasterize(let svg, let scale):
                return .rasterized(try SVGRasterizer.rasterizeHere(svg, scale: scale))
            case .draw(let svg, let width, let height, let matrix, let surfaceWidth, let surfaceHeight, let pdf, let masked):
                try draw(svg, width: width, height: height, matrix: matrix, surfaceWidth: surfaceWidth, surfaceHeight: surfaceHeight,
                         pdf: pdf, masked: masked)
                return .drawn
            }
        } catch {
            return .failed(error)
        }
    }

    /// The painter's icon drawing (`Painter.icon`) on a surface of the same kind covering the device
    /// pixels the icon reaches: librsvg sees the same document, matrix, clip and viewport.
    private static func draw(_ svg: [UInt8], width: Double, height: Double, matrix: AffineTransform, surfaceWidth: Int,
                             surfaceHeight: Int, pdf: Bool, masked: Bool) throws(SVGRasterizer.Failure) {
        let rsvg = try SVGRasterizer.library()
        let handle = try SVGRasterizer.makeHandle(svg, rsvg)
        defer { g_object_unref(UnsafeMutableRawPointer(handle)) }
        guard surfaceWidth > 0, surfaceHeight > 0, surfaceWidth <= Limits.pixelSide, surfaceHeight <= Limits.pixelSide else {
            throw .canvasTooLarge(width: Double(surfaceWidth), height: Double(surfaceHeight))
        }
        let surface: OpaquePointer?
        if pdf {
            surface = cairo_pdf_surface_create_for_stream(nil, nil, Double(surfaceWidth), Double(surfaceHeight))
        } else {
            surface = try? makeARGB32Surface(width: surfaceWidth, height: surfaceHeight)
        }
        guard let surface else { throw .drawing("no surface") }
        defer { cairo_surface_destroy(surface) }
        guard let cr = cairo_create(surface) else { throw .drawing("cairo_create returned nothing") }
        defer { cairo_destroy(cr) }
        var m = cairo_matrix_t(xx: matrix.a, yx: matrix.b, xy: matrix.c, yy: matrix.d, x0: matrix.e, y0: matrix.f)
        cairo_set_matrix(cr, &m)
        cairo_rectangle(cr, 0, 0, width, height)
        cairo_clip(cr)
        if masked { cairo_push_group(cr) }
        var viewport = RsvgRectangle(x: 0, y: 0, width: width, height: height)
        var error: UnsafeMutablePointer<GError>?
        let drawn = rsvg.renderDocument(handle, cr, &viewport, &error) != 0
        if masked, let group = cairo_pop_group(cr) {
            cairo_set_source_rgba(cr, 0, 0, 0, 1)
            cairo_mask(cr, group)
            cairo_pattern_destroy(group)
        }
        guard drawn else { throw .drawing(SVGRasterizer.consume(error) ?? "librsvg gave no reason") }
        if pdf { cairo_surface_finish(surface) }
    }
}
