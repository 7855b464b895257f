import Foundation
import ScenecTestSupport
import Testing

// `scenec build scenes/ -o X.xcassets --theme dark` into an existing catalog (issue 26): the dark
// appearance joins the image sets that have their default images; new sets get both.
@Suite("scenec build: adding the dark appearance to a catalog")
struct CatalogAppearanceBuildTests {
    static let themed = ##"<scene width="10" height="10"><tokens><token name="c" value="#ff0000"/></tokens><tokens theme="dark"><token name="c" value="#000000"/></tokens><rect width="10" height="10" fill="{c}"/></scene>"##

    @Test("--theme dark alone: existing default images stay as they are, the dark ones are added and listed; a new scene gets both")
    func addDark() throws {
        let folder = try TemporaryFolder()
        try folder.write("scenes/key.xml", Self.themed)
        #expect(try folder.run(["build", "scenes", "-o", "A.xcassets", "--scale", "2"]).status == 0)
        let before = inode(folder.file("A.xcassets/key.imageset/key@2x.png"))
        try folder.write("scenes/new.xml", Self.themed)
        let result = try folder.run(["build", "scenes", "-o", "A.xcassets", "--scale", "2", "--theme", "dark"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(inode(folder.file("A.xcassets/key.imageset/key@2x.png")) == before, "the default image is not rebuilt")
        #expect(folder.allFiles().filter { $0.hasSuffix(".png") }.sorted() == [
            "A.xcassets/key.imageset/key@2x.png", "A.xcassets/key.imageset/key~dark@2x.png",
            "A.xcassets/new.imageset/new@2x.png", "A.xcassets/new.imageset/new~dark@2x.png",
        ])
        for name in ["key", "new"] {
            let json = try #require(folder.bytes("A.xcassets/\(name).imageset/Contents.json"))
            let object = try #require(try JSONSerialization.jsonObject(with: Data(json)) as? [String: Any])
            let images = try #require(object["images"] as? [[String: Any]])
            #expect(images.map { $0["filename"] as? String } == ["\(name)@2x.png", "\(name)~dark@2x.png"])
            #expect((images[1]["appearances"] as? [[String: String]]) == [["appearance": "luminosity", "value": "dark"]])
        }
        let again = try folder.run(["build", "scenes", "-o", "A.xcassets", "--scale", "2", "--theme", "dark"])
        #expect(again.status == 0 && !again.stderr.contains("error"), "\(again.stderr)")
        #expect(inode(folder.file("A.xcassets/key.imageset/key~dark@2x.png")) != nil)
    }
}
