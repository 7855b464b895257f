import Foundation
import ScenecCore
import ScenecModel
import Testing

// `<image href>` safety at parse time (shared/scene-format.md, "Images"): URLs, absolute paths and
// paths that leave the scene's folder (lexically, or through a symlink) are refused with an error
// at the href attribute, unless the resolved path lies in a folder granted with --allow-path.

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

    /// Parses a scene at `scenes/scene.xml` whose only image has `href` on line 3.
    func parse(href: String, allowing allowed: [String] = [], extra: String = "") -> SceneParser.Result {
        let xml = "<scene width=\"10\" height=\"10\">\n<image x=\"0\" \(extra)\nhref=\"\(href)\"/>\n</scene>\n"
        return SceneParser.parse(source: Array(xml.utf8), file: scenes + "/scene.xml", options: ParseOptions(allowedPaths: allowed))
    }
}

/// The one error of a refused href: at line 3, column 1 (where `href=` is written).
private func expectRefused(_ result: SceneParser.Result, _ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    #expect(result.scene == nil, sourceLocation: sourceLocation)
    let errors = result.diagnostics.filter { $0.severity == .error }
    #expect(errors.count == 1, "\(result.diagnostics)", sourceLocation: sourceLocation)
    guard let error = errors.first else { return }
    #expect(error.message.hasPrefix("href: "), "\(error)", sourceLocation: sourceLocation)
    #expect(error.message.contains(text), "\(error)", sourceLocation: sourceLocation)
    #expect(error.location.line == 3 && error.location.column == 1, "\(error)", sourceLocation: sourceLocation)
}

private func imageSpec(_ result: SceneParser.Result) -> ImageSpec? {
    guard let node = result.scene?.nodes.first, case .image(let spec) = node.kind else { return nil }
    return spec
}

@Suite struct ImageHrefTests {
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
                #expect(result.diagnostics.isEmpty, "\(href): \(result.diagnostics)")
                #expect(imageSpec(result)?.path == tree.root + path, "\(href)")
                #expect(imageSpec(result)?.href == href)
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
        let inside = tree.parse(href: "inside.png")
        #expect(inside.diagnostics.isEmpty, "\(inside.diagnostics)")
        #expect(imageSpec(inside)?.path == tree.scenes + "/sub/y.png")
        // Granting the target's folder accepts the link.
        let granted = tree.parse(href: "escape.png", allowing: [tree.outside])
        #expect(granted.diagnostics.isEmpty, "\(granted.diagnostics)")
        #expect(imageSpec(granted)?.path == tree.outside + "/z.png")
    }

    @Test func allowedFoldersAcceptPathsInsideThem() throws {
        let tree = try Tree()
        defer { tree.remove() }
        for href in ["../outside/z.png", tree.outside + "/z.png", tree.outside + "/../outside/z.png"] {
            let result = tree.parse(href: href, allowing: [tree.outside])
            #expect(result.diagnostics.isEmpty, "\(href): \(result.diagnostics)")
            #expect(imageSpec(result)?.path == tree.outside + "/z.png", "\(href)")
        }
        // A granted folder given with a trailing slash or relative spelling works the same.
        let slashed = tree.parse(href: "../outside/z.png", allowing: [tree.outside + "/"])
        #expect(slashed.diagnostics.isEmpty, "\(slashed.diagnostics)")
        // Only that folder: not its sibling with a longer name, not its parent.
        expectRefused(tree.parse(href: "../outside2/w.png", allowing: [tree.outside]), "leaves the scene's folder")
        expectRefused(tree.parse(href: tree.root + "/outside2/w.png", allowing: [tree.outside]), "absolute paths are not allowed")
        expectRefused(tree.parse(href: "../outside/../outside2/w.png", allowing: [tree.outside]), "leaves the scene's folder")
    }

    @Test func hrefIsRequiredAndNotEmpty() throws {
        let tree = try Tree()
        defer { tree.remove() }
        let missing = SceneParser.parse(source: Array("<scene width=\"10\" height=\"10\">\n<image width=\"4\"/>\n</scene>".utf8),
                                        file: tree.scenes + "/scene.xml")
        #expect(missing.scene == nil)
        #expect(missing.diagnostics.contains { $0.message.contains("needs an href") && $0.location.line == 2 })
        expectRefused(tree.parse(href: ""), "empty href")
        expectRefused(tree.parse(href: "   "), "empty href")
    }

    @Test func orientationModeAndColorAreRead() throws {
        let tree = try Tree()
        defer { tree.remove() }
        for orientation in ImageOrientation.allCases {
            let result = tree.parse(href: "x.png", extra: "orientation=\"\(orientation.rawValue)\"")
            #expect(imageSpec(result)?.orientation == orientation)
        }
        let plain = imageSpec(tree.parse(href: "x.png"))
        #expect(plain?.orientation == .up && plain?.mode == .color && plain?.color == .black)
        let mask = imageSpec(tree.parse(href: "x.png", extra: "mode=\"mask\" color=\"#ff0000\""))
        #expect(mask?.mode == .mask && mask?.color == RGBA(red: 1, green: 0, blue: 0))
        let bad = tree.parse(href: "x.png", extra: "orientation=\"upside-down\" mode=\"alpha\"")
        #expect(bad.scene == nil)
        #expect(bad.diagnostics.contains { $0.message.hasPrefix("orientation: ") })
        #expect(bad.diagnostics.contains { $0.message.hasPrefix("mode: ") })
        let warned = tree.parse(href: "x.png", extra: "color=\"red\"")
        #expect(warned.scene != nil)
        #expect(warned.diagnostics.contains { $0.severity == .warning && $0.message.hasPrefix("color: ") })
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
