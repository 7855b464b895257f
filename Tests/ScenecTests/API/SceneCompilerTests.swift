import Foundation
@testable import Scenec
import ScenecSceneTestSupport
import ScenecTestSupport
import Testing

/// Width and height from a PNG's IHDR chunk.
func pngSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    guard bytes.count >= 24, Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == Array("IHDR".utf8) else { return nil }
    func be32(_ offset: Int) -> Int { bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) } }
    return (be32(16), be32(20))
}

@Suite("SceneCompiler")
struct SceneCompilerTests {
    init() { TestFonts.install() }

    @Test("load does not lay out: layout's warnings are not in Loaded.warnings")
    func loadHasNoLayoutWarnings() throws {
        let loaded = try SceneCompiler.load(source: Array(TestScenes.fontFallback.utf8), file: "fallback.xml")
        #expect(loaded.warnings.isEmpty, "\(loaded.warnings)")
        #expect(loaded.file == "fallback.xml")
    }

    @Test("compile returns the bytes and the layout's warning, located at the element", arguments: OutputFormat.allCases)
    func compileReturnsWarnings(format: OutputFormat) throws {
        let loaded = try SceneCompiler.load(source: Array(TestScenes.fontFallback.utf8), file: "fallback.xml")
        let output = try SceneCompiler.compile(loaded, format: format, scale: 2)
        #expect(output.warnings.count == 1, "\(output.warnings)")
        let warning = try #require(output.warnings.first)
        #expect(warning.severity == .warning)
        #expect(warning.message.hasPrefix("font 'No Such Face' not found"), "\(warning)")
        #expect(warning.location.file == "fallback.xml" && warning.location.line == 2)
        #expect(output.format == format && output.scale == 2)
        switch format {
        case .png:
            let size = try #require(pngSize(output.bytes))
            #expect(size.width == 120 && size.height == 60)
        case .svg:
            #expect(String(decoding: output.bytes, as: UTF8.self).contains("viewBox=\"0 0 60 30\""))
        case .pdf:
            // One page of the scene's size in points, whatever the scale.
            #expect(String(decoding: output.bytes, as: UTF8.self).contains("/MediaBox [ 0 0 60 30 ]"))
        case .webp, .jpg:
            // RasterFormatTests read these back pixel by pixel; here, the container.
            #expect(output.bytes.starts(with: format == .webp ? Array("RIFF".utf8) : [0xFF, 0xD8]))
        case .ico:
            #expect(Array(output.bytes.prefix(6)) == [0, 0, 1, 0, 3, 0])
        case .vector:
            // Density-independent: the viewport is the canvas in points, whatever the scale.
            #expect(String(decoding: output.bytes, as: UTF8.self).contains(#"android:viewportWidth="60" android:viewportHeight="30""#))
        case .icns:
            #expect(Array(output.bytes.prefix(4)) == Array("icns".utf8))
        }
    }

    @Test("compile(path:) loads and compiles in one step; a clean scene has no warnings")
    func compilePath() throws {
        let folder = try TemporaryFolder(prefix: "lib-tests")
        let path = try folder.write("good.xml", TestScenes.good).path
        let output = try SceneCompiler.compile(path: path, format: .png, scale: 3)
        #expect(output.warnings.isEmpty, "\(output.warnings)")
        let size = try #require(pngSize(output.bytes))
        #expect(size.width == 120 && size.height == 90)
    }

    @Test("a bad scene throws invalidScene with every error located")
    func badScene() throws {
        #expect {
            _ = try SceneCompiler.load(source: Array(TestScenes.bad.utf8), file: "bad.xml")
        } throws: { error in
            guard case ScenecError.invalidScene(let diagnostics) = error else { return false }
            let errors = diagnostics.errors
            return errors.count == 4 && errors.map(\.location.line) == [2, 3, 4, 4]
        }
    }

    @Test("a canvas too large at one scale is a scene error at that scale only, reported with the scene's warnings")
    func scaleDependentError() throws {
        let xml = """
            <scene width="20000" height="10">
              <ellipse width="10" height="10" stroke="black" crisp="true"/>
            </scene>
            """
        let loaded = try SceneCompiler.load(source: Array(xml.utf8), file: "wide.xml")
        #expect(loaded.warnings.map(\.location.line) == [2], "the parser's warning about crisp")
        #expect(try SceneCompiler.compile(loaded, format: .svg, scale: 1).warnings == loaded.warnings)
        do {
            _ = try SceneCompiler.compile(loaded, format: .svg, scale: 2)
            Issue.record("40000 px wide should be refused")
        } catch {
            guard case .invalidScene(let diagnostics) = error else { Issue.record("\(error)"); return }
            #expect(diagnostics.errors.map(\.location.line) == [1], "\(diagnostics)")
            #expect(diagnostics.filter { $0.severity == .warning } == loaded.warnings)
        }
    }

    @Test("a PNG the backend cannot draw is a typed render error naming the scene and the format; SVG is unaffected")
    func typedRenderError() throws {
        // Layout never produces an empty canvas; a hand-made list is the one way to reach cairo's refusal in-process.
        let list = RenderList(width: 0, height: 10, scale: 1, items: [])
        do {
            _ = try SceneCompiler.render(list, as: .png, scene: "empty.xml")
            Issue.record("an empty canvas should not render")
        } catch {
            guard case .render(let scene, let format, let message) = error else { Issue.record("\(error)"); return }
            #expect(scene == "empty.xml" && format == .png)
            #expect(message.contains("invalid canvas"), "\(message)")
            #expect(error.description.hasPrefix("empty.xml: error: rendering PNG failed: "), "\(error.description)")
        }
        #expect(throws: Never.self) { _ = try SceneCompiler.render(list, as: .svg, scene: "empty.xml") }
    }

    @Test("CompiledOutput.write creates folders, writes the bytes, and leaves no temporary file")
    func writeToFile() throws {
        let folder = try TemporaryFolder(prefix: "lib-tests")
        let output = CompiledOutput(bytes: Array("hello".utf8), format: .svg, scale: 1, warnings: [])
        try output.write(to: folder.path("a/b/c.svg"))
        #expect(folder.bytes("a/b/c.svg") == Array("hello".utf8))
        #expect(folder.allFiles() == ["a/b/c.svg"])
    }

    @Test("a write into a plain file's 'folder' is an I/O error and changes nothing")
    func writeFailure() throws {
        let folder = try TemporaryFolder(prefix: "lib-tests")
        try folder.write("afile", "plain")
        let output = CompiledOutput(bytes: [1, 2, 3], format: .png, scale: 1, warnings: [])
        #expect {
            try output.write(to: folder.path("afile/out.png"))
        } throws: { error in
            if case ScenecError.io = error { return true }
            return false
        }
        #expect(folder.allFiles() == ["afile"])
    }

    @Test("deduplicatedInFileOrder keeps one of each diagnostic, sorted by location")
    func deduplication() {
        let a = Diagnostic.warning("late", at: SourceLocation(file: "x.xml", line: 9, column: 1))
        let b = Diagnostic.warning("early", at: SourceLocation(file: "x.xml", line: 2, column: 5))
        let c = Diagnostic.warning("other text, same place", at: SourceLocation(file: "x.xml", line: 2, column: 5))
        #expect([a, b, a, c, b].deduplicatedInFileOrder() == [b, c, a])
    }
}
