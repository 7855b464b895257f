import ScenecCore
import ScenecXML

/// Checks that an SVG icon's bytes refer to nothing outside themselves, before librsvg sees them.
///
/// librsvg is given the bytes with no base file, so it would refuse to load anything anyway; this
/// check is the second wall and the one that explains: an icon that tries to load a file, a URL or a
/// stylesheet is an error the author sees, not an icon drawn without its parts. The document is
/// parsed by our hardened libxml2 reader (no network, no entities, depth and size limits), and every
/// attribute and stylesheet is scanned once, so the check is linear in the file's size.
enum SVGIconCheck {
    /// What an icon refers to that it may not, and where in the icon.
    struct Refusal: Error, Equatable {
        var message: String
    }

    static func check(_ bytes: [UInt8], file: String) -> Refusal? {
        if contains(bytes, "<?xml-stylesheet") {
            return Refusal(message: "loads a stylesheet (<?xml-stylesheet?>); an SVG icon may not load anything")
        }
        if hasInternalSubset(bytes) {
            return Refusal(message: "has a DOCTYPE with declarations ([…]); entities can load files or expand without bound, so they are refused")
        }
        let parsed = XMLReader.parse(bytes, file: file)
        if let error = parsed.diagnostics.first(where: { $0.severity == .error }) {
            return Refusal(message: "is not well-formed XML (line \(error.location.line), column \(error.location.column): \(error.message))")
        }
        guard let root = parsed.root else { return Refusal(message: "is not an SVG document (no root element)") }
        guard root.name == "svg", root.namespaceURI == "http://www.w3.org/2000/svg" else {
            return Refusal(message: "is not an SVG document (its root is <\(root.name)>, not <svg> in the SVG namespace)")
        }
        if let refusal = firstReference(in: root) { return refusal }
        var copies = UseCopies(root)
        switch copies.count(root, depth: 0) {
        case .some(let count) where count <= Limits.expandedNodes: return nil
        case .some:
            return Refusal(message: "draws more than \(Limits.expandedNodes) elements once its <use> copies are counted (nested <use> multiply)")
        case .none:
            return Refusal(message: "has <use> elements that refer to themselves or nest more than \(UseCopies.maximumDepth) deep")
        }
    }

    /// Counts the elements drawing an icon instantiates, `<use>` copies included, like the scene's
    /// own `use` count: each target is counted once (memoised by id), so ten levels of ten `<use>`s
    /// cost ten counts, not 10¹⁰ (librsvg would give up only after drawing 500 000 of them).
    struct UseCopies {
        static let maximumDepth = 64
        private var elementsByID: [String: XMLElement] = [:]
        private var counted: [String: Int] = [:]
        private var inProgress: Set<String> = []

        init(_ root: XMLElement) {
            var stack = [root]
            while let element = stack.popLast() {
                if let id = element.attribute("id")?.value, elementsByID[id] == nil { elementsByID[id] = element }
                stack.append(contentsOf: element.children)
            }
        }

        /// The elements `element` draws, saturating past the limit; nil for a cycle or nesting too deep.
        mutating func count(_ element: XMLElement, depth: Int) -> Int? {
            guard depth <= Self.maximumDepth else { return nil }
            var total = 0
            var stack = [element]
            while let current = stack.popLast(), total <= Limits.expandedNodes {
                total += 1
                stack.append(contentsOf: current.children)
                guard current.name == "use", let target = Self.target(of: current) else { continue }
                guard let copies = copies(of: target, depth: depth) else { return nil }
                total += copies
            }
            return total
        }

        private mutating func copies(of id: String, depth: Int) -> Int? {
            if let known = counted[id] { return known }
            guard let target = elementsByID[id] else { return 0 }
            guard inProgress.insert(id).inserted else { return nil }
            defer { inProgress.remove(id) }
            guard let count = count(target, depth: depth + 1) else { return nil }
            counted[id] = count
            return count
        }

        private static func target(of use: XMLElement) -> String? {
            let href = use.attributes.first { $0.name == "href" || $0.name.hasSuffix(":href") }?.value.trimmingWhitespace()
            guard let href, href.hasPrefix("#") else { return nil }
            return String(href.dropFirst())
        }
    }

