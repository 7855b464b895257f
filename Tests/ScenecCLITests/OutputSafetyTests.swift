import Foundation
import ScenecTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

// Files that are not scenec's to replace (issue 9): only regular files (or nothing) are replaced,
// never a device, a FIFO, a symbolic link or an input of the build.

/// The kind of the entry at `path` as lstat sees it (`S_IFIFO`, `S_IFCHR`, …), nil when missing.
func fileType(_ path: String) -> mode_t? {
    var info = stat()
    guard lstat(path, &info) == 0 else { return nil }
    return info.st_mode & S_IFMT
}

@Suite("scenec build: files that are not ours to replace")
struct OutputSafetyTests {
    /// A FIFO, a character device (like /dev/full, made with mknod when the tests run as root) and a
    /// symbolic link to /dev/null, made in `folder` as `name`.
    static let specialKinds = ["fifo", "device", "symlink"]

    static func makeSpecial(_ kind: String, at path: String) throws -> mode_t {
        switch kind {
        case "fifo":
            guard mkfifo(path, 0o644) == 0 else { throw TestFailure("mkfifo \(path) failed") }
            return S_IFIFO
        case "device" where getuid() == 0:
            // The same device as /dev/full (major 1, minor 7): writing it fails with ENOSPC.
            guard mknod(path, S_IFCHR | 0o666, dev_t(1 << 8 | 7)) == 0 else { throw TestFailure("mknod \(path) failed") }
            return S_IFCHR
        default:
            guard symlink("/dev/null", path) == 0 else { throw TestFailure("symlink \(path) failed") }
            return S_IFLNK
        }
    }

    @Test("-o onto a FIFO, a device or a symbolic link exits 3 and leaves it as it was", arguments: specialKinds)
    func outputNotRegular(kind: String) throws {
        let folder = try TemporaryFolder()
        try folder.write("x.xml", Scenes.good)
        let target = folder.file("out.png").path
        let type = try Self.makeSpecial(kind, at: target)
        let result = try folder.run(["build", "x.xml", "-o", "out.png"], timeout: .seconds(30))
        #expect(result.status == 3, "\(result.stderr)")
        #expect(result.stderr.hasPrefix("out.png: error: is a "), "\(result.stderr)")
        #expect(result.stderr.contains("scenec replaces only regular files"), "\(result.stderr)")
        #expect(fileType(target) == type, "the \(kind) is still there")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["out.png", "x.xml"], "no temporary file")
    }

    @Test("--depfile onto a FIFO, a device or a symbolic link exits 3 and leaves it as it was", arguments: specialKinds)
    func depfileNotRegular(kind: String) throws {
        let folder = try TemporaryFolder()
        try folder.write("x.xml", Scenes.good)
        let target = folder.file("out.d").path
        let type = try Self.makeSpecial(kind, at: target)
        let result = try folder.run(["build", "x.xml", "-o", "out.png", "--depfile", "out.d"], timeout: .seconds(30))
        #expect(result.status == 3, "\(result.stderr)")
        #expect(result.stderr.hasPrefix("out.d: error: is a "), "\(result.stderr)")
        #expect(fileType(target) == type, "the \(kind) is still there")
    }

    @Test("-o naming a device with no extension is not made a folder: exit 3 naming it")
    func outputIsDeviceWithoutExtension() throws {
        let folder = try TemporaryFolder()
        try folder.write("x.xml", Scenes.good)
        let result = try folder.run(["build", "x.xml", "-o", "/dev/null"])
        #expect(result.status == 3, "\(result.stderr)")
        #expect(result.stderr == "/dev/null: error: is a character device, not a folder\n", "\(result.stderr)")
        #expect(fileType("/dev/null") == S_IFCHR)
    }

    @Test("an empty -o or --depfile is a usage error and writes nothing", arguments: [
        (["-o", ""], "-o needs a file or folder name, got an empty one"),
        (["-o", "out.png", "--depfile", ""], "--depfile needs a file name, got an empty one"),
    ])
    func emptyPaths(arguments: [String], message: String) throws {
        let folder = try TemporaryFolder()
        try folder.write("x.xml", Scenes.good)
        let result = try folder.run(["build", "x.xml"] + arguments)
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(folder.allFiles() == ["x.xml"])
    }

