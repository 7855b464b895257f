import Foundation
import Scenec
import ScenecCairo
import ScenecTestSupport
import Testing

// librsvg (and gdk-pixbuf behind it) is loaded only by a run that draws an SVG, so every other run
// starts without them. The dynamic loader says which files it loads when LD_DEBUG=files is set.

@Suite("scenec: libraries loaded at start")
struct LibraryLoadingTests {
    static let icon = ##"<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><circle cx="4" cy="4" r="4" fill="#08f"/></svg>"##

    /// The shared objects the loader opened during the run, by file name.
    static func loadedLibraries(_ stderr: String) -> [String] {
        stderr.split(separator: "\n").compactMap { line in
            guard let range = line.range(of: "file=") else { return nil }
            return line[range.upperBound...].split(separator: " ").first.map(String.init)
        }
    }

    @Test("a run without SVG icons does not load librsvg or gdk-pixbuf", arguments: [
        ["--version"],
        ["build", "scene.xml", "-o", "out.png"],
        ["build", "scene.xml", "-o", "out.svg"],
        ["validate", "scene.xml"],
    ])
    func withoutIcons(arguments: [String]) throws {
        let folder = try TemporaryFolder()
        try folder.write("scene.xml", Scenes.good)
        let result = try folder.run(arguments, environment: ["LD_DEBUG": "files"])
        #expect(result.status == 0, "\(result.stderr.suffix(2000))")
        let loaded = Self.loadedLibraries(result.stderr)
        #expect(loaded.contains { $0.hasPrefix("libcairo") }, "LD_DEBUG=files reports the libraries: \(loaded)")
        #expect(!loaded.contains { $0.hasPrefix("librsvg") || $0.hasPrefix("libgdk_pixbuf") }, "\(loaded)")
    }

    /// The LD_DEBUG=files lines that say which object made the loader open `prefix`'s library.
    static func openings(of prefix: String, _ stderr: String) -> [String] {
        stderr.split(separator: "\n").map(String.init).filter { $0.contains("file=\(prefix)") && $0.contains(" by ") }
    }

    // Pango (and GLib, HarfBuzz, … behind it) is not linked: a command that lays out scenes loads it
    // with dlopen while fontconfig starts on the other core (CPangoRsvg's PangoLoader.c); others never.
    @Test("--version loads no Pango; a build loads it with dlopen, not at start, and draws the text")
    func pangoIsLoadedWhenNeeded() throws {
        let folder = try TemporaryFolder()
        let version = try folder.run(["--version"], environment: ["LD_DEBUG": "files"])
        #expect(version.status == 0)
        let loaded = Self.loadedLibraries(version.stderr)
        #expect(loaded.contains { $0.hasPrefix("libcairo") }, "LD_DEBUG=files reports the libraries: \(loaded)")
        #expect(!loaded.contains { $0.hasPrefix("libpango") || $0.hasPrefix("libglib") || $0.hasPrefix("libharfbuzz") }, "\(loaded)")

        try folder.write("scene.xml", "<scene width=\"60\" height=\"30\" background=\"white\">\n  <text x=\"4\" y=\"2\" width=\"50\" height=\"26\" font-size=\"20\">Hi</text>\n</scene>\n")
        let build = try folder.run(["build", "scene.xml", "-o", "out.png"], environment: ["LD_DEBUG": "files"])
        #expect(build.status == 0, "\(build.stderr.suffix(2000))")
        let pangoCairo = Self.openings(of: "libpangocairo-1.0.so", build.stderr)
        #expect(!pangoCairo.isEmpty && pangoCairo.allSatisfy { $0.contains("dynamically loaded by") }, "\(pangoCairo)")
        let bitmap = try Bitmap.decodePNG(try #require(folder.bytes("out.png")))
        let inked = (0..<bitmap.height).flatMap { y in (0..<bitmap.width).map { bitmap.pixel(x: $0, y: y) } }
            .filter { $0.r < 128 }
        #expect(inked.count > 20, "the text's dark pixels")
    }

    @Test("a scene with an SVG icon loads librsvg when it needs it and draws the icon")
    func withIcon() throws {
        let folder = try TemporaryFolder()
        try folder.write("icons/dot.svg", Self.icon)
        try folder.write("scene.xml", "<scene width=\"16\" height=\"16\" background=\"white\">\n  <image x=\"4\" y=\"4\" href=\"icons/dot.svg\"/>\n</scene>\n")
        let result = try folder.run(["build", "scene.xml", "-o", "out.png"], environment: ["LD_DEBUG": "files"])
        #expect(result.status == 0, "\(result.stderr.suffix(2000))")
        #expect(Self.loadedLibraries(result.stderr).contains("librsvg-2.so.2"), "\(result.stderr.suffix(2000))")
        let bitmap = try Bitmap.decodePNG(try #require(folder.bytes("out.png")))
        #expect(bitmap.pixel(x: 8, y: 8) == RGBA8(r: 0, g: 0x88, b: 0xff, a: 255), "the icon's centre")
        #expect(bitmap.pixel(x: 1, y: 1) == RGBA8(r: 255, g: 255, b: 255, a: 255), "outside the icon")
    }
}
