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
    /// The mapping under the surface; nil when cairo allocated a small canvas itself.
    let mapping: CanvasMapping?

    /// A new, cleared ARGB32 canvas of `width × height` pixels, or a thrown error with the reason.
    /// `recycler`: where a large canvas's memory may come from and go back to. A canvas from it holds
    /// whatever an earlier canvas left, so only a caller that overwrites every pixel before drawing
    /// (`DrawnPrefix.restore`) may pass one.
    init(width: Int, height: Int, recycler: CanvasRecycler? = nil) throws {
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(clamping: width)))
        let (bytes, overflow) = stride.multipliedReportingOverflow(by: height)
        guard width > 0, height > 0, width <= Int(Int32.max), height <= Int(Int32.max), stride > 0, !overflow,
              bytes >= Self.minimumBytes else {
            surface = try makeARGB32Surface(width: width, height: height)
            mapping = nil
            return
        }
        let length = (bytes + Self.hugePageBytes - 1) / Self.hugePageBytes * Self.hugePageBytes
        guard let memory = recycler?.take(length: length) ?? CanvasMapping(length: length) else {
            throw CairoError.surfaceCreation(width: width, height: height, status: statusText(CAIRO_STATUS_NO_MEMORY))
        }
        guard let made = cairo_image_surface_create_for_data(memory.base.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
                                                             Int32(width), Int32(height), Int32(stride)) else {
            memory.unmap()
            throw CairoError.surfaceCreation(width: width, height: height, status: "no surface returned")
        }
        let status = cairo_surface_status(made)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(made)
            memory.unmap()
            throw CairoError.surfaceCreation(width: width, height: height, status: statusText(status))
        }
        surface = made
        mapping = memory
    }

    /// Destroys the surface, then gives its memory to `recycler`, or unmaps it (cairo does not own
    /// memory it was given).
    func release(to recycler: CanvasRecycler? = nil) {
        cairo_surface_destroy(surface)
        guard let mapping else { return }
        if let recycler { recycler.keep(mapping) } else { mapping.unmap() }
    }
}

/// Anonymous memory starting on a huge-page boundary (zeroed when mapped, not when recycled), advised for
/// transparent huge pages.
struct CanvasMapping: @unchecked Sendable {
    let base: UnsafeMutableRawPointer
    let length: Int

    /// A mapping one huge page longer than `length`, trimmed at both ends to the aligned `length`
    /// bytes; nil when the kernel refuses it.
    init?(length: Int) {
        let huge = CanvasMemory.hugePageBytes
        let (reserved, overflow) = length.addingReportingOverflow(huge)
        guard !overflow, let raw = mmap(nil, reserved, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
              raw != MAP_FAILED else { return nil }
        let address = UInt(bitPattern: raw)
        let aligned = (address + UInt(huge) - 1) & ~(UInt(huge) - 1)
        let head = Int(aligned - address)
        if head > 0 { munmap(raw, head) }
        let tail = reserved - head - length
        if tail > 0 { munmap(raw + head + length, tail) }
        base = raw + head
        self.length = length
        // Advice only: without huge pages the mapping works the same, in small pages.
        _ = madvise(base, length, MADV_HUGEPAGE)
    }

    func unmap() { munmap(base, length) }
}
