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

/// A data build's rows drawn over a shared prefix reuse the memory of earlier rows' canvases, which
/// still hold those rows' pixels until the prefix is copied over them.
@Suite struct RecycledCanvasTests {
    /// 700 × 400 px (1.1 MB, past `CanvasMemory.minimumBytes`): a fill and a rounded rect every row
    /// shares, then a row's own rect.
    func row(_ x: Double, _ color: RGBA) -> RenderList {
        var builder = RenderListBuilder(width: 700, height: 400, scale: 1)
        builder.fill(.rect(0, 0, 700, 400), .solid(RGBA(red: 0.1, green: 0.2, blue: 0.5)))
        builder.fill(.rect(40.5, 30.25, 300, 200, radius: 12), .solid(RGBA(red: 1, green: 1, blue: 1, alpha: 0.6)))
        builder.fill(.rect(x, 250.5, 180, 90.5, radius: 6), .solid(color))
        return builder.list
    }

    @Test("A kept mapping of the canvas's length is drawn into; a canvas of another length gets a new, cleared one")
    func keptMappingOfTheRightLengthIsReused() throws {
        let recycler = CanvasRecycler()
        let first = try CanvasMemory(width: 1024, height: 700, recycler: recycler)  // 2.9 MB: two huge pages
        let base = try #require(first.mapping?.base)
        first.release(to: recycler)
        #expect(recycler.count == 1)
        let other = try CanvasMemory(width: 1024, height: 352, recycler: recycler)  // 1.4 MB: one huge page
        defer { other.release() }
        #expect(other.mapping?.length == CanvasMemory.hugePageBytes && other.mapping?.base != base)
        let data = try #require(cairo_image_surface_get_data(other.surface))
        #expect(UnsafeBufferPointer(start: data, count: 4096 * 352).allSatisfy { $0 == 0 }, "a new mapping is cleared")
        let again = try CanvasMemory(width: 1024, height: 700, recycler: recycler)
        #expect(again.mapping?.base == base && recycler.count == 0)
        again.release()
    }

    @Test("A recycler keeps at most 4 mappings and 64 MiB, unmapping the oldest first")
    func recyclerIsBounded() throws {
        let recycler = CanvasRecycler()
        var bases: [UnsafeMutableRawPointer] = []
        for _ in 0..<6 {
            let mapping = try #require(CanvasMapping(length: CanvasMemory.hugePageBytes))
            bases.append(mapping.base)
            recycler.keep(mapping)
        }
        #expect(recycler.count == CanvasRecycler.maximumCount)
        // The two oldest went: the newest is taken first, down to the third given.
        let newest = try #require(recycler.take(length: CanvasMemory.hugePageBytes))
        #expect(newest.base == bases[5])
        newest.unmap()
        // 3 × 2 MiB and 40 MiB fit; a second 40 MiB does not, so everything older than it goes.
        let first = try #require(CanvasMapping(length: 20 * CanvasMemory.hugePageBytes))
        recycler.keep(first)
        #expect(recycler.count == 4)
        let second = try #require(CanvasMapping(length: 20 * CanvasMemory.hugePageBytes))
        recycler.keep(second)
        #expect(recycler.count == 1)
        #expect(recycler.take(length: 20 * CanvasMemory.hugePageBytes)?.base == second.base)
        second.unmap()
    }

    @Test("Rows drawn over a prefix on recycled canvases are the bytes of each row drawn whole")
    func recycledRowsEqualWholeRows() throws {
        let rows = [row(60, RGBA(red: 0.9, green: 0.2, blue: 0.1)), row(420.5, RGBA(red: 0.1, green: 0.8, blue: 0.3, alpha: 0.8)),
                    row(250.25, RGBA(red: 0.5, green: 0.5, blue: 0.9))]
        let canvases = CanvasRecycler()
        let prefix = try DrawnPrefix(rows[0], count: 2, canvases: canvases)
        for row in rows + rows {
            let whole = try CairoRenderer.renderPNG(row)
            #expect(try CairoRenderer.renderPNG(row, over: prefix) == whole)
        }
        // One canvas at a time here: the first row's memory went back to the recycler and served the rest.
        #expect(canvases.count == 1)
    }
}