    /// The first reference outside the document, depth first in document order.
    private static func firstReference(in root: XMLElement) -> Refusal? {
        var stack = [root]
        while let element = stack.popLast() {
            for attribute in element.attributes {
                if let refusal = check(attribute) { return refusal }
            }
            if element.name == "style", let problem = stylesheetProblem(element.text) {
                return Refusal(message: "\(problem) in <style> at line \(element.location.line); an SVG icon may only refer to its own elements (url(#id))")
            }
            stack.append(contentsOf: element.children.reversed())
        }
        return nil
    }

    private static func check(_ attribute: XMLAttribute) -> Refusal? {
        let place = "(\(attribute.name) at line \(attribute.location.line), column \(attribute.location.column))"
        let localName = attribute.name.split(separator: ":").last.map(String.init) ?? attribute.name
        if localName == "href" {
            let value = attribute.value.trimmingWhitespace()
            if value.lowercased().hasPrefix("data:image/png;base64,") {
                if let problem = embeddedPNGProblem(value) { return Refusal(message: "embeds a PNG that \(problem) \(place)") }
            } else if !value.hasPrefix("#") {
                return Refusal(message: "refers to \"\(shortened(value))\" \(place); an SVG icon may only refer to its own elements (#id) and embed PNG images (data:image/png;base64,…)")
            }
        }
        let problem = attribute.name == "style" ? stylesheetProblem(attribute.value) : urlProblem(attribute.value.lowercased())
        if let problem {
            return Refusal(message: "\(problem) \(place); an SVG icon may only refer to its own elements (url(#id))")
        }
        return nil
    }

    /// Why an embedded PNG may not be decoded (librsvg would decode it whatever its declared size:
    /// a few bytes can claim gigabytes of pixels), from its header; nil when it may.
    private static func embeddedPNGProblem(_ uri: String) -> String? {
        let base64 = uri.utf8.dropFirst("data:image/png;base64,".utf8.count).prefix(32)
        guard let header = Base64Prefix.decode(Array(base64)), let size = PNGHeader.size(of: header) else {
            return "is not a PNG file"
        }
        return PNGHeader.refusal(width: size.width, height: size.height)
    }

    /// CSS that may load something: `@import`, `url(` to anything but `#id`, and escapes (which
    /// could spell either past a plain search).
    private static func stylesheetProblem(_ css: String) -> String? {
        let lower = css.lowercased()
        if lower.contains("@import") { return "imports a stylesheet (@import)" }
        if lower.contains("\\") { return "uses a CSS escape (\\), which could hide a URL" }
        return urlProblem(lower)
    }

    /// `url(…)` whose target is not `#id`; `text` is lowercased.
    private static func urlProblem(_ text: String) -> String? {
        let bytes = Array(text.utf8), open = Array("url(".utf8)
        let skipped: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: "\""), UInt8(ascii: "'")]
        var index = 0
        while let found = firstIndex(of: open, in: bytes, from: index) {
            var target = found + open.count
            while target < bytes.count, skipped.contains(bytes[target]) { target += 1 }
            if target >= bytes.count || bytes[target] != UInt8(ascii: "#") {
                let end = bytes[target...].firstIndex(of: UInt8(ascii: ")")) ?? bytes.count
                return "loads url(\(shortened(String(decoding: bytes[target..<end], as: UTF8.self))))"
            }
            index = target
        }
        return nil
    }

    private static func shortened(_ text: String) -> String {
        text.count > 60 ? String(text.prefix(57)) + "…" : text
    }

    private static func contains(_ bytes: [UInt8], _ needle: String) -> Bool {
        firstIndex(of: Array(needle.utf8), in: bytes, from: 0) != nil
    }

    /// A `<!DOCTYPE` whose declaration has an internal subset (`[` before its closing `>`).
    private static func hasInternalSubset(_ bytes: [UInt8]) -> Bool {
        guard let start = firstIndex(of: Array("<!DOCTYPE".utf8), in: bytes, from: 0) else { return false }
        for byte in bytes[start...] {
            if byte == UInt8(ascii: "[") { return true }
            if byte == UInt8(ascii: ">") { return false }
        }
        return false
    }

    /// Linear search (the needles are short and fixed).
    static func firstIndex(of needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard let first = needle.first, bytes.count >= needle.count else { return nil }
        var index = start
        while index <= bytes.count - needle.count {
            if bytes[index] == first, bytes[index..<index + needle.count].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }
}

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
