import CRsvg
import ScenecCore

/// librsvg handles of the icons drawn so far in one render, so an icon used many times (a list of
/// rows, each with the same icon) is parsed once. A handle renders the same pixels however often it
/// is used, so the cache changes speed, never pixels.
final class IconHandleCache {
    private var handles: [SVGIcon: UnsafeMutablePointer<RsvgHandle>] = [:]

    /// The handle of `icon`'s document at its natural size, parsed on first use; the cache keeps ownership.
    func handle(for icon: SVGIcon) throws(SVGRasterizer.Failure) -> UnsafeMutablePointer<RsvgHandle> {
        if let handle = handles[icon] { return handle }
        let handle = try SVGRasterizer.makeHandle(icon.document)
        // Physical units (pt, mm) convert at CSS's 96 dpi, as when the icon was measured.
        rsvg_handle_set_dpi(handle, 96)
        handles[icon] = handle
        return handle
    }

    deinit {
        for handle in handles.values { g_object_unref(handle) }
    }
}
