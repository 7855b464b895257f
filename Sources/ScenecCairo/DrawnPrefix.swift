import CCairo
import ScenecCore

/// The pixels of a render list's first items, drawn once on their own, to be drawn over again by lists
/// that begin with the same items (the rows of a data build, whose layers without a row token come
/// out the same in every row). Which items are shared is the caller's decision, made on the render
/// lists; this only keeps the canvas as those items left it. Cairo draws an item from the canvas
/// beneath it and the item alone, so drawing the rest over a copy of these pixels gives exactly the
/// pixels of drawing the whole list.
public final class DrawnPrefix: Sendable {
    /// The items drawn, every group they open closed again.
    public let items: [RenderItem]
    let width: Int
    let height: Int
    let scale: Double
    /// The canvas's premultiplied ARGB32 rows, `stride` bytes apart.
    let stride: Int
    let pixels: [UInt8]
    /// Canvas memory of rows drawn over these pixels, kept for the next rows: `restore` overwrites
    /// every pixel, so a row's canvas need not be a new mapping the kernel clears page by page (for a
    /// 1200×630 card, 4 MiB cleared per row that the copy then overwrites).
    private let spareCanvases = ConditionLocked<[CanvasMapping]>([])
    /// One per worker thread is enough; more would only hold memory.
    static let keptCanvases = 4

    /// Draws `list`'s first `count` items on a canvas of the list's size. `count` must end outside
    /// every group (`RenderList.placements[count].openGroups == 0`, or the whole list).
    public init(_ list: RenderList, count: Int) throws {
        let prefixItems = Array(list.items[..<min(max(count, 0), list.items.count)])
        var prefix = list
        prefix.items = prefixItems
        let (width, height) = try CairoRenderer.pixelSize(of: list)
        var rowStride = 0
        let pixels = try CairoRenderer.withRenderedSurface(prefix) { surface -> [UInt8] in
            guard let data = cairo_image_surface_get_data(surface) else {
                throw CairoError.invalidCanvas("image surface has no pixel data")
            }
            rowStride = Int(cairo_image_surface_get_stride(surface))
            return Array(UnsafeBufferPointer(start: data, count: rowStride * height))
        }
        self.items = prefixItems
        self.width = width
        self.height = height
        self.scale = list.scale
        self.stride = rowStride
        self.pixels = pixels
    }

    /// Whether `list` can be drawn over these pixels: the same canvas, beginning with these items.
    public func fits(_ list: RenderList) -> Bool {
        guard list.scale == scale, let size = try? CairoRenderer.pixelSize(of: list), size == (width, height) else { return false }
        return list.items.count >= items.count && list.items.starts(with: items)
    }

    deinit {
        spareCanvases.withLock { spares in spares.forEach { $0.unmap() } }
    }

    /// A canvas for a row drawn over these pixels: the memory of an earlier row's canvas when one is
    /// kept, its pixels left as they were until `restore` overwrites them all.
    func canvas(width: Int, height: Int) throws -> CanvasMemory {
        let spare = spareCanvases.withLock { $0.popLast() }
        return try CanvasMemory(width: width, height: height, recycling: spare)
    }

    /// How many canvases' memory is kept for the next rows.
    var keptCanvasCount: Int { spareCanvases.withLock { $0.count } }

    /// Releases a canvas from `canvas(width:height:)`, keeping its memory for the next row.
    func recycle(_ canvas: CanvasMemory) {
        guard let mapping = canvas.releaseKeepingMemory() else { return }
        let kept = spareCanvases.withLock { spares in
            guard spares.count < Self.keptCanvases else { return false }
            spares.append(mapping)
            return true
        }
        if !kept { mapping.unmap() }
    }

    /// Copies the pixels onto `surface` (the same size and format, flushed and unused).
    func restore(onto surface: OpaquePointer) throws {
        guard let data = cairo_image_surface_get_data(surface), Int(cairo_image_surface_get_stride(surface)) == stride else {
            throw CairoError.invalidCanvas("a drawn prefix needs an ARGB32 canvas of its own size")
        }
        pixels.withUnsafeBytes { UnsafeMutableRawPointer(data).copyMemory(from: $0.baseAddress!, byteCount: $0.count) }
        cairo_surface_mark_dirty(surface)
    }
}
