import ScenecCairo
import ScenecCore
import ScenecModel

/// Turns the bytes of an SVG file into an `SVGIcon`: checked (`SVGIconCheck`), measured by librsvg
/// (its natural size, within the pixel limits), and split around its root's width and height so a
/// backend can draw it at any size.
enum SVGIconFile {
    /// Throws `.io` naming librsvg when `references` name an SVG icon and librsvg cannot be loaded (it
    /// is loaded at first use, not linked), so the scene is not blamed for what the machine lacks.
    static func requireLibrary(for references: [ImageReference], scene: String) throws(ScenecError) {
        guard references.contains(where: { ImageAssets.isSVG($0.href) }) else { return }
        do {
            try SVGRasterizer.checkLibrary()
        } catch {
            throw .io(path: scene, message: "cannot draw the scene's SVG icons: \(error)")
        }
    }

    static func icon(from original: [UInt8], file path: String) -> Result<SVGIcon, ImageAssets.Problem> {
        let bytes: [UInt8], facts: SVGIconBounds.Facts
        do {
            // Plain-text entities are replaced first: the rewritten document is what is checked and drawn.
            bytes = try SVGIconEntities.expand(original).get()
            facts = try SVGIconCheck.check(bytes, file: path).get()
        } catch {
            return .failure(ImageAssets.Problem(message: "is refused: it \(error.message)"))
        }
        let size: (width: Double, height: Double, viewBox: Rect?)
        do {
            size = try SVGRasterizer.measure(bytes)
        } catch {
            return .failure(ImageAssets.Problem(message: "cannot be drawn: \(error)"))
        }
        let side = Double(Limits.pixelSide)
        let sides = [size.width, size.height] + (size.viewBox.map { [$0.width, $0.height] } ?? [])
        guard sides.allSatisfy({ $0.isFinite && $0 > 0 && $0 <= side }),
              size.width * size.height <= Double(Limits.imagePixels) else {
            let box = size.viewBox.map { " (viewBox \(NumberFormat.svg($0.width))×\(NumberFormat.svg($0.height)))" } ?? ""
            return .failure(ImageAssets.Problem(message: "is \(NumberFormat.svg(size.width))×\(NumberFormat.svg(size.height)) px\(box); icons, like images, are limited to \(Limits.imagePixels / 1_000_000) million pixels and \(Limits.pixelSide) px per side, and a viewBox must be between 0 and \(Limits.pixelSide) units a side"))
        }
        guard let root = RootTag(bytes) else {
            return .failure(ImageAssets.Problem(message: "cannot be read: its root <svg> start tag was not found (SVG icons must be UTF-8)"))
        }
        // Without a viewBox the drawing is in px from the origin: the natural size is that viewBox.
        let viewBox = size.viewBox == nil
            ? Array(" viewBox=\"0 0 \(NumberFormat.svg(size.width)) \(NumberFormat.svg(size.height))\"".utf8) : []
        var tail = viewBox
        var position = root.nameEnd
        for range in root.sizeAttributes {
            tail += bytes[position..<range.lowerBound]
            position = range.upperBound
        }
        tail += bytes[position...]
        var icon = SVGIcon(head: Array(bytes[..<root.nameEnd]), tail: tail, width: size.width, height: size.height,
                           filteredElements: facts.filteredElements, drawsLayers: facts.drawsLayers)
        icon.hasText = facts.hasText
        return .success(icon)
    }
}

/// The root element's start tag, found by a byte scan of a document libxml2 has already accepted as
/// well-formed (so comments, processing instructions and a DOCTYPE without declarations are all
/// that can come before it).
struct RootTag {
    /// Index just past the root element's name.
    var nameEnd: Int
    /// The byte ranges of its `width` and `height` attributes, each with the whitespace before it.
    var sizeAttributes: [Range<Int>] = []

    init?(_ bytes: [UInt8]) {
        let lt = UInt8(ascii: "<"), gt = UInt8(ascii: ">")
        var i = 0
        func skip(past terminator: String) -> Bool {
            guard let end = SVGIconCheck.firstIndex(of: Array(terminator.utf8), in: bytes, from: i) else { return false }
            i = end + terminator.utf8.count
            return true
        }
        while i < bytes.count {
            guard bytes[i] == lt else { i += 1; continue }
            let next = i + 1 < bytes.count ? bytes[i + 1] : 0
            if next == UInt8(ascii: "?") {
                guard skip(past: "?>") else { return nil }
            } else if next == UInt8(ascii: "!") {
                if bytes[i...].starts(with: Array("<!--".utf8)) {
                    guard skip(past: "-->") else { return nil }
                } else {
                    // A DOCTYPE: its literals may hold a `>` (`SYSTEM "a>b"`).
                    guard let end = SVGIconCheck.declarationEnd(bytes, from: i) else { return nil }
                    i = end
                }
            } else {
                break
            }
        }
        guard i < bytes.count else { return nil }
        i += 1
        while i < bytes.count, !Self.isSpace(bytes[i]), bytes[i] != gt, bytes[i] != UInt8(ascii: "/") { i += 1 }
        nameEnd = i
        // Attributes: name = "value" or 'value', until `>` or `/>`.
        while i < bytes.count {
            let spaceStart = i
            while i < bytes.count, Self.isSpace(bytes[i]) { i += 1 }
            guard i < bytes.count else { return nil }
            if bytes[i] == gt || bytes[i] == UInt8(ascii: "/") { return }
            let nameStart = i
            while i < bytes.count, bytes[i] != UInt8(ascii: "="), !Self.isSpace(bytes[i]) { i += 1 }
            let name = bytes[nameStart..<i]
            while i < bytes.count, bytes[i] != UInt8(ascii: "\""), bytes[i] != UInt8(ascii: "'") { i += 1 }
            guard i < bytes.count else { return nil }
            let quote = bytes[i]
            i += 1
            while i < bytes.count, bytes[i] != quote { i += 1 }
            guard i < bytes.count else { return nil }
            i += 1
            if name.elementsEqual("width".utf8) || name.elementsEqual("height".utf8) {
                sizeAttributes.append(spaceStart..<i)
            }
        }
        return nil
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}
