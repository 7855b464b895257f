import Foundation
import ScenecCore
import ScenecTestSupport
import Testing

// `-o NAME.appiconset` and AppIcon.xml in an asset catalog (shared/scene-format.md 1.2, "App icons and
// more output formats"): Xcode's single-size iOS icon with its dark and tinted appearances.
@Suite("scenec build: app icon sets")
struct AppIconTests {
    /// A 60 × 60 pt opaque icon with dark and tinted themes.
    static let icon = """
        <scene width="60" height="60" background="{bg}">
          <tokens><token name="bg" value="#4a6cf7"/></tokens>
          <tokens theme="dark"><token name="bg" value="#101828"/></tokens>
          <tokens theme="tinted"><token name="bg" value="#000000"/></tokens>
          <circle cx="30" cy="30" r="20" fill="white"/>
        </scene>
        """

    @Test("Contents.json field by field; one 1024 × 1024 opaque PNG per appearance; byte-identical when forced again")
    func iconSet() throws {
        let folder = try TemporaryFolder()
        try folder.write("icon.xml", Self.icon)
        let result = try folder.run(["build", "icon.xml", "-o", "AppIcon.appiconset", "--theme", "default,dark,tinted"])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try #require(folder.bytes("AppIcon.appiconset/Contents.json"))
        let root = try #require(try JSONSerialization.jsonObject(with: Data(json)) as? [String: Any])
        #expect(Set(root.keys) == ["images", "info"])
        let info = try #require(root["info"] as? [String: Any])
        #expect(info["author"] as? String == "xcode" && info["version"] as? Int == 1)
        let images = try #require(root["images"] as? [[String: Any]])
        #expect(images.count == 3)
        for (image, theme) in zip(images, [nil, "dark", "tinted"] as [String?]) {
            let filename = "AppIcon\(theme.map { "~" + $0 } ?? "").png"
            #expect(image["filename"] as? String == filename)
            #expect(image["idiom"] as? String == "universal")
            #expect(image["platform"] as? String == "ios")
            #expect(image["size"] as? String == "1024x1024")
            #expect(image["scale"] == nil, "single size: no scale")
            if let theme {
                let appearances = try #require(image["appearances"] as? [[String: String]])
                #expect(appearances == [["appearance": "luminosity", "value": theme]])
                #expect(Set(image.keys) == ["appearances", "filename", "idiom", "platform", "size"])
            } else {
                #expect(Set(image.keys) == ["filename", "idiom", "platform", "size"])
            }
            let png = try #require(folder.bytes("AppIcon.appiconset/\(filename)"))
            let header = try #require(PNGHeader(png))
            #expect(header.width == 1024 && header.height == 1024)
            #expect(header.colorType == 2, "RGB: every pixel opaque")
        }
        #expect(String(decoding: json, as: UTF8.self).hasPrefix("{\n  \"images\" : [\n    {\n      \"filename\" : \"AppIcon.png\",\n"), "Xcode's own layout")
        let light = try Bitmap.decodePNG(#require(folder.bytes("AppIcon.appiconset/AppIcon.png")))
        #expect(light.pixel(x: 4, y: 4) == RGBA8(r: 0x4a, g: 0x6c, b: 0xf7, a: 255) && light.pixel(x: 512, y: 512) == RGBA8(r: 255, g: 255, b: 255, a: 255))
        let icon = inode(folder.file("AppIcon.appiconset/AppIcon.png"))
        #expect(try folder.run(["build", "icon.xml", "-o", "AppIcon.appiconset", "--theme", "default,dark,tinted"]).status == 0)
        #expect(inode(folder.file("AppIcon.appiconset/AppIcon.png")) == icon, "up to date: its key holds the scale the scene decided")
        let before = folder.allFiles().sorted().map { folder.bytes($0) }
        #expect(try folder.run(["build", "icon.xml", "-o", "AppIcon.appiconset", "--theme", "default,dark,tinted", "--force"]).status == 0)
        #expect(folder.allFiles().sorted().map { folder.bytes($0) } == before)
    }

    @Test("a light icon with transparent pixels is an error counting them, and nothing is written")
    func transparentRefused() throws {
        let folder = try TemporaryFolder()
        try folder.write("round.xml", ##"<scene width="64" height="64"><rect width="64" height="64" corner-radius="14" fill="#4a6cf7"/></scene>"##)
        let result = try folder.run(["build", "round.xml", "-o", "AppIcon.appiconset"])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(isLocatedError(result.stderrLines.first ?? "", file: "round.xml"), "\(result.stderr)")
        #expect(result.stderr.contains("pixels not opaque (alpha < 255); the App Store refuses an iOS icon with transparency"), "\(result.stderr)")
        let count = result.stderr.split(separator: " ").first { Int($0) != nil }.flatMap { Int($0) }
        #expect((count ?? 0) > 0 && (count ?? 0) < 1024 * 1024, "\(result.stderr)")
        #expect(folder.allFiles() == ["round.xml"], "nothing written")
    }

    @Test("a scene that is not square is an error at its size, and nothing is written")
    func notSquareRefused() throws {
        let folder = try TemporaryFolder()
        try folder.write("wide.xml", ##"<scene width="60" height="40" background="red"/>"##)
        let result = try folder.run(["build", "wide.xml", "-o", "AppIcon.appiconset"])
        #expect(result.status == 1)
        #expect(result.stderr == "wide.xml:1:8: error: an app icon is square, drawn at 1024 × 1024 px; this scene is 60 × 40 pt\n", "\(result.stderr)")
        #expect(folder.allFiles() == ["wide.xml"])
    }

    @Test("any square size is drawn at the scale that makes 1024 px, a hugging scene too")
    func anySize() throws {
        let folder = try TemporaryFolder()
        try folder.write("big.xml", ##"<scene width="2048" height="2048" background="white"/>"##)
        try folder.write("hug.xml", ##"<scene width="hug" height="hug" background="white"><rect width="17" height="17" fill="red"/></scene>"##)
        for name in ["big", "hug"] {
            let result = try folder.run(["build", "\(name).xml", "-o", "\(name).appiconset"])
            #expect(result.status == 0, "\(result.stderr)")
            let png = try #require(folder.bytes("\(name).appiconset/\(name).png"))
            let header = try #require(PNGHeader(png))
            #expect(header.width == 1024 && header.height == 1024)
        }
    }

    @Test("in -o X.xcassets a scene named AppIcon.xml becomes AppIcon.appiconset beside the image sets")
    func insideACatalog() throws {
        let folder = try TemporaryFolder()
        try folder.write("scenes/AppIcon.xml", Self.icon)
        try folder.write("scenes/key.xml", ##"<scene width="10" height="10"><tokens theme="dark"><token name="c" value="#000"/></tokens><rect width="10" height="10" fill="red"/></scene>"##)
        let result = try folder.run(["build", "scenes", "-o", "A.xcassets", "--theme", "default,dark,tinted", "--scale", "2"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(folder.allFiles().filter { $0.hasPrefix("A.xcassets/") }.sorted() == [
            "A.xcassets/AppIcon.appiconset/AppIcon.png", "A.xcassets/AppIcon.appiconset/AppIcon~dark.png",
            "A.xcassets/AppIcon.appiconset/AppIcon~tinted.png", "A.xcassets/AppIcon.appiconset/Contents.json",
            "A.xcassets/Contents.json", "A.xcassets/key.imageset/Contents.json", "A.xcassets/key.imageset/key@2x.png",
            "A.xcassets/key.imageset/key~dark@2x.png",
        ])
        let contents = String(decoding: try #require(folder.bytes("A.xcassets/AppIcon.appiconset/Contents.json")), as: UTF8.self)
        #expect(contents.contains("\"value\" : \"tinted\"") && contents.contains("\"size\" : \"1024x1024\""))
    }

    @Test("a rebuild with fewer appearances removes the images Contents.json no longer lists, with a note naming each")
    func staleAppearancesRemoved() throws {
        let folder = try TemporaryFolder()
        try folder.write("icon.xml", Self.icon)
        #expect(try folder.run(["build", "icon.xml", "-o", "AppIcon.appiconset", "--theme", "default,dark,tinted"]).status == 0)
        try folder.write("AppIcon.appiconset/notes.txt", "mine")
        let result = try folder.run(["build", "icon.xml", "-o", "AppIcon.appiconset"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == """
            AppIcon.appiconset/AppIcon~dark.png: note: removed: the rebuilt AppIcon.appiconset/Contents.json no longer lists it
            AppIcon.appiconset/AppIcon~tinted.png: note: removed: the rebuilt AppIcon.appiconset/Contents.json no longer lists it

            """, "\(result.stderr)")
        #expect(folder.allFiles().filter { $0.hasPrefix("AppIcon.appiconset/") }.sorted() == [
            "AppIcon.appiconset/AppIcon.png", "AppIcon.appiconset/Contents.json", "AppIcon.appiconset/notes.txt",
        ], "only the files the old Contents.json listed go")
        let again = try folder.run(["build", "icon.xml", "-o", "AppIcon.appiconset"])
        #expect(again.status == 0 && again.stderr.isEmpty, "\(again.stderr)")
    }
}
