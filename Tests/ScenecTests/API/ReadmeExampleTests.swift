import Foundation
import ScenecTestSupport
import Testing

// The code between the markers is README.md's "Use it from Swift" example, character for character;
// the first test below keeps the two identical, so the README's example always compiles. It imports
// only `Scenec`, as a library user would.

// README example begin
import Scenec

/// Compiles a scene to PNG bytes at @2x and to SVG text, printing its warnings once.
func compileScene(at path: String) throws -> (png: [UInt8], svg: String) {
    let scene = try SceneCompiler.load(path: path)
    let png = try SceneCompiler.compile(scene, format: .png, scale: 2)
    let svg = try SceneCompiler.compile(scene, format: .svg, scale: 1)
    for warning in (png.warnings + svg.warnings).deduplicatedInFileOrder() {
        print(warning)  // file:line:column: warning: message
    }
    return (png.bytes, String(decoding: svg.bytes, as: UTF8.self))
}
// README example end

@Suite("README example")
struct ReadmeExampleTests {
    init() { TestFonts.install() }

    /// The text between two marker lines of `text`, without the markers.
    static func between(_ begin: String, _ end: String, in text: String) -> String? {
        guard let start = text.range(of: begin + "\n"), let stop = text.range(of: end, range: start.upperBound..<text.endIndex) else { return nil }
        return String(text[start.upperBound..<stop.lowerBound])
    }

    @Test("README.md's Swift example is exactly the code compiled here")
    func readmeMatches() throws {
        let readme = try String(contentsOfFile: PackagePaths.path("README.md"), encoding: .utf8)
        let section = try #require(readme.range(of: "## Use it from Swift"), "README.md has no \"Use it from Swift\" section")
        let block = try #require(Self.between("```swift", "```", in: String(readme[section.upperBound...])))
        let source = try String(contentsOfFile: PackagePaths.path("Tests/ScenecTests/API/ReadmeExampleTests.swift"), encoding: .utf8)
        let example = try #require(Self.between("// README example begin", "// README example end", in: source))
        #expect(block == example)
    }

    @Test("the example compiles a bundled scene: a PNG of twice its size and SVG text in points")
    func exampleRuns() throws {
        let (png, svg) = try compileScene(at: PackagePaths.path("scenes/rects.xml"))
        let size = try #require(pngSize(png))
        #expect(size.width == 640 && size.height == 576, "rects.xml is 320 × 288 pt")
        #expect(svg.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg "))
        #expect(svg.contains("viewBox=\"0 0 320 288\""))
    }
}
