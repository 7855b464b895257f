import Foundation
import ScenecCore
import ScenecTestSupport
import Testing

// `--android-icon` (shared/scene-format.md 1.2): an adaptive launcher icon's layers by node id, the
// mipmap-anydpi-v26 XML and the composed legacy icon, as Android's adaptive icon guide lays them out
// (108 dp layers of which the middle 72 dp show; 48 dp legacy icons).
@Suite("scenec build --android-icon")
struct AndroidIconTests {
    static func scene(monochrome: Bool) -> String {
        """
        <scene width="108" height="108">
          <rect id="background" width="108" height="108" fill="#3ddc84"/>
          <circle id="foreground" cx="54" cy="54" r="20" fill="#ffffff"/>
        \(monochrome ? ##"  <circle id="monochrome" cx="54" cy="54" r="20" fill="#000000"/>"## : "")
        </scene>
        """
    }

    static let densities = [("mdpi", 1), ("hdpi", 1.5), ("xhdpi", 2), ("xxhdpi", 3), ("xxxhdpi", 4)] as [(String, Double)]

    @Test("the folders, the layer sizes (108/162/216/324/432 px) and legacy sizes (48/72/96/144/192 px), the XML with <monochrome>")
    func withMonochrome() throws {
        let folder = try TemporaryFolder()
        try folder.write("launcher.xml", Self.scene(monochrome: true))
        let result = try folder.run(["build", "launcher.xml", "-o", "res", "--android-icon"])
        #expect(result.status == 0, "\(result.stderr)")
        var expected = ["res/mipmap-anydpi-v26/launcher.xml", "res/mipmap-anydpi-v26/launcher_round.xml"]
        for (density, scale) in Self.densities {
            for layer in ["background", "foreground", "monochrome"] {
                let png = try #require(folder.bytes("res/mipmap-\(density)/launcher_\(layer).png"))
                let header = try #require(PNGHeader(png))
                #expect(header.width == Int(108 * scale) && header.height == Int(108 * scale), "\(density) \(layer)")
                expected.append("res/mipmap-\(density)/launcher_\(layer).png")
            }
            let legacy = try #require(folder.bytes("res/mipmap-\(density)/launcher.png"))
            let header = try #require(PNGHeader(legacy))
            #expect(header.width == Int(48 * scale) && header.height == Int(48 * scale), "\(density) legacy")
            expected.append("res/mipmap-\(density)/launcher.png")
            let round = try #require(folder.bytes("res/mipmap-\(density)/launcher_round.png"))
            let roundHeader = try #require(PNGHeader(round))
            #expect(roundHeader.width == Int(48 * scale) && roundHeader.height == Int(48 * scale), "\(density) round")
            expected.append("res/mipmap-\(density)/launcher_round.png")
        }
        #expect(folder.allFiles().filter { $0.hasPrefix("res/") }.sorted() == expected.sorted())
        #expect(folder.allFiles().filter { !$0.hasPrefix("res/") }.sorted() == ["launcher-playstore.png", "launcher.xml"], "the store icon beside res/")
        #expect(folder.bytes("res/mipmap-anydpi-v26/launcher_round.xml") == folder.bytes("res/mipmap-anydpi-v26/launcher.xml"),
                "the round icon's adaptive XML names the same layers")
        let xml = String(decoding: try #require(folder.bytes("res/mipmap-anydpi-v26/launcher.xml")), as: UTF8.self)
        #expect(xml == """
            <?xml version="1.0" encoding="utf-8"?>
            <adaptive-icon xmlns:android="http://schemas.android.com/apk/res/android">
                <background android:drawable="@mipmap/launcher_background" />
                <foreground android:drawable="@mipmap/launcher_foreground" />
                <monochrome android:drawable="@mipmap/launcher_monochrome" />
            </adaptive-icon>

            """)
    }

    @Test("each layer holds only its node; the legacy icon is background and foreground, the middle 72 dp at 48 dp")
    func layerPixels() throws {
        let folder = try TemporaryFolder()
        try folder.write("launcher.xml", Self.scene(monochrome: true))
        #expect(try folder.run(["build", "launcher.xml", "-o", "res", "--android-icon"]).status == 0)
        let green = RGBA8(r: 0x3d, g: 0xdc, b: 0x84, a: 255), white = RGBA8(r: 255, g: 255, b: 255, a: 255)
        let foreground = try Bitmap.decodePNG(#require(folder.bytes("res/mipmap-mdpi/launcher_foreground.png")))
        #expect(foreground.pixel(x: 2, y: 2).a == 0 && foreground.pixel(x: 54, y: 54) == white)
        let background = try Bitmap.decodePNG(#require(folder.bytes("res/mipmap-mdpi/launcher_background.png")))
        #expect(background.pixel(x: 54, y: 54) == green, "no foreground drawn over it")
        let monochrome = try Bitmap.decodePNG(#require(folder.bytes("res/mipmap-mdpi/launcher_monochrome.png")))
        #expect(monochrome.pixel(x: 54, y: 54) == RGBA8(r: 0, g: 0, b: 0, a: 255) && monochrome.pixel(x: 2, y: 2).a == 0)
        // xhdpi: 96 px for the 72 pt middle; the circle (r 20 pt = 26.7 px) at its centre, white, not black.
        let legacy = try Bitmap.decodePNG(#require(folder.bytes("res/mipmap-xhdpi/launcher.png")))
        #expect(legacy.pixel(x: 48, y: 48) == white, "the monochrome layer is not part of the composed icon")
        #expect(legacy.pixel(x: 1, y: 1) == green && legacy.pixel(x: 48 + 30, y: 48) == green)
    }

    @Test("without a monochrome node: no monochrome files and no <monochrome>; byte-identical when forced again")
    func withoutMonochrome() throws {
        let folder = try TemporaryFolder()
        try folder.write("launcher.xml", Self.scene(monochrome: false))
        #expect(try folder.run(["build", "launcher.xml", "-o", "res", "--android-icon"]).status == 0)
        #expect(!folder.allFiles().contains { $0.contains("monochrome") })
        let xml = String(decoding: try #require(folder.bytes("res/mipmap-anydpi-v26/launcher.xml")), as: UTF8.self)
        #expect(!xml.contains("monochrome") && xml.contains("@mipmap/launcher_foreground"))
        let legacy = inode(folder.file("res/mipmap-xhdpi/launcher.png"))
        #expect(try folder.run(["build", "launcher.xml", "-o", "res", "--android-icon"]).status == 0)
        #expect(inode(folder.file("res/mipmap-xhdpi/launcher.png")) == legacy, "up to date")
        let files = folder.allFiles().sorted()
        let before = files.map { folder.bytes($0) }
        #expect(try folder.run(["build", "launcher.xml", "-o", "res", "--android-icon", "--force"]).status == 0)
        #expect(folder.allFiles().sorted().map { folder.bytes($0) } == before)
    }

    @Test("a missing layer is an error located at the <scene>, a scene that is not 108 pt at its width; nothing is written")
    func missingLayer() throws {
        let folder = try TemporaryFolder()
        try folder.write("nofg.xml", "<scene width=\"108\" height=\"108\">\n  <rect id=\"background\" width=\"108\" height=\"108\" fill=\"#3ddc84\"/>\n</scene>")
        let result = try folder.run(["build", "nofg.xml", "-o", "res", "--android-icon"])
        #expect(result.status == 1)
        #expect(result.stderr == "nofg.xml:1:1: error: an adaptive icon needs a top-level node with id=\"foreground\" (its foreground layer); the scene has none\n", "\(result.stderr)")
        try folder.write("small.xml", Self.scene(monochrome: false).replacingOccurrences(of: "<scene width=\"108\" height=\"108\">", with: "<scene width=\"48\" height=\"48\">"))
        let small = try folder.run(["build", "small.xml", "-o", "res", "--android-icon"])
        #expect(small.status == 1)
        #expect(small.stderr.hasPrefix("small.xml:1:8: error: an adaptive icon is 108 × 108 pt"), "\(small.stderr)")
        #expect(!folder.exists("res"))
    }

    @Test("usage errors: --scale, --format svg, with --android, a file for -o")
    func usage() throws {
        let folder = try TemporaryFolder()
        try folder.write("launcher.xml", Self.scene(monochrome: false))
        for (arguments, message) in [(["--scale", "2"], "--android-icon writes PNG (or --format webp)"), (["--format", "svg"], "--android-icon writes PNG (or --format webp)"),
                                     (["--android"], "--android-icon writes launcher icons and --android drawables; build them separately")] {
            let result = try folder.run(["build", "launcher.xml", "-o", "res", "--android-icon"] + arguments)
            #expect(result.status == 2 && result.stderr.contains(message), "\(arguments): \(result.stderr)")
        }
        let file = try folder.run(["build", "launcher.xml", "-o", "icon.png", "--android-icon"])
        #expect(file.status == 2 && file.stderr.contains("--android-icon needs a folder for -o"), "\(file.stderr)")
    }

    @Test("the round legacy icon is the legacy icon in its circle; the store icon is 512 × 512 px, opaque, the middle 72 dp, beside res/")
    func roundAndStoreIcons() throws {
        let folder = try TemporaryFolder()
        try folder.write("launcher.xml", Self.scene(monochrome: true))
        let result = try folder.run(["build", "launcher.xml", "-o", "app/src/main/res", "--android-icon"])
        #expect(result.status == 0, "\(result.stderr)")
        let green = RGBA8(r: 0x3d, g: 0xdc, b: 0x84, a: 255), white = RGBA8(r: 255, g: 255, b: 255, a: 255)
        // mdpi: 48 px; the circle's edge passes (24, 0) and (0, 24), so the corners are outside it.
        let round = try Bitmap.decodePNG(#require(folder.bytes("app/src/main/res/mipmap-mdpi/launcher_round.png")))
        #expect(round.width == 48 && round.height == 48)
        #expect(round.pixel(x: 0, y: 0).a == 0 && round.pixel(x: 47, y: 47).a == 0 && round.pixel(x: 3, y: 3).a == 0, "outside the circle")
        #expect(round.pixel(x: 24, y: 2) == green && round.pixel(x: 2, y: 24) == green, "inside it, the background")
        #expect(round.pixel(x: 24, y: 24) == white, "the foreground, not the monochrome layer")
        let square = try Bitmap.decodePNG(#require(folder.bytes("app/src/main/res/mipmap-mdpi/launcher.png")))
        #expect(square.pixel(x: 0, y: 0) == green, "the square legacy icon keeps its corners")
        let storeBytes = try #require(folder.bytes("app/src/main/launcher-playstore.png"), "PNG, where Android Studio writes it")
        let header = try #require(PNGHeader(storeBytes))
        #expect(header.width == 512 && header.height == 512 && header.colorType == 2, "opaque RGB")
        let store = try Bitmap.decodePNG(storeBytes)
        // 72 pt at 512 px: the circle's radius of 20 pt is 142.2 px, centred.
        #expect(store.pixel(x: 0, y: 0) == green && store.pixel(x: 511, y: 511) == green && store.pixel(x: 256, y: 256) == white)
        #expect(store.pixel(x: 256 + 138, y: 256) == white && store.pixel(x: 256 + 147, y: 256) == green)
        let listed = try folder.run(["build", "launcher.xml", "-o", "app/src/main/res", "--android-icon", "--list-outputs"])
        #expect(listed.stdout.split(separator: "\n").map(String.init).sorted() == folder.allFiles().filter { $0.hasPrefix("app/") }.sorted(), "--list-outputs lists what is written")
    }

    @Test("a scene a.xml beside a_round.xml is a usage error: a's round icon is resource a_round")
    func roundNameClash() throws {
        let folder = try TemporaryFolder()
        try folder.write("icons/a.xml", Self.scene(monochrome: false))
        try folder.write("icons/a_round.xml", Self.scene(monochrome: false))
        let result = try folder.run(["build", "icons", "-o", "res", "--android-icon"])
        #expect(result.status == 2 && result.stderr.contains("would both be launcher icon a_round; rename one"), "\(result.stderr)")
        #expect(!folder.exists("res"))
    }
}
