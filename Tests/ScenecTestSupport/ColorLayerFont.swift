import Foundation

/// A COLR/CPAL (version 0) test font made from a real TrueType font, since Debian 12 ships none: the
/// source's tables kept, its name table replaced (a family of its own, so it never stands in for the
/// source), and COLR and CPAL tables added that give some glyphs colour layers. The table directory is
/// written again as the OpenType specification requires: tags sorted, each table 4-byte aligned with
/// its checksum, and head.checkSumAdjustment for the whole file.
public struct ColorLayerFont {
    /// A layer: the glyph of `character`, in palette entry `paletteIndex` (0xFFFF: the text's colour).
    public struct Layer {
        public var character: Character
        public var paletteIndex: UInt16

        public init(_ character: Character, paletteIndex: UInt16) {
            self.character = character
            self.paletteIndex = paletteIndex
        }
    }

    public enum Failure: Error, CustomStringConvertible {
        case malformed(String)
        public var description: String {
            switch self {
            case .malformed(let why): return "not a TrueType font scenec's tests can extend: \(why)"
            }
        }
    }

    /// The text's own colour in a layer record (OpenType COLR).
    public static let foreground: UInt16 = 0xFFFF
    public static let dejaVuSans = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
    /// The family of `standard`.
    public static let family = "Scenec Layers"

    /// DejaVu Sans as "Scenec Layers": "A" is drawn as glyph "A" in #FF0000, then glyph "B" in the text's
    /// colour on top of it; every other character is DejaVu Sans's own, in one colour.
    public static func standard() throws -> [UInt8] {
        guard let source = FileManager.default.contents(atPath: dejaVuSans) else {
            throw Failure.malformed("\(dejaVuSans) is missing (scripts/setup installs fonts-dejavu-core)")
        }
        return try ColorLayerFont(source: Array(source)).making(family: family, glyphs: ["A": [Layer("A", paletteIndex: 0), Layer("B", paletteIndex: foreground)]],
                                                                 palette: [(0xFF, 0x00, 0x00, 0xFF)])
    }

    /// The family of `paintOnly`.
    public static let paintFamily = "Scenec Paint"

    /// DejaVu Sans as "Scenec Paint" (or `family`, its bold face with `bold`): "A" is a COLR version 1
    /// glyph (a base glyph list whose paint is a PaintSolid in #FF0000), with no version 0 layers.
    public static func paintOnly(family: String = paintFamily, bold: Bool = false) throws -> [UInt8] {
        guard let source = FileManager.default.contents(atPath: dejaVuSans) else {
            throw Failure.malformed("\(dejaVuSans) is missing (scripts/setup installs fonts-dejavu-core)")
        }
        let font = try ColorLayerFont(source: Array(source))
        guard let glyph = try font.characterMap()[UInt32(("A" as Unicode.Scalar).value)] else { throw Failure.malformed("no A") }
        // COLR version 1: the version 0 header (no records), then baseGlyphListOffset (34) and four
        // null offsets; the list holds one record whose Paint (10 bytes in) is PaintSolid, format 2.
        var colr: [UInt8] = []
        put16(&colr, 1)
        for _ in 0..<6 { put16(&colr, 0) }
        put32(&colr, 34)
        for _ in 0..<4 { put32(&colr, 0) }
        put32(&colr, 1)
        put16(&colr, glyph)
        put32(&colr, 10)
        colr += solidPaletteEntryZero
        var tables = font.tables
        tables["COLR"] = colr
        tables["CPAL"] = redPalette
        tables["name"] = nameTable(family: family, subfamily: bold ? "Bold" : "Regular")
        if bold { tables = Self.bold(tables) }
        return assemble(tables)
    }

    /// The family of `mixed`.
    public static let mixedFamily = "Scenec Mixed"

    /// DejaVu Sans as "Scenec Mixed": a COLR version 1 table that keeps version 0 layers. "A" has both
    /// (glyph "A" in #FF0000 under glyph "B" in the text colour, and a PaintSolid), "C" only a
    /// PaintSolid: a renderer without version 1 draws A in colour and C as its plain outline.
    public static func mixed() throws -> [UInt8] {
        guard let source = FileManager.default.contents(atPath: dejaVuSans) else {
            throw Failure.malformed("\(dejaVuSans) is missing (scripts/setup installs fonts-dejavu-core)")
        }
        let font = try ColorLayerFont(source: Array(source))
        let cmap = try font.characterMap()
        guard let a = cmap[0x41], let b = cmap[0x42], let c = cmap[0x43] else { throw Failure.malformed("no A, B or C") }
        // The 34-byte version 1 header: one base glyph record at 34, two layer records at 40, the base
        // glyph list at 48 (two records, both pointing at one PaintSolid 16 bytes into the list).
        var colr: [UInt8] = []
        for value: UInt16 in [1, 1] { put16(&colr, value) }
        put32(&colr, 34)
        put32(&colr, 40)
        put16(&colr, 2)
        put32(&colr, 48)
        for _ in 0..<4 { put32(&colr, 0) }
        for value in [a, 0, 2, a, 0, b, foreground] { put16(&colr, value) }
        put32(&colr, 2)
        for glyph in [a, c].sorted() {
            put16(&colr, glyph)
            put32(&colr, 16)
        }
        colr += solidPaletteEntryZero
        var tables = font.tables
        tables["COLR"] = colr
        tables["CPAL"] = redPalette
        tables["name"] = nameTable(family: mixedFamily)
        return assemble(tables)
    }

