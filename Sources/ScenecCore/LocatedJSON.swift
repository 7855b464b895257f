/// A JSON document (RFC 8259) in which every value and every object key keeps the line and column it
/// is written at, so a problem found in a design-token file long after parsing is reported there.
/// Foundation's decoders give no positions; this reader is one linear pass over the bytes with an
/// explicit depth limit, so hostile input (deep nesting, huge numbers, bad escapes) is refused at a
/// located syntax error, never trusted.
public struct LocatedJSON: Sendable, Hashable {
    public enum Value: Sendable, Hashable {
        case null
        case bool(Bool)
        /// The number and its text as written (`1.50` stays "1.50" for messages).
        case number(Double, text: String)
        case string(String)
        case array([LocatedJSON])
        case object(Members)
    }

    public var value: Value
    public var line: Int
    public var column: Int

    public init(_ value: Value, line: Int, column: Int) {
        self.value = value
        self.line = line
        self.column = column
    }

    public var string: String? {
        if case .string(let text) = value { return text }
        return nil
    }

    public var number: Double? {
        if case .number(let number, _) = value { return number }
        return nil
    }

    public var object: Members? {
        if case .object(let members) = value { return members }
        return nil
    }

    public var array: [LocatedJSON]? {
        if case .array(let elements) = value { return elements }
        return nil
    }

