import Foundation
@testable import Scenec
import ScenecTestSupport
import Testing

// One output layout per kind of output (OutputLayouts/): `build` and `watch` hold the value
// `OutputLayouts.layout(for:)` chooses and only call `plan` and `finish` on it.
@Suite("Output layouts")
struct OutputLayoutTests {
    static let inputs = [BuildPlanner.Input(path: "s/key.xml", relativePath: "key.xml"),
                         BuildPlanner.Input(path: "s/icons/star.xml", relativePath: "icons/star.xml")]

    @Test("--android, -o NAME.xcassets and anything else choose Android resources, a catalog and a folder")
    func choice() throws {
        #expect(try OutputLayouts.layout(for: OutputRequest(output: "res", android: true)) is AndroidResources.Layout)
        #expect(try OutputLayouts.layout(for: OutputRequest(output: "res.xcassets", android: true)) is AndroidResources.Layout,
                "--android decides, whatever the folder is called")
        #expect(try OutputLayouts.layout(for: OutputRequest(output: "out/Assets.xcassets/")) is AssetCatalog.Layout)
        #expect(try OutputLayouts.layout(for: OutputRequest(output: "out")) is FolderLayout)
        #expect(try OutputLayouts.layout(for: OutputRequest(output: "key@2x.png")) is FolderLayout)
    }

    @Test("a folder layout names each scene's files below -o, by format and scale")
    func folderPlan() throws {
        let plan = try OutputLayouts.layout(for: OutputRequest(output: "out", scales: [1, 2], formats: [.png, .svg])).plan(Self.inputs)
        #expect(plan.jobs.map(\.output) == [
            "out/key.png", "out/key@2x.png", "out/key.svg", "out/key@2x.svg",
            "out/icons/star.png", "out/icons/star@2x.png", "out/icons/star.svg", "out/icons/star@2x.svg",
        ])
        #expect(plan.rejected.isEmpty)
    }

    @Test("a catalog layout plans image sets and, when finished, writes the Contents.json of what built")
    func catalogPlanAndFinish() throws {
        let folder = try TemporaryFolder(prefix: "layout")
        let root = folder.path + "/A.xcassets"
        let layout = try OutputLayouts.layout(for: OutputRequest(output: root, scales: [2]))
        let plan = try layout.plan(Self.inputs)
        #expect(plan.jobs.map(\.output) == [root + "/key.imageset/key@2x.png", root + "/icons/star.imageset/star@2x.png"])
        try layout.finish(built: [Self.inputs[1]])
        #expect(folder.bytes("A.xcassets/Contents.json").map { String(decoding: $0, as: UTF8.self) } == ContentsJSON.folder)
        #expect(folder.bytes("A.xcassets/icons/Contents.json").map { String(decoding: $0, as: UTF8.self) } == ContentsJSON.folder)
        let set = try #require(folder.bytes("A.xcassets/icons/star.imageset/Contents.json"))
        #expect(String(decoding: set, as: UTF8.self).contains(#""filename" : "star@2x.png""#))
        #expect(folder.bytes("A.xcassets/key.imageset/Contents.json") == nil, "key did not build: no image set for it")
    }

    @Test("a catalog refuses SVG, a scale for PDF and two formats when it is made, before any scene is looked at")
    func catalogRefusals() {
        #expect(throws: BuildPlanner.UsageError.self) { try OutputLayouts.layout(for: OutputRequest(output: "A.xcassets", formats: [.svg])) }
        #expect(usageMessage(OutputRequest(output: "A.xcassets", formats: [.svg])) == "an asset catalog holds png, pdf or jpg images, not svg")
        #expect(usageMessage(OutputRequest(output: "A.xcassets", scales: [2], formats: [.pdf]))
                == "-o A.xcassets: a PDF image set is one vector file for every scale; drop --scale")
        #expect(usageMessage(OutputRequest(output: "A.xcassets", formats: [.png, .pdf])) == "an asset catalog takes one format, png, pdf or jpg; got png,pdf")
        #expect(usageMessage(OutputRequest(output: "A.xcassets", themes: ["dark"])) == nil, "adds the dark appearance (CatalogAppearanceTests)")
        #expect(usageMessage(OutputRequest(output: "A.xcassets", formats: [.pdf])) == nil)
    }

    @Test("an Android layout refuses a scene whose name is not a resource name, and plans the others")
    func androidRejection() throws {
        let inputs = Self.inputs + [BuildPlanner.Input(path: "s/Big-Key.xml", relativePath: "Big-Key.xml")]
        let layout = try OutputLayouts.layout(for: OutputRequest(output: "res", android: true))
        let plan = try layout.plan(inputs)
        #expect(plan.rejected == [OutputPlan.Rejection(scene: "s/Big-Key.xml", message: "\"Big-Key\" is not a valid Android resource name (a-z, 0-9 and _, starting with a letter); rename the scene to big_key.xml")])
        #expect(plan.jobs.count == 10, "two scenes at five densities")
        #expect(plan.jobs.first?.output == "res/drawable-mdpi/key.png")
        #expect(plan.jobs.last?.output == "res/drawable-xxxhdpi/star.png")
    }

    /// The usage error's message making the layout for `request` throws, or nil when it is made.
    private func usageMessage(_ request: OutputRequest) -> String? {
        do throws(BuildPlanner.UsageError) {
            _ = try OutputLayouts.layout(for: request)
            return nil
        } catch {
            return error.message
        }
    }
}
