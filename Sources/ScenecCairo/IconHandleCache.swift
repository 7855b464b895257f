import CPangoRsvg
import ScenecCore

/// librsvg handles of the icons drawn so far in one render, so an icon used many times (a list of
/// rows, each with the same icon) is parsed once. A handle renders the same pixels however often it
/// is used, so the cache changes speed, never pixels.
final class IconHandleCache {
    private var handles: [SVGIcon: OpaquePointer] = [:]

    /// The handle of `icon`'s document at its natural size (physical units at 96 dpi, as when the icon
    /// was measured), parsed on first use, and librsvg's functions to draw it; the cache keeps ownership.
    func handle(for icon: SVGIcon) throws(SVGRasterizer.Failure) -> (handle: OpaquePointer, rsvg: RsvgLibrary) {
        let rsvg = try SVGRasterizer.library()
        if let handle = handles[icon] { return (handle, rsvg) }
        let handle = try SVGRasterizer.makeHandle(icon.document, rsvg)
        handles[icon] = handle
        return (handle, rsvg)
    }

    deinit {
        for handle in handles.values { g_object_unref(UnsafeMutableRawPointer(handle)) }
    }
}
