import Foundation
import ScenecTestSupport
import Testing

// `-o NAME.xcassets` (shared/cli.md 1.1, docs/app-assets.md): Xcode's layout and Contents.json format,
// checked by structure and by bytes (there is no actool on Linux).

@Suite("scenec build: Xcode asset catalogs")
struct AssetCatalogTests {
    static let info = "  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }"

    static func scenes() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("scenes/key.xml", Scenes.good)
        try folder.write("scenes/icons/star.xml", #"<scene width="10" height="7"><rect width="5" height="5" fill="red"/></scene>"#)
        return folder
    }

    func files(_ root: URL) throws -> [String] {
        let enumerator = try #require(FileManager.default.enumerator(atPath: root.path))
        return enumerator.compactMap { $0 as? String }.sorted()
    }

    @Test("PNG: an image set per scene with 1x, 2x, 3x, folders mirrored, Contents.json in Xcode's bytes")
    func pngCatalog() throws {
        let folder = try Self.scenes()
        let result = try folder.run(["build", "scenes", "-o", "Assets.xcassets"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try files(folder.file("Assets.xcassets")) == [
            "Contents.json", "icons", "icons/Contents.json", "icons/star.imageset", "icons/star.imageset/Contents.json",
            "icons/star.imageset/star.png", "icons/star.imageset/star@2x.png", "icons/star.imageset/star@3x.png",
            "key.imageset", "key.imageset/Contents.json", "key.imageset/key.png", "key.imageset/key@2x.png", "key.imageset/key@3x.png",
        ])
        let folderJSON = "{\n\(Self.info)\n}\n"
        #expect(folder.bytes("Assets.xcassets/Contents.json") == Array(folderJSON.utf8))
        #expect(folder.bytes("Assets.xcassets/icons/Contents.json") == Array(folderJSON.utf8))
        let images = [("star.png", "1x"), ("star@2x.png", "2x"), ("star@3x.png", "3x")].map {
            "    {\n      \"filename\" : \"\($0.0)\",\n      \"idiom\" : \"universal\",\n      \"scale\" : \"\($0.1)\"\n    }"
        }
        let expected = "{\n  \"images\" : [\n" + images.joined(separator: ",\n") + "\n  ],\n\(Self.info)\n}\n"
        let star = try #require(folder.bytes("Assets.xcassets/icons/star.imageset/Contents.json"))
        #expect(String(decoding: star, as: UTF8.self) == expected)
        // Valid JSON with the values Xcode reads.
        let object = try #require(try JSONSerialization.jsonObject(with: Data(star)) as? [String: Any])
        let list = try #require(object["images"] as? [[String: String]])
        #expect(list.map { $0["scale"] } == ["1x", "2x", "3x"] && list.allSatisfy { $0["idiom"] == "universal" })
        // star is 10 × 7 pt: 30 × 21 px at 3x.
        let png = try #require(folder.bytes("Assets.xcassets/icons/star.imageset/star@3x.png"))
        #expect(Array(png[16..<24]) == [0, 0, 0, 30, 0, 0, 0, 21])
    }

    @Test("a second build writes nothing: images up to date, Contents.json unchanged (same inode)")
    func upToDate() throws {
        let folder = try Self.scenes()
        #expect(try folder.run(["build", "scenes", "-o", "Assets.xcassets"]).status == 0)
        let before = inode(folder.file("Assets.xcassets/key.imageset/Contents.json"))
        let again = try folder.run(["build", "scenes", "-o", "Assets.xcassets", "--depfile", "a.d"])
        #expect(again.stderr.hasPrefix("built 0 files from 2 scenes"), "\(again.stderr)")
        #expect(inode(folder.file("Assets.xcassets/key.imageset/Contents.json")) == before)
        let depfile = try #require(folder.bytes("a.d").map { String(decoding: $0, as: UTF8.self) })
        #expect(depfile.contains("Assets.xcassets/key.imageset/key@2x.png: \\\n  scenes/key.xml"), "\(depfile)")
    }

    @Test("--format pdf: one vector PDF per image set with preserves-vector-representation")
    func pdfCatalog() throws {
        let folder = try Self.scenes()
        let result = try folder.run(["build", "scenes", "-o", "Vector.xcassets", "--format", "pdf"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try files(folder.file("Vector.xcassets/key.imageset")) == ["Contents.json", "key.pdf"])
        let expected = "{\n  \"images\" : [\n    {\n      \"filename\" : \"key.pdf\",\n      \"idiom\" : \"universal\"\n    }\n  ],\n"
            + Self.info + ",\n  \"properties\" : {\n    \"preserves-vector-representation\" : true\n  }\n}\n"
        #expect(folder.bytes("Vector.xcassets/key.imageset/Contents.json").map { String(decoding: $0, as: UTF8.self) } == expected)
        #expect(folder.bytes("Vector.xcassets/key.imageset/key.pdf")?.starts(with: Array("%PDF-".utf8)) == true)
    }

    @Test("a failed scene gets no image set; the others are written; exit 1")
    func failedScene() throws {
        let folder = try Self.scenes()
        try folder.write("scenes/bad.xml", #"<scene width="10" height="10"><rect fill="nope"/></scene>"#)
        let result = try folder.run(["build", "scenes", "-o", "Assets.xcassets"])
        #expect(result.status == 1)
        #expect(!FileManager.default.fileExists(atPath: folder.file("Assets.xcassets/bad.imageset").path))
        #expect(folder.bytes("Assets.xcassets/key.imageset/Contents.json") != nil)
    }

    @Test("usage errors: svg, two formats, --scale with pdf", arguments: [
        (["--format", "svg"], "an asset catalog holds png, pdf or jpg images, not svg"),
        (["--format", "png,pdf"], "an asset catalog takes one format, png, pdf or jpg; got png,pdf"),
        (["--format", "pdf", "--scale", "2"], "a PDF image set is one vector file for every scale; drop --scale"),
    ])
    func usage(arguments: [String], message: String) throws {
        let folder = try Self.scenes()
        let result = try folder.run(["build", "scenes", "-o", "Assets.xcassets"] + arguments)
        #expect(result.status == 2)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.file("Assets.xcassets").path))
    }
}
