/// An image file encoder: straight-alpha RGBA8 pixels in, the file's bytes out, the same bytes for the
/// same pixels and settings. `PNGEncoder` (ScenecPNG), `WebPEncoder` (ScenecWebP) and `JPEGEncoder`
/// (ScenecJPEG) are the ones there are; a raster output format is the scene drawn by Cairo and one of
/// them (`OutputFormatDescriptor.raster`).
public protocol BitmapEncoder: Sendable {
    associatedtype EncodingError: Error
    func encode(_ bitmap: Bitmap) throws(EncodingError) -> [UInt8]
}
