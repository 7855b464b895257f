import ScenecCore
import ScenecXML

/// Checks that an SVG icon's bytes refer to nothing outside themselves, and use only what
/// `SVGIconAllowList` allows within `SVGIconBounds`, before librsvg sees them.
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

    /// `bytes` after `SVGIconEntities.expand` (no internal subset is left then); what the draw-time
    /// check needs, or why the icon is refused.
    static func check(_ bytes: [UInt8], file: String) -> Result<SVGIconBounds.Facts, Refusal> {
        if contains(bytes, "<?xml-stylesheet") {
            return .failure(Refusal(message: "loads a stylesheet (<?xml-stylesheet?>); an SVG icon may not load anything"))
        }
        if hasInternalSubset(bytes) {
            return .failure(Refusal(message: "has a DOCTYPE with declarations ([…]); entities can load files or expand without bound, so they are refused"))
        }
        let parsed = XMLReader.parse(bytes, file: file)
        if let error = parsed.diagnostics.first(where: { $0.severity == .error }) {
            return .failure(Refusal(message: "is not well-formed XML (line \(error.location.line), column \(error.location.column): \(error.message))"))
        }
        guard let root = parsed.root else { return .failure(Refusal(message: "is not an SVG document (no root element)")) }
        guard root.name == "svg", root.namespaceURI == SVGIconAllowList.namespace else {
            return .failure(Refusal(message: "is not an SVG document (its root is <\(root.name)>, not <svg> in the SVG namespace)"))
        }
        if let refusal = firstReference(in: root) { return .failure(refusal) }
        var bounds = SVGIconBounds()
        if let refusal = bounds.check(root) { return .failure(refusal) }
        var copies = SVGUseCopies(root)
        switch copies.count(root, depth: 0) {
        case .some(let count) where count <= Limits.expandedNodes: return .success(bounds.facts)
        case .some:
            return .failure(Refusal(message: "draws more than \(Limits.expandedNodes) elements once its <use> copies are counted (nested <use> multiply)"))
        case .none:
            return .failure(Refusal(message: "has <use> elements that refer to themselves or nest more than \(SVGUseCopies.maximumDepth) deep"))
        }
    }

    /// The first reference outside the document, depth first in document order.
    private static func firstReference(in root: XMLElement) -> Refusal? {
        var stack = [root]
        while let element = stack.popLast() {
            for attribute in element.attributes {
                if let refusal = check(attribute, isLink: element.name == "a") { return refusal }
            }
            if element.name == "style", let problem = stylesheetProblem(element.text) {
                return Refusal(message: "\(problem) in <style> at line \(element.location.line); an SVG icon may only refer to its own elements (url(#id))")
            }
            stack.append(contentsOf: element.children.reversed())
        }
        return nil
    }

    /// `isLink`: the attribute is on an `<a>`, whose href is a link nothing follows (librsvg does not,
    /// and the SVG output embeds the icon as an image, in which links are inert): any target is fine.
    private static func check(_ attribute: XMLAttribute, isLink: Bool) -> Refusal? {
        let place = "(\(attribute.name) at line \(attribute.location.line), column \(attribute.location.column))"
        let localName = attribute.name.split(separator: ":").last.map(String.init) ?? attribute.name
        if localName == "href", !isLink {
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
    /// Base64 may hold whitespace anywhere (RFC 2045; Inkscape starts the data on a new line), which
    /// librsvg skips, so the header is read from the first 32 characters that are not whitespace.
    private static func embeddedPNGProblem(_ uri: String) -> String? {
        let data = uri.utf8.dropFirst("data:image/png;base64,".utf8.count)
        let base64 = data.lazy.filter { !($0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D || $0 == 0x0C) }.prefix(32)
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

    /// A `<!DOCTYPE` whose declaration has an internal subset (`[` outside its quoted literals, before
    /// its closing `>`: `SYSTEM "a>b"` must not end it early).
    private static func hasInternalSubset(_ bytes: [UInt8]) -> Bool {
        guard let start = firstIndex(of: Array("<!DOCTYPE".utf8), in: bytes, from: 0) else { return false }
        var quote: UInt8?
        for byte in bytes[start...] {
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: "[") {
                return true
            } else if byte == UInt8(ascii: ">") {
                return false
            }
        }
        return false
    }

    /// The offset just past the `>` that closes the markup declaration starting at `start` (`<!…>`),
    /// skipping quoted literals and a bracketed internal subset; nil when it is not closed.
    static func declarationEnd(_ bytes: [UInt8], from start: Int) -> Int? {
        var quote: UInt8?
        var depth = 0
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: "[") {
                depth += 1
            } else if byte == UInt8(ascii: "]") {
                depth -= 1
            } else if byte == UInt8(ascii: ">"), depth <= 0 {
                return index + 1
            }
            index += 1
        }
        return nil
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
