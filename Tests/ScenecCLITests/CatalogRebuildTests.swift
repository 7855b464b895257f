import Foundation
import ScenecTestSupport
import Testing

/// Rebuilding an asset catalog with fewer scales or themes removes the files scenec wrote before and
/// no longer lists (Xcode: "unassigned children"), and a Contents.json that cannot be written does
/// not stop the others (issue 29, "Data").
@Suite("scenec build: rebuilding asset catalogs")
struct CatalogRebuildTests {
    @Test("fewer scales and no dark theme: the old files go, a file the user added stays")
    func staleFilesRemoved() throws {
        let folder = try AssetCatalogTests.scenes()
        let themed = #"<scene width="10" height="7"><tokens theme="dark"><token name="c" value="blue"/></tokens><tokens><token name="c" value="red"/></tokens><rect width="5" height="5" fill="{c}"/></scene>"#
        try folder.write("scenes/icons/star.xml", themed)
        try folder.write("scenes/key.xml", themed)
        let first = try folder.run(["build", "scenes", "-o", "Assets.xcassets", "--theme", "default,dark"])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(folder.exists("Assets.xcassets/icons/star.imageset/star~dark@3x.png"))
        try folder.write("Assets.xcassets/icons/star.imageset/notes.txt", "mine")
        let second = try folder.run(["build", "scenes", "-o", "Assets.xcassets", "--scale", "2"])
        #expect(second.status == 0, "\(second.stderr)")
        #expect(try AssetCatalogTests().files(folder.file("Assets.xcassets/icons/star.imageset")) == ["Contents.json", "notes.txt", "star@2x.png"])
        #expect(try AssetCatalogTests().files(folder.file("Assets.xcassets/key.imageset")) == ["Contents.json", "key@2x.png"])
    }

    @Test("a Contents.json that cannot be written is an error naming how many were not; the other image sets still get theirs")
    func everyContentsAttempted() throws {
        let folder = try AssetCatalogTests.scenes()
        // A folder where the first image set's Contents.json goes (in sorted order: icons/star before key).
        try FileManager.default.createDirectory(at: folder.file("Assets.xcassets/icons/star.imageset/Contents.json"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: folder.file("Assets.xcassets/icons/Contents.json"), withIntermediateDirectories: true)
        let result = try folder.run(["build", "scenes", "-o", "Assets.xcassets"])
        #expect(result.status == 3, "\(result.stderr)")
        #expect(result.stderr.contains("(and 1 more of the catalog's 4 Contents.json files were not written: Assets.xcassets/icons/star.imageset/Contents.json ("),
                "\(result.stderr)")
        #expect(folder.exists("Assets.xcassets/key.imageset/Contents.json") && folder.exists("Assets.xcassets/Contents.json"))
    }

    @Test("a full disk (writes past 512 bytes fail, EFBIG) names every image set whose Contents.json was not written")
    func fullDiskNamesEverySet() throws {
        let folder = try TemporaryFolder()
        // Eight image sets, each PNG far under 512 bytes, each Contents.json (three scales, two
        // appearances) over it.
        let themed = #"<scene width="4" height="4"><tokens theme="dark"><token name="c" value="blue"/></tokens><tokens><token name="c" value="red"/></tokens><rect width="4" height="4" fill="{c}"/></scene>"#
        for index in 1...8 { try folder.write("scenes/set\(index).xml", themed) }
        // Files limited to 512 bytes: a write past it fails with EFBIG, as on a full disk.
        let result = try folder.run(["build", "scenes", "-o", "Assets.xcassets", "--theme", "default,dark"], fileSizeBlocks: 1)
        #expect(result.status == 3, "\(result.stderr)")
        for index in 1...8 where index > 1 {
            #expect(result.stderr.contains("Assets.xcassets/set\(index).imageset/Contents.json ("), "set\(index): \(result.stderr)")
        }
        #expect(result.stderr.contains("Assets.xcassets/set1.imageset/Contents.json: error: "), "\(result.stderr)")
        #expect(result.stderr.contains("(and 7 more of the catalog's 9 Contents.json files were not written: "), "\(result.stderr)")
    }
}
