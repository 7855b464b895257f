/// An SVG icon drawn as vectors. `transform` maps the icon's box (0, 0, `icon.width`, `icon.height`),
/// in which the document is drawn at its natural size, onto the canvas: layout has folded the
/// orientation and the scaling onto the frame into it. The drawing is clipped to that box.
public struct IconOp: Sendable, Hashable {
    public var icon: SVGIcon
    public var transform: AffineTransform
    /// For `mode="mask"`: the icon's alpha filled with this colour; nil draws the icon's own colours.
    public var mask: RGBA?

    public init(icon: SVGIcon, transform: AffineTransform, mask: RGBA? = nil) {
        self.icon = icon
        self.transform = transform
        self.mask = mask
    }
}
