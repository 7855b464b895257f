import Foundation
@testable import Scenec
import ScenecTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

// The library side of issue 9: what -o names, scale ranges, reading and replacing only regular
// files, folder walks, root elements, and hrefs of a scene handed over as a symbolic link.

@Suite("OutputTarget and scale ranges")
struct OutputTargetTests {
    @Test("what -o names", arguments: [
        ("out.png", OutputTarget.file(.png)), ("out.SVG", .file(.svg)), ("dir/x@2x.png", .file(.png)),
        ("build", .folder), ("build/", .folder), ("x.jpg/", .folder), ("x.jpeg", .file(.jpg)), ("x.WebP", .file(.webp)), ("favicon.ico", .file(.ico)), (".build", .folder), ("a.b/.hidden", .folder),
    ])
    func targets(output: String, expected: OutputTarget) throws {
        #expect(try OutputTarget(output) == expected)
    }

    @Test("what -o may not name", arguments: [
        ("", "-o needs a file or folder name, got an empty one"),
        ("-", "-o - (standard output) is one output of one scene, planned by planStream; name a file (out.png, out.svg, out.pdf, out.webp, out.jpg, out.ico) or a folder"),
        ("x.tiff", "-o x.tiff: scenec does not write .tiff files; it writes svg, png, pdf, webp, jpg (or jpeg), ico, icns, xml (with --format vector) (name such a file, or a folder)"),
        ("dir/card.eps", "-o dir/card.eps: scenec does not write .eps files; it writes svg, png, pdf, webp, jpg (or jpeg), ico, icns, xml (with --format vector) (name such a file, or a folder)"),
    ])
    func refused(output: String, message: String) {
        #expect(throws: BuildPlanner.UsageError(message: message)) { try OutputTarget(output) }
    }

    @Test("scales from --scale and from the file name are range-checked", arguments: [
        ([-1.0], "x.png", "--scale is -1; scales go from 0.1 to 16"),
        ([1e-300], "x.png", "--scale is 1e-300; scales go from 0.1 to 16"),
        ([.infinity], "x.png", "--scale is inf; scales go from 0.1 to 16"),
        (nil, "x@16.5x.png", "the scale implied by -o x@16.5x.png is 16.5; scales go from 0.1 to 16"),
        (nil, "x@-2x.png", "the scale implied by -o x@-2x.png is -2; scales go from 0.1 to 16"),
        (nil, "x@0x.svg", "the scale implied by -o x@0x.svg is 0; scales go from 0.1 to 16"),
    ])
    func scaleRange(scales: [Double]?, output: String, message: String) {
        #expect(throws: BuildPlanner.UsageError(message: message)) {
            try BuildPlanner.plan(inputs: [BuildPlanner.Input(path: "a.xml", relativePath: "a.xml")], output: output, scales: scales, formats: nil)
        }
    }

    @Test("a name that is not a number before x is no scale: name@hix.png builds at 1")
    func notAScale() throws {
        let jobs = try BuildPlanner.plan(inputs: [BuildPlanner.Input(path: "a.xml", relativePath: "a.xml")], output: "name@hix.png", scales: nil, formats: nil)
        #expect(jobs.map(\.scale) == [1])
    }
}

extension BuildPlanner.UsageError: Equatable {
    public static func == (a: Self, b: Self) -> Bool { a.message == b.message }
}

@Suite("FileIO: regular files only")
struct RegularFileTests {
    @Test("reading a FIFO returns at once with an I/O error")
    func readFIFO() throws {
        let folder = try TemporaryFolder(prefix: "lib-tests")
        #expect(mkfifo(folder.path("pipe"), 0o644) == 0)
        #expect(throws: ScenecError.self) { try FileIO.read(folder.path("pipe"), limit: 10) }
        do {
            _ = try FileIO.read(folder.path("pipe"), limit: 10)
        } catch {
            #expect(error.description == "\(folder.path("pipe")): error: is a FIFO (named pipe), not a regular file")
        }
    }

    @Test("a write onto a FIFO or a symbolic link is refused and leaves it; onto a regular file replaces it")
    func replaceOnlyRegular() throws {
        let folder = try TemporaryFolder(prefix: "lib-tests")
        #expect(mkfifo(folder.path("pipe.png"), 0o644) == 0)
        try FileManager.default.createSymbolicLink(atPath: folder.path("link.png"), withDestinationPath: "target.png")
        try folder.write("target.png", "old")
        for name in ["pipe.png", "link.png"] {
            #expect(throws: ScenecError.self) { try FileIO.writeAtomically([1, 2], to: folder.path(name)) }
        }
        #expect(FileIO.kind(ofLink: folder.path("pipe.png")) == .fifo)
        #expect(FileIO.kind(ofLink: folder.path("link.png")) == .symbolicLink)
        #expect(folder.bytes("target.png") == Array("old".utf8))
        try FileIO.writeAtomically([1, 2], to: folder.path("target.png"))
        #expect(folder.bytes("target.png") == [1, 2])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["link.png", "pipe.png", "target.png"])
    }

    @Test("InputCollision finds an input by normalised path and by inode")
    func collisions() throws {
        let folder = try TemporaryFolder(prefix: "lib-tests")
        try folder.write("a.xml", "x")
        try FileManager.default.linkItem(atPath: folder.path("a.xml"), toPath: folder.path("hard"))
        let collision = InputCollision(inputs: [folder.path("a.xml")])
        #expect(collision.input(for: folder.path("./sub/../a.xml")) == folder.path("a.xml"))
        #expect(collision.input(for: folder.path("hard")) == folder.path("a.xml"))
        #expect(collision.input(for: folder.path("other.xml")) == nil)
    }
}

