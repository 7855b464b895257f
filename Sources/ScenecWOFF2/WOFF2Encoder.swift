import CWOFF2Shim

/// A TTF or OTF font as WOFF2 (Brotli-compressed, with the glyph table transformed), by Google's
/// libwoff2 as Debian ships it (libwoff-dev). The same font always gives the same bytes.
public enum WOFF2Encoder {
    /// Fonts up to this size are compressed at Brotli's best quality (11, about 1 MB/s); larger ones (a
    /// 10 MB colour emoji font) at 9, ten times faster and a few percent larger.
    public static let bestQualityBytes = 2 << 20

    /// The WOFF2 bytes of the SFNT font `sfnt`; nil when libwoff2 cannot read it.
    public static func encode(_ sfnt: [UInt8]) -> [UInt8]? {
        guard !sfnt.isEmpty else { return nil }
        return sfnt.withUnsafeBufferPointer { font -> [UInt8]? in
            guard let base = font.baseAddress else { return nil }
            let bound = scenec_woff2_max_size(base, font.count)
            guard bound > 0 else { return nil }
            var result = [UInt8](repeating: 0, count: bound)
            var length = bound
            let ok = result.withUnsafeMutableBufferPointer { scenec_woff2_encode(base, font.count, font.count <= bestQualityBytes ? 11 : 9, $0.baseAddress, &length) }
            guard ok == 1, length > 0, length <= bound else { return nil }
            result.removeSubrange(length...)
            return result
        }
    }
}