    /// What the value is, for messages ("a string", "an object").
    public var kindName: String {
        switch value {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    /// A syntax error at a 1-based line and column.
    public struct SyntaxError: Error, Sendable, Equatable {
        public var message: String
        public var line: Int
        public var column: Int
    }

    /// The deepest nesting of arrays and objects accepted: token files nest a few levels; a document
    /// nested deeper is refused rather than walked by recursion.
    public static let depthLimit = 256

    /// Parses a whole document (one value, whitespace around it; a UTF-8 byte order mark is skipped).
    public static func parse(_ bytes: [UInt8]) throws(SyntaxError) -> LocatedJSON {
        // Read through a buffer pointer: a design system's file is a megabyte read byte by byte, and
        // the array's checks and retains on each byte cost more than the reading.
        let result: Result<LocatedJSON, SyntaxError> = bytes.withUnsafeBufferPointer { buffer in
            var parser = Parser(bytes: buffer)
            defer {  // frees what an error left on the stacks
                parser.pendingMembers.discard()
                parser.pendingElements.discard()
            }
            return Result { () throws(SyntaxError) in try parser.document() }
        }
        return try result.get()
    }
}

private struct Parser {
    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0
    var line = 1
    /// The byte offset where the current line starts; columns count characters (not bytes) from it.
    var lineStart = 0

    init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    /// The members and elements of the objects and arrays being read, innermost last: each one's are
    /// moved out once, at its end, into an array of exactly their number. Growing an array per object
    /// (1, 2, 4…) cost more than reading it, in a token file of tens of thousands of small objects, and
    /// so did copying them out of an array (a retain each) and then destroying the originals.
    var pendingMembers = PendingStack<LocatedJSON.Members.Member>()
    var pendingElements = PendingStack<LocatedJSON>()

    /// The column counted so far on this line, at `countedTo`: positions only grow, so counting on from
    /// the last answer keeps every column linear in total even on a one-line (minified) document.
    var counted = (offset: 0, column: 1)
    /// The last byte outside ASCII read so far (-1: none). Such bytes are only met inside strings (or
    /// where an error stops the reading), so a line with none before `position` has a column of its
    /// bytes, without counting characters.
    var lastNonASCII = -1

    /// The whole document: one value, whitespace around it; a UTF-8 byte order mark is skipped.
    mutating func document() throws(LocatedJSON.SyntaxError) -> LocatedJSON {
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            position = 3
            lastNonASCII = 2
        }
        skipWhitespace()
        let value = try value(depth: 0)
        skipWhitespace()
        if position < bytes.count { throw error("unexpected text after the JSON value") }
        return value
    }

    /// The 1-based column of `position` in characters (continuation bytes of UTF-8 are not characters).
    var column: Int {
        mutating get {
            if lastNonASCII < lineStart { return position - lineStart + 1 }
            if counted.offset < lineStart || counted.offset > position { counted = (lineStart, 1) }
            var index = counted.offset, count = counted.column
            while index < position {
                if bytes[index] & 0xC0 != 0x80 { count += 1 }
                index += 1
            }
            counted = (position, count)
            return count
        }
    }

    mutating func error(_ message: String) -> LocatedJSON.SyntaxError {
        LocatedJSON.SyntaxError(message: message, line: line, column: column)
    }

    mutating func skipWhitespace() {
        // On a local copy of the position: an indented file is a third whitespace.
        var at = position
        defer { position = at }
        while at < bytes.count {
            switch bytes[at] {
            case 0x20, 0x09, 0x0D: at += 1
            case 0x0A:
                at += 1
                line += 1
                lineStart = at
            default: return
            }
        }
    }

    mutating func value(depth: Int) throws(LocatedJSON.SyntaxError) -> LocatedJSON {
        guard position < bytes.count else { throw error("the document ends where a value was expected") }
        let (startLine, startColumn) = (line, column)
        func located(_ value: LocatedJSON.Value) -> LocatedJSON { LocatedJSON(value, line: startLine, column: startColumn) }
        switch bytes[position] {
        case UInt8(ascii: "{"):
            guard depth < LocatedJSON.depthLimit else { throw error("the document nests deeper than \(LocatedJSON.depthLimit) levels; this is refused") }
            return located(.object(try object(depth: depth + 1)))
        case UInt8(ascii: "["):
            guard depth < LocatedJSON.depthLimit else { throw error("the document nests deeper than \(LocatedJSON.depthLimit) levels; this is refused") }
            return located(.array(try array(depth: depth + 1)))
        case UInt8(ascii: "\""):
            return located(.string(try string()))
        case UInt8(ascii: "t"):
            try literal("true")
            return located(.bool(true))
        case UInt8(ascii: "f"):
            try literal("false")
            return located(.bool(false))
        case UInt8(ascii: "n"):
            try literal("null")
            return located(.null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return located(try number())
        case UInt8(ascii: "/"):
            throw error("comments are not JSON; remove them")
        default:
            throw error("unexpected character '\(Self.shown(bytes[position]))' where a value was expected")
        }
    }

    static func shown(_ byte: UInt8) -> String {
        byte >= 0x20 && byte < 0x7F ? String(UnicodeScalar(byte)) : "\\u{\(String(byte, radix: 16))}"
    }

    mutating func literal(_ word: String) throws(LocatedJSON.SyntaxError) {
        let expected = Array(word.utf8)
        guard bytes.count - position >= expected.count, bytes[position..<(position + expected.count)].elementsEqual(expected) else {
            throw error("unexpected word where a value was expected (true, false, null, a number, a string, [ or {)")
        }
        position += expected.count
    }

    mutating func object(depth: Int) throws(LocatedJSON.SyntaxError) -> LocatedJSON.Members {
        position += 1  // {
        skipWhitespace()
        if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
            position += 1
            return LocatedJSON.Members()
        }
        let first = pendingMembers.count
        /// Positions by key once the object is larger than `Members.indexedCount` (as `Members` keeps them).
        var index: [String: Int]?
        while true {
            skipWhitespace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else {
                if position < bytes.count, bytes[position] == UInt8(ascii: "}") { throw error("a trailing comma before '}' is not JSON") }
                throw error("expected a member name in double quotes")
            }
            let (keyLine, keyColumn) = (line, column)
            let key = try string()
            skipWhitespace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else { throw error("expected ':' after the member name \"\(key)\"") }
            position += 1
            skipWhitespace()
            let member = try value(depth: depth)
            let count = pendingMembers.count - first
            // A large object's key is looked up and filed in one step (its index already holds it).
            let repeated = index != nil ? index!.updateValue(count, forKey: key) != nil : pendingMembers.contains(from: first) { $0.key == key }
            guard !repeated else {
                throw LocatedJSON.SyntaxError(message: "the member \"\(key)\" is written twice in this object", line: keyLine, column: keyColumn)
            }
            pendingMembers.append(.init(key: key, keyLine: keyLine, keyColumn: keyColumn, value: member))
            if index == nil, count + 1 > LocatedJSON.Members.indexedCount {
                index = pendingMembers.withElements(from: first) { LocatedJSON.Members.positions(of: $0) }
            }
            skipWhitespace()
            guard position < bytes.count else { throw error("the document ends inside an object") }
            if bytes[position] == UInt8(ascii: ",") {
                position += 1
                continue
            }
            if bytes[position] == UInt8(ascii: "}") {
                position += 1
                return LocatedJSON.Members(unique: pendingMembers.moveOut(from: first), index: index)
            }
            throw error("expected ',' or '}' in an object")
        }
    }

    mutating func array(depth: Int) throws(LocatedJSON.SyntaxError) -> [LocatedJSON] {
        position += 1  // [
        skipWhitespace()
        if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
            position += 1
            return []
        }
        let first = pendingElements.count
        while true {
            skipWhitespace()
            if position < bytes.count, bytes[position] == UInt8(ascii: "]") { throw error("a trailing comma before ']' is not JSON") }
            let element = try value(depth: depth)
            pendingElements.append(element)
            skipWhitespace()
            guard position < bytes.count else { throw error("the document ends inside an array") }
            if bytes[position] == UInt8(ascii: ",") {
                position += 1
                continue
            }
            if bytes[position] == UInt8(ascii: "]") {
                position += 1
                return pendingElements.moveOut(from: first)
            }
            throw error("expected ',' or ']' in an array")
        }
    }

