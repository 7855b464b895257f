import Foundation
@testable import Scenec
import ScenecCore
import ScenecTestSupport
import Testing

/// String tables shaped like real apps' files (Tests/ScenecTests/Fixtures/Strings), built as a user
/// builds them: each test pins the lines drawn per locale and the warnings at their file:line:column.
@Suite("String tables as apps ship them")
struct StringTableFixtureTests {
    static let folder = PackagePaths.url("Tests/ScenecTests/Fixtures/Strings").path

    /// The scene built for `locale`: each text's lines (runs joined), and the load's warnings.
    static func build(_ scene: String, locale: String?, sourceLocale: String = "en") throws -> (texts: [[String]], warnings: [String], ops: [TextOp]) {
        var options = CompileOptions(locale: locale)
        options.sourceLocale = sourceLocale
        let path = folder + "/" + scene
        let loaded = try SceneCompiler.load(path: path, options: options)
        let list = try SceneCompiler.layout(loaded, scale: 1).renderList
        var texts: [[String]] = []
        var ops: [TextOp] = []
        for item in list.items {
            guard case .text(let op) = item.op else { continue }
            // A run holds its words; the space between two runs (a span's edge) is in neither.
            texts.append(op.lines.map { $0.runs.map(\.text).joined(separator: "|") })
            ops.append(op)
        }
        let warnings = loaded.warnings.map { $0.description.replacingOccurrences(of: folder + "/", with: "") }
        return (texts, warnings, ops)
    }

