import Foundation
import ScenecTestSupport
import Testing

// `--format vector` end to end (shared/scene-format.md 1.3 "Android vector drawables", docs/app-assets.md):
// `-o NAME.xml` and `--android` folders, the up-to-date key, the refusals at the node, `.xml` never guessed.

@Suite("scenec build --format vector")
struct VectorBuildTests {
    /// 24 × 24 pt: a red rounded square, blue in the dark theme, and a stroked ring.
    static let icon = """
        <scene width="24" height="24" version="1.1">
          <tokens><token name="brand" value="#ff0000"/></tokens>
          <tokens theme="dark"><token name="brand" value="#0000ff"/></tokens>
          <rect x="2" y="2" width="20" height="20" corner-radius="4" fill="{brand}"/>
          <circle cx="12" cy="12" r="5" fill="none" stroke="#ffffff" stroke-width="2" trim-end="0.75"/>
        </scene>
        """

    @Test("-o NAME.xml writes one VectorDrawable with its key on the second line; a second build is up to date")
    func singleFile() throws {
        let folder = try TemporaryFolder()
        try folder.write("icon.xml", Self.icon)
        let result = try folder.run(["build", "icon.xml", "-o", "out/ic_star.xml", "--format", "vector"])
        #expect(result.status == 0, "\(result.stderr)")
        let text = String(decoding: try #require(folder.bytes("out/ic_star.xml")), as: UTF8.self)
        let lines = text.split(separator: "\n")
        #expect(lines[0] == #"<?xml version="1.0" encoding="utf-8"?>"#)
        #expect(lines[1].hasPrefix("<!-- scenec-key: ") && lines[1].hasSuffix(" -->"))
        #expect(lines[2].contains(#"android:width="24dp" android:height="24dp" android:viewportWidth="24" android:viewportHeight="24""#))
        #expect(text.contains(##"android:fillColor="#FF0000""##))
        #expect(text.contains(##"android:strokeColor="#FFFFFF" android:strokeWidth="2" android:strokeMiterLimit="4" android:trimPathEnd="0.75""##))
        #expect(VectorDrawableSchema.problems(text) == [])
        let again = try folder.run(["build", "icon.xml", "-o", "out/ic_star.xml", "--format", "vector"])
        #expect(again.status == 0)
        #expect(folder.bytes("out/ic_star.xml") == Array(text.utf8), "deterministic, and left alone when up to date")
    }

    @Test("--android --format vector writes drawable/NAME.xml and drawable-night/NAME.xml for the dark theme")
    func androidFolders() throws {
        let folder = try TemporaryFolder()
        try folder.write("scenes/ic_star.xml", Self.icon)
        let result = try folder.run(["build", "scenes", "-o", "res", "--android", "--format", "vector", "--theme", "default,dark"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.file("res").path).sorted() == ["drawable", "drawable-night"])
        let light = String(decoding: try #require(folder.bytes("res/drawable/ic_star.xml")), as: UTF8.self)
        let dark = String(decoding: try #require(folder.bytes("res/drawable-night/ic_star.xml")), as: UTF8.self)
        #expect(light.contains(##"android:fillColor="#FF0000""##) && dark.contains(##"android:fillColor="#0000FF""##))
    }

    @Test("-o x.xml without --format vector is a usage error: an XML output is never guessed")
    func xmlNeedsTheFormat() throws {
        let folder = try TemporaryFolder()
        try folder.write("icon.xml", Self.icon)
        let result = try folder.run(["build", "icon.xml", "-o", "drawable.xml"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("-o drawable.xml: an .xml output is written only with --format vector"), "\(result.stderr)")
        #expect(folder.bytes("drawable.xml") == nil)
    }

    @Test("what VectorDrawable cannot draw is an error at the node naming it (exit 1), and nothing is written")
    func refusal() throws {
        let folder = try TemporaryFolder()
        try folder.write("card.xml", """
            <scene width="40" height="40">
              <rect width="30" height="30" fill="#ffffff" corner-radius="6">
                <drop-shadow dy="2" blur="6" color="#00000040"/>
              </rect>
              <line x1="0" y1="35" x2="40" y2="35" stroke="#000000" stroke-dasharray="4 2"/>
            </scene>
            """)
        let result = try folder.run(["build", "card.xml", "-o", "card_v.xml", "--format", "vector"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("card.xml:2:3: error: <rect>: an Android VectorDrawable cannot draw a shadow, inner shadow or shine"), "\(result.stderr)")
        #expect(result.stderr.contains("card.xml:5:3: error: <line>: an Android VectorDrawable cannot draw a dashed stroke (stroke-dasharray)"), "\(result.stderr)")
        #expect(folder.bytes("card_v.xml") == nil)
    }
}
