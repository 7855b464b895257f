/// `NumberList`'s fast path: a list read straight from its UTF-8 bytes, with no string made per number.
/// It accepts exactly what the general path accepts and gives the same values (each number's text is
/// what `NumberParser` would give `Double`, or its short form read by `ShortDecimal`, which is exact);
/// anything else — an error to word, a number that overflows, text that is not ASCII — returns nil and
/// goes the general way.
enum NumberListBytes {
    static func parse(_ text: String) -> [Double]? {
        var text = text
        return text.withUTF8 { parse(bytes: $0) }
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    /// ws* number (separator number)* ws*, a separator being whitespace or one comma with whitespace
    /// around it; only whitespace is the empty list.
    static func parse(bytes: UnsafeBufferPointer<UInt8>) -> [Double]? {
        var numbers: [Double] = []
        var i = 0
        let n = bytes.count
        while i < n, isSpace(bytes[i]) { i += 1 }
        if i == n { return numbers }
        numbers.reserveCapacity(n / 4)
        while true {
            guard let (value, end) = number(bytes, from: i) else { return nil }
            numbers.append(value)
            i = end
            while i < n, isSpace(bytes[i]) { i += 1 }
            if i == n { return numbers }
            if bytes[i] == UInt8(ascii: ",") {
                i += 1
                while i < n, isSpace(bytes[i]) { i += 1 }
                // A trailing comma leaves an empty entry: the general path words it.
                if i == n { return nil }
            }
        }
    }

    /// A number by `NumberParser`'s grammar starting at `start` and ending at whitespace, a comma or
    /// the end; nil otherwise, or when it overflows.
    private static func number(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> (Double, Int)? {
        var i = start
        let n = bytes.count
        if i < n, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
        var digits = 0
        while i < n, isDigit(bytes[i]) { i += 1; digits += 1 }
        if i < n, bytes[i] == UInt8(ascii: ".") {
            i += 1
            while i < n, isDigit(bytes[i]) { i += 1; digits += 1 }
        }
        guard digits > 0 else { return nil }
        var exponent = false
        if i < n, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
            i += 1
            if i < n, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
            let exponentStart = i
            while i < n, isDigit(bytes[i]) { i += 1 }
            guard i > exponentStart else { return nil }
            exponent = true
        }
        guard i == n || isSpace(bytes[i]) || bytes[i] == UInt8(ascii: ",") else { return nil }
        let slice = bytes[start..<i]
        let value: Double
        if !exponent, bytes[start] != UInt8(ascii: "+"), let short = ShortDecimal.value(slice) {
            value = short
        } else {
            guard let parsed = Double(String(decoding: slice, as: UTF8.self)) else { return nil }
            value = parsed
        }
        guard value.isFinite else { return nil }
        return (value, i)
    }
}