    @Test("a catalog whose keys are English text: the source language is a locale; plurals by CLDR rules; device variation other; line breaks kept")
    func catalog() throws {
        let english = try Self.build("photos.xml", locale: "en")
        #expect(english.texts == [["Done"], ["Your library,", "beautifully organized"], ["5 photos"], ["1 photo · No photos yet"], ["Tap to continue"], ["Acme Photos"]])
        #expect(english.warnings == ["photos.xml:2:12: warning: href: 2 string keys are not token names and are skipped (such as '%lld photos selected'); name a key with letters, digits, '_', '-' and '.' to use it as {key}"])
        let german = try Self.build("photos.xml", locale: "de")
        #expect(german.texts == [["Fertig"], ["Deine Mediathek,", "schön geordnet"], ["5 Fotos"], ["1 Foto · 0 Fotos"], ["Zum Fortfahren tippen"], ["Acme Photos"]])
        let polish = try Self.build("photos.xml", locale: "pl")
        #expect(polish.texts == [["Gotowe"], ["Your library,", "beautifully organized"], ["5 zdjęć"], ["1 zdjęcie · 0 zdjęć"], ["Tap to continue"], ["Acme Photos"]])
        #expect(polish.warnings.contains("photos.xml:2:12: warning: href: 2 strings have no translation in 'pl' (such as 'subtitle') and draw the source text ('en')"),
                "\(polish.warnings)")
        // An empty translation (state "new") is a missing one: the source text, counted.
        let french = try Self.build("photos.xml", locale: "fr")
        #expect(french.texts.first == ["Done"])
        #expect(french.warnings.contains("photos.xml:2:12: warning: href: 4 strings have no translation in 'fr' (such as 'Done') and draw the source text ('en')"),
                "\(french.warnings)")
        // Without --locale the source language is drawn.
        #expect(try Self.build("photos.xml", locale: nil).texts == english.texts)
        #expect(try SceneCompiler.declaredLocales(path: Self.folder + "/photos.xml", options: CompileOptions()) == ["de", "en", "fr", "pl"])
    }

    @Test("an Android res folder: values is the source locale, b+sr+Latn a locale, values-night ignored; escapes, entities, @string, plurals, arrays")
    func android() throws {
        let english = try Self.build("notes.xml", locale: "en")
        #expect(english.texts == [
            ["Welcome to|Acme Notes|!"], ["Notes that don't get lost.", "Synced everywhere."], ["Hello, Ada!"], ["3 notes"], ["Notes | Tags | Trash"],
            ["Acme Notes"], ["Only in English"], ["Two  spaces  kept"], ["<b>not bold</b> <i>not italic</i>"],
            ["H|2|O and E=mc|2|,|red|,|italic|,|under|,|gone"],
        ])
        // <b> is bold, <font color> red, <i> italic, <u> underlined; the others drawn plain, with a warning.
        let welcome = try #require(english.ops.first?.lines.first?.runs)
        #expect(welcome.map(\.font.weight) == [400, 700, 400])
        let styled = try #require(english.ops.last?.lines.first?.runs)
        #expect(styled.map(\.text) == ["H", "2", "O and E=mc", "2", ",", "red", ",", "italic", ",", "under", ",", "gone"])
        #expect(styled[5].color == RGBA(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(styled[7].font.style == .italic && styled[9].underline != nil && styled[11].underline == nil)
        #expect(english.warnings == ["notes.xml:14:5: warning: a string's <strike>, <sub>, <sup> markup is drawn as plain text: a <span> has no such style"],
                "\(english.warnings)")
        let german = try Self.build("notes.xml", locale: "de")
        #expect(german.texts.dropLast() == [
            ["Willkommen bei|Acme Notes|!"], ["Notizen, die nicht verloren gehen.", "Überall synchronisiert."], ["Hallo, Ada!"], ["3 Notizen"],
            ["Notizen | Schlagwörter | Papierkorb"], ["Acme Notes"], ["Only in English"], ["Two  spaces  kept"], ["<b>not bold</b> <i>not italic</i>"],
        ])
        #expect(german.warnings.first == "notes.xml:2:12: warning: href: 6 strings have no translation in 'de' (such as 'quoted') and draw the source text ('en')")
        let serbian = try Self.build("notes.xml", locale: "sr-Latn")
        #expect(serbian.texts[0] == ["Dobro došli u|Acme Notes|!"] && serbian.texts[3] == ["3 beleške"], "\(serbian.texts)")
        #expect(try SceneCompiler.declaredLocales(path: Self.folder + "/notes.xml", options: CompileOptions()) == ["de", "en", "sr-Latn"])
        // --source-locale names values/'s language.
        var options = CompileOptions()
        options.sourceLocale = "fr"
        #expect(try SceneCompiler.declaredLocales(path: Self.folder + "/notes.xml", options: options) == ["de", "fr", "sr-Latn"])
    }

    @Test("an i18next folder: a folder per locale, file names as prefixes, plural suffixes, {{name}}; a folder not named by a locale warns")
    func i18next() throws {
        let english = try Self.build("trips.xml", locale: "en")
        #expect(english.texts == [["Trip Planner"], ["Plan trips with friends"], ["Hello, Ada!"], ["4 trips"], ["Made with care", "in Lisbon"]])
        #expect(english.warnings == ["i18n/ca@valencia:1:1: warning: this folder is skipped: 'ca@valencia' is not a locale (name folders by BCP 47 tags: de, pt-BR)"])
        let german = try Self.build("trips.xml", locale: "de")
        #expect(german.texts == [["Reiseplaner"], ["Plan trips with friends"], ["Hallo, Ada!"], ["4 Reisen"], ["Made with care", "in Lisbon"]])
        #expect(german.warnings.contains("trips.xml:2:12: warning: href: 2 strings have no translation in 'de' (such as 'common.app.tagline') and draw the source text ('en')"))
        let polish = try Self.build("trips.xml", locale: "pl")
        #expect(polish.texts[3] == ["4 podróże"], "\(polish.texts)")
    }

    @Test("--locale all with a table that cannot be read reports the table's own error, not 'no locales'")
    func unreadableTable() throws {
        let path = Self.folder + "/broken.xml"
        // Nil: the scene is built without a locale and reports its own error.
        #expect(SceneCompiler.declaredLocales(path: path, options: CompileOptions()) == nil)
        #expect(throws: ScenecError.self) { try SceneCompiler.load(path: path) }
        do {
            _ = try SceneCompiler.load(path: path)
        } catch {
            guard case .invalidScene(let diagnostics) = error else { return }
            #expect(diagnostics.map { $0.description.replacingOccurrences(of: Self.folder + "/", with: "") } == [
                "broken.xml:3:3: error: the text of <text>: unknown token 'title'",
                "catalog/Broken.xcstrings:7:9: error: this is not an Xcode String Catalog: expected ',' or '}' in an object",
            ])
        }
    }

    @Test("a catalog's substitutions (Xcode's multi-variable plurals): each variable's form chosen by its argNum in the built locale's rules, %arg by its formatSpecifier")
    func substitutions() throws {
        let english = try Self.build("files.xml", locale: "en")
        #expect(english.texts == [["1 file in 3 folders"], ["No files in 1 folder"], ["5 files in 22 folders"], ["Ada shared 12 photos"], ["2 GB of 64 GB used"]])
        #expect(english.warnings == ["files.xml:2:12: warning: href: 1 string key is not a token name and is skipped (such as '%lld items selected'); name a key with letters, digits, '_', '-' and '.' to use it as {key}"])
        let german = try Self.build("files.xml", locale: "de")
        #expect(german.texts == [["1 Datei in 3 Ordnern"], ["0 Dateien in 1 Ordner"], ["5 Dateien in 22 Ordnern"], ["Ada hat 12 Fotos geteilt"], ["2 GB von 64 GB belegt"]])
        // Polish: 3 and 22 are `few`, 0 and 5 `many`; the strings it lacks draw the source text, counted.
        let polish = try Self.build("files.xml", locale: "pl")
        #expect(polish.texts == [["1 plik w 3 folderach"], ["0 plików w 1 folderze"], ["5 plików w 22 folderach"], ["Ada shared 12 photos"], ["2 GB of 64 GB used"]])
        #expect(polish.warnings.contains("files.xml:2:12: warning: href: 2 strings have no translation in 'pl' (such as 'shared.by') and draw the source text ('en')"),
                "\(polish.warnings)")
        // Japanese reorders the variables (%2$#@folders@ first) and has only `other`.
        let japanese = try Self.build("files.xml", locale: "ja")
        // (Runs split where the fallback font changes; the words are what is pinned.)
        let words = japanese.texts.map { $0.joined().replacingOccurrences(of: "|", with: "").replacingOccurrences(of: " ", with: "") }
        #expect(words == ["3個のフォルダ内の1個のファイル", "1個のフォルダ内の0個のファイル", "22個のフォルダ内の5個のファイル", "Adashared12photos", "64GB中2GBを使用"],
                "\(japanese.texts)")
        #expect(try SceneCompiler.declaredLocales(path: Self.folder + "/files.xml", options: CompileOptions()) == ["de", "en", "ja", "pl"])
    }

    @Test("{key} of a string with variables draws each variable's other form and warns, as a plural string does")
    func substitutionsDrawnPlain() throws {
        let folder = try TemporaryFolder()
        try folder.write("Files.xcstrings", bytes: try #require(FileManager.default.contents(atPath: Self.folder + "/catalog/Files.xcstrings")).map { $0 })
        try folder.write("plain.xml", """
            <scene width="320" height="40" version="1.2">
              <strings href="Files.xcstrings"/>
              <text font-size="12">{selection.summary}</text>
            </scene>
            """)
        let loaded = try SceneCompiler.load(path: folder.file("plain.xml").path, options: CompileOptions(locale: "de"))
        let texts = try SceneCompiler.layout(loaded, scale: 1).renderList.items.compactMap { item -> String? in
            guard case .text(let op) = item.op else { return nil }
            return op.lines.map { $0.runs.map(\.text).joined() }.joined(separator: "/")
        }
        #expect(texts == ["%lld Dateien in %lld Ordnern"])
        #expect(loaded.warnings.map(\.message).contains(
            "{selection.summary} is a plural string: it draws its 'other' form; write {selection.summary(count)} to choose the form by a number"), "\(loaded.warnings)")
    }

    @Test("a catalog's values of the wrong kind: each an error at its line and column in the catalog, all at once; nothing drawn")
    func catalogValueErrors() throws {
        let path = Self.folder + "/badvalues.xml"
        do {
            _ = try SceneCompiler.load(path: path, options: CompileOptions(locale: "en"))
            Issue.record("a catalog with broken values loaded")
        } catch {
            guard case .invalidScene(let diagnostics) = error else { throw error }
            #expect(diagnostics.map { $0.description.replacingOccurrences(of: Self.folder + "/", with: "") } == [
                "catalog/BadValues.xcstrings:9:32: error: argNum is the number of the argument that chooses the form (1, 2, …), not a string",
                "catalog/BadValues.xcstrings:15:27: error: shouldTranslate is true or false, not a string",
                "catalog/BadValues.xcstrings:17:69: error: a stringUnit's value is a string, not a number",
            ], "\(diagnostics)")
        }
    }
}
