/// FNV-1a: a tiny, fixed, unseeded hash, so what it names is the same on every run and machine (unlike
/// Swift's per-process seeded `hashValue`). The SVG writer names its shared definitions with the 32-bit
/// form; up-to-date keys use the 64-bit form over length-prefixed fields.
public enum FNV1a {
    public static func hash32(_ text: String) -> UInt32 {
        var hash: UInt32 = 0x811c_9dc5
        for byte in text.utf8 {
            hash ^= UInt32(byte)
            hash = hash &* 0x0100_0193
        }
        return hash
    }

    /// Eight lowercase hex digits, zero-padded.
    public static func hex32(_ text: String) -> String {
        let digits = String(hash32(text), radix: 16, uppercase: false)
        return String(repeating: "0", count: 8 - digits.count) + digits
    }
}

/// 64-bit FNV-1a over length-prefixed fields, so `["ab", "c"]` and `["a", "bc"]` differ.
public struct FNV1a64: Sendable {
    public private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    public init() {}

    public mutating func add(field: [UInt8]) {
        add(withUnsafeBytes(of: UInt64(field.count).bigEndian, Array.init))
        add(field)
    }

    private mutating func add(_ bytes: [UInt8]) {
        for byte in bytes {
            value ^= UInt64(byte)
            value = value &* 0x0000_0100_0000_01b3
        }
    }
}
