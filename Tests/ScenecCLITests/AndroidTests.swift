import Foundation
import ScenecTestSupport
import Testing

// `--android` (shared/cli.md 1.1, docs/app-assets.md): the five drawable densities, sizes rounded up,
// and resource names checked per scene.

@Suite("scenec build --android")
struct AndroidTests {
    /// 11 × 7 pt: at 1.5x that is 16.5 × 10.5 px, rounded up to 17 × 11.
    static let odd = #"<scene width="11" height="7"><rect width="5" height="5" fill="red"/></scene>"#

    func pngSize(_ bytes: [UInt8]?) -> [UInt8]? { bytes.map { Array($0[16..<24]) } }

    @Test("one name.png per density, pixel sizes rounded up; folders of scenes are flattened")
    func densities() throws {
        let folder = try TemporaryFolder()
        try folder.write("scenes/icons/star_2.xml", Self.odd)
        let result = try folder.run(["build", "scenes", "-o", "res", "--android"])
        #expect(result.status == 0, "\(result.stderr)")
        let expected: [(String, UInt8, UInt8)] = [("mdpi", 11, 7), ("hdpi", 17, 11), ("xhdpi", 22, 14), ("xxhdpi", 33, 21), ("xxxhdpi", 44, 28)]
        for (density, width, height) in expected {
            #expect(pngSize(folder.bytes("res/drawable-\(density)/star_2.png")) == [0, 0, 0, width, 0, 0, 0, height], "\(density)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.file("res").path).sorted()
                == ["drawable-hdpi", "drawable-mdpi", "drawable-xhdpi", "drawable-xxhdpi", "drawable-xxxhdpi"])
        let again = try folder.run(["build", "scenes", "-o", "res", "--android"])
        #expect(again.stderr.isEmpty || again.stderr.contains("built 0 files"), "\(again.stderr)")
    }

    @Test("a scene whose name is not a resource name is an error for that scene (exit 1) naming a valid one",
          arguments: [("Big-Key", "big_key"), ("2up", "img_2up"), ("key.v2", "key_v2")])
    func invalidName(name: String, suggestion: String) throws {
        let folder = try TemporaryFolder()
        try folder.write("scenes/\(name).xml", Self.odd)
        try folder.write("scenes/fine.xml", Self.odd)
        let result = try folder.run(["build", "scenes", "-o", "res", "--android"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("scenes/\(name).xml: error: \"\(name)\" is not a valid Android resource name (a-z, 0-9 and _, starting with a letter); rename the scene to \(suggestion).xml"), "\(result.stderr)")
        #expect(folder.bytes("res/drawable-xhdpi/fine.png") != nil, "the other scenes are built")
        let xhdpi = try FileManager.default.contentsOfDirectory(atPath: folder.file("res/drawable-xhdpi").path)
        #expect(xhdpi == ["fine.png"])
    }

    @Test("usage errors", arguments: [
        (["--scale", "2"], "--android writes PNG (or --format webp) at the five densities (1x to 4x), or one VectorDrawable per scene with --format vector; drop --scale, and --format other than png, webp or vector"),
        (["--format", "svg"], "--android writes PNG (or --format webp) at the five densities"),
    ])
    func usage(arguments: [String], message: String) throws {
        let folder = try TemporaryFolder()
        try folder.write("scenes/a.xml", Self.odd)
        let result = try folder.run(["build", "scenes", "-o", "res", "--android"] + arguments)
        #expect(result.status == 2)
        #expect(result.stderr.contains(message), "\(result.stderr)")
    }

    @Test("two scenes with one name in different folders are a usage error")
    func collision() throws {
        let folder = try TemporaryFolder()
        try folder.write("scenes/a/icon.xml", Self.odd)
        try folder.write("scenes/b/icon.xml", Self.odd)
        let result = try folder.run(["build", "scenes", "-o", "res", "--android"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("would both be drawable icon; rename one"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.file("res").path))
    }
}
