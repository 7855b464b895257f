import Foundation
import Scenec
import ScenecTestSupport
import Testing

// `--set`, `--data` and `-o` patterns end to end (shared/scene-format.md "One source, many assets",
// shared/cli.md 1.2, docs/data-and-locales.md).

@Suite("scenec build --set / --data")
struct DataBuildTests {
    static let red = RGBA8(r: 255, g: 0, b: 0, a: 255)
    static let green = RGBA8(r: 0, g: 255, b: 0, a: 255)
    static let grey = RGBA8(r: 0x33, g: 0x66, b: 0x99, a: 255)

    /// A 20 × 10 pt card filled with `{color}`, drawing `{title}`.
    static let card = """
        <scene width="200" height="40" version="1.2">
          <tokens>
            <token name="title" value="Hello"/>
            <token name="color" value="#336699"/>
          </tokens>
          <rect width="100%" height="100%" fill="{color}"/>
          <text x="4" y="4" font-size="12" color="white">{title}</text>
        </scene>
        """

    /// RFC 4180: a quoted comma, doubled quotes, a line break inside quotes (row 2 starts on line 3).
    static let posts = "slug,title,color\r\nfirst,\"Quoted, comma\",#ff0000\r\nsecond,\"Say \"\"hi\"\"\nthere\",#00ff00\r\n"

