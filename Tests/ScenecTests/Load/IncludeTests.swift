import Foundation
@testable import Scenec
import ScenecCore
import ScenecModel
import ScenecTestSupport
import Testing

/// `<include href>` of `<library>` files: relative to the including file, sandboxed like images,
/// diagnostics located in the included file.
@Suite("Includes")
struct IncludeTests {
    private let library = """
        <library>
          <tokens><token name="brand" value="#ff0000"/></tokens>
          <tokens theme="dark"><token name="brand" value="#0000ff"/></tokens>
          <include href="parts/shapes.xml"/>
          <defs>
            <linear-gradient id="shade"><stop offset="0" color="white"/><stop offset="1" color="black"/></linear-gradient>
          </defs>
        </library>
        """
    private let shapes = """
        <library>
          <defs>
            <component name="swatch" width="8" height="8"><rect width="100%" height="100%" fill="{brand}"/></component>
          </defs>
        </library>
        """

    private func errors(_ body: () throws -> Void) -> [Diagnostic] {
        do {
            try body()
            return []
        } catch let error as ScenecError {
            guard case .invalidScene(let diagnostics) = error else { return [] }
            return diagnostics
        } catch {
            return []
        }
    }

    @Test("a scene includes a library that includes another: tokens, themes, components and shared gradients arrive")
    func nestedIncludes() throws {
        let folder = try TemporaryFolder(prefix: "include")
        try folder.write("scenes/lib/ds.xml", library)
        try folder.write("scenes/lib/parts/shapes.xml", shapes)
        let scenePath = try folder.write("scenes/app.xml", """
            <scene width="20" height="10">
              <include href="lib/ds.xml"/>
              <swatch/>
              <rect x="10" width="8" height="8" fill="url(#shade)"/>
            </scene>
            """).path
        let loaded = try SceneCompiler.load(path: scenePath)
        #expect(loaded.themes == ["dark"])
        #expect(loaded.includedFiles == [folder.path("scenes/lib/ds.xml"), folder.path("scenes/lib/parts/shapes.xml")])
        let svg = String(decoding: try SceneCompiler.compile(loaded, format: .svg, scale: 1).bytes, as: UTF8.self)
        #expect(svg.contains("#ff0000") && svg.contains("linearGradient"), "\(svg)")
        let dark = try SceneCompiler.load(path: scenePath, options: CompileOptions(theme: "dark"))
        let darkSVG = String(decoding: try SceneCompiler.compile(dark, format: .svg, scale: 1).bytes, as: UTF8.self)
        #expect(darkSVG.contains("#0000ff"), "\(darkSVG)")
    }

    @Test("a diagnostic inside an included file names that file, line and column")
    func diagnosticsInIncludedFile() throws {
        let folder = try TemporaryFolder(prefix: "include")
        try folder.write("lib.xml", """
            <library>
              <tokens><token name="size" value="{nope}"/></tokens>
              <defs><component name="dot"><circle r="{size}" fil="red"/></component></defs>
            </library>
            """)
        let scenePath = try folder.write("scene.xml", "<scene width=\"4\" height=\"4\"><include href=\"lib.xml\"/><dot/></scene>").path
        let found = errors { _ = try SceneCompiler.load(path: scenePath) }
        let lib = folder.path("lib.xml")
        let unknown = try #require(found.first { $0.message.contains("value: unknown token 'nope'") }, "\(found)")
        #expect(unknown.location.description == "\(lib):2:30")
        let attribute = try #require(found.first { $0.message.contains("unknown attribute 'fil' on <circle>") }, "\(found)")
        #expect(attribute.location.file == lib && attribute.location.line == 3)
        #expect(attribute.notes == ["\(scenePath):1:54: note: in an instance of 'dot'"], "\(attribute.description)")
    }

    @Test("includes obey the image rules: ../ out, absolute paths, URLs and symbolic links out are refused",
          arguments: ["../outside.xml", "/tmp/outside.xml", "http://example.com/lib.xml", "link.xml", "missing.xml"])
    func sandbox(href: String) throws {
        let folder = try TemporaryFolder(prefix: "include")
        try folder.write("outside.xml", "<library/>")
        try folder.write("scenes/keep.txt", "")
        try FileManager.default.createSymbolicLink(atPath: folder.path("scenes/link.xml"), withDestinationPath: folder.path("outside.xml"))
        let scenePath = try folder.write("scenes/scene.xml", """
            <scene width="4" height="4">
              <include href="\(href)"/>
            </scene>
            """).path
        let found = errors { _ = try SceneCompiler.load(path: scenePath) }
        let refusal = try #require(found.first, "an include of \(href) must be refused")
        #expect(refusal.location.file == scenePath && refusal.location.line == 2 && refusal.location.column == 12, "\(refusal)")
        let expected = switch href {
        case "../outside.xml": "leaves the scene's folder; keep included files in the scene's folder"
        case "/tmp/outside.xml": "absolute paths are not allowed"
        case "link.xml": "is a symbolic link"
        case "missing.xml": "cannot read"
        default: "URLs (http:) are not allowed; refer to a <library> file"
        }
        #expect(refusal.message.hasPrefix("href: ") && refusal.message.contains(expected), "\(refusal)")
    }

