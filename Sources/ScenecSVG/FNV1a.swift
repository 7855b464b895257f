/// 32-bit FNV-1a: a tiny, fixed, unseeded hash, so definition ids are the same on every run and machine
/// (unlike Swift's per-process seeded `hashValue`).
enum FNV1a {
    static func hash32(_ text: String) -> UInt32 {
        var hash: UInt32 = 0x811c_9dc5
        for byte in text.utf8 {
            hash ^= UInt32(byte)
            hash = hash &* 0x0100_0193
        }
        return hash
    }

    /// Eight lowercase hex digits, zero-padded.
    static func hex32(_ text: String) -> String {
        let digits = String(hash32(text), radix: 16, uppercase: false)
        return String(repeating: "0", count: 8 - digits.count) + digits
    }
}
