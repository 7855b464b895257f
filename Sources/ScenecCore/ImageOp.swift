/// A raster image drawn into `frame`. (Filled in by the image work: orientation, mask mode, source.)
public struct ImageOp: Sendable, Hashable {
    public var bitmap: Bitmap
    public var frame: Rect

    public init(bitmap: Bitmap, frame: Rect) {
        self.bitmap = bitmap
        self.frame = frame
    }
}