@Suite("SceneFinder: walks that cannot block or loop")
struct SceneWalkTests {
    @Test("FIFOs, link loops, links out of the folder and non-scene XML are skipped with notes; links inside it are followed")
    func walk() throws {
        let folder = try TemporaryFolder(prefix: "lib-tests")
        try folder.write("scenes/a.xml", "<scene width=\"1\" height=\"1\"/>")
        try folder.write("scenes/schemas.xml", "<?xml version=\"1.0\"?>\n<locatingRules/>")
        try folder.write("scenes/sub/b.xml", "<!DOCTYPE scene [<!ELEMENT scene ANY>]><scene/>")
        try folder.write("elsewhere/c.xml", "<scene/>")
        #expect(mkfifo(folder.path("scenes/pipe.xml"), 0o644) == 0)
        try FileManager.default.createSymbolicLink(atPath: folder.path("scenes/sub/up"), withDestinationPath: "..")
        try FileManager.default.createSymbolicLink(atPath: folder.path("scenes/more"), withDestinationPath: "../elsewhere")
        try FileManager.default.createSymbolicLink(atPath: folder.path("scenes/gone.xml"), withDestinationPath: "nothing.xml")
        try FileManager.default.createSymbolicLink(atPath: folder.path("scenes/passwd.xml"), withDestinationPath: "/etc/passwd")
        try FileManager.default.createSymbolicLink(atPath: folder.path("scenes/out.xml"), withDestinationPath: "../elsewhere/c.xml")
        try FileManager.default.createSymbolicLink(atPath: folder.path("scenes/same.xml"), withDestinationPath: "sub/b.xml")
        let root = folder.path("scenes")
        let found = try SceneFinder.find([root])
        #expect(found.inputs.map(\.relativePath) == ["a.xml", "same.xml", "sub/b.xml"])
        #expect(found.notes == [
            "\(root)/gone.xml: note: skipped: a symbolic link to nothing",
            "\(root)/more: note: skipped: a symbolic link to outside the folder",
            "\(root)/out.xml: note: skipped: a symbolic link to outside the folder",
            "\(root)/passwd.xml: note: skipped: a symbolic link to outside the folder",
            "\(root)/pipe.xml: note: skipped: a FIFO (named pipe), not a regular file",
            "\(root)/schemas.xml: note: skipped: its root element is <locatingRules>, not <scene>",
            "\(root)/sub/up: note: skipped: a symbolic link to a folder already walked (a link loop)",
        ])
    }

    @Test("root element names", arguments: [
        ("<scene/>", "scene"), ("\u{FEFF}<?xml version=\"1.0\"?><!-- c --><scene>", "scene"), ("<s:scene xmlns:s=\"u\">", "scene"),
        ("<!DOCTYPE x [<!ENTITY a \"<b>\">]>\n<library>", "library"), ("  <locatingRules xmlns=\"x\">", "locatingRules"),
    ])
    func rootNames(text: String, name: String) {
        #expect(RootElement.name(of: Array(text.utf8)) == name)
    }

    @Test("a document it cannot read is left to the parser", arguments: ["", "not xml", "<?xml", "<!-- open", "<"])
    func unknownRoots(text: String) {
        #expect(RootElement.name(of: Array(text.utf8)) == nil)
    }
}

@Suite("HrefPolicy: a scene handed over as a symbolic link")
struct LinkedSceneHrefTests {
    @Test("an image may resolve next to the scene's real file; anything else behind a link stays refused")
    func linkedScene() throws {
        let folder = try TemporaryFolder(prefix: "lib-tests")
        let base = PathResolver.real(folder.path) ?? folder.path
        try folder.write("source/keys/enter.xml", "<scene/>")
        try folder.write("source/keys/glyph.png", "png")
        try folder.write("secret/z.png", "png")
        for name in ["enter.xml", "glyph.png"] {
            try FileManager.default.createDirectory(atPath: folder.path("sandbox/keys"), withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: folder.path("sandbox/keys/\(name)"), withDestinationPath: base + "/source/keys/\(name)")
        }
        try FileManager.default.createSymbolicLink(atPath: folder.path("sandbox/keys/z.png"), withDestinationPath: base + "/secret/z.png")
        let policy = HrefPolicy(file: base + "/sandbox/keys/enter.xml")
        #expect(try policy.resolve("glyph.png", attribute: "href").get() == base + "/source/keys/glyph.png")
        guard case .failure(let refusal) = policy.resolve("z.png", attribute: "href") else {
            Issue.record("a link into another folder was accepted")
            return
        }
        #expect(refusal.message == "href: \"z.png\" is a symbolic link (or lies behind one) that leads to \(base)/secret/z.png, outside the scene's folder; keep the file in the scene's folder, or grant its folder with --allow-path")
        // A scene that is not a link gains nothing: the same image link from the real folder's sibling is refused.
        let plain = HrefPolicy(file: base + "/source/enter.xml")
        try FileManager.default.createSymbolicLink(atPath: folder.path("source/z.png"), withDestinationPath: base + "/secret/z.png")
        #expect((try? plain.resolve("z.png", attribute: "href").get()) == nil)
    }
}
