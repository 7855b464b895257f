import Foundation
import ScenecCore
import ScenecTestSupport
import Testing

// `--icon-platform macos|all` (shared/scene-format.md 1.3, "App icons, completed"): Xcode's ten `mac`
// entries in an `.appiconset`, transparency allowed.
@Suite("scenec build: macOS app icon sets")
struct MacAppIconTests {
    /// A 64 × 64 pt macOS-style icon: a rounded square with a transparent margin.
    static let icon = """
        <scene width="64" height="64">
          <rect x="6" y="6" width="52" height="52" corner-radius="12" fill="#4a6cf7"/>
        </scene>
        """

    static let sizes = [16, 32, 128, 256, 512]

    @Test("macos: ten PNGs of 16 to 1024 px with transparent margins, and Contents.json's mac entries field by field")
    func macOnly() throws {
        let folder = try TemporaryFolder()
        try folder.write("icon.xml", Self.icon)
        let result = try folder.run(["build", "icon.xml", "-o", "AppIcon.appiconset", "--icon-platform", "macos"])
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        var expected = ["AppIcon.appiconset/Contents.json"]
        let json = try #require(folder.bytes("AppIcon.appiconset/Contents.json"))
        let root = try #require(try JSONSerialization.jsonObject(with: Data(json)) as? [String: Any])
        let images = try #require(root["images"] as? [[String: String]])
        #expect(images.count == 10)
        var index = 0
        for size in Self.sizes {
            for scale in [1, 2] {
                let filename = "AppIcon-\(size)x\(size)\(scale == 2 ? "@2x" : "").png"
                #expect(images[index] == ["filename": filename, "idiom": "mac", "scale": "\(scale)x", "size": "\(size)x\(size)"])
                index += 1
                expected.append("AppIcon.appiconset/\(filename)")
                let bitmap = try Bitmap.decodePNG(#require(folder.bytes("AppIcon.appiconset/\(filename)")))
                #expect(bitmap.width == size * scale && bitmap.height == size * scale, "\(filename)")
                #expect(bitmap.pixel(x: 0, y: 0).a == 0, "\(filename): the margin is transparent")
                #expect(bitmap.pixel(x: bitmap.width / 2, y: bitmap.height / 2) == RGBA8(r: 0x4a, g: 0x6c, b: 0xf7, a: 255), "\(filename)")
            }
        }
        #expect(folder.allFiles().filter { $0.hasPrefix("AppIcon.appiconset/") }.sorted() == expected.sorted())
        #expect(String(decoding: json, as: UTF8.self).hasPrefix("""
            {
              "images" : [
                {
                  "filename" : "AppIcon-16x16.png",
                  "idiom" : "mac",
                  "scale" : "1x",
                  "size" : "16x16"
                },
            """), "Xcode's own layout")
    }

    @Test("all: the iOS icon and its appearances first, then the mac entries; back to ios removes the mac images, with notes")
    func allThenIOS() throws {
        let folder = try TemporaryFolder()
        try folder.write("icon.xml", AppIconTests.icon)
        let result = try folder.run(["build", "icon.xml", "-o", "AppIcon.appiconset", "--icon-platform", "all", "--theme", "default,dark"])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try #require(folder.bytes("AppIcon.appiconset/Contents.json"))
        let root = try #require(try JSONSerialization.jsonObject(with: Data(json)) as? [String: Any])
        let images = try #require(root["images"] as? [[String: Any]])
        #expect(images.map { $0["idiom"] as? String } == ["universal", "universal"] + Array(repeating: "mac", count: 10))
        #expect(images.map { $0["filename"] as? String }.prefix(3) == ["AppIcon.png", "AppIcon~dark.png", "AppIcon-16x16.png"])
        let back = try folder.run(["build", "icon.xml", "-o", "AppIcon.appiconset", "--theme", "default,dark"])
        #expect(back.status == 0, "\(back.stderr)")
        #expect(back.stderrLines.count == 10 && back.stderrLines.first == "AppIcon.appiconset/AppIcon-16x16.png: note: removed: the rebuilt AppIcon.appiconset/Contents.json no longer lists it",
                "\(back.stderr)")
        #expect(folder.allFiles().filter { $0.hasPrefix("AppIcon.appiconset/") }.sorted() == [
            "AppIcon.appiconset/AppIcon.png", "AppIcon.appiconset/AppIcon~dark.png", "AppIcon.appiconset/Contents.json",
        ])
    }

    @Test("all with a transparent scene: the iOS icon is still refused, pointing to --icon-platform macos; nothing is written")
    func allStillOpaqueForIOS() throws {
        let folder = try TemporaryFolder()
        try folder.write("icon.xml", Self.icon)
        let result = try folder.run(["build", "icon.xml", "-o", "AppIcon.appiconset", "--icon-platform", "all"])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.contains("the App Store refuses an iOS icon with transparency") && result.stderr.contains("is --icon-platform macos"), "\(result.stderr)")
        #expect(!folder.exists("AppIcon.appiconset/Contents.json"))
    }

    @Test("usage errors: an unknown platform, a macOS icon's dark theme, an output that is no app icon set")
    func usage() throws {
        let folder = try TemporaryFolder()
        try folder.write("icon.xml", Self.icon)
        let cases: [([String], String)] = [
            (["-o", "AppIcon.appiconset", "--icon-platform", "watchos"], "--icon-platform takes ios, macos or all, got \"watchos\""),
            (["-o", "AppIcon.appiconset", "--icon-platform", "macos", "--theme", "dark"],
             "-o AppIcon.appiconset: a macOS app icon has no dark appearance; build the default theme, or --icon-platform all for the iOS icon's appearances"),
            (["-o", "out", "--icon-platform", "macos"], "--icon-platform macos is for an app icon set: -o NAME.appiconset, or AppIcon.xml in -o NAME.xcassets"),
            (["-o", "res", "--android-icon", "--icon-platform", "all"], "--icon-platform all is for an Xcode app icon set, not --android-icon"),
        ]
        for (arguments, message) in cases {
            let result = try folder.run(["build", "icon.xml"] + arguments)
            #expect(result.status == 2 && result.stderr.contains(message), "\(arguments): \(result.stderr)")
        }
        #expect(folder.allFiles() == ["icon.xml"])
    }

    @Test("in -o X.xcassets, AppIcon.xml with --icon-platform macos becomes a mac-only AppIcon.appiconset")
    func insideACatalog() throws {
        let folder = try TemporaryFolder()
        try folder.write("scenes/AppIcon.xml", Self.icon)
        let result = try folder.run(["build", "scenes", "-o", "A.xcassets", "--icon-platform", "macos"])
        #expect(result.status == 0, "\(result.stderr)")
        let icons = folder.allFiles().filter { $0.hasPrefix("A.xcassets/AppIcon.appiconset/") }
        #expect(icons.count == 11 && !icons.contains("A.xcassets/AppIcon.appiconset/AppIcon.png"), "\(icons)")
    }
}
