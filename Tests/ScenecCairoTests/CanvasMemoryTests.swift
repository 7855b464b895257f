import CCairo
@testable import ScenecCairo
import ScenecCore
import ScenecTestSupport
import Testing

/// A render's canvas in memory of our own (huge-page aligned) is a cleared ARGB32 surface like cairo's,
/// and what is drawn on it is the same bytes.
@Suite struct CanvasMemoryTests {
    @Test("A large canvas starts cleared, on a 2 MiB boundary, with cairo's stride")
    func largeCanvasIsClearedAndAligned() throws {
        let canvas = try CanvasMemory(width: 1024, height: 352)
        defer { canvas.release() }
        let data = try #require(cairo_image_surface_get_data(canvas.surface))
        #expect(UInt(bitPattern: data) % UInt(CanvasMemory.hugePageBytes) == 0)
        let stride = Int(cairo_image_surface_get_stride(canvas.surface))
        #expect(stride == Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, 1024)))
        #expect(UnsafeBufferPointer(start: data, count: stride * 352).allSatisfy { $0 == 0 })
    }

    @Test("A small canvas stays in cairo's own memory")
    func smallCanvasIsCairos() throws {
        let canvas = try CanvasMemory(width: 64, height: 64)
        defer { canvas.release() }
        #expect(cairo_image_surface_get_width(canvas.surface) == 64)
        let data = try #require(cairo_image_surface_get_data(canvas.surface))
        #expect(UnsafeBufferPointer(start: data, count: 64 * 64 * 4).allSatisfy { $0 == 0 })
    }

    /// The renderer's canvas (huge-page memory from 1 MiB) against the same list drawn on a surface cairo
    /// allocated itself: every byte equal, at a size on each side of the threshold.
    @Test("Drawing on our memory gives cairo's bytes", arguments: [1.0, 3.0])
    func drawingMatchesCairosSurface(scale: Double) throws {
        var builder = RenderListBuilder(width: 400, height: 300, scale: scale)
        builder.fill(.rect(0, 0, 400, 300), .solid(RGBA(red: 0.2, green: 0.3, blue: 0.7)))
        builder.fill(.rect(13.3, 17.6, 200.5, 120.25, radius: 9), .solid(RGBA(red: 1, green: 0.8, blue: 0.1, alpha: 0.7)))
        let list = builder.list
        let ours = try CairoRenderer.withRenderedSurface(list) { try Bitmap(argb32Surface: $0) }
        let surface = try makeARGB32Surface(width: list.pixelWidth, height: list.pixelHeight)
        defer { cairo_surface_destroy(surface) }
        let cr = try #require(cairo_create(surface))
        defer { cairo_destroy(cr) }
        var painter = Painter(cr: cr, scale: list.scale)
        try painter.draw(list.items)
        cairo_surface_flush(surface)
        let theirs = try Bitmap(argb32Surface: surface)
        #expect(ours.pixels == theirs.pixels)
        #expect(ours.pixels.contains { $0 != 0 && $0 != 255 })
    }

    /// 400 TB: a stride cairo accepts, a mapping no machine grants.
    @Test("A canvas the address space cannot hold is a surface error, not a crash")
    func impossibleCanvasThrows() {
        #expect(throws: CairoError.surfaceCreation(width: 100_000, height: 1_000_000_000, status: statusText(CAIRO_STATUS_NO_MEMORY))) {
            _ = try CanvasMemory(width: 100_000, height: 1_000_000_000)
        }
    }
}
