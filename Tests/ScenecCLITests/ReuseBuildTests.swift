import Foundation
import ScenecTestSupport
import Testing

/// `scenec build` with `<include>`d libraries and components: libraries are inputs, not scenes.
@Suite("scenec build: includes and components")
struct ReuseBuildTests {
    private let library = """
        <library>
          <tokens><token name="brand" value="#ff0000"/></tokens>
          <defs>
            <component name="swatch" width="8" height="8">
              <param name="tint" default="{brand}"/>
              <rect width="100%" height="100%" fill="{tint}"/>
            </component>
          </defs>
        </library>
        """

    @Test("a folder build skips library files with a note, lists them in the depfile, and rebuilds when one changes")
    func libraryIsAnInput() throws {
        let folder = try TemporaryFolder()
        try folder.write("scenes/lib/ds.xml", library)
        try folder.write("scenes/app.xml", #"<scene width="8" height="8"><include href="lib/ds.xml"/><swatch/></scene>"#)
        let first = try folder.run(["build", "scenes", "-o", "out", "--format", "svg", "--depfile", "deps.d"])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stderrLines.contains("scenes/lib/ds.xml: note: skipped: its root element is <library>, not <scene>"), "\(first.stderr)")
        #expect(!first.stderr.contains("error"), "\(first.stderr)")
        #expect(folder.allFiles().filter { $0.hasPrefix("out/") } == ["out/app.svg"])
        let depfile = String(decoding: folder.bytes("deps.d") ?? [], as: UTF8.self)
        #expect(depfile.contains("scenes/lib/ds.xml"), "\(depfile)")
        #expect(String(decoding: folder.bytes("out/app.svg") ?? [], as: UTF8.self).contains("#ff0000"))

        try folder.write("scenes/lib/ds.xml", library.replacingOccurrences(of: "#ff0000", with: "#00ff00"))
        try folder.touch("scenes/lib/ds.xml", secondsFromNow: 5)
        let second = try folder.run(["build", "scenes", "-o", "out", "--format", "svg"])
        #expect(second.status == 0, "\(second.stderr)")
        #expect(String(decoding: folder.bytes("out/app.svg") ?? [], as: UTF8.self).contains("#00ff00"), "the changed library rebuilt the scene")
    }

    @Test("an error inside a component body prints the body's place and a note at the instance; nothing is written")
    func errorInBody() throws {
        let folder = try TemporaryFolder()
        try folder.write("scenes/lib/ds.xml", library)
        try folder.write("scenes/app.xml", """
            <scene width="8" height="8">
              <include href="lib/ds.xml"/>
              <swatch tint="{brnad}"/>
              <swatch tint="blurple"/>
            </scene>
            """)
        let result = try folder.run(["build", "scenes", "-o", "out"])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.contains("scenes/app.xml:3:11: error: tint: unknown token 'brnad' (did you mean 'brand'?)"), "\(result.stderr)")
        #expect(result.stderr.contains("scenes/lib/ds.xml:6:40: error: fill: "), "\(result.stderr)")
        #expect(result.stderr.contains("scenes/app.xml:4:3: note: in an instance of 'swatch'"), "\(result.stderr)")
        #expect(!folder.exists("out"), "nothing is written for a scene with errors")
    }
}