    @Test("an output or depfile that is a scene is refused, by path or by inode (a hard link), and the scene is untouched", arguments: [
        (["--depfile", "x.xml", "-o", "out.png"], "--depfile x.xml would overwrite the scene x.xml"),
        (["--depfile", "./sub/../x.xml", "-o", "out.png"], "--depfile ./sub/../x.xml would overwrite the scene x.xml"),
        (["--depfile", "hard.d", "-o", "out.png"], "--depfile hard.d would overwrite the scene x.xml"),
        (["-o", "out.png", "--depfile", "out.png"], "--depfile out.png is also the output out.png"),
    ])
    func inputsAreNotOutputs(arguments: [String], message: String) throws {
        let folder = try TemporaryFolder()
        try folder.write("x.xml", Scenes.good)
        try FileManager.default.createDirectory(at: folder.file("sub"), withIntermediateDirectories: true)
        try FileManager.default.linkItem(at: folder.file("x.xml"), to: folder.file("hard.d"))
        let result = try folder.run(["build", "x.xml"] + arguments)
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(folder.bytes("x.xml") == Array(Scenes.good.utf8))
        #expect(!folder.exists("out.png"))
    }

    @Test("an output that is one of the scene's images (a hard link) exits 3 and the image is untouched")
    func outputIsAnImage() throws {
        let folder = try TemporaryFolder()
        let png = try #require(try folder.bytesOfSmallPNG())
        try folder.write("icon.png", bytes: png)
        try folder.write("x.xml", #"<scene width="10" height="10"><image href="icon.png"/></scene>"#)
        try FileManager.default.linkItem(at: folder.file("icon.png"), to: folder.file("out.png"))
        let result = try folder.run(["build", "x.xml", "-o", "out.png"])
        #expect(result.status == 3, "\(result.stderr)")
        #expect(result.stderr == "out.png: error: is icon.png, an input of this build; refusing to overwrite it (choose another output)\n", "\(result.stderr)")
        #expect(folder.bytes("icon.png") == png)
    }

    @Test("an output extension scenec does not write is a usage error naming the formats it writes; nothing is created", arguments: [
        ("x.tiff", "-o x.tiff: scenec does not write .tiff files; it writes svg, png, pdf, webp, jpg (or jpeg), ico, icns, xml (with --format vector) (name such a file, or a folder)"),
        ("card.eps", "-o card.eps: scenec does not write .eps files; it writes svg, png, pdf, webp"),
        ("sub/pic.HEIC", "scenec does not write .HEIC files"),
    ])
    func unsupportedOutput(output: String, message: String) throws {
        let folder = try TemporaryFolder()
        try folder.write("x.xml", Scenes.good)
        let result = try folder.run(["build", "x.xml", "-o", output])
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["x.xml"], "no folder named \(output)")
    }

    @Test("an existing folder or a trailing slash stays a folder whatever its name")
    func folderWithDot() throws {
        let folder = try TemporaryFolder()
        try folder.write("x.xml", Scenes.good)
        try FileManager.default.createDirectory(at: folder.file("images.v2"), withIntermediateDirectories: true)
        #expect(try folder.run(["build", "x.xml", "-o", "images.v2"]).status == 0)
        #expect(try folder.run(["build", "x.xml", "-o", "build.out/"]).status == 0)
        #expect(folder.allFiles() == ["build.out/x.png", "images.v2/x.png", "x.xml"])
    }

    @Test("an output name of 255 bytes, the file system's limit, is written (the temporary's name is short)")
    func longName() throws {
        let folder = try TemporaryFolder()
        try folder.write("x.xml", Scenes.good)
        let name = String(repeating: "n", count: 251) + ".png"
        let result = try folder.run(["build", "x.xml", "-o", name])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(folder.allFiles() == [name, "x.xml"])
    }
}

extension TemporaryFolder {
    /// A 2 × 2 opaque red PNG, encoded by scenec's own build of a scene.
    func bytesOfSmallPNG() throws -> [UInt8]? {
        try write(".png-source.xml", #"<scene width="2" height="2" background="red"/>"#)
        defer {
            try? FileManager.default.removeItem(at: file(".png-source.xml"))
            try? FileManager.default.removeItem(at: file(".png-source.png"))
        }
        guard try run(["build", ".png-source.xml", "-o", ".png-source.png"]).status == 0 else { return nil }
        return bytes(".png-source.png")
    }
}
