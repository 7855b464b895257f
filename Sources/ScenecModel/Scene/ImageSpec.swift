import ScenecCore

/// An `<image>` node as written. The library checks and loads the file its `href` names; layout finds
/// the decoded image (or the SVG icon) by `href` in `LayoutOptions.images` (`LayoutOptions.icons`).
public struct ImageSpec: Sendable {
    public enum Mode: String, Sendable, CaseIterable {
        /// The image's own colours.
        case color
        /// The image's alpha as a mask filled with `color`.
        case mask
    }

    /// The `href` as written (relative to the scene's folder, or an allowed absolute path).
    public var href: String
    public var orientation: ImageOrientation
    public var mode: Mode
    /// The mask fill (mask mode only); black by default.
    public var color: RGBA
    /// Where `href` was written, for errors found when the file is loaded.
    public var location: SourceLocation
    /// `fit` and `fit-position` (format 1.2): how the picture sits in the frame.
    public var fit: ImageFit = .fill
    public var fitPosition: ImageFitPosition = .center
    /// The picture's size in points at the scale laid out, turned by the orientation: filled in when
    /// the file is loaded (nil until then), for the fits that keep its aspect or size.
    public var naturalSize: Size?

    public init(href: String, orientation: ImageOrientation = .up, mode: Mode = .color,
                color: RGBA = .black, location: SourceLocation) {
        self.href = href
        self.orientation = orientation
        self.mode = mode
        self.color = color
        self.location = location
    }
}
