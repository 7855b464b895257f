import CCairo
import ScenecCore

/// Everything that can go wrong in the raster backend. Layout enforces the canvas limits before a
/// list reaches this module, so these are last guards with messages meant for a bug report.
public enum CairoError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The canvas size in device pixels is not something cairo can allocate (zero, negative,
    /// non-finite, larger than cairo's 32767 px per side, or out of memory).
    case invalidCanvas(String)
    /// cairo_image_surface_create or cairo_create failed.
    case surfaceCreation(width: Int, height: Int, status: String)
    /// cairo entered an error state while drawing an item.
    case drawing(itemIndex: Int, item: String, status: String)
    /// The render list's beginGroup/endGroup are unbalanced.
    case malformedRenderList(String)
    /// An SVG icon that librsvg cannot draw without ending its process (or refuses to draw), found by
    /// a helper process's trial (`RsvgSandbox`): `item` names the element, `location` is where it is
    /// written (when the list knows), `reason` what happened.
    case iconNotDrawn(item: String, location: SourceLocation?, reason: String)
    /// Writing PNG bytes failed.
    case pngEncoding(String)
    /// Reading PNG bytes failed (not a PNG, truncated, unsupported).
    case pngDecoding(String)

    public var description: String {
        switch self {
        case .invalidCanvas(let message):
            return "invalid canvas: \(message)"
        case .surfaceCreation(let width, let height, let status):
            return "cairo could not create a \(width)×\(height) px image surface: \(status)"
        case .drawing(let index, let item, let status):
            return "cairo failed while drawing item \(index) (\(item)): \(status)"
        case .malformedRenderList(let message):
            return "malformed render list: \(message)"
        case .iconNotDrawn(let item, _, let reason):
            return "the SVG icon (\(item)) cannot be drawn: \(reason)"
        case .pngEncoding(let message):
            return "PNG encoding failed: \(message)"
        case .pngDecoding(let message):
            return "PNG decoding failed: \(message)"
        }
    }
}

/// cairo's own text for a status code.
func statusText(_ status: cairo_status_t) -> String {
    String(cString: cairo_status_to_string(status))
}
