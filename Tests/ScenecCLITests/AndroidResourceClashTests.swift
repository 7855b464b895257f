import Foundation
import ScenecCore
import ScenecTestSupport
import Testing

// One file per Android resource name (shared/scene-format.md 1.3, "App icons, completed"): a file
// scenec wrote under another extension is replaced, one it did not write stops the build (exit 3),
// naming both, before anything is written.
@Suite("scenec build: one file per Android resource name")
struct AndroidResourceClashTests {
    @Test("--android-icon after a WebP build: each mipmap's .webp files are replaced by .png, with a note per file")
    func webpThenPNG() throws {
        let folder = try TemporaryFolder()
        try folder.write("launcher.xml", AndroidIconTests.scene(monochrome: false))
        #expect(try folder.run(["build", "launcher.xml", "-o", "res", "--android-icon", "--format", "webp"]).status == 0)
        let webps = folder.allFiles().filter { $0.hasSuffix(".webp") }.sorted()
        #expect(webps.count == 20, "background, foreground, legacy and round in 5 densities: \(webps)")
        let result = try folder.run(["build", "launcher.xml", "-o", "res", "--android-icon"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(folder.allFiles().filter { $0.hasSuffix(".webp") }.isEmpty)
        let notes = result.stderrLines
        #expect(notes.count == webps.count, "\(result.stderr)")
        #expect(notes.first == "res/mipmap-hdpi/launcher.webp: note: removed: replaced by res/mipmap-hdpi/launcher.png (one file per Android resource name)",
                "\(result.stderr)")
        let names = folder.allFiles().filter { $0.hasPrefix("res/mipmap-") }.map { file in
            (file.split(separator: "/").dropLast().joined(separator: "/"), file.split(separator: "/").last!.split(separator: ".").first!)
        }
        #expect(Set(names.map { "\($0.0)/\($0.1)" }).count == names.count, "one file per resource name and folder")
    }

    @Test("a file scenec did not write under the resource name is an error naming both (exit 3), and nothing is written")
    func theirsRefused() throws {
        let folder = try TemporaryFolder()
        try folder.write("icon.xml", ##"<scene width="24" height="24"><rect width="24" height="24" fill="#3ddc84"/></scene>"##)
        try folder.write("res/drawable/icon.png", "not scenec's")
        let result = try folder.run(["build", "icon.xml", "-o", "res", "--android", "--format", "vector"])
        #expect(result.status == 3, "\(result.stderr)")
        #expect(result.stderr == """
            res/drawable/icon.png: error: is resource icon too, and scenec did not write it; res/drawable/icon.xml would define it twice \
            (aapt: "Resource entry … is already defined"); remove or rename one; nothing was written

            """, "\(result.stderr)")
        #expect(folder.allFiles().sorted() == ["icon.xml", "res/drawable/icon.png"])
        #expect(folder.bytes("res/drawable/icon.png") == Array("not scenec's".utf8))
    }

    @Test("a PNG build over scenec's VectorDrawables of the same folder is not a clash: the densities are other folders")
    func vectorThenPNG() throws {
        let folder = try TemporaryFolder()
        try folder.write("icon.xml", ##"<scene width="24" height="24"><rect width="24" height="24" fill="#3ddc84"/></scene>"##)
        #expect(try folder.run(["build", "icon.xml", "-o", "res", "--android", "--format", "vector"]).status == 0)
        let result = try folder.run(["build", "icon.xml", "-o", "res", "--android"])
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        #expect(folder.bytes("res/drawable/icon.xml") != nil && folder.bytes("res/drawable-mdpi/icon.png") != nil)
    }
}
