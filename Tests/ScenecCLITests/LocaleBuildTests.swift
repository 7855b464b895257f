import Foundation
import Scenec
import ScenecTestSupport
import Testing

// `--locale`, `<tokens locale>`, `<strings href>`, `--list-outputs` and `--shard` end to end
// (shared/scene-format.md "One source, many assets", shared/cli.md 1.2, docs/data-and-locales.md).

@Suite("scenec build --locale / <strings> / --shard")
struct LocaleBuildTests {
    /// Says `{hello}`: "Hello" by default, "Hallo" in German, "مرحبا" in Arabic; blue in the dark theme.
    static let banner = """
        <scene width="120" height="30" version="1.2">
          <tokens><token name="hello" value="Hello"/><token name="ink" value="#ff0000"/></tokens>
          <tokens theme="dark"><token name="ink" value="#0000ff"/></tokens>
          <tokens locale="de"><token name="hello" value="Hallo"/></tokens>
          <tokens locale="ar"><token name="hello" value="مرحبا"/></tokens>
          <tokens locale="de" theme="dark"><token name="hello" value="Hallo, Nacht"/></tokens>
          <rect width="100%" height="100%" fill="{ink}"/>
          <text x="2" y="2" font-size="12" color="white">{hello}</text>
        </scene>
        """

