import Foundation
import ScenecCairo
import ScenecCore
import ScenecTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// `<font href>`, `--no-system-fonts` and `system-fonts="false"` (format 1.2): a scene's own font files
/// set its text, are checked like images, and are dependencies like images.
@Suite("scenec build: the scene's own fonts")
struct FontBuildTests {
    static let dejaVu = "/usr/share/fonts/truetype/dejavu/"

    /// A folder with `fonts/Brand.ttf` (a copy of `file`, an hour old) and `x.xml` using it without the
    /// system's fonts.
    static func folder(font file: String = "DejaVuSans.ttf", scene: String? = nil) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        let bytes = try #require(FileManager.default.contents(atPath: dejaVu + file))
        try folder.write("fonts/Brand.ttf", bytes: Array(bytes))
        try folder.write("x.xml", scene ?? """
            <scene width="120" height="40" background="white" system-fonts="false">
              <defs><font href="fonts/Brand.ttf"/></defs>
              <text x="4" y="4" font-family="DejaVu Sans" font-size="24">Hamburg</text>
            </scene>
            """)
        for name in ["x.xml", "fonts/Brand.ttf"] { try setModificationTime(folder.file(name), secondsFromNow: -3600) }
        return folder
    }

    @Test("the scene's font sets its text; it is in the depfile and the key: new font bytes rebuild the output")
    func theFontIsADependency() throws {
        let folder = try Self.folder()
        let first = try folder.run(["build", "x.xml", "-o", "t.png", "--depfile", "deps.d"])
        #expect(first.status == 0, "\(first.stderr)")
        let regular = try #require(folder.bytes("t.png"))
        let depfile = String(decoding: folder.bytes("deps.d") ?? [], as: UTF8.self)
        #expect(depfile.contains("fonts/Brand.ttf"), "\(depfile)")
        // The same family, another face: the only face the scene has is now bold, so the text is.
        let bold = try #require(FileManager.default.contents(atPath: Self.dejaVu + "DejaVuSans-Bold.ttf"))
        try folder.write("fonts/Brand.ttf", bytes: Array(bold))
        try setModificationTime(folder.file("fonts/Brand.ttf"), secondsFromNow: -3600)
        let second = try folder.run(["build", "x.xml", "-o", "t.png"])
        #expect(second.status == 0, "\(second.stderr)")
        let heavier = try #require(folder.bytes("t.png"))
        #expect(heavier != regular, "the bold face is drawn: the key saw the font's bytes though its time was put back")
        #expect(darkPixels(heavier) > darkPixels(regular) * 11 / 10, "bold ink is heavier")
    }

    @Test("a font outside the folder, a file that is not a font, a family the scene lacks: located errors, nothing written")
    func badFontsAreLocatedErrors() throws {
        let folder = try Self.folder(scene: """
            <scene width="120" height="40" system-fonts="false">
              <defs>
                <font href="fonts/Brand.ttf"/>
                <font href="notes.txt"/>
                <font href="../elsewhere/Font.ttf"/>
              </defs>
              <text font-family="DejaVu Sans">ok</text>
            </scene>
            """)
        try folder.write("notes.txt", "not a font")
        let run = try folder.run(["build", "x.xml", "-o", "t.png"])
        #expect(run.status == 1)
        let lines = run.stderr.split(separator: "\n").map(String.init)
        #expect(lines.contains(#"x.xml:4:11: error: href: "notes.txt" is not a font FreeType can read (expected a TTF, OTF or TTC file)"#), "\(run.stderr)")
        #expect(lines.contains(#"x.xml:5:11: error: href: "../elsewhere/Font.ttf" leaves the scene's folder; keep fonts in the scene's folder or below it, or grant its folder with --allow-path"#), "\(run.stderr)")
        #expect(!folder.exists("t.png"))

        let missing = try Self.folder(scene: """
            <scene width="120" height="40">
              <defs><font href="fonts/Brand.ttf"/></defs>
              <text font-family="Inter, Helvetica">ok</text>
            </scene>
            """)
        let refused = try missing.run(["build", "x.xml", "-o", "t.png", "--no-system-fonts"])
        #expect(refused.status == 1)
        #expect(refused.stderr.contains(#"x.xml:3:3: error: font-family: no font of the scene provides 'Inter', 'Helvetica', and the system's fonts are not used (--no-system-fonts or system-fonts="false"); its fonts are 'DejaVu Sans'"#),
                "\(refused.stderr)")
        #expect(!missing.exists("t.png"))
        // With the system's fonts the same scene builds (Helvetica is installed).
        #expect(try missing.run(["build", "x.xml", "-o", "t.png"]).status == 0)
    }

    @Test("a library's font resolves against the library's file, and its problems are located there")
    func aLibrarysFontIsRelativeToTheLibrary() throws {
        let folder = try Self.folder(scene: """
            <scene width="120" height="40" background="white" system-fonts="false">
              <include href="lib/brand.xml"/>
              <text x="4" y="4" font-family="DejaVu Sans" font-size="24">Hamburg</text>
            </scene>
            """)
        let font = try #require(folder.bytes("fonts/Brand.ttf"))
        try folder.write("lib/fonts/Brand.ttf", bytes: font)
        try folder.write("lib/brand.xml", """
            <library>
              <defs><font href="fonts/Brand.ttf"/></defs>
            </library>
            """)
        let built = try folder.run(["build", "x.xml", "-o", "t.png", "--depfile", "deps.d"])
        #expect(built.status == 0, "\(built.stderr)")
        #expect(darkPixels(try #require(folder.bytes("t.png"))) > 100, "the library's font drew the text")
        let depfile = String(decoding: folder.bytes("deps.d") ?? [], as: UTF8.self)
        #expect(depfile.contains("lib/fonts/Brand.ttf"), "\(depfile)")

        try folder.write("lib/brand.xml", """
            <library>
              <defs><font href="../../Font.ttf"/><font href="notes.txt"/></defs>
            </library>
            """)
        try folder.write("lib/notes.txt", "not a font")
        let refused = try folder.run(["build", "x.xml", "-o", "u.png"])
        #expect(refused.status == 1)
        let lines = refused.stderr.split(separator: "\n").map(String.init)
        #expect(lines.contains(#"lib/brand.xml:2:15: error: href: "../Font.ttf" leaves the scene's folder; keep fonts in the scene's folder or below it, or grant its folder with --allow-path"#),
                "\(refused.stderr)")
        #expect(lines.contains(#"lib/brand.xml:2:44: error: href: "notes.txt" is not a font FreeType can read (expected a TTF, OTF or TTC file)"#),
                "\(refused.stderr)")
        #expect(!folder.exists("u.png"))
    }

    @Test("--no-system-fonts reads no system font configuration: a missing one is never noticed, as it is without the flag")
    func noSystemConfigurationIsRead() throws {
        let folder = try Self.folder()
        let missing = ["FONTCONFIG_FILE": folder.file("nowhere/fonts.conf").path]
        let alone = try folder.run(["build", "x.xml", "-o", "t.png", "--no-system-fonts"], environment: missing)
        #expect(alone.status == 0, "\(alone.stderr)")
        #expect(alone.stderr.isEmpty, "fontconfig never looked for its file: \(alone.stderr)")
        #expect(darkPixels(try #require(folder.bytes("t.png"))) > 100, "the scene's font drew the text")
        // Without the flag the process sets fontconfig up from the system's file (and says it is missing).
        let system = try folder.run(["build", "x.xml", "-o", "u.png"], environment: missing)
        #expect(system.stderr.contains("Fontconfig error: Cannot load default config file"), "\(system.stderr)")
        #expect(folder.bytes("u.png") == folder.bytes("t.png"), "the same scene font draws the same pixels")
    }

    @Test("a font file over 64 MiB and a FIFO are located errors: neither is read to its end nor waited on")
    func oversizedAndSpecialFilesAreRefused() throws {
        let folder = try Self.folder(scene: """
            <scene width="120" height="40">
              <defs><font href="fonts/Huge.ttf"/><font href="fonts/pipe"/></defs>
            </scene>
            """)
        // A sparse file: 65 MiB long, no disk used.
        let huge = try folder.write("fonts/Huge.ttf", bytes: [])
        let handle = try FileHandle(forWritingTo: huge)
        try handle.truncate(atOffset: 65 << 20)
        try handle.close()
        #expect(mkfifo(folder.path("fonts/pipe"), 0o600) == 0)
        let run = try folder.run(["build", "x.xml", "-o", "t.png"], timeout: .seconds(30))
        #expect(run.status == 1)
        let lines = run.stderr.split(separator: "\n").map(String.init)
        #expect(lines.contains(#"x.xml:2:15: error: href: "fonts/Huge.ttf" is over 64 MiB, the limit for a font file"#), "\(run.stderr)")
        #expect(lines.contains(#"x.xml:2:44: error: href: "fonts/pipe" is a FIFO (named pipe), not a regular file"#), "\(run.stderr)")
        #expect(!folder.exists("t.png"))
    }

    @Test("an SVG icon with text, without the system's fonts, warns at the image: librsvg never sets it in the scene's fonts")
    func iconTextWithoutSystemFontsWarns() throws {
        let folder = try Self.folder(scene: """
            <scene width="80" height="30" background="white">
              <defs><font href="fonts/Brand.ttf"/></defs>
              <image x="0" y="0" href="logo.svg"/>
              <image x="0" y="0" href="mark.svg"/>
            </scene>
            """)
        try folder.write("logo.svg", #"<svg xmlns="http://www.w3.org/2000/svg" width="60" height="20"><text x="2" y="15">Logo</text></svg>"#)
        try folder.write("mark.svg", #"<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20"><text> </text><rect width="9" height="9"/></svg>"#)
        let without = try folder.run(["build", "x.xml", "-o", "t.png", "--no-system-fonts"])
        #expect(without.status == 0, "\(without.stderr)")
        #expect(without.stderr.split(separator: "\n").map(String.init) == [
            #"x.xml:3:22: warning: href: "logo.svg" has text, which librsvg sets with the system's fonts, never the scene's: without them (--no-system-fonts, system-fonts="false") it is drawn as missing-glyph boxes or in whatever fonts the machine has; convert the icon's text to paths"#,
        ], "only the icon with text warns")
        let with = try folder.run(["build", "x.xml", "-o", "u.png"])
        #expect(with.status == 0 && with.stderr.isEmpty, "\(with.stderr)")
    }

    @Test("a WOFF2 font (decoded by FreeType for HarfBuzz) draws exactly what its TTF draws; it is the dependency")
    func webFontsAreDecoded() throws {
        let folder = try Self.folder()
        // woff2_compress (Debian's woff2, scripts/setup installs it) writes fonts/Brand.woff2 beside the TTF.
        let tool = try Executables.require("woff2_compress", install: "run scripts/setup (woff2)")
        let compress = Process()
        compress.executableURL = URL(fileURLWithPath: tool)
        compress.arguments = [folder.file("fonts/Brand.ttf").path]
        compress.standardOutput = FileHandle.nullDevice
        try compress.run()
        compress.waitUntilExit()
        #expect(compress.terminationStatus == 0)
        let ttf = try folder.run(["build", "x.xml", "-o", "ttf.png"])
        #expect(ttf.status == 0, "\(ttf.stderr)")
        let scene = String(decoding: try #require(folder.bytes("x.xml")), as: UTF8.self).replacingOccurrences(of: "Brand.ttf", with: "Brand.woff2")
        try folder.write("w.xml", scene)
        // The decoded font goes to the cache folder, here one of the test's own.
        let web = try folder.run(["build", "w.xml", "-o", "woff2.png", "--depfile", "deps.d"], environment: ["XDG_CACHE_HOME": folder.file("cache").path])
        #expect(web.status == 0, "\(web.stderr)")
        let drawn = try Bitmap.decodePNG(try #require(folder.bytes("woff2.png")))
        #expect(drawn.pixels == (try Bitmap.decodePNG(try #require(folder.bytes("ttf.png")))).pixels, "the WOFF2 draws the TTF's pixels")
        #expect(darkPixels(try #require(folder.bytes("woff2.png"))) > 100, "text is drawn")
        #expect(String(decoding: folder.bytes("deps.d") ?? [], as: UTF8.self).contains("fonts/Brand.woff2"))
    }

    @Test("a WOFF 1.0 font (zlib tables, decoded by FreeType) draws exactly what its TTF draws")
    func woffOneIsDecoded() throws {
        let folder = try Self.folder()
        let ttf = try #require(folder.bytes("fonts/Brand.ttf"))
        let woff = try WOFFFile.wrapping(ttf)
        #expect(woff.count < ttf.count * 3 / 4, "the tables are compressed: \(woff.count) of \(ttf.count) bytes")
        try folder.write("fonts/Brand.woff", bytes: woff)
        let scene = String(decoding: try #require(folder.bytes("x.xml")), as: UTF8.self).replacingOccurrences(of: "Brand.ttf", with: "Brand.woff")
        try folder.write("w.xml", scene)
        let cache = ["XDG_CACHE_HOME": folder.file("cache").path]
        #expect(try folder.run(["build", "x.xml", "-o", "ttf.png"]).status == 0)
        let web = try folder.run(["build", "w.xml", "-o", "woff.png"], environment: cache)
        #expect(web.status == 0, "\(web.stderr)")
        let drawn = try Bitmap.decodePNG(try #require(folder.bytes("woff.png")))
        #expect(drawn.pixels == (try Bitmap.decodePNG(try #require(folder.bytes("ttf.png")))).pixels, "the WOFF draws the TTF's pixels")
        #expect(darkPixels(try #require(folder.bytes("woff.png"))) > 100)
    }

    @Test("an OTF (CFF outlines) and every face of a TTC collection are the scene's fonts")
    func otfAndCollections() throws {
        let folder = try Self.folder(scene: """
            <scene width="200" height="100" background="white" system-fonts="false">
              <defs><font href="fonts/Nimbus.otf"/><font href="fonts/ZenHei.ttc"/></defs>
              <text x="4" y="4" font-family="Nimbus Sans" font-size="24">Hamburg</text>
              <text x="4" y="40" font-family="WenQuanYi Zen Hei Mono" font-size="24">文字 ab</text>
            </scene>
            """)
        for (name, path) in [("fonts/Nimbus.otf", "/usr/share/fonts/opentype/urw-base35/NimbusSans-Regular.otf"),
                             ("fonts/ZenHei.ttc", "/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc")] {
            try folder.write(name, bytes: Array(try #require(FileManager.default.contents(atPath: path))))
        }
        let built = try folder.run(["build", "x.xml", "-o", "t.png", "--depfile", "deps.d"])
        #expect(built.status == 0, "\(built.stderr)")
        #expect(built.stderr.isEmpty, "no family is missing: \(built.stderr)")
        let bitmap = try Bitmap.decodePNG(try #require(folder.bytes("t.png")))
        func ink(rows: Range<Int>) -> Int {
            rows.reduce(0) { sum, y in sum + (0..<bitmap.width).filter { bitmap.pixel(x: $0, y: y).r < 128 }.count }
        }
        #expect(ink(rows: 4..<34) > 150, "the OTF's Latin is drawn")
        #expect(ink(rows: 40..<72) > 150, "the collection's second face draws the CJK characters")
        // The same faces installed for the tests draw the same pixels: the shipped files drew the text,
        // not a missing-glyph box.
        let scene = String(decoding: try #require(folder.bytes("x.xml")), as: UTF8.self)
            .replacingOccurrences(of: #" system-fonts="false""#, with: "")
            .replacingOccurrences(of: #"<defs><font href="fonts/Nimbus.otf"/><font href="fonts/ZenHei.ttc"/></defs>"#, with: "")
        try folder.write("system.xml", scene)
        #expect(try folder.run(["build", "system.xml", "-o", "s.png"]).status == 0)
        #expect(try Bitmap.decodePNG(try #require(folder.bytes("s.png"))).pixels == bitmap.pixels)
        let depfile = String(decoding: folder.bytes("deps.d") ?? [], as: UTF8.self)
        #expect(depfile.contains("fonts/Nimbus.otf") && depfile.contains("fonts/ZenHei.ttc"), "\(depfile)")
    }

    @Test("a file with a web font's signature that FreeType cannot decode is a located error")
    func brokenWebFontIsALocatedError() throws {
        let folder = try Self.folder(scene: """
            <scene width="120" height="40">
              <defs><font href="fonts/Brand.woff2"/></defs>
              <text>ok</text>
            </scene>
            """)
        try folder.write("fonts/Brand.woff2", bytes: Array("wOF2".utf8) + [UInt8](repeating: 0, count: 60))
        let run = try folder.run(["build", "x.xml", "-o", "t.png"], environment: ["XDG_CACHE_HOME": folder.file("cache").path])
        #expect(run.status == 1)
        #expect(run.stderr.contains(#"x.xml:2:15: error: href: "fonts/Brand.woff2" is a WOFF2 file FreeType cannot decode (or it would be over 64 MiB)"#),
                "\(run.stderr)")
        #expect(!folder.exists("t.png"))
    }

    /// Dark pixels of a PNG decoded with our decoder.
    private func darkPixels(_ png: [UInt8]) -> Int {
        guard let bitmap = try? Bitmap.decodePNG(png) else { return 0 }
        var count = 0
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width where bitmap.pixel(x: x, y: y).r < 128 { count += 1 }
        }
        return count
    }

    @Test("--text-as-paths SVGs with colour emoji images: -j 1 and -j 4 write the same bytes")
    func colorEmojiImagesAreDeterministic() throws {
        let folder = try TemporaryFolder()
        let emoji = try #require(FileManager.default.contents(atPath: "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"),
                                 "scripts/setup installs fonts-noto-color-emoji")
        try folder.write("scenes/fonts/NotoColorEmoji.ttf", bytes: Array(emoji))
        for (index, text) in ["Party 🎉", "👍🏽 👍🏽 ok", "🎉🎉 x 🎉", "שלום 🎉"].enumerated() {
            try folder.write("scenes/s\(index).xml", """
                <scene width="160" height="40" background="white">
                  <defs><font href="fonts/NotoColorEmoji.ttf"/></defs>
                  <text x="4" y="4" font-size="\(20 + index)" font-family="DejaVu Sans">\(text)</text>
                </scene>
                """)
        }
        let one = try folder.run(["build", "scenes", "-o", "one", "--scale", "1,2", "--format", "svg", "--text-as-paths", "-j", "1"])
        let four = try folder.run(["build", "scenes", "-o", "four", "--scale", "1,2", "--format", "svg", "--text-as-paths", "-j", "4"])
        #expect(one.status == 0 && four.status == 0, "\(one.stderr)\(four.stderr)")
        for index in 0..<4 {
            for name in ["s\(index).svg", "s\(index)@2x.svg"] {
                let bytes = try #require(folder.bytes("one/" + name), "\(name)")
                #expect(String(decoding: bytes, as: UTF8.self).contains("<use xlink:href=\"#img-"), "\(name) has its emoji as images")
                #expect(bytes == folder.bytes("four/" + name), "\(name) differs between -j 1 and -j 4")
            }
        }
    }

    @Test("--svg-fonts embed: each SVG embeds the subset of Inter its own text uses; -j 1 and -j 4 write the same bytes")
    func embeddedSubsetsAreDeterministic() throws {
        let folder = try TemporaryFolder()
        let inter = try #require(FileManager.default.contents(atPath: PackagePaths.path("scenes/fonts/Inter-roman.var.ttf")))
        try folder.write("scenes/fonts/Inter.ttf", bytes: Array(inter))
        let texts = ["Hamburg", "Quiz 42", "Hamburg", "Zwölf Boxkämpfer"]
        for (index, text) in texts.enumerated() {
            try folder.write("scenes/s\(index).xml", """
                <scene width="200" height="40" background="white">
                  <defs><font href="fonts/Inter.ttf"/></defs>
                  <text x="4" y="4" font-size="20" font-weight="\(300 + 100 * index)" font-family="Inter">\(text)</text>
                </scene>
                """)
        }
        let one = try folder.run(["build", "scenes", "-o", "one", "--scale", "1,2", "--format", "svg", "--svg-fonts", "embed", "-j", "1"])
        let four = try folder.run(["build", "scenes", "-o", "four", "--scale", "1,2", "--format", "svg", "--svg-fonts", "embed", "-j", "4"])
        #expect(one.status == 0 && four.status == 0, "\(one.stderr)\(four.stderr)")
        var names: [String] = []
        for index in texts.indices {
            for name in ["s\(index).svg", "s\(index)@2x.svg"] {
                let bytes = try #require(folder.bytes("one/" + name), "\(name)")
                #expect(bytes == folder.bytes("four/" + name), "\(name) differs between -j 1 and -j 4")
                let svg = String(decoding: bytes, as: UTF8.self)
                let family = try #require(svg.firstMatch(of: #/@font-face \{ font-family: '(scenec-Inter-[0-9a-f]+)'/#)?.1, "\(name)")
                // A subset of a few kilobytes, not the whole font's 300 KB.
                #expect(svg.utf8.count < 20_000, "\(name): \(svg.utf8.count) bytes")
                if name.contains("@2x") { #expect(String(family) == names.last, "\(name): the same text embeds the same subset at every scale") } else { names.append(String(family)) }
            }
        }
        // The same text, the same subset and name; other texts, other subsets under other names.
        #expect(names[0] == names[2] && Set(names).count == 3, "\(names)")
    }
}
