import ScenecCore

/// libxml2 records only a line for elements and nothing for attributes. This finds columns by
/// scanning the source line: elements are visited in document order, so a cursor per line finds the
/// n-th `<name` on a line for the n-th element that starts there.
struct SourceColumns {
    private let lines: [[UInt8]]
    private var cursors: [Int: Int] = [:]

    init(source: [UInt8]) {
        var lines: [[UInt8]] = []
        var current: [UInt8] = []
        for byte in source {
            if byte == UInt8(ascii: "\n") {
                lines.append(current)
                current = []
            } else {
                current.append(byte)
            }
        }
        lines.append(current)
        self.lines = lines
    }

    /// The column (1-based, in characters) of the next `<qualifiedName` on `line`, or 1.
    mutating func elementColumn(line: Int, qualifiedName: String) -> Int {
        guard line >= 1, line <= lines.count else { return 1 }
        let bytes = lines[line - 1]
        let needle = Array(("<" + qualifiedName).utf8)
        var start = cursors[line] ?? 0
        while let index = find(needle, in: bytes, from: start) {
            let after = index + needle.count
            start = after
            if after >= bytes.count || !isNameByte(bytes[after]) {
                cursors[line] = after
                return characterColumn(bytes, byteOffset: index)
            }
        }
        return 1
    }

    /// The location of attribute `name` of an element that starts at `element`: the first `name=` after
    /// the element's start, on the same line or the lines after it.
    func attributeLocation(_ name: String, element: SourceLocation) -> SourceLocation {
        let needle = Array(name.utf8)
        var line = element.line
        var from = byteOffset(line: line, column: element.column)
        while line >= 1, line <= lines.count, line < element.line + 200 {
            let bytes = lines[line - 1]
            var start = from
            while let index = find(needle, in: bytes, from: start) {
                let before = index == 0 ? UInt8(ascii: " ") : bytes[index - 1]
                var after = index + needle.count
                while after < bytes.count, bytes[after] == UInt8(ascii: " ") || bytes[after] == UInt8(ascii: "\t") { after += 1 }
                if !isNameByte(before), after < bytes.count, bytes[after] == UInt8(ascii: "=") {
                    return SourceLocation(file: element.file, line: line, column: characterColumn(bytes, byteOffset: index))
                }
                start = index + 1
            }
            line += 1
            from = 0
        }
        return element
    }

    private func byteOffset(line: Int, column: Int) -> Int {
        guard line >= 1, line <= lines.count else { return 0 }
        var characters = 1
        for (offset, byte) in lines[line - 1].enumerated() {
            if characters >= column { return offset }
            if byte & 0xC0 != 0x80 { characters += 1 }
        }
        return lines[line - 1].count
    }

    private func characterColumn(_ bytes: [UInt8], byteOffset: Int) -> Int {
        // Count UTF-8 lead bytes so a column means a character, as editors show it.
        1 + bytes[..<byteOffset].reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
    }

    private func isNameByte(_ b: UInt8) -> Bool {
        (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A)
            || b == UInt8(ascii: "-") || b == UInt8(ascii: "_") || b == UInt8(ascii: ":") || b == UInt8(ascii: ".") || b >= 0x80
    }

    private func find(_ needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
        guard !needle.isEmpty, haystack.count >= needle.count, start <= haystack.count - needle.count else { return nil }
        var i = max(start, 0)
        while i <= haystack.count - needle.count {
            if haystack[i] == needle[0], Array(haystack[i..<(i + needle.count)]) == needle { return i }
            i += 1
        }
        return nil
    }
}