    static func folder(_ files: [String: String]) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        for (name, text) in files { try folder.write(name, text) }
        return folder
    }

    static func drawn(_ folder: TemporaryFolder, _ name: String) throws -> String {
        try DataBuildTests.drawnText(folder, name)
    }

    @Test("--locale de,ar into a folder: a folder per locale, each drawing its locale's tokens; the theme and locale token wins")
    func folders() throws {
        let folder = try Self.folder(["banner.xml": Self.banner])
        let result = try folder.run(["build", "banner.xml", "-o", "out/", "--locale", "de,ar", "--theme", "default,dark", "--format", "svg"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(folder.allFiles().filter { $0.hasPrefix("out/") } == ["out/ar/banner.svg", "out/ar/banner~dark.svg", "out/de/banner.svg", "out/de/banner~dark.svg"])
        #expect(try Self.drawn(folder, "out/de/banner.svg") == "Hallo|")
        #expect(try Self.drawn(folder, "out/de/banner~dark.svg") == "Hallo, Nacht|")
        #expect(try Self.drawn(folder, "out/ar/banner.svg").contains("مرحبا") || Self.drawn(folder, "out/ar/banner.svg").unicodeScalars.count == 6)
        let file = try folder.run(["build", "banner.xml", "-o", "{locale}-banner.svg", "--locale", "de"])
        #expect(file.status == 0, "\(file.stderr)")
        #expect(try Self.drawn(folder, "de-banner.svg") == "Hallo|")
    }

    @Test("the locale being built is the texts' default lang: xml:lang in the SVG; a text's own lang wins")
    func localeIsTheDefaultLanguage() throws {
        let scene = """
            <scene width="120" height="40" version="1.2">
              <tokens locale="de"><token name="hello" value="Hallo"/></tokens>
              <tokens><token name="hello" value="Hello"/></tokens>
              <text width="120" height="20" font-size="12">{hello}</text>
              <text y="20" width="120" height="20" font-size="12" lang="fr">Bonjour</text>
            </scene>
            """
        let folder = try Self.folder(["s.xml": scene])
        let result = try folder.run(["build", "s.xml", "-o", "out/s.svg", "--locale", "de"])
        #expect(result.status == 0, "\(result.stderr)")
        let svg = String(decoding: try #require(folder.bytes("out/de/s.svg")), as: UTF8.self)
        #expect(svg.contains(#"xml:lang="de""#) && svg.contains(#"xml:lang="fr""#), "\(svg)")
        let plain = try folder.run(["build", "s.xml", "-o", "plain/s.svg"])
        #expect(plain.status == 0)
        #expect(!String(decoding: try #require(folder.bytes("plain/s.svg")), as: UTF8.self).contains(#"xml:lang="de""#))
    }

    @Test("a locale the scene does not declare is an error for that scene naming the ones it does")
    func undeclared() throws {
        let folder = try Self.folder(["banner.xml": Self.banner])
        let result = try folder.run(["build", "banner.xml", "-o", "out/", "--locale", "fr"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("banner.xml:1:1: error: locale 'fr' is not declared by this scene (it declares 'ar', 'de')"))
        let icon = try folder.run(["build", "banner.xml", "-o", "Icon.appiconset", "--locale", "de"])
        #expect(icon.status == 2)
        #expect(icon.stderr.contains("this output has no place for locales: --locale builds into a folder, an -o pattern with {locale}, an asset catalog or --android"))
        let tag = try folder.run(["build", "banner.xml", "-o", "out/", "--locale", "de,x"])
        #expect(tag.status == 2)
        #expect(tag.stderr.contains("--locale takes BCP 47 tags like de or pt-BR, a list like de,ar,ja, or all; got \"x\""))
    }

    @Test("theme × locale × scale writes every file exactly once, as --list-outputs says")
    func matrix() throws {
        let folder = try Self.folder(["banner.xml": Self.banner])
        let arguments = ["build", "banner.xml", "-o", "out", "--locale", "all", "--theme", "default,dark", "--scale", "1,2,3"]
        let listed = try folder.run(arguments + ["--list-outputs"])
        #expect(listed.status == 0, "\(listed.stderr)")
        let lines = listed.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 12 && Set(lines).count == 12)
        #expect(!folder.exists("out"))
        let built = try folder.run(arguments + ["-q"])
        #expect(built.status == 0, "\(built.stderr)")
        #expect(folder.allFiles().filter { $0.hasPrefix("out/") } == lines.sorted())
        #expect(lines.contains("out/ar/banner~dark@3x.png") && lines.contains("out/de/banner.png"))
    }

    @Test("an asset catalog holds each locale as localized images of one image set (Xcode's locale key)")
    func catalog() throws {
        let folder = try Self.folder(["banner.xml": Self.banner])
        let result = try folder.run(["build", "banner.xml", "-o", "A.xcassets", "--locale", "de,ar", "--scale", "1,2"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(folder.allFiles().filter { $0.hasPrefix("A.xcassets/") } == [
            "A.xcassets/Contents.json", "A.xcassets/banner.imageset/Contents.json", "A.xcassets/banner.imageset/banner-ar.png",
            "A.xcassets/banner.imageset/banner-ar@2x.png", "A.xcassets/banner.imageset/banner-de.png", "A.xcassets/banner.imageset/banner-de@2x.png",
        ])
        let json = String(decoding: try #require(folder.bytes("A.xcassets/banner.imageset/Contents.json")), as: UTF8.self)
        #expect(json.hasPrefix("""
            {
              "images" : [
                {
                  "filename" : "banner-de.png",
                  "idiom" : "universal",
                  "locale" : "de",
                  "scale" : "1x"
                },
            """))
        // Xcode's own parser is not here; Foundation's checks it is JSON with a locale on every image.
        let object = try #require(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let images = try #require(object["images"] as? [[String: String]])
        #expect(images.map { $0["locale"] ?? "" } == ["de", "de", "ar", "ar"])
    }

    @Test("--android with locales: drawable-de-…, drawable-pt-rBR-… and drawable-b+sr+Latn-… folders")
    func android() throws {
        let scene = Self.banner.replacingOccurrences(of: "<tokens locale=\"ar\">", with: "<tokens locale=\"pt-BR\"><token name=\"x\" value=\"1\"/></tokens><tokens locale=\"sr-Latn\">")
        let folder = try Self.folder(["banner.xml": scene])
        let result = try folder.run(["build", "banner.xml", "-o", "res", "--android", "--locale", "de,pt-BR,sr-Latn", "--theme", "default,dark"])
        #expect(result.status == 0, "\(result.stderr)")
        let files = folder.allFiles().filter { $0.hasPrefix("res/") }
        #expect(files.count == 30)
        #expect(files.contains("res/drawable-de-night-xhdpi/banner.png"))
        #expect(files.contains("res/drawable-pt-rBR-mdpi/banner.png"))
        #expect(files.contains("res/drawable-b+sr+Latn-xxxhdpi/banner.png"))
    }

    /// `{welcome}` drawn from the app's own string table at `href`.
    static func stringsScene(_ href: String) -> String {
        """
        <scene width="160" height="30" version="1.2">
          <strings href="\(href)"/>
          <text x="2" y="2" font-size="12">{welcome}</text>
        </scene>
        """
    }

    @Test("strings from an Xcode String Catalog change the drawn text per locale; other keys are counted once")
    func xcstrings() throws {
        let catalog = """
            {"sourceLanguage": "en", "version": "1.0", "strings": {
              "welcome": {"localizations": {
                "en": {"stringUnit": {"state": "translated", "value": "Welcome"}},
                "de": {"stringUnit": {"state": "translated", "value": "Willkommen"}},
                "ar": {"stringUnit": {"state": "translated", "value": "أهلا"}}}},
              "Hello %@": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Hallo %@"}}}},
              "Two words": {}
            }}
            """
        let folder = try Self.folder(["s.xml": Self.stringsScene("Localizable.xcstrings"), "Localizable.xcstrings": catalog])
        let result = try folder.run(["build", "s.xml", "-o", "out", "--locale", "de,en", "--format", "svg"])
        #expect(result.status == 0, "\(result.stderr)")
        // "Two words" has no localization: its source text is the key (Xcode's rule), also not a token name.
        #expect(result.stderr.contains("s.xml:2:12: warning: href: 2 string keys are not token names and are skipped (such as 'Hello %@')"), "\(result.stderr)")
        #expect(try Self.drawn(folder, "out/de/s.svg") == "Willkommen|")
        #expect(try Self.drawn(folder, "out/en/s.svg") == "Welcome|")
        // Without --locale the source language's strings are drawn.
        #expect(try folder.run(["build", "s.xml", "-o", "plain.svg"]).status == 0)
        #expect(try Self.drawn(folder, "plain.svg") == "Welcome|")
    }

    @Test("strings from Android values-*/strings.xml, with Android's escapes, change the drawn text")
    func androidStrings() throws {
        let folder = try Self.folder([
            "s.xml": Self.stringsScene("res"),
            "res/values/strings.xml": #"<resources><string name="welcome">Don\'t   wait</string></resources>"#,
            "res/values-de/strings.xml": #"<resources><string name="welcome">"Willkommen,  %1$s"</string><string name="app name">x</string></resources>"#,
            "res/values-night/strings.xml": #"<resources><string name="welcome">not a locale</string></resources>"#,
        ])
        let result = try folder.run(["build", "s.xml", "-o", "out", "--locale", "all", "--format", "svg", "--depfile", "out.d"])
        #expect(result.status == 0, "\(result.stderr)")
        // values/ is the source locale (English: --source-locale's default), part of all; values-night is none.
        #expect(folder.allFiles().filter { $0.hasPrefix("out/") } == ["out/de/s.svg", "out/en/s.svg"])
        // Quoted: the spaces are kept (the SVG keeps them as text), %1$s left as written.
        #expect(try Self.drawn(folder, "out/de/s.svg").hasPrefix("Willkommen,"))
        #expect(try Self.drawn(folder, "out/de/s.svg").hasSuffix("%1$s|"))
        #expect(try folder.run(["build", "s.xml", "-o", "plain.svg"]).status == 0)
        #expect(try Self.drawn(folder, "plain.svg") == "Don't wait|")
        let depfile = String(decoding: try #require(folder.bytes("out.d")), as: UTF8.self)
        #expect(depfile.contains("res/values/strings.xml") && depfile.contains("res/values-de/strings.xml"))
        #expect(!depfile.contains("values-night"))
    }

    @Test("strings from a folder of flat JSON files change the drawn text; the files are dependencies")
    func jsonStrings() throws {
        let folder = try Self.folder([
            "s.xml": Self.stringsScene("i18n"),
            "i18n/de.json": #"{"welcome": "Willkommen"}"#,
            "i18n/ar.json": #"{"welcome": "أهلا وسهلا"}"#,
        ])
        let result = try folder.run(["build", "s.xml", "-o", "out", "--locale", "de,ar", "--format", "svg", "--depfile", "out.d"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try Self.drawn(folder, "out/de/s.svg") == "Willkommen|")
        #expect(try Self.drawn(folder, "out/ar/s.svg").contains("أهلا"))
        let depfile = String(decoding: try #require(folder.bytes("out.d")), as: UTF8.self)
        #expect(depfile.contains("i18n/de.json") && depfile.contains("i18n/ar.json"))
        // A changed translation rebuilds that locale's file; the other is up to date.
        try folder.write("i18n/de.json", #"{"welcome": "Hallo"}"#)
        let again = try folder.run(["build", "s.xml", "-o", "out", "--locale", "de", "--format", "svg"])
        #expect(again.status == 0, "\(again.stderr)")
        #expect(try Self.drawn(folder, "out/de/s.svg") == "Hallo|")
    }

    @Test("N shards into one folder write exactly the files of the unsharded build, byte for byte")
    func shards() throws {
        var csv = "slug,hello\n"
        for index in 0..<5 { csv += "r\(index),Hi \(index)\n" }
        let folder = try Self.folder(["banner.xml": Self.banner, "rows.csv": csv])
        let common = ["build", "banner.xml", "--data", "rows.csv", "--locale", "de,ar", "--theme", "default,dark", "--scale", "1,2", "-q"]
        #expect(try folder.run(common + ["-o", "whole/{locale}/{slug}.png"]).status == 0)
        var listed: [String] = []
        for shard in 1...3 {
            let list = try folder.run(common + ["-o", "sharded/{locale}/{slug}.png", "--shard", "\(shard)/3", "--list-outputs"])
            listed += list.stdout.split(separator: "\n").map(String.init)
            let result = try folder.run(common + ["-o", "sharded/{locale}/{slug}.png", "--shard", "\(shard)/3"])
            #expect(result.status == 0, "\(result.stderr)")
        }
        #expect(listed.count == 40 && Set(listed).count == 40)
        let whole = folder.allFiles().filter { $0.hasPrefix("whole/") }
        let sharded = folder.allFiles().filter { $0.hasPrefix("sharded/") }
        #expect(whole.count == 40)
        #expect(whole.map { String($0.dropFirst("whole/".count)) } == sharded.map { String($0.dropFirst("sharded/".count)) })
        for file in whole {
            #expect(folder.bytes(file) == folder.bytes("sharded/" + file.dropFirst("whole/".count)), "\(file)")
        }
        let bad = try folder.run(common + ["-o", "x/{slug}.png", "--shard", "4/3"])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("--shard takes K/N with 1 ≤ K ≤ N, like 2/4, got \"4/3\""))
    }
}
