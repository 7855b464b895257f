import Foundation
@testable import Scenec
import ScenecTestSupport
import Testing

// `--theme dark` without `default` into an asset catalog (AssetCatalog+Adding.swift): the dark
// appearance is added where the default images are, and the default is built where they are not.
@Suite("Asset catalogs: adding an appearance")
struct CatalogAppearanceTests {
    static let inputs = [BuildPlanner.Input(path: "s/key.xml", relativePath: "key.xml"), BuildPlanner.Input(path: "s/new.xml", relativePath: "new.xml")]

    @Test("a set with its default images gets only the dark ones; a set without them gets both")
    func plan() throws {
        let folder = try TemporaryFolder(prefix: "catalog-add")
        let root = folder.path + "/A.xcassets"
        for name in ["key.png", "key@2x.png"] { try folder.write("A.xcassets/key.imageset/\(name)", bytes: [1]) }
        let layout = try OutputLayouts.layout(for: OutputRequest(output: root, scales: [1, 2], themes: ["dark"]))
        #expect(try layout.plan(Self.inputs).jobs.map { String($0.output.dropFirst(root.count + 1)) } == [
            "key.imageset/key~dark.png", "key.imageset/key~dark@2x.png",
            "new.imageset/new.png", "new.imageset/new~dark.png", "new.imageset/new@2x.png", "new.imageset/new~dark@2x.png",
        ])
    }

    @Test("a set missing one scale of its default images is rebuilt whole")
    func incompleteDefault() throws {
        let folder = try TemporaryFolder(prefix: "catalog-add")
        let root = folder.path + "/A.xcassets"
        try folder.write("A.xcassets/key.imageset/key.png", bytes: [1])
        let layout = try OutputLayouts.layout(for: OutputRequest(output: root, scales: [1, 2], themes: ["dark"]))
        #expect(try layout.plan([Self.inputs[0]]).jobs.map(\.theme) == [nil, "dark", nil, "dark"])
    }

    @Test("Contents.json lists every appearance whose files are there: Any and an earlier Light beside the new Dark")
    func listing() throws {
        let folder = try TemporaryFolder(prefix: "catalog-add")
        let root = folder.path + "/A.xcassets"
        for name in ["key.png", "key~light.png", "key~dark.png"] { try folder.write("A.xcassets/key.imageset/\(name)", bytes: [1]) }
        let layout = try OutputLayouts.layout(for: OutputRequest(output: root, scales: [1], themes: ["dark"]))
        try layout.finish(built: [Self.inputs[0]])
        let json = try #require(folder.bytes("A.xcassets/key.imageset/Contents.json"))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json)) as? [String: Any])
        let images = try #require(object["images"] as? [[String: Any]])
        #expect(images.map { $0["filename"] as? String } == ["key.png", "key~light.png", "key~dark.png"])
    }
}
