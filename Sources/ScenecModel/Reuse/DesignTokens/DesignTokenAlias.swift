/// The two ways a DTCG value refers to another: an alias `"{group.token}"` (the whole string) and a
/// JSON pointer `{"$ref": "#/group/token/$value/components/0"}`.
enum DesignTokenAlias {
    /// `a.b` of `"{a.b}"`; nil for any other string (an alias is the whole value, with no other text).
    static func name(inBraces text: String?) -> String? {
        // Asked of every string in every token file: its bytes read in place, not its characters.
        guard var text else { return nil }
        return text.withUTF8 { bytes -> String? in
            guard bytes.count >= 3, bytes[0] == UInt8(ascii: "{"), bytes[bytes.count - 1] == UInt8(ascii: "}") else { return nil }
            let inner = UnsafeBufferPointer(rebasing: bytes[1..<(bytes.count - 1)])
            guard !inner.contains(where: { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") }) else { return nil }
            return String(decoding: inner, as: UTF8.self)
        }
    }

    /// The segments of a same-document JSON pointer `#/a/b` (`~1` is `/`, `~0` is `~`); nil for a
    /// pointer into another file or anything that is not a pointer.
    static func pointerSegments(_ text: String?) -> [String]? {
        guard let text, text.hasPrefix("#/") || text == "#" else { return nil }
        guard text != "#" else { return [] }
        return text.dropFirst(2).split(separator: "/", omittingEmptySubsequences: false).map {
            String($0).replacing("~1", with: "/").replacing("~0", with: "~")
        }
    }

    /// The dotted name a pointer to a group or token names (`#/a/b` → `a.b`); nil when it goes into a
    /// value.
    static func pointerName(_ text: String?) -> String? {
        guard let segments = pointerSegments(text), !segments.isEmpty, !segments.contains(where: { $0.hasPrefix("$") && $0 != "$root" }) else { return nil }
        return segments.joined(separator: ".")
    }
}
