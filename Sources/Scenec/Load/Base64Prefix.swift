/// Decodes the first bytes of a base64 text (whole 4-character groups, no padding inside): enough to
/// read a file's header without decoding the rest.
enum Base64Prefix {
    static func decode(_ text: [UInt8]) -> [UInt8]? {
        var bytes: [UInt8] = []
        var bits = 0, count = 0
        for character in text {
            let value: Int
            switch character {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): value = Int(character) - 65
            case UInt8(ascii: "a")...UInt8(ascii: "z"): value = Int(character) - 97 + 26
            case UInt8(ascii: "0")...UInt8(ascii: "9"): value = Int(character) - 48 + 52
            case UInt8(ascii: "+"): value = 62
            case UInt8(ascii: "/"): value = 63
            default: return nil
            }
            bits = bits << 6 | value
            count += 6
            if count >= 8 {
                count -= 8
                bytes.append(UInt8(truncatingIfNeeded: bits >> count))
                bits &= (1 << count) - 1
            }
        }
        return bytes
    }
}
