import CCairo
@testable import ScenecCairo
import ScenecCore
import ScenecTestSupport
import Testing

// What the mask pipeline suites (blurred fills, text shadows) share.

/// The bytes of an A8 mask of `key`'s size, row by row without the stride's padding.
func maskBytes(_ mask: OpaquePointer, _ key: BlurMaskCache.Key) -> [UInt8] {
    cairo_surface_flush(mask)
    guard let data = cairo_image_surface_get_data(mask) else { return [] }
    let stride = Int(cairo_image_surface_get_stride(mask))
    return (0..<key.height).flatMap { y in Array(UnsafeBufferPointer(start: data + y * stride, count: key.width)) }
}

/// `list` drawn with every mask certainly made on `helpers` helper threads before the walk starts
/// (a plain render races the helpers, which on a busy or one-core machine may make none), and how
/// many of those masks the walk left untaken (it should take every one).
func renderWithEveryMaskMadeAhead(_ list: RenderList, helpers: Int = 2) throws -> (bitmap: Bitmap, untaken: Int) {
    let surface = try makeARGB32Surface(width: list.pixelWidth, height: list.pixelHeight)
    defer { cairo_surface_destroy(surface) }
    let cr = try #require(cairo_create(surface))
    defer { cairo_destroy(cr) }
    var painter = Painter(cr: cr, scale: list.scale)
    painter.startMasks(for: list.items, on: surface, helpers: helpers)
    let pipeline = try #require(painter.masks.ahead)
    #expect(pipeline.helpers == helpers)
    pipeline.waitUntilEveryMaskIsMade()
    try painter.draw(list.items)
    let untaken = pipeline.untakenCount
    pipeline.finish()
    cairo_surface_flush(surface)
    return (try Bitmap(argb32Surface: surface), untaken)
}