    /// A string literal; the position is at its opening quote.
    mutating func string() throws(LocatedJSON.SyntaxError) -> String {
        position += 1
        // Most strings have no escape: found to their closing quote, they are decoded in one piece.
        let start = position
        var end = position
        while end < bytes.count {
            let byte = bytes[end]
            if byte == UInt8(ascii: "\"") {
                position = end + 1
                return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
            }
            if byte == UInt8(ascii: "\\") || byte < 0x20 { break }
            if byte >= 0x80 { lastNonASCII = end }
            end += 1
        }
        var out: [UInt8] = []
        var scalars = String.UnicodeScalarView()
        /// Plain bytes are gathered and decoded together; escapes are appended as scalars between.
        func flush() {
            if !out.isEmpty {
                scalars.append(contentsOf: String(decoding: out, as: UTF8.self).unicodeScalars)
                out.removeAll(keepingCapacity: true)
            }
        }
        while position < bytes.count {
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "\""):
                position += 1
                flush()
                return String(scalars)
            case UInt8(ascii: "\\"):
                position += 1
                guard position < bytes.count else { break }
                let escape = bytes[position]
                position += 1
                flush()
                switch escape {
                case UInt8(ascii: "\""): scalars.append("\"")
                case UInt8(ascii: "\\"): scalars.append("\\")
                case UInt8(ascii: "/"): scalars.append("/")
                case UInt8(ascii: "b"): scalars.append("\u{8}")
                case UInt8(ascii: "f"): scalars.append("\u{C}")
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "u"):
                    var code = try hex4()
                    if (0xD800...0xDBFF).contains(code) {
                        // A high surrogate must be followed by an escaped low one.
                        guard bytes.count - position >= 6, bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u") else {
                            throw error("a \\u escape of a high surrogate is not followed by a low one")
                        }
                        position += 2
                        let low = try hex4()
                        guard (0xDC00...0xDFFF).contains(low) else { throw error("a \\u escape of a high surrogate is not followed by a low one") }
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let scalar = Unicode.Scalar(code) else { throw error("a \\u escape names a lone surrogate") }
                    scalars.append(scalar)
                default:
                    position -= 1
                    throw error("'\\\(Self.shown(escape))' is not a JSON escape")
                }
            case 0x00..<0x20:
                throw error(byte == 0x0A ? "a string is not closed on its line" : "a control character inside a string must be escaped")
            default:
                if byte >= 0x80 { lastNonASCII = position }
                out.append(byte)
                position += 1
            }
        }
        throw error("the document ends inside a string")
    }

    mutating func hex4() throws(LocatedJSON.SyntaxError) -> UInt32 {
        guard bytes.count - position >= 4 else { throw error("a \\u escape needs four hex digits") }
        var code: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[position]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw error("a \\u escape needs four hex digits")
            }
            code = code * 16 + digit
            position += 1
        }
        return code
    }

    /// A number by JSON's grammar (no leading zeros, no '+', no bare '.'), read with `Double(_:)`.
    mutating func number() throws(LocatedJSON.SyntaxError) -> LocatedJSON.Value {
        let start = position
        func digits() -> Int {
            let from = position
            while position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]) { position += 1 }
            return position - from
        }
        if bytes[position] == UInt8(ascii: "-") { position += 1 }
        guard position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]) else { throw error("a number needs digits") }
        if bytes[position] == UInt8(ascii: "0") {
            position += 1
            if position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]) { throw error("a number may not start with 0") }
        } else {
            _ = digits()
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
            position += 1
            guard digits() > 0 else { throw error("a number needs digits after '.'") }
        }
        if position < bytes.count, bytes[position] | 0x20 == UInt8(ascii: "e") {
            position += 1
            if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") { position += 1 }
            guard digits() > 0 else { throw error("a number needs digits in its exponent") }
        }
        guard position - start <= 400 else { throw error("a number longer than 400 characters is refused") }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
        if let exact = ShortDecimal.value(bytes[start..<position]) { return .number(exact, text: text) }
        guard let number = Double(text), number.isFinite else { throw error("the number \(text) is out of range") }
        return .number(number, text: text)
    }
}