    static func folder(_ files: [String: String]) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        for (name, text) in files { try folder.write(name, text) }
        return folder
    }

    static func centre(_ folder: TemporaryFolder, _ name: String) throws -> RGBA8 {
        let bitmap = try Bitmap.decodePNG(try #require(folder.bytes(name), "\(name) was not written"))
        return bitmap.pixel(x: bitmap.width - 2, y: bitmap.height - 2)
    }

    /// The characters of an SVG's `<text>` elements, tags removed: what the SVG draws as text.
    static func drawnText(_ folder: TemporaryFolder, _ name: String) throws -> String {
        let svg = String(decoding: try #require(folder.bytes(name), "\(name) was not written"), as: UTF8.self)
        var out = "", inText = false, inTag = false, tag = ""
        for character in svg {
            if character == "<" { inTag = true; tag = ""; continue }
            if inTag {
                if character == ">" {
                    inTag = false
                    if tag.hasPrefix("text ") || tag == "text" { inText = true }
                    if tag == "/text" { inText = false; out += "|" }
                } else {
                    tag.append(character)
                }
                continue
            }
            if inText { out.append(character) }
        }
        return out.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
    }

    @Test("--set overrides a token above every <tokens>; its value is taken as written")
    func setOverrides() throws {
        let folder = try Self.folder(["card.xml": Self.card])
        let result = try folder.run(["build", "card.xml", "--set", "color=#ff0000", "--set", "title=Use {braces}", "-o", "card.svg"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try Self.drawnText(folder, "card.svg") == "Use {braces}|")
        #expect(try folder.run(["build", "card.xml", "--set", "color=#ff0000", "-o", "card.png"]).status == 0)
        #expect(try Self.centre(folder, "card.png") == Self.red)
        let bad = try folder.run(["build", "card.xml", "--set", "2x=1", "-o", "x.png"])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("--set takes NAME=VALUE with a token name"))
    }

    @Test("CSV rows with quoted commas, doubled quotes and line breaks build one file each, named by the pattern")
    func csvRows() throws {
        let folder = try Self.folder(["card.xml": Self.card, "posts.csv": Self.posts])
        let result = try folder.run(["build", "card.xml", "--data", "posts.csv", "-o", "cards/{slug}@2x.png"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(folder.allFiles().filter { $0.hasPrefix("cards/") } == ["cards/first@2x.png", "cards/second@2x.png"])
        #expect(try Self.centre(folder, "cards/first@2x.png") == Self.red)
        #expect(try Self.centre(folder, "cards/second@2x.png") == Self.green)
        #expect(try Bitmap.decodePNG(#require(folder.bytes("cards/first@2x.png"))).width == 400)
        let svg = try folder.run(["build", "card.xml", "--data", "posts.csv", "-o", "svg/{name}-{slug}.svg"])
        #expect(svg.status == 0, "\(svg.stderr)")
        #expect(try Self.drawnText(folder, "svg/card-first.svg") == "Quoted, comma|")
        // A line break in a value is a line break in the text, as <br/> is (format 1.3): two lines.
        let lines = try Self.drawnText(folder, "svg/card-second.svg").components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.filter { !$0.isEmpty } == ["Say \"hi\"", "there", "|"], "\(lines)")
    }

    @Test("JSON rows: string and number values, one file per object")
    func jsonRows() throws {
        let json = """
            [
              {"slug": "one", "title": "First", "n": 1},
              {"slug": "two", "title": "Second", "n": 2.5}
            ]
            """
        let folder = try Self.folder(["card.xml": Self.card.replacingOccurrences(of: "{title}", with: "{title} {n}"), "rows.json": json])
        let result = try folder.run(["build", "card.xml", "--data", "rows.json", "-o", "out/{slug}.svg"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try Self.drawnText(folder, "out/one.svg") == "First 1|")
        #expect(try Self.drawnText(folder, "out/two.svg") == "Second 2.5|")
    }

    @Test("an unknown name in the pattern is a usage error (exit 2) before anything is built")
    func unknownPatternName() throws {
        let folder = try Self.folder(["card.xml": Self.card, "posts.csv": Self.posts])
        let result = try folder.run(["build", "card.xml", "--data", "posts.csv", "-o", "cards/{slog}.png"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("-o cards/{slog}.png: {slog} is unknown; an -o pattern takes {name} (the scene's name), {#} (the row's number) and the data's columns {slug}, {title}, {color}"))
        let locale = try folder.run(["build", "card.xml", "--data", "posts.csv", "-o", "cards/{locale}/{slug}.png"])
        #expect(locale.status == 2)
        #expect(locale.stderr.contains("{locale} needs --locale"))
        let same = try folder.run(["build", "card.xml", "--data", "posts.csv", "-o", "cards/card.png"])
        #expect(same.status == 2)
        #expect(same.stderr.contains("would write every row of posts.csv to the same file; name a column in it, like {slug}"))
        #expect(!folder.exists("cards"))
    }

    @Test("a row value that makes the scene's substitutions too long is an error that names the row too")
    func substitutionBudgetNamesTheRow() throws {
        let texts = (0..<90).map { "<text y=\"\($0)\" width=\"20\" height=\"1\">{title}</text>" }.joined(separator: "\n")
        let scene = "<scene width=\"20\" height=\"100\" version=\"1.2\">\n\(texts)\n</scene>\n"
        let folder = try Self.folder(["t.xml": scene, "rows.csv": "slug,title\na,\(String(repeating: "x", count: 200_000))\n"])
        let result = try folder.run(["build", "t.xml", "--data", "rows.csv", "-o", "out/{slug}.png", "-q"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("error: the text of <text>: substituting references makes more than 16777216 characters in this scene; this is refused\nrows.csv:2:1: note: the value of 'title' comes from here"),
                "\(result.stderr.prefix(600))")
    }

    @Test("a diagnostic that does not depend on the row is said once, not once per row")
    func diagnosticsOncePerBuild() throws {
        var csv = "slug,title,color\n"
        for index in 1...20 { csv += "r\(index),T\(index),red\n" }
        let folder = try Self.folder(["card.xml": Self.card, "posts.csv": csv])
        let result = try folder.run(["build", "card.xml", "--data", "posts.csv", "-o", "cards/{slug}.png", "--set", "titel=x", "-q"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stderr.split(separator: "\n").filter { $0.contains("--set titel") }
        #expect(lines.count == 1, "\(result.stderr)")
    }

    @Test("a pattern in an asset catalog's, app icon set's or --android-icon's root is a usage error: their index lists every file in one place")
    func patternInAnIndexedRoot() throws {
        let folder = try Self.folder(["card.xml": Self.card, "posts.csv": Self.posts])
        for (arguments, name) in [(["-o", "{slug}.xcassets"], "an asset catalog"), (["-o", "{slug}.appiconset"], "an app icon set"),
                                  (["--android-icon", "-o", "res-{slug}"], "--android-icon")] {
            let result = try folder.run(["build", "card.xml", "--data", "posts.csv"] + arguments)
            let output = arguments[arguments.count - 1]
            #expect(result.status == 2, "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains("-o \(output): \(name) lists all its files in one index and cannot be split by a pattern; write the rows into a folder instead (-o \"cards/{slug}.png\")"),
                    "\(result.stderr)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["card.xml", "posts.csv"])
    }

    @Test("two rows writing one file: an error at the second row naming the first, nothing written (exit 1)")
    func duplicateNames() throws {
        let csv = "slug,title\na,One\nb,Two\na,Three\n"
        let folder = try Self.folder(["card.xml": Self.card, "posts.csv": csv])
        let result = try folder.run(["build", "card.xml", "--data", "posts.csv", "-o", "cards/{slug}.png"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("posts.csv:4:1: error: this row writes cards/a.png, as posts.csv:2:1 does; give each row its own name in -o (a column whose values differ)"))
        #expect(!folder.exists("cards"))
    }

    @Test("a row's bad value is reported where it is used and at its row; the other rows build (exit 1)")
    func badRow() throws {
        let csv = "slug,color\nok,#ff0000\nbad,notacolor\nfine,#00ff00\n"
        let folder = try Self.folder(["card.xml": Self.card, "posts.csv": csv])
        let result = try folder.run(["build", "card.xml", "--data", "posts.csv", "-o", "cards/{slug}.png"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("card.xml:6:36: error: fill: unknown colour \"notacolor\"\nposts.csv:3:1: note: the value of 'color' comes from here"), "\(result.stderr)")
        #expect(folder.allFiles().filter { $0.hasPrefix("cards/") } == ["cards/fine.png", "cards/ok.png"])
    }

    @Test("a malformed CSV is reported at its line and column; nothing is built")
    func malformedCSV() throws {
        let folder = try Self.folder(["card.xml": Self.card, "posts.csv": "slug,title\na,\"open\nb,x\n", "short.csv": "slug,title\na\n"])
        let open = try folder.run(["build", "card.xml", "--data", "posts.csv", "-o", "cards/{slug}.png"])
        #expect(open.status == 1)
        #expect(open.stderr.contains("posts.csv:2:3: error: this quote is never closed: the field runs to the end of the file"))
        let short = try folder.run(["build", "card.xml", "--data", "short.csv", "-o", "cards/{slug}.png"])
        #expect(short.status == 1)
        #expect(short.stderr.contains("short.csv:2:1: error: this row has 1 field and the header 2"))
        #expect(!folder.exists("cards"))
    }

    @Test("-j 1 and -j 8 write the same bytes for every row")
    func deterministic() throws {
        var csv = "slug,title,color\n"
        for index in 0..<12 { csv += "r\(index),Title \(index),#\(index % 2 == 0 ? "ff0000" : "00ff00")\n" }
        let folder = try Self.folder(["card.xml": Self.card, "posts.csv": csv])
        #expect(try folder.run(["build", "card.xml", "--data", "posts.csv", "-o", "one/{slug}.png", "-j", "1"]).status == 0)
        #expect(try folder.run(["build", "card.xml", "--data", "posts.csv", "-o", "eight/{slug}.png", "-j", "8"]).status == 0)
        for index in 0..<12 {
            let one = folder.bytes("one/r\(index).png"), eight = folder.bytes("eight/r\(index).png")
            #expect(one != nil && one == eight, "row \(index)")
        }
    }

    @Test("a second build writes nothing; a changed row rebuilds only its own file (the row's values are in the key)")
    func upToDate() throws {
        let folder = try Self.folder(["card.xml": Self.card, "posts.csv": Self.posts])
        let arguments = ["build", "card.xml", "--data", "posts.csv", "-o", "cards/{slug}.png"]
        #expect(try folder.run(arguments).stderr.hasPrefix("built 2 files from 1 scene × 2 rows"))
        #expect(try folder.run(arguments).stderr.contains("built 0 files from 1 scene × 2 rows in ") == true)
        try folder.write("posts.csv", Self.posts.replacingOccurrences(of: "#ff0000", with: "#0000ff"))
        let changed = try folder.run(arguments)
        #expect(changed.stderr.contains("built 1 file from 1 scene × 2 rows in ") && changed.stderr.contains(", 1 up to date"), "\(changed.stderr)")
        #expect(try Self.centre(folder, "cards/first.png") == RGBA8(r: 0, g: 0, b: 255, a: 255))
    }

    @Test("the depfile lists the data file for every row's output")
    func depfile() throws {
        let folder = try Self.folder(["card.xml": Self.card, "posts.csv": Self.posts])
        let result = try folder.run(["build", "card.xml", "--data", "posts.csv", "-o", "cards/{slug}.png", "--depfile", "cards.d"])
        #expect(result.status == 0, "\(result.stderr)")
        let text = String(decoding: try #require(folder.bytes("cards.d")), as: UTF8.self)
        // Make syntax: each output's rule lists the scene, scenec itself and the data file.
        #expect(text.contains("cards/first.png: \\\n  card.xml \\\n"))
        #expect(text.contains("cards/second.png: \\\n  card.xml \\\n"))
        #expect(text.components(separatedBy: "  posts.csv").count == 3, "\(text)")
    }
}
