import Foundation
import ScenecTestSupport
import Testing

// The up-to-date check covers everything that changes an output's bytes (shared/cli.md 1.1,
// docs/ci.md): options, scales, formats, input contents, not only file times.

@Suite("scenec build: the up-to-date key")
struct UpToDateKeyTests {
    /// A folder with `x.xml` and `icon.png` an hour old, so every output is newer than them.
    static func oldInputs() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        let png = try #require(try folder.bytesOfSmallPNG())
        try folder.write("icon.png", bytes: png)
        try folder.write("x.xml", #"<scene width="40" height="30" background="white"><image href="icon.png" x="4" y="4" width="8" height="8"/><text width="40" height="30">Hi</text></scene>"#)
        for name in ["x.xml", "icon.png"] { try setModificationTime(folder.file(name), secondsFromNow: -3600) }
        return folder
    }

    @Test("-o t.png --scale 1, then --scale 3: the second build replaces the 1x file")
    func scaleChange() throws {
        let folder = try Self.oldInputs()
        #expect(try folder.run(["build", "x.xml", "-o", "t.png", "--scale", "1"]).status == 0)
        #expect(folder.bytes("t.png").flatMap(PNGHeader.init).map { [$0.width, $0.height] } == [40, 30])
        let again = try folder.run(["build", "x.xml", "-o", "t.png", "--scale", "3"])
        #expect(again.status == 0, "\(again.stderr)")
        #expect(folder.bytes("t.png").flatMap(PNGHeader.init).map { [$0.width, $0.height] } == [120, 90])
    }

    @Test("the same build twice keeps the file; a changed option rebuilds it", arguments: [
        ["--text-as-paths"], ["--link-images"],
    ])
    func optionChange(option: [String]) throws {
        let folder = try Self.oldInputs()
        #expect(try folder.run(["build", "x.xml", "-o", "t.svg"]).status == 0)
        let first = try #require(folder.bytes("t.svg"))
        // A rewrite renames a new file over the old one: a new inode, whatever the clock's resolution.
        let written = inode(folder.file("t.svg"))
        #expect(try folder.run(["build", "x.xml", "-o", "t.svg"]).status == 0)
        #expect(inode(folder.file("t.svg")) == written, "unchanged inputs and options: not rewritten")
        #expect(try folder.run(["build", "x.xml", "-o", "t.svg"] + option).status == 0)
        #expect(inode(folder.file("t.svg")) != written, "\(option) changes the bytes: rebuilt")
        #expect(folder.bytes("t.svg") != first)
    }

    @Test("an image whose contents changed is noticed even when its time stamp was put back")
    func imageContents() throws {
        let folder = try Self.oldInputs()
        #expect(try folder.run(["build", "x.xml", "-o", "t.png"]).status == 0)
        let first = try #require(folder.bytes("t.png"))
        try folder.write(".blue.xml", #"<scene width="2" height="2" background="blue"/>"#)
        #expect(try folder.run(["build", ".blue.xml", "-o", "icon.png", "--force"]).status == 0)
        try setModificationTime(folder.file("icon.png"), secondsFromNow: -3600)
        #expect(try folder.run(["build", "x.xml", "-o", "t.png"]).status == 0)
        #expect(folder.bytes("t.png") != first, "the new icon is drawn")
    }

    @Test("outputs carry their key and stay byte-identical for identical inputs")
    func deterministic() throws {
        let folder = try Self.oldInputs()
        for name in ["a.png", "b.png", "a.svg", "b.svg"] {
            #expect(try folder.run(["build", "x.xml", "-o", name, "--scale", "2"]).status == 0)
        }
        #expect(folder.bytes("a.png") == folder.bytes("b.png"))
        #expect(folder.bytes("a.svg") == folder.bytes("b.svg"))
        let png = try #require(folder.bytes("a.png"))
        #expect(Array(png[37..<52]) == Array("tEXtscenec-key\u{0}".utf8), "a tEXt chunk right after IHDR")
        let svg = try #require(folder.bytes("a.svg").map { String(decoding: $0, as: UTF8.self) })
        #expect(svg.split(separator: "\n")[1].hasPrefix("<!-- scenec-key: "), "\(svg.prefix(120))")
    }

    @Test("a folder build counts outputs up to date only for the scales asked")
    func batchScales() throws {
        let folder = try TemporaryFolder()
        try folder.write("scenes/a.xml", colouredScene(1))
        try setModificationTime(folder.file("scenes/a.xml"), secondsFromNow: -3600)
        #expect(try folder.run(["build", "scenes", "-o", "out", "--scale", "1,2"]).status == 0)
        let same = try folder.run(["build", "scenes", "-o", "out", "--scale", "1,2"])
        #expect(same.stderr.hasPrefix("built 0 files from 1 scene"), "\(same.stderr)")
        let svg = try folder.run(["build", "scenes", "-o", "out", "--scale", "1,2", "--text-as-paths"])
        #expect(svg.stderr.hasPrefix("built 2 files from 1 scene"), "--text-as-paths is part of the key even for PNG: \(svg.stderr)")
    }
}

/// The file's inode number: atomic writes give every rewrite a new one.
func inode(_ url: URL) -> UInt64? {
    (try? FileManager.default.attributesOfItem(atPath: url.path)[.systemFileNumber] as? NSNumber)?.uint64Value
}
