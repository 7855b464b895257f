import Scenec
import ScenecCore

/// The inputs besides the scene that a build reads from files (issue 42), each driven through the
/// path a real build takes: the bytes become the file, a fixed scene names it, and it is compiled to
/// SVG and PNG. Selected by name (`scripts/fuzz TARGET`); `FuzzTarget` is the scene itself.
///
/// Targets of other inputs (grid track lists) are added here: a case, its file and scene in `run`
/// (or in an extension of its own, as DTCG token files), and its seeds and dictionary in `scripts/fuzz`.
public enum InputFuzzTarget: String, CaseIterable, Sendable {
    /// SVG icons, drawn by librsvg through the helper processes: an abort must be an error.
    case icons
    /// String tables: an Xcode String Catalog, an Android `res` folder (XML with entities), or a folder
    /// of flat JSON files (English, then German after a `----` line); the first byte chooses the format
    /// and whether the build is in German.
    case strings
    /// `--data` rows: CSV or JSON (the first byte chooses), each of the first rows built as a scene.
    case data
    /// Font files given to `<font href>`: TTF/OTF, WOFF and WOFF2 (FreeType and its WOFF2 decoder);
    /// the first byte chooses the extension and the SVG's text (outlines, text as paths, or an embedded
    /// HarfBuzz subset: `fontOptions`).
    case fonts
    /// Grid track lists and placements: lines of `columns`, `rows`, `auto-columns`, `auto-rows`, and
    /// two items' `column` / `row`, written into a grid's attributes (escaped); the first byte chooses
    /// whether the grid hugs each axis and its `flow`, so the track parser, placement and the track
    /// sizing algorithm (definite, min- and max-content) all see the input.
    case grid
    /// DTCG token files and resolver documents (issue 39), listed and used by a scene
    /// (`InputFuzzTargets+Tokens.swift`).
    case tokens

    /// The rows a data input builds at most (each is a whole compile).
    static let dataRows = 3

    public func run(_ bytes: [UInt8]) -> FuzzTarget.Outcome {
        switch self {
        case .icons:
            return FuzzFiles.withFolder([("icon.svg", bytes)]) { folder in
                FuzzFiles.compile(scene: """
                    <scene width="48" height="48"><image href="icon.svg" width="24" height="24"/>\
                    <group transform="rotate(30) scale(1.5)"><image href="icon.svg" x="10" y="4" width="20" height="30" mode="mask" color="red"/></group></scene>
                    """, in: folder)
            }
        case .strings:
            let choice = bytes.first ?? 0, rest = Array(bytes.dropFirst())
            let files: [(path: String, bytes: [UInt8])], href: String
            // Its low two bits the format, bit 2 a build in German (the second file's locale).
            switch choice & 3 {
            case 0: (files, href) = ([("Localizable.xcstrings", rest)], "Localizable.xcstrings")
            case 1:
                let parts = FuzzFiles.split(rest, count: 2)
                files = [("res/values/strings.xml", parts[0])] + (parts.count > 1 ? [("res/values-de/strings.xml", parts[1])] : [])
                href = "res"
            default:
                let parts = FuzzFiles.split(rest, count: 2)
                files = [("json/en.json", parts[0])] + (parts.count > 1 ? [("json/de.json", parts[1])] : [])
                href = "json"
            }
            return FuzzFiles.withFolder(files) { folder in
                FuzzFiles.compile(scene: """
                    <scene width="80" height="24"><strings href="\(href)"/><text font-size="10">{title}</text></scene>
                    """, in: folder, options: CompileOptions(locale: choice & 4 == 0 ? nil : "de"))
            }
        case .data:
            let name = (bytes.first ?? 0) % 2 == 0 ? "rows.csv" : "rows.json"
            return FuzzFiles.withFolder([(name, Array(bytes.dropFirst()))]) { folder in
                let table: DataTable
                do throws(ScenecError) {
                    table = try DataTable.read(folder + "/" + name)
                } catch {
                    if case .invalidScene(let diagnostics) = error { return .refused(errors: diagnostics.filter { $0.severity == .error }.count) }
                    return .failedToCompile(error.description)
                }
                var last = FuzzTarget.Outcome.refused(errors: 0)
                for row in table.rows.prefix(Self.dataRows) {
                    last = FuzzFiles.compile(scene: """
                        <scene width="64" height="32"><tokens><token name="title" value="t"/><token name="color" value="red"/>\
                        <token name="size" value="8"/></tokens><rect width="{size}" height="8" fill="{color}"/><text y="10" font-size="{size}">{title}</text></scene>
                        """, in: folder, options: CompileOptions(tokens: row.tokens))
                }
                return last
            }
        case .grid:
            return FuzzFiles.withFolder([]) { folder in
                FuzzFiles.compile(scene: Self.gridScene(bytes), in: folder)
            }
        case .fonts:
            let extensions = ["ttf", "otf", "woff", "woff2"]
            let name = "face." + extensions[Int((bytes.first ?? 0) % 4)]
            defer { FuzzFiles.clearKeptFonts() }
            return FuzzFiles.withFolder([(name, Array(bytes.dropFirst()))]) { folder in
                FuzzFiles.compile(scene: """
                    <scene width="120" height="40"\((bytes.first ?? 0) & 8 != 0 ? #" system-fonts="false""# : "")><defs><font href="\(name)"/></defs>\
                    <text font-family="Inter, DejaVu Sans" font-size="14">Hamburgefonts fi ffl 123</text></scene>
                    """, in: folder, options: Self.fontOptions(bytes.first ?? 0))
            }
        case .tokens:
            return runTokens(bytes)
        }
    }

