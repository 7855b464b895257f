import CCairo
@testable import ScenecCairo

/// The bytes of an A8 mask of `key`'s size, row by row without the stride's padding.
func maskBytes(_ mask: OpaquePointer, _ key: BlurMaskCache.Key) -> [UInt8] {
    cairo_surface_flush(mask)
    guard let data = cairo_image_surface_get_data(mask) else { return [] }
    let stride = Int(cairo_image_surface_get_stride(mask))
    return (0..<key.height).flatMap { y in Array(UnsafeBufferPointer(start: data + y * stride, count: key.width)) }
}
