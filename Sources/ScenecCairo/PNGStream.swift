import CCairo

/// PNG bytes into cairo image surfaces through cairo's stream callback (writing is `ScenecPNG`'s job).
/// Each call gets its own source object passed as the callback's closure pointer: no global state, safe to run on
/// several threads at once.
enum PNGStream {
    private final class Source {
        let bytes: [UInt8]
        var offset = 0
        init(_ bytes: [UInt8]) { self.bytes = bytes }
    }

    /// Decodes PNG bytes into a new image surface the caller destroys.
    static func read(_ bytes: [UInt8]) throws -> OpaquePointer {
        let source = Source(bytes)
        let surface = withExtendedLifetime(source) {
            cairo_image_surface_create_from_png_stream({ closure, data, length in
                guard let closure else { return CAIRO_STATUS_READ_ERROR }
                let source = Unmanaged<Source>.fromOpaque(closure).takeUnretainedValue()
                let count = Int(length)
                guard count <= source.bytes.count - source.offset else { return CAIRO_STATUS_READ_ERROR }
                if count > 0 {
                    guard let data else { return CAIRO_STATUS_READ_ERROR }
                    source.bytes.withUnsafeBufferPointer { buffer in
                        data.update(from: buffer.baseAddress! + source.offset, count: count)
                    }
                    source.offset += count
                }
                return CAIRO_STATUS_SUCCESS
            }, Unmanaged.passUnretained(source).toOpaque())
        }
        guard let surface else { throw CairoError.pngDecoding("cairo returned no surface") }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw CairoError.pngDecoding(statusText(status))
        }
        return surface
    }
}
