import Foundation
@testable import Scenec
import ScenecModel
import ScenecSceneTestSupport
import Testing

// `<image href>` safety where the files are read (shared/scene-format.md, "Images"): URLs, absolute
// paths and paths that leave the scene's folder (lexically, or through a symlink) are refused with an
// error at the href attribute, unless the resolved path lies in a folder granted with --allow-path.

/// A scratch tree: `root/scenes` (the scene's folder, with `sub/`) and `root/outside` (a sibling).
private struct Tree {
    let root: String
    var scenes: String { root + "/scenes" }
    var outside: String { root + "/outside" }

    init() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("scenec-href-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: base + "/scenes/sub", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: base + "/outside", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: base + "/outside2", withIntermediateDirectories: true)
        // Compare against the real path (the temporary folder may itself sit behind a symlink).
        root = PathResolver.real(base) ?? base
        for file in ["scenes/x.png", "scenes/sub/y.png", "outside/z.png", "outside2/w.png"] {
            _ = FileManager.default.createFile(atPath: root + "/" + file, contents: Data([1, 2, 3]))
        }
    }

    func remove() { try? FileManager.default.removeItem(atPath: root) }

    /// Checks the href of the only image of a scene at `scenes/scene.xml`, written on line 3.
    func parse(href: String, allowing allowed: [String] = []) -> Checked {
        let xml = "<scene width=\"10\" height=\"10\">\n<image x=\"0\"\nhref=\"\(href)\"/>\n</scene>\n"
        let file = scenes + "/scene.xml"
        let result = InlineScene.parse(xml, file: file)
        let policy = HrefPolicy(file: file, allowedPaths: allowed)
        return Checked(references: result.imageReferences,
                       outcome: result.imageReferences.first.map { policy.resolve($0.href, attribute: $0.attribute) })
    }
}

/// What the policy made of a scene's one image reference.
private struct Checked {
    var references: [ImageReference]
    var outcome: Result<String, HrefRefusal>?

    var path: String? { if case .success(let path)? = outcome { path } else { nil } }
    var refusal: String? { if case .failure(let refusal)? = outcome { refusal.message } else { nil } }
}

/// A refused href: the message names the attribute, and the reference is located at line 3, column 1
/// (where `href=` is written), which is where the library reports it.
private func expectRefused(_ checked: Checked, _ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    #expect(checked.references.count == 1, sourceLocation: sourceLocation)
    guard let message = checked.refusal, let reference = checked.references.first else {
        Issue.record("not refused: \(String(describing: checked.outcome))", sourceLocation: sourceLocation)
        return
    }
    #expect(message.hasPrefix("href: "), "\(message)", sourceLocation: sourceLocation)
    #expect(message.contains(text), "\(message)", sourceLocation: sourceLocation)
    #expect(reference.location.line == 3 && reference.location.column == 1, "\(reference.location)", sourceLocation: sourceLocation)
}

@Suite struct HrefPolicyTests {
    @Test(arguments: ["http://example.com/a.png", "https://example.com/a.png", "file:///etc/passwd", "file:x.png",
                      "data:image/png;base64,iVBORw0KGgo=", "ftp://host/a.png", "C:x.png", " http://example.com/a.png"])
    func urlsAreRefused(href: String) throws {
        let tree = try Tree()
        defer { tree.remove() }
        expectRefused(tree.parse(href: href), "URLs")
        // Granting folders never makes a URL acceptable.
        expectRefused(tree.parse(href: href, allowing: ["/"]), "URLs")
    }

    @Test func absolutePathsAreRefused() throws {
        let tree = try Tree()
        defer { tree.remove() }
        expectRefused(tree.parse(href: "/etc/passwd"), "absolute paths are not allowed")
        // Even one naming a file inside the scene's own folder.
        expectRefused(tree.parse(href: tree.scenes + "/x.png"), "absolute paths are not allowed")
    }

    @Test(arguments: ["../x.png", "../outside/z.png", "sub/../../x.png", "./../x.png", "sub/../sub/../../outside/z.png",
                      "..", "sub//..//..//x.png"])
    func pathsLeavingTheFolderAreRefused(href: String) throws {
        let tree = try Tree()
        defer { tree.remove() }
        expectRefused(tree.parse(href: href), "leaves the scene's folder")
    }

    @Test func pathsInsideTheFolderAreAccepted() throws {
        let tree = try Tree()
        defer { tree.remove() }
        for (href, path) in [("x.png", "/scenes/x.png"), ("sub/../x.png", "/scenes/x.png"), ("./sub/y.png", "/scenes/sub/y.png"),
                             ("sub/./y.png", "/scenes/sub/y.png"), ("missing.png", "/scenes/missing.png"),
                             ("sub/../../scenes/x.png", nil)] {
            let result = tree.parse(href: href)
            if let path {
                #expect(result.path == tree.root + path, "\(href): \(String(describing: result.outcome))")
                #expect(result.references.first?.href == href)
            } else {
                // Back in by name, but it left the folder on the way: refused as written.
                expectRefused(result, "leaves the scene's folder")
            }
        }
    }

