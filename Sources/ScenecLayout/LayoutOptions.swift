import ScenecCore

/// What layout needs besides the scene.
public struct LayoutOptions: Sendable {
    /// Device pixels per point (crisp strokes snap for it).
    public var scale: Double
    /// Text becomes outlines in the render list, so SVG output needs no fonts (`--text-as-paths`).
    public var textAsPaths: Bool
    /// Decoded images by `href` as written, loaded by the caller (layout does no I/O).
    public var images: [String: Bitmap]
    /// Checked SVG icons by `href` as written, loaded by the caller like `images`.
    public var icons: [String: SVGIcon]
    /// The scene's own fonts (nil: the system's), loaded and checked by the caller.
    public var fonts: FontSet?
    /// The `lang` of texts and spans that write none (the locale being built); nil for none.
    public var defaultLanguage: String?

    public init(scale: Double = 1, textAsPaths: Bool = false, images: [String: Bitmap] = [:], icons: [String: SVGIcon] = [:]) {
        self.scale = scale
        self.textAsPaths = textAsPaths
        self.images = images
        self.icons = icons
    }
}
