/// A raster image drawn into `frame`. Layout has already applied the orientation and, for mask
/// mode, the mask colour: `bitmap` pixel (0, 0) lands at the frame's top-left corner and the whole
/// bitmap is scaled (smoothly, edges padded) to fill the frame exactly.
public struct ImageOp: Sendable, Hashable {
    public var bitmap: Bitmap
    public var frame: Rect
    /// The file the image came from, for SVG output that links it instead of embedding
    /// (`--link-images`); nil draws `bitmap`. Never set for mask mode (a linked file cannot be recoloured).
    public var link: ImageLink?

    public init(bitmap: Bitmap, frame: Rect, link: ImageLink? = nil) {
        self.bitmap = bitmap
        self.frame = frame
        self.link = link
    }
}

/// An image file referenced by path: drawn at `width × height` user units (its stored pixel size)
/// with `transform` mapping that box onto the op's frame (orientation and scaling included).
public struct ImageLink: Sendable, Hashable {
    /// The `href` as written in the scene (relative to the scene's folder).
    public var href: String
    public var width: Int
    public var height: Int
    public var transform: AffineTransform

    public init(href: String, width: Int, height: Int, transform: AffineTransform) {
        self.href = href
        self.width = width
        self.height = height
        self.transform = transform
    }
}
