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

    public init(href: String, orientation: ImageOrientation = .up, mode: Mode = .color,
                color: RGBA = .black, location: SourceLocation) {
        self.href = href
        self.orientation = orientation
        self.mode = mode
        self.color = color
        self.location = location
    }
}
