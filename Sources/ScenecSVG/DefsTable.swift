import ScenecCore
import ScenecPNG

/// The `<defs>` block: definitions in order of first use, identical ones shared, each with an id
/// derived only from its content (`lg-`/`rg-`/`clip-` + FNV-1a of the canonical text; `-2`, `-3`, …
/// when different content hashes alike, numbered in order of first use).
struct DefsTable {
    private struct Entry {
        var id: String
        var definition: Definition
    }

    /// A bitmap's pixel storage, so the uses of one decoded image find their id without hashing its
    /// pixels again (the ops share the storage: layout copies the bitmap value, not the bytes).
    private struct Storage: Hashable {
        var address: UInt
        var count: Int
        var width: Int
    }

    private var entries: [Entry] = []
    private var idByCanonicalText: [String: String] = [:]
    private var usedIDs: Set<String> = []
    private var imageIDByStorage: [Storage: String] = [:]
    private var imageIDByBitmap: [Bitmap: String] = [:]
    private let digest: (String) -> String

    /// `digest` turns canonical text into the id's hex part; replaceable only so tests can force collisions.
    init(digest: @escaping (String) -> String = FNV1a.hex32) {
        self.digest = digest
    }

    var isEmpty: Bool { entries.isEmpty }

    /// The id for `definition`, registering it on first use.
    mutating func id(for definition: Definition) -> String {
        let canonical = definition.canonicalText
        if let id = idByCanonicalText[canonical] { return id }
        return register(definition, canonical: canonical, prefix: definition.idPrefix)
    }

    /// The id of the `<image>` in `<defs>` holding `bitmap`, embedding it on first use (`img-` + the
    /// digest of its data URI). Identical pixels in different storage share one definition too.
    /// The PNG is the raster side's encoder (libdeflate, RGB when opaque), so an embedded icon costs
    /// about what the icon file does.
    mutating func imageID(for bitmap: Bitmap) throws(SVGError) -> String {
        let storage = bitmap.pixels.withUnsafeBufferPointer { buffer in
            Storage(address: UInt(bitPattern: buffer.baseAddress), count: buffer.count, width: bitmap.width)
        }
        if let id = imageIDByStorage[storage] { return id }
        if let id = imageIDByBitmap[bitmap] {
            imageIDByStorage[storage] = id
            return id
        }
        let png: [UInt8]
        do {
            png = try PNGEncoder.svgEmbedded.encode(bitmap)
        } catch {
            throw .imageEncoding(width: bitmap.width, height: bitmap.height, error)
        }
        let uri = "data:image/png;base64," + Base64.encode(png)
        let id = register(.image(dataURI: uri), canonical: uri, prefix: "img-")
        imageIDByStorage[storage] = id
        imageIDByBitmap[bitmap] = id
        return id
    }

    /// The id of a `<pattern>` drawing `raster`'s pixels over its frame (a sampled conic gradient).
    mutating func rasterPaintID(for raster: ImageOp) throws(SVGError) -> String {
        let png: [UInt8]
        do {
            png = try PNGEncoder.svgEmbedded.encode(raster.bitmap)
        } catch {
            throw .imageEncoding(width: raster.bitmap.width, height: raster.bitmap.height, error)
        }
        return id(for: .rasterPaint(frame: raster.frame, dataURI: "data:image/png;base64," + Base64.encode(png)))
    }

    private mutating func register(_ definition: Definition, canonical: String, prefix: String) -> String {
        let base = prefix + digest(canonical)
        var id = base
        var counter = 2
        while usedIDs.contains(id) {
            id = base + "-" + String(counter)
            counter += 1
        }
        usedIDs.insert(id)
        idByCanonicalText[canonical] = id
        entries.append(Entry(id: id, definition: definition))
        return id
    }

    /// Writes `<defs>…</defs>` into `out`, or nothing when no definition was used.
    func write(into out: inout LineBuffer) {
        guard !entries.isEmpty else { return }
        out.open(XMLTag("defs"))
        for entry in entries {
            let (tag, children) = entry.definition.element
            var withID = XMLTag(tag.name, [.init("id", entry.id)])
            withID.add(tag.attributes)
            out.element(withID, children: children)
        }
        out.close()
    }
}

extension PNGEncoder {
    /// Images embedded in an SVG keep the fixed Up filter at level 6 (the encoder before issue 41's
    /// per-image choice), so SVG outputs stay byte-identical; PNG files use the chosen strategy.
    static let svgEmbedded = PNGEncoder(level: 6, filter: .up)
}