    /// `tables` as a bold face: OS/2 usWeightClass 700 and fsSelection BOLD, head.macStyle bold.
    static func bold(_ tables: [String: [UInt8]]) -> [String: [UInt8]] {
        var tables = tables
        if var os2 = tables["OS/2"], os2.count >= 64 {
            os2.replaceSubrange(4..<6, with: [0x02, 0xBC])
            let selection = (u16(os2, 62) | 0x20) & ~0x40
            os2.replaceSubrange(62..<64, with: [UInt8(selection >> 8), UInt8(selection & 0xFF)])
            tables["OS/2"] = os2
        }
        if var head = tables["head"], head.count >= 46 {
            head[45] |= 1
            tables["head"] = head
        }
        return tables
    }

    /// A COLR version 1 PaintSolid (format 2) of palette entry 0 at full alpha (0x4000 is 1.0 in F2DOT14).
    static let solidPaletteEntryZero: [UInt8] = [2, 0, 0, 0x40, 0x00]
    /// A CPAL version 0 table of one palette of one entry, #FF0000 (stored blue, green, red, alpha).
    static let redPalette: [UInt8] = [0, 0, 0, 1, 0, 1, 0, 1, 0, 0, 0, 14, 0, 0, 0x00, 0x00, 0xFF, 0xFF]

    private var tables: [String: [UInt8]] = [:]

    public init(source: [UInt8]) throws {
        guard source.count >= 12 else { throw Failure.malformed("too short") }
        let count = Int(Self.u16(source, 4))
        guard source.count >= 12 + 16 * count else { throw Failure.malformed("table directory cut off") }
        for k in 0..<count {
            let record = 12 + 16 * k
            let tag = String(decoding: source[record..<record + 4], as: UTF8.self)
            let offset = Int(Self.u32(source, record + 8)), length = Int(Self.u32(source, record + 12))
            guard offset + length <= source.count else { throw Failure.malformed("table \(tag) past the end") }
            tables[tag] = Array(source[offset..<offset + length])
        }
        guard tables["cmap"] != nil, tables["head"] != nil else { throw Failure.malformed("no cmap or head table") }
    }

    /// The font with `family` as its name, and `glyphs`' characters drawn as their layers in `palette`'s
    /// colours (red, green, blue, alpha; CPAL palette 0).
    public func making(family: String, glyphs: [Character: [Layer]], palette: [(UInt8, UInt8, UInt8, UInt8)]) throws -> [UInt8] {
        var tables = self.tables
        let cmap = try characterMap()
        func glyph(_ character: Character) throws -> UInt16 {
            guard let scalar = character.unicodeScalars.first, let id = cmap[scalar.value] else {
                throw Failure.malformed("no glyph for \(character)")
            }
            return id
        }
        // COLR version 0: header, base glyph records sorted by glyph, layer records.
        var bases: [(glyph: UInt16, layers: [(UInt16, UInt16)])] = []
        for (character, layers) in glyphs {
            bases.append((try glyph(character), try layers.map { (try glyph($0.character), $0.paletteIndex) }))
        }
        bases.sort { $0.glyph < $1.glyph }
        let layerCount = bases.reduce(0) { $0 + $1.layers.count }
        var colr: [UInt8] = []
        Self.put16(&colr, 0)
        Self.put16(&colr, UInt16(bases.count))
        Self.put32(&colr, 14)
        Self.put32(&colr, UInt32(14 + 6 * bases.count))
        Self.put16(&colr, UInt16(layerCount))
        var first = 0
        for base in bases {
            Self.put16(&colr, base.glyph)
            Self.put16(&colr, UInt16(first))
            Self.put16(&colr, UInt16(base.layers.count))
            first += base.layers.count
        }
        for base in bases {
            for (id, index) in base.layers {
                Self.put16(&colr, id)
                Self.put16(&colr, index)
            }
        }
        tables["COLR"] = colr
        // CPAL version 0: one palette; colour records are blue, green, red, alpha.
        var cpal: [UInt8] = []
        Self.put16(&cpal, 0)
        Self.put16(&cpal, UInt16(palette.count))
        Self.put16(&cpal, 1)
        Self.put16(&cpal, UInt16(palette.count))
        Self.put32(&cpal, 14)
        Self.put16(&cpal, 0)
        for (red, green, blue, alpha) in palette { cpal += [blue, green, red, alpha] }
        tables["CPAL"] = cpal
        tables["name"] = Self.nameTable(family: family)
        return Self.assemble(tables)
    }

