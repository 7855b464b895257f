import Foundation
@testable import Scenec
import ScenecCairo
import ScenecSceneTestSupport
import ScenecTestSupport
import Testing

// The batch builder with token themes: one load per theme, all of a scene's theme errors at once,
// nothing written unless every theme built, and each theme's inputs (its included libraries) in the
// dependencies and the up-to-date key.
@Suite("BatchBuilder: themes")
struct ThemeBatchTests {
    init() { TestFonts.install() }

    /// A scene whose `brand` token comes from `lib/brand.xml`: red by default, blue in the dark theme.
    static func folderWithLibrary() throws -> TemporaryFolder {
        let folder = try TemporaryFolder(prefix: "lib-tests")
        try folder.write("scenes/lib/brand.xml", """
            <library>
              <tokens><token name="brand" value="#ff0000"/></tokens>
              <tokens theme="dark"><token name="brand" value="#0000ff"/></tokens>
            </library>
            """)
        try folder.write("scenes/key.xml", """
            <scene width="8" height="4" version="1.1">
              <include href="lib/brand.xml"/>
              <rect width="100%" height="100%" fill="{brand}"/>
            </scene>
            """)
        return folder
    }

    static func jobs(_ folder: TemporaryFolder, themes: [String?]) -> [BuildJob] {
        themes.map { theme in
            BuildJob(scene: folder.path("scenes/key.xml"), output: folder.path("out/key\(ThemeNames.suffix(for: theme)).png"),
                     format: .png, scale: 1, theme: theme)
        }
    }

    static func centre(_ folder: TemporaryFolder, _ name: String) throws -> RGBA8 {
        let bitmap = try Bitmap.decodePNG(try #require(folder.bytes(name)))
        return bitmap.pixel(x: bitmap.width / 2, y: bitmap.height / 2)
    }

    @Test("each theme's file has its tokens; the included library is a dependency of every output")
    func themesAndIncludes() throws {
        let folder = try Self.folderWithLibrary()
        let outcome = try #require(BatchBuilder.build(Self.jobs(folder, themes: [nil, "dark"]), options: BatchBuilder.Options()).first)
        #expect(!outcome.failed, "\(outcome.diagnostics)")
        #expect(outcome.written == [folder.path("out/key.png"), folder.path("out/key~dark.png")])
        #expect(outcome.dependencies == [folder.path("scenes/key.xml"), folder.path("scenes/lib/brand.xml")])
        #expect(try Self.centre(folder, "out/key.png") == RGBA8(r: 255, g: 0, b: 0, a: 255))
        #expect(try Self.centre(folder, "out/key~dark.png") == RGBA8(r: 0, g: 0, b: 255, a: 255))
    }

    @Test("a changed library rebuilds: its bytes are in the key even when the times say up to date")
    func libraryInKey() throws {
        let folder = try Self.folderWithLibrary()
        let jobs = Self.jobs(folder, themes: [nil, "dark"])
        for name in ["scenes/key.xml", "scenes/lib/brand.xml"] { try folder.touch(name, secondsFromNow: -3600) }
        _ = BatchBuilder.build(jobs, options: BatchBuilder.Options())
        let same = try #require(BatchBuilder.build(jobs, options: BatchBuilder.Options()).first)
        #expect(same.upToDate.count == 2 && same.written.isEmpty)
        // A new dark colour, with the library's time stamp put back an hour.
        try folder.write("scenes/lib/brand.xml", """
            <library>
              <tokens><token name="brand" value="#ff0000"/></tokens>
              <tokens theme="dark"><token name="brand" value="#00ff00"/></tokens>
            </library>
            """)
        try folder.touch("scenes/lib/brand.xml", secondsFromNow: -3600)
        let changed = try #require(BatchBuilder.build(jobs, options: BatchBuilder.Options()).first)
        #expect(changed.written.count == 2, "\(changed)")
        #expect(try Self.centre(folder, "out/key~dark.png") == RGBA8(r: 0, g: 255, b: 0, a: 255))
    }

    @Test("themes a scene does not define are all reported, once each, and nothing of the scene is written")
    func undefinedThemes() throws {
        let folder = try Self.folderWithLibrary()
        let outcome = try #require(BatchBuilder.build(Self.jobs(folder, themes: [nil, "sepia", "dark", "blue"]), options: BatchBuilder.Options()).first)
        #expect(outcome.failed)
        let errors = outcome.diagnostics.errorMessages
        #expect(errors.count == 2, "\(errors)")
        #expect(errors.contains { $0.contains("'sepia'") && $0.contains("'dark'") }, "\(errors)")
        #expect(errors.contains { $0.contains("'blue'") }, "\(errors)")
        #expect(outcome.written.isEmpty)
        #expect(!folder.exists("out"), "the default and dark themes built but were not written")
    }
}
