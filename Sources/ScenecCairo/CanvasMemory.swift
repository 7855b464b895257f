import CCairo
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The pixel memory of a render's canvas, mapped on 2 MiB boundaries so the kernel can back it with
/// transparent huge pages.
///
/// Why: cairo's own surfaces are `calloc`ed, and the first drawing into fresh memory takes one page fault
/// per 4 KiB page — 352 for a 1024×352 canvas, 1,408 at @2x, 22,000 for a 4×4 keyboard grid — each
/// zeroing its page. With huge pages it is one fault per 2 MiB. Measured with cairo alone (a gradient
/// painted over a new surface): 0.87 → 0.37 ms at 1024×352, 3.4 → 1.2 ms at 2048×704. The memory is
/// zero-filled by the kernel either way, so the pixels are the same; where the kernel has no huge pages
/// (`transparent_hugepage` set to never) the mapping simply stays in 4 KiB pages. The price: with the
/// kernel's usual `defrag` setting (madvise), a fault in advised memory may compact memory to find a
/// huge page, which on a long-running, fragmented machine can take longer than the faults it saves.
struct CanvasMemory {
    /// Below this a canvas stays in cairo's own allocation: rounding a small image up to 2 MiB would
    /// waste more than the faults it saves.
    static let minimumBytes = 1 << 20
    static let hugePageBytes = 2 << 20

    /// The image surface drawing into this memory.
    let surface: OpaquePointer
    private let mapping: UnsafeMutableRawPointer?
    private let mappedBytes: Int

    /// A new, cleared ARGB32 canvas of `width × height` pixels, or a thrown error with the reason.
    init(width: Int, height: Int) throws {
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(clamping: width)))
        let (bytes, overflow) = stride.multipliedReportingOverflow(by: height)
        guard width > 0, height > 0, width <= Int(Int32.max), height <= Int(Int32.max), stride > 0, !overflow,
              bytes >= Self.minimumBytes else {
            surface = try makeARGB32Surface(width: width, height: height)
            mapping = nil
            mappedBytes = 0
            return
        }
        let length = (bytes + Self.hugePageBytes - 1) / Self.hugePageBytes * Self.hugePageBytes
        guard let memory = Self.mapAligned(length) else {
            throw CairoError.surfaceCreation(width: width, height: height, status: statusText(CAIRO_STATUS_NO_MEMORY))
        }
        // Advice only: without huge pages the mapping works the same, in small pages.
        _ = madvise(memory, length, MADV_HUGEPAGE)
        guard let made = cairo_image_surface_create_for_data(memory.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
                                                             Int32(width), Int32(height), Int32(stride)) else {
            munmap(memory, length)
            throw CairoError.surfaceCreation(width: width, height: height, status: "no surface returned")
        }
        let status = cairo_surface_status(made)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(made)
            munmap(memory, length)
            throw CairoError.surfaceCreation(width: width, height: height, status: statusText(status))
        }
        surface = made
        mapping = memory
        mappedBytes = length
    }

    /// Destroys the surface, then unmaps its memory (cairo does not own memory it was given).
    func release() {
        cairo_surface_destroy(surface)
        if let mapping { munmap(mapping, mappedBytes) }
    }

    /// `length` bytes of zeroed memory starting on a huge-page boundary: a mapping one huge page longer,
    /// trimmed at both ends.
    private static func mapAligned(_ length: Int) -> UnsafeMutableRawPointer? {
        let (reserved, overflow) = length.addingReportingOverflow(hugePageBytes)
        guard !overflow, let raw = mmap(nil, reserved, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
              raw != MAP_FAILED else { return nil }
        let address = UInt(bitPattern: raw)
        let aligned = (address + UInt(hugePageBytes) - 1) & ~(UInt(hugePageBytes) - 1)
        let head = Int(aligned - address)
        if head > 0 { munmap(raw, head) }
        let tail = reserved - head - length
        if tail > 0 { munmap(raw + head + length, tail) }
        return raw + head
    }
}