    @Test("--allow-path grants a folder outside the scene's to include from")
    func allowPath() throws {
        let folder = try TemporaryFolder(prefix: "include")
        try folder.write("shared/lib.xml", "<library><tokens><token name=\"c\" value=\"red\"/></tokens></library>")
        let scenePath = try folder.write("scenes/scene.xml", """
            <scene width="4" height="4"><include href="../shared/lib.xml"/><rect width="4" height="4" fill="{c}"/></scene>
            """).path
        let loaded = try SceneCompiler.load(path: scenePath, options: CompileOptions(allowedPaths: [folder.path("shared")]))
        #expect(loaded.includedFiles.count == 1, "\(loaded.includedFiles)")
        // The library's token reached the rect: its fill is the library's red.
        let rect = try #require(loaded.scene.nodes.first)
        guard case .color(let fill)? = rect.style.fills.first else {
            Issue.record("the rect has no colour fill: \(rect.style.fills)")
            return
        }
        #expect(fill == RGBA(red: 1, green: 0, blue: 0))
    }

    @Test("an include cycle is an error at the include that closes it; a library included twice is read once")
    func cycles() throws {
        let folder = try TemporaryFolder(prefix: "include")
        try folder.write("a.xml", "<library>\n<include href=\"b.xml\"/>\n<tokens><token name=\"t\" value=\"1\"/></tokens></library>")
        try folder.write("b.xml", "<library>\n<include href=\"a.xml\"/>\n</library>")
        let scenePath = try folder.write("scene.xml", "<scene width=\"4\" height=\"4\">\n<include href=\"a.xml\"/>\n<include href=\"b.xml\"/>\n</scene>").path
        let found = errors { _ = try SceneCompiler.load(path: scenePath) }
        #expect(found.count == 1, "\(found)")
        let cycle = try #require(found.first)
        #expect(cycle.location.file == folder.path("b.xml") && cycle.location.line == 2, "\(cycle)")
        #expect(cycle.message.contains("makes a cycle (\(folder.path("a.xml")) → \(folder.path("b.xml")) → \(folder.path("a.xml")))"), "\(cycle)")

        try folder.write("c.xml", "<library><tokens><token name=\"t\" value=\"1\"/></tokens></library>")
        try folder.write("d.xml", "<library><include href=\"c.xml\"/></library>")
        let diamondXML = "<scene width=\"4\" height=\"4\"><include href=\"c.xml\"/><include href=\"d.xml\"/></scene>"
        let diamond = try folder.write("diamond.xml", diamondXML).path
        #expect(try SceneCompiler.load(path: diamond).includedFiles.count == 2)

        // The loader the compiler gives the parser reads a file once: after handing c.xml back the first
        // time, the file changes on disk, and the second include of it still gets the bytes first read.
        let loader = IncludeFiles.loader(scene: diamond, policy: HrefPolicy(file: diamond))
        var handedBack: [String: [[UInt8]]] = [:]
        let result = SceneParser.parse(source: Array(diamondXML.utf8), file: diamond) { request in
            let read = loader(request)
            if case .success(let source) = read {
                handedBack[source.file, default: []].append(source.bytes)
                if source.file == folder.path("c.xml") { _ = try? folder.write("c.xml", "<library>changed</library>") }
            }
            return read
        }
        #expect(result.scene != nil, "\(result.diagnostics)")
        #expect(result.includes.map(\.file) == [folder.path("c.xml"), folder.path("d.xml")])
        let readsOfC = try #require(handedBack[folder.path("c.xml")])
        #expect(readsOfC.count == 2 && Set(readsOfC).count == 1, "\(readsOfC.map { String(decoding: $0, as: UTF8.self) })")
    }

    @Test("an included file must be a <library> holding only tokens, defs and includes; a library is not a scene")
    func libraryShape() throws {
        let folder = try TemporaryFolder(prefix: "include")
        try folder.write("notlib.xml", "<scene width=\"1\" height=\"1\"/>")
        try folder.write("lib.xml", "<library>\n<rect width=\"1\" height=\"1\"/>\n<tokns/>\n</library>")
        let scenePath = try folder.write("scene.xml", "<scene width=\"4\" height=\"4\"><include href=\"notlib.xml\"/><include href=\"lib.xml\"/></scene>").path
        let found = errors { _ = try SceneCompiler.load(path: scenePath) }
        #expect(found.contains { $0.message.contains("the root element of an included file must be <library>, not <scene>") }, "\(found)")
        #expect(found.contains { $0.location.line == 2 && $0.message.contains("<rect> is not allowed inside <library>") }, "\(found)")
        #expect(found.contains { $0.location.line == 3 && $0.message.contains("did you mean <tokens>?") }, "\(found)")
        let built = errors { _ = try SceneCompiler.load(path: folder.path("lib.xml")) }
        #expect(built.first?.message.contains("this is a <library>: scenes bring it in with <include href>, and it is built") == true, "\(built)")
    }
}