    /// The fonts target's options from its first byte: bit 2 text as paths; else bit 3 `--svg-fonts embed`,
    /// which subsets the font with HarfBuzz, checks the subset with FreeType and compresses it to WOFF2
    /// (the scene then has no system fonts, so its text is set in the input's font whatever its family).
    static func fontOptions(_ choice: UInt8) -> CompileOptions {
        var options = CompileOptions(textAsPaths: choice & 4 != 0)
        if choice & 8 != 0 { options.svgFonts = .embed }
        return options
    }

    /// The grid target's scene: the input's lines (an empty or missing one keeps a default) as attribute values of a grid of text, rects and a
    /// nested hugging grid, inside a row that asks its min-content width.
    public static func gridScene(_ bytes: [UInt8]) -> String {
        let choice = bytes.first ?? 0
        let lines = Array(bytes.dropFirst()).split(separator: UInt8(ascii: "\n"), maxSplits: 6, omittingEmptySubsequences: false)
        func field(_ index: Int, _ fallback: String) -> String {
            guard index < lines.count, !lines[index].isEmpty else { return fallback }
            return escaped(String(decoding: lines[index], as: UTF8.self))
        }
        let width = choice & 1 == 0 ? "240" : "hug", height = choice & 2 == 0 ? "160" : "hug"
        let flow = ["row", "column", "row dense", "column dense"][Int(choice >> 2) & 3]
        return """
            <scene width="hug" height="hug" version="1.3"><row wrap="true" width="hug" height="hug"><grid width="\(width)" height="\(height)" \
            columns="\(field(0, "1*"))" rows="\(field(1, "hug"))" auto-columns="\(field(2, "hug"))" auto-rows="\(field(3, "hug"))" \
            gap="4" padding="2" flow="\(flow)" fill="#eee"><rect column="\(field(4, "auto"))" row="\(field(5, "auto"))" fill="red"/>\
            <text font-size="10">Grid item text</text><rect fill="blue"/><grid columns="\(field(0, "1*"))" \
            column="\(field(6, "auto"))"><rect width="8" height="8" fill="green"/><rect height="4" fill="green"/></grid>\
            </grid></row></scene>
            """
    }

    /// Text safe inside a double-quoted XML attribute: controls XML cannot hold dropped, the rest escaped
    /// by the one escaper scenec writes markup with.
    static func escaped(_ text: String) -> String {
        var kept = String.UnicodeScalarView()
        kept.append(contentsOf: text.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0xFFFE && $0.value != 0xFFFF })
        return XMLEscaper.escape(String(kept))
    }
}
