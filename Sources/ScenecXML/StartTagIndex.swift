import ScenecCore

/// Source locations of elements and attributes. libxml2 records only a line per element (the line
/// where its start tag ends) and nothing for attributes, so this scans the source once for start tags:
/// the n-th start tag outside comments, CDATA, processing instructions and the DOCTYPE is the n-th
/// element in document order, which is the order the reader visits them.
struct StartTagIndex {
    private let source: [UInt8]
    /// Byte offsets of each start tag's `<` and of the `>` that closes it.
    private var tags: [(start: Int, end: Int)] = []
    /// Byte offset where each line starts.
    private var lineStarts: [Int] = [0]
    /// Characters (UTF-8 lead bytes) before every `sampleStride`-th byte, so a column costs at most
    /// `sampleStride` bytes of counting however long the line is: a scene written on one line would
    /// otherwise cost the whole line per location, quadratic in the file.
    private var charactersBefore: [Int] = []
    private static let sampleStride = 256

    init(source: [UInt8]) {
        self.source = source
        var characters = 0
        charactersBefore.reserveCapacity(source.count / Self.sampleStride + 1)
        for (offset, byte) in source.enumerated() {
            if offset % Self.sampleStride == 0 { charactersBefore.append(characters) }
            if byte & 0xC0 != 0x80 { characters += 1 }
            if byte == UInt8(ascii: "\n") { lineStarts.append(offset + 1) }
        }
        charactersBefore.append(characters)
        scan()
    }

    /// The number of characters in `source[0..<offset]`.
    private func characters(before offset: Int) -> Int {
        let sample = offset / Self.sampleStride
        var count = charactersBefore[min(sample, charactersBefore.count - 1)]
        var i = sample * Self.sampleStride
        while i < offset {
            if source[i] & 0xC0 != 0x80 { count += 1 }
            i += 1
        }
        return count
    }

    /// The location of the start tag of the element with document-order index `index`.
    func elementLocation(_ index: Int, file: String) -> SourceLocation? {
        guard index < tags.count else { return nil }
        return location(ofByte: tags[index].start, file: file)
    }

    /// The location of every attribute in the start tag of element `index`, by name as written, found
    /// in one scan of the tag (a tag with many attributes is not rescanned per attribute).
    func attributeLocations(element index: Int, file: String) -> [String: SourceLocation] {
        guard index < tags.count else { return [:] }
        let (start, end) = tags[index]
        var locations: [String: SourceLocation] = [:]
        var i = start + 1
        // Skip the element name.
        while i < end, !Whitespace.contains(byte: source[i]) { i += 1 }
        while i < end {
            while i < end, Whitespace.contains(byte: source[i]) { i += 1 }
            let nameStart = i
            while i < end, source[i] != UInt8(ascii: "="), !Whitespace.contains(byte: source[i]) { i += 1 }
            let nameEnd = i
            while i < end, Whitespace.contains(byte: source[i]) { i += 1 }
            guard i < end, source[i] == UInt8(ascii: "="), nameEnd > nameStart else { break }
            i += 1
            while i < end, Whitespace.contains(byte: source[i]) { i += 1 }
            guard i < end, source[i] == UInt8(ascii: "\"") || source[i] == UInt8(ascii: "'") else { break }
            let quote = source[i]
            i += 1
            while i < end, source[i] != quote { i += 1 }
            i += 1
            let name = String(decoding: source[nameStart..<nameEnd], as: UTF8.self)
            if locations[name] == nil { locations[name] = location(ofByte: nameStart, file: file) }
        }
        return locations
    }

    private func location(ofByte offset: Int, file: String) -> SourceLocation {
        // The last line start at or before the offset.
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        // Columns count characters (UTF-8 lead bytes), as editors show them; a byte order mark is
        // not a character an editor shows.
        var lineStart = lineStarts[low]
        if low == 0, source.starts(with: [0xEF, 0xBB, 0xBF]) { lineStart = min(3, offset) }
        let column = 1 + characters(before: offset) - characters(before: lineStart)
        return SourceLocation(file: file, line: low + 1, column: column)
    }

    private mutating func scan() {
        var i = 0
        let n = source.count
        while i < n {
            guard source[i] == UInt8(ascii: "<") else {
                i += 1
                continue
            }
            if matches(Array("<!--".utf8), at: i) {
                i = skip(past: Array("-->".utf8), from: i + 4)
            } else if matches(Array("<![CDATA[".utf8), at: i) {
                i = skip(past: Array("]]>".utf8), from: i + 9)
            } else if matches(Array("<?".utf8), at: i) {
                i = skip(past: Array("?>".utf8), from: i + 2)
            } else if matches(Array("<!".utf8), at: i) {
                i = skipDeclaration(from: i + 2)
            } else if matches(Array("</".utf8), at: i) {
                i = skip(past: Array(">".utf8), from: i + 2)
            } else {
                let end = tagEnd(from: i + 1)
                tags.append((i, end))
                i = end + 1
            }
        }
    }

    /// The offset of the `>` closing a start tag, skipping quoted attribute values.
    private func tagEnd(from start: Int) -> Int {
        closingAngle(from: start, nestsBrackets: false)
    }

    /// Skips a `<!DOCTYPE …>` including an internal subset in brackets.
    private func skipDeclaration(from start: Int) -> Int {
        min(closingAngle(from: start, nestsBrackets: true) + 1, source.count)
    }

    /// The offset of the first `>` outside quotes (and, for declarations, outside `[…]`), or the end.
    /// Inside a DOCTYPE's internal subset, comments and processing instructions are skipped whole:
    /// their text is not markup, so a `]>` or an apostrophe there ends nothing and quotes nothing.
    private func closingAngle(from start: Int, nestsBrackets: Bool) -> Int {
        var depth = 0
        var quote: UInt8?
        var i = start
        while i < source.count {
            let byte = source[i]
            if let q = quote {
                if byte == q { quote = nil }
            } else if nestsBrackets, depth > 0, matches(Self.commentOpen, at: i) {
                i = skip(past: Self.commentClose, from: i + Self.commentOpen.count)
                continue
            } else if nestsBrackets, depth > 0, matches(Self.instructionOpen, at: i) {
                i = skip(past: Self.instructionClose, from: i + Self.instructionOpen.count)
                continue
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if nestsBrackets, byte == UInt8(ascii: "[") {
                depth += 1
            } else if nestsBrackets, byte == UInt8(ascii: "]") {
                depth -= 1
            } else if byte == UInt8(ascii: ">"), depth <= 0 {
                return i
            }
            i += 1
        }
        return source.count
    }

    private static let commentOpen = Array("<!--".utf8)
    private static let commentClose = Array("-->".utf8)
    private static let instructionOpen = Array("<?".utf8)
    private static let instructionClose = Array("?>".utf8)

    private func skip(past terminator: [UInt8], from start: Int) -> Int {
        var i = start
        while i < source.count {
            if matches(terminator, at: i) { return i + terminator.count }
            i += 1
        }
        return source.count
    }

    private func matches(_ needle: [UInt8], at offset: Int) -> Bool {
        guard offset + needle.count <= source.count else { return false }
        for (k, byte) in needle.enumerated() where source[offset + k] != byte { return false }
        return true
    }
}
