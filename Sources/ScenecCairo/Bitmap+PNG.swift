import CCairo
import ScenecCore
import ScenecPNG

extension Bitmap {
    /// Decodes PNG bytes (any colour type libpng reads: grey, RGB, palette, with or without alpha)
    /// through cairo, the same decoder that reads rsvg-convert's output in the tests.
    public static func decodePNG(_ bytes: [UInt8]) throws -> Bitmap {
        let surface = try PNGStream.read(bytes)
        defer { cairo_surface_destroy(surface) }
        if cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32 {
            return try Bitmap(argb32Surface: surface)
        }
        // RGB24, A8, A1 (or anything else): let cairo convert it by painting onto ARGB32.
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let converted = try makeARGB32Surface(width: width, height: height)
        defer { cairo_surface_destroy(converted) }
        let cr = cairo_create(converted)
        defer { cairo_destroy(cr) }
        cairo_set_source_surface(cr, surface, 0, 0)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cr)
        let status = cairo_status(cr)
        guard status == CAIRO_STATUS_SUCCESS else { throw CairoError.pngDecoding(statusText(status)) }
        cairo_surface_flush(converted)
        return try Bitmap(argb32Surface: converted)
    }

    /// Encodes this bitmap as a PNG (8-bit RGBA, or RGB when every pixel is opaque) with `PNGEncoder`:
    /// the same bytes `CairoRenderer.renderPNG` writes for the same pixels.
    public func encodePNG() throws -> [UInt8] {
        do {
            return try PNGEncoder().encode(self)
        } catch {
            throw CairoError.pngEncoding("\(error)")
        }
    }
}

extension Bitmap {
    /// Converts a flushed CAIRO_FORMAT_ARGB32 surface (premultiplied, native-endian 32-bit words)
    /// to straight RGBA8, un-premultiplying with rounding exactly like cairo's PNG writer.
    init(argb32Surface surface: OpaquePointer) throws {
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard width > 0, height > 0 else {
            self.init(width: max(width, 0), height: max(height, 0))
            return
        }
        guard let data = cairo_image_surface_get_data(surface) else {
            throw CairoError.invalidCanvas("image surface has no pixel data")
        }
        let base = UnsafeRawPointer(data)
        let pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { out, count in
            var o = 0
            for y in 0..<height {
                let row = base + y * stride
                for x in 0..<width {
                    let word = row.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
                    let a = word >> 24
                    if a == 0 {
                        out[o] = 0; out[o + 1] = 0; out[o + 2] = 0; out[o + 3] = 0
                    } else {
                        out[o] = unpremultiply((word >> 16) & 0xff, a)
                        out[o + 1] = unpremultiply((word >> 8) & 0xff, a)
                        out[o + 2] = unpremultiply(word & 0xff, a)
                        out[o + 3] = UInt8(a)
                    }
                    o += 4
                }
            }
            count = o
        }
        self.init(width: width, height: height, pixels: pixels)
    }
}

/// `(c * 255 + a / 2) / a`, clamped (a premultiplied channel never exceeds alpha in valid data).
@inline(__always)
func unpremultiply(_ c: UInt32, _ a: UInt32) -> UInt8 {
    UInt8(min((c * 255 + a / 2) / a, 255))
}

/// `round(c * a / 255)`, the exact integer form cairo's PNG reader uses.
@inline(__always)
func premultiply(_ c: UInt8, _ a: UInt32) -> UInt32 {
    let t = UInt32(c) * a + 0x80
    return (t + (t >> 8)) >> 8
}

/// A new, cleared ARGB32 image surface, or a thrown error with cairo's reason.
func makeARGB32Surface(width: Int, height: Int) throws -> OpaquePointer {
    guard width >= 0, height >= 0, width <= Int(Int32.max), height <= Int(Int32.max) else {
        throw CairoError.invalidCanvas("\(width)×\(height) px")
    }
    guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else {
        throw CairoError.surfaceCreation(width: width, height: height, status: "no surface returned")
    }
    let status = cairo_surface_status(surface)
    guard status == CAIRO_STATUS_SUCCESS else {
        cairo_surface_destroy(surface)
        throw CairoError.surfaceCreation(width: width, height: height, status: statusText(status))
    }
    return surface
}
