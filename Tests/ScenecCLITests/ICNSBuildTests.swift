import Foundation
import ScenecCairo
import ScenecCore
import ScenecTestSupport
import Testing

// `-o NAME.icns` (shared/scene-format.md 1.3 "App icons, completed"): a macOS icon file of PNG entries
// ic07–ic14, read back by Debian's icns2png (icnsutils) and by our own PNG decoder.

@Suite("scenec build -o NAME.icns")
struct ICNSBuildTests {
    /// 64 × 64 pt: a blue rounded square with a transparent margin (a macOS icon has one).
    static let icon = ##"<scene width="64" height="64"><rect x="8" y="8" width="48" height="48" corner-radius="10" fill="#3366ff"/></scene>"##

    @Test("the ten macOS sizes as PNG entries ic07–ic14, listed and extracted by icns2png")
    func icnsFile() throws {
        let folder = try TemporaryFolder()
        try folder.write("AppIcon.xml", Self.icon)
        let result = try folder.run(["build", "AppIcon.xml", "-o", "AppIcon.icns"])
        #expect(result.status == 0, "\(result.stderr)")
        let bytes = try #require(folder.bytes("AppIcon.icns"))
        #expect(Array(bytes.prefix(4)) == Array("icns".utf8))
        #expect(bytes[4..<8].reduce(0) { $0 << 8 | Int($1) } == bytes.count)
        // Our own reading: each entry a PNG of its side, transparent in the margin, blue inside.
        var offset = 8
        var sides: [String: Int] = [:]
        while offset + 8 <= bytes.count {
            let type = String(decoding: bytes[offset..<offset + 4], as: UTF8.self)
            let length = bytes[offset + 4..<offset + 8].reduce(0) { $0 << 8 | Int($1) }
            let png = try Bitmap.decodePNG(Array(bytes[offset + 8..<offset + length]))
            sides[type] = png.width
            #expect(png.width == png.height)
            #expect(png.pixel(x: 0, y: 0).a == 0, "\(type): the margin stays transparent")
            #expect(png.pixel(x: png.width / 2, y: png.height / 2) == RGBA8(r: 0x33, g: 0x66, b: 0xff, a: 255), "\(type)")
            offset += length
        }
        #expect(sides == ["ic11": 32, "ic12": 64, "ic07": 128, "ic13": 256, "ic08": 256, "ic14": 512, "ic09": 512, "ic10": 1024])
        // icns2png lists every element; libicns 0.8 decodes the ic08–ic10 PNGs (it has no table for the others).
        let tool = try Executables.require("icns2png", install: "run scripts/setup (Debian's icnsutils)")
        let listing = try Self.output(tool, ["-l", folder.file("AppIcon.icns").path])
        #expect(listing.contains("8 elements total found"), "\(listing)")
        for type in ["ic07", "ic08", "ic09", "ic10", "ic11", "ic12", "ic13", "ic14"] { #expect(listing.contains("'\(type)'"), "\(type)") }
        #expect(listing.contains("'ic10' 1024x1024 32-bit icon"), "\(listing)")
        _ = try Self.output(tool, ["-x", "-o", folder.url.path, folder.file("AppIcon.icns").path])
        let extracted = try Bitmap.decodePNG(try #require(folder.bytes("AppIcon_512x512x32.png")))
        #expect(extracted.width == 512 && extracted.pixel(x: 256, y: 256) == RGBA8(r: 0x33, g: 0x66, b: 0xff, a: 255))
    }

    static func output(_ tool: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