    @Test func symlinksLeavingTheFolderAreRefused() throws {
        let tree = try Tree()
        defer { tree.remove() }
        try FileManager.default.createSymbolicLink(atPath: tree.scenes + "/escape.png", withDestinationPath: tree.outside + "/z.png")
        try FileManager.default.createSymbolicLink(atPath: tree.scenes + "/linked", withDestinationPath: tree.outside)
        try FileManager.default.createSymbolicLink(atPath: tree.scenes + "/relative.png", withDestinationPath: "../outside/z.png")
        try FileManager.default.createSymbolicLink(atPath: tree.scenes + "/inside.png", withDestinationPath: "sub/y.png")
        expectRefused(tree.parse(href: "escape.png"), "symbolic link")
        expectRefused(tree.parse(href: "linked/z.png"), "symbolic link")
        expectRefused(tree.parse(href: "relative.png"), "symbolic link")
        expectRefused(tree.parse(href: "sub/../escape.png"), "symbolic link")
        // A link that stays inside is fine, and resolves to its target.
        #expect(tree.parse(href: "inside.png").path == tree.scenes + "/sub/y.png")
        // Granting the target's folder accepts the link.
        #expect(tree.parse(href: "escape.png", allowing: [tree.outside]).path == tree.outside + "/z.png")
    }

    @Test func allowedFoldersAcceptPathsInsideThem() throws {
        let tree = try Tree()
        defer { tree.remove() }
        for href in ["../outside/z.png", tree.outside + "/z.png", tree.outside + "/../outside/z.png"] {
            #expect(tree.parse(href: href, allowing: [tree.outside]).path == tree.outside + "/z.png", "\(href)")
        }
        // A granted folder given with a trailing slash works the same.
        #expect(tree.parse(href: "../outside/z.png", allowing: [tree.outside + "/"]).path == tree.outside + "/z.png")
        // Only that folder: not its sibling with a longer name, not its parent.
        expectRefused(tree.parse(href: "../outside2/w.png", allowing: [tree.outside]), "leaves the scene's folder")
        expectRefused(tree.parse(href: tree.root + "/outside2/w.png", allowing: [tree.outside]), "absolute paths are not allowed")
        expectRefused(tree.parse(href: "../outside/../outside2/w.png", allowing: [tree.outside]), "leaves the scene's folder")
    }

    @Test func hrefMustNotBeEmpty() throws {
        let tree = try Tree()
        defer { tree.remove() }
        expectRefused(tree.parse(href: ""), "empty href")
        expectRefused(tree.parse(href: "   "), "empty href")
    }

    @Test func refusedAndMissingImagesAreReportedWithTheSceneErrorsAllAtOnce() throws {
        let tree = try Tree()
        defer { tree.remove() }
        let xml = """
            <scene width="10" height="10">
            <image href="../outside/z.png"/>
            <rect width="oops" height="2"/>
            <key width="10" height="10" image="missing.png"/>
            </scene>
            """
        do {
            _ = try SceneCompiler.load(source: Array(xml.utf8), file: tree.scenes + "/scene.xml")
            Issue.record("loaded a scene with three errors")
        } catch {
            guard case .invalidScene(let diagnostics) = error else { Issue.record("\(error)"); return }
            let errors = diagnostics.errors.map { "\($0.location.line): \($0.message)" }
            #expect(errors.count == 3, "\(errors)")
            #expect(errors.contains { $0.hasPrefix("2: href: \"../outside/z.png\" leaves the scene's folder") }, "\(errors)")
            #expect(errors.contains { $0.hasPrefix("3: width: ") }, "\(errors)")
            // A key's image is named by its `image` attribute, and reported once although the key draws it twice.
            #expect(errors.contains { $0.hasPrefix("4: image: \"missing.png\" cannot be read") }, "\(errors)")
        }
    }

    @Test func keyImagePathsGoThroughTheImageChecks() {
        do {
            _ = try SceneCompiler.load(source: Array("""
                <scene width="100" height="100">
                  <key width="40" height="40" image="../outside.png"/>
                  <key width="40" height="40" image="https://example.com/a.png"/>
                  <key width="40" height="40" image="/etc/a.png"/>
                </scene>
                """.utf8), file: "/tmp/scenes/inline.xml")
            Issue.record("loaded keys with refused images")
        } catch {
            guard case .invalidScene(let diagnostics) = error else { Issue.record("\(error)"); return }
            let messages = diagnostics.map { "\($0.location.line): \($0.message)" }
            #expect(messages.count == 3, "\(messages)")
            #expect(messages.contains { $0.hasPrefix("2: image: ") && $0.contains("leaves the scene's folder") }, "\(messages)")
            #expect(messages.contains { $0.hasPrefix("3: image: URLs") }, "\(messages)")
            #expect(messages.contains { $0.hasPrefix("4: image: absolute paths") }, "\(messages)")
        }
    }

    @Test func lexicalNormalisation() {
        #expect(PathResolver.normalize("a/./b//c/../d") == "a/b/d")
        #expect(PathResolver.normalize("../a") == "../a")
        #expect(PathResolver.normalize("a/../..") == "..")
        #expect(PathResolver.normalize("/../a") == "/a")
        #expect(PathResolver.normalize("a/..") == ".")
        #expect(PathResolver.isInside("/a/b", "/a") && PathResolver.isInside("/a", "/a") && !PathResolver.isInside("/ab", "/a"))
    }
}
