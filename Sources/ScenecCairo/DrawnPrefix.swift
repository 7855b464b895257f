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
    /// Where the canvases of rows drawn over these pixels come from: `restore` overwrites every pixel,
    /// so a row may draw on an earlier row's memory.
    let canvases: CanvasRecycler

    /// Draws `list`'s first `count` items on a canvas of the list's size. `count` must end outside
    /// every group (`RenderList.placements[count].openGroups == 0`, or the whole list).
    /// `canvases`: shared by the prefixes of one build, which bounds the memory they keep together.
    public init(_ list: RenderList, count: Int, canvases: CanvasRecycler = CanvasRecycler()) throws {
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
        self.canvases = canvases
    }

    /// Whether `list` can be drawn over these pixels: the same canvas, beginning with these items.
    public func fits(_ list: RenderList) -> Bool {
        guard list.scale == scale, let size = try? CairoRenderer.pixelSize(of: list), size == (width, height) else { return false }
        return list.items.count >= items.count && list.items.starts(with: items)
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