    /// The Unicode BMP character map (platform 3, encoding 1, format 4).
    func characterMap() throws -> [UInt32: UInt16] {
        guard let cmap = tables["cmap"] else { throw Failure.malformed("no cmap") }
        let count = Int(Self.u16(cmap, 2))
        for k in 0..<count {
            let record = 4 + 8 * k
            guard Self.u16(cmap, record) == 3, Self.u16(cmap, record + 2) == 1 else { continue }
            let table = Int(Self.u32(cmap, record + 4))
            guard Self.u16(cmap, table) == 4 else { continue }
            let segments = Int(Self.u16(cmap, table + 6)) / 2
            let ends = table + 14, starts = ends + 2 * segments + 2, deltas = starts + 2 * segments, rangeOffsets = deltas + 2 * segments
            var map: [UInt32: UInt16] = [:]
            for s in 0..<segments {
                let end = Self.u16(cmap, ends + 2 * s), start = Self.u16(cmap, starts + 2 * s)
                let delta = Self.u16(cmap, deltas + 2 * s), rangeOffset = Int(Self.u16(cmap, rangeOffsets + 2 * s))
                guard start <= end, end != 0xFFFF else { continue }
                for code in start...end {
                    let id: UInt16
                    if rangeOffset == 0 {
                        id = code &+ delta
                    } else {
                        let at = rangeOffsets + 2 * s + rangeOffset + 2 * Int(code - start)
                        let raw = Self.u16(cmap, at)
                        id = raw == 0 ? 0 : raw &+ delta
                    }
                    if id != 0 { map[UInt32(code)] = id }
                }
            }
            return map
        }
        throw Failure.malformed("no format 4 Unicode cmap")
    }

    /// A name table of Windows Unicode records: family, subfamily, unique, full and PostScript names.
    static func nameTable(family: String, subfamily: String = "Regular") -> [UInt8] {
        let names: [(UInt16, String)] = [(1, family), (2, subfamily), (3, family + " " + subfamily), (4, family + (subfamily == "Regular" ? "" : " " + subfamily)),
                                         (6, family.filter { $0 != " " } + "-" + subfamily)]
        var strings: [UInt8] = []
        var table: [UInt8] = []
        put16(&table, 0)
        put16(&table, UInt16(names.count))
        put16(&table, UInt16(6 + 12 * names.count))
        for (id, text) in names {
            let utf16 = text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
            for value in [3, 1, 0x409, id, UInt16(utf16.count), UInt16(strings.count)] as [UInt16] { put16(&table, value) }
            strings += utf16
        }
        return table + strings
    }

    /// The font file of `tables`: directory sorted by tag, tables 4-byte aligned, checksums, and
    /// head.checkSumAdjustment making the whole file sum to 0xB1B0AFBA.
    static func assemble(_ tables: [String: [UInt8]]) -> [UInt8] {
        var tables = tables
        if var head = tables["head"], head.count >= 12 {
            head.replaceSubrange(8..<12, with: [0, 0, 0, 0])
            tables["head"] = head
        }
        let tags = tables.keys.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
        var power = 1, exponent = 0
        while power * 2 <= tags.count { power *= 2; exponent += 1 }
        var file: [UInt8] = []
        put32(&file, 0x0001_0000)
        put16(&file, UInt16(tags.count))
        put16(&file, UInt16(power * 16))
        put16(&file, UInt16(exponent))
        put16(&file, UInt16(tags.count * 16 - power * 16))
        var offset = 12 + 16 * tags.count
        var body: [UInt8] = []
        var headOffset = 0
        for tag in tags {
            let data = tables[tag] ?? []
            file += Array(tag.utf8)
            put32(&file, checksum(data))
            put32(&file, UInt32(offset))
            put32(&file, UInt32(data.count))
            if tag == "head" { headOffset = offset }
            let padded = data + [UInt8](repeating: 0, count: (4 - data.count % 4) % 4)
            body += padded
            offset += padded.count
        }
        file += body
        let adjustment = 0xB1B0_AFBA &- checksum(file)
        file.replaceSubrange(headOffset + 8..<headOffset + 12, with: [UInt8(adjustment >> 24), UInt8((adjustment >> 16) & 0xFF),
                                                                       UInt8((adjustment >> 8) & 0xFF), UInt8(adjustment & 0xFF)])
        return file
    }

    static func checksum(_ data: [UInt8]) -> UInt32 {
        var sum: UInt32 = 0
        var k = 0
        while k < data.count {
            var word: UInt32 = 0
            for b in 0..<4 { word = word << 8 | UInt32(k + b < data.count ? data[k + b] : 0) }
            sum = sum &+ word
            k += 4
        }
        return sum
    }

    static func u16(_ data: [UInt8], _ at: Int) -> UInt16 {
        at + 1 < data.count ? UInt16(data[at]) << 8 | UInt16(data[at + 1]) : 0
    }

    static func u32(_ data: [UInt8], _ at: Int) -> UInt32 {
        UInt32(u16(data, at)) << 16 | UInt32(u16(data, at + 2))
    }

    static func put16(_ data: inout [UInt8], _ value: UInt16) { data += [UInt8(value >> 8), UInt8(value & 0xFF)] }
    static func put32(_ data: inout [UInt8], _ value: UInt32) {
        put16(&data, UInt16(value >> 16))
        put16(&data, UInt16(value & 0xFFFF))
    }
}
