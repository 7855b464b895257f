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
    func choice() {
        #expect(OutputLayouts.layout(for: OutputRequest(output: "res", android: true)) is AndroidResources.Layout)
        #expect(OutputLayouts.layout(for: OutputRequest(output: "res.xcassets", android: true)) is AndroidResources.Layout,
                "--android decides, whatever the folder is called")
        #expect(OutputLayouts.layout(for: OutputRequest(output: "out/Assets.xcassets/")) is AssetCatalog.Layout)
        #expect(OutputLayouts.layout(for: OutputRequest(output: "out")) is FolderLayout)
        #expect(OutputLayouts.layout(for: OutputRequest(output: "key@2x.png")) is FolderLayout)
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
        let layout = OutputLayouts.layout(for: OutputRequest(output: root, scales: [2]))
        let plan = try layout.plan(Self.inputs)
        #expect(plan.jobs.map(\.output) == [root + "/key.imageset/key@2x.png", root + "/icons/star.imageset/star@2x.png"])
        try layout.finish(built: [Self.inputs[1]])
        #expect(folder.bytes("A.xcassets/Contents.json").map { String(decoding: $0, as: UTF8.self) } == ContentsJSON.folder)
        #expect(folder.bytes("A.xcassets/icons/Contents.json").map { String(decoding: $0, as: UTF8.self) } == ContentsJSON.folder)
        let set = try #require(folder.bytes("A.xcassets/icons/star.imageset/Contents.json"))
        #expect(String(decoding: set, as: UTF8.self).contains(#""filename" : "star@2x.png""#))
        #expect(folder.bytes("A.xcassets/key.imageset/Contents.json") == nil, "key did not build: no image set for it")
    }

    @Test("a catalog refuses SVG and a scale for PDF before anything is built")
    func catalogRefusals() {
        let svg = OutputLayouts.layout(for: OutputRequest(output: "A.xcassets", formats: [.svg]))
        #expect(throws: BuildPlanner.UsageError.self) { try svg.plan(Self.inputs) }
        #expect(usageMessage { try svg.plan(Self.inputs) } == "an asset catalog holds png or pdf images, not svg")
        let pdf = OutputLayouts.layout(for: OutputRequest(output: "A.xcassets", scales: [2], formats: [.pdf]))
        #expect(usageMessage { try pdf.plan(Self.inputs) } == "-o A.xcassets: a PDF image set is one vector file for every scale; drop --scale")
        let two = OutputLayouts.layout(for: OutputRequest(output: "A.xcassets", formats: [.png, .pdf]))
        #expect(usageMessage { try two.plan(Self.inputs) } == "an asset catalog takes one format, png or pdf; got png,pdf")
    }

    @Test("an Android layout refuses a scene whose name is not a resource name, and plans the others")
    func androidRejection() throws {
        let inputs = Self.inputs + [BuildPlanner.Input(path: "s/Big-Key.xml", relativePath: "Big-Key.xml")]
        let layout = OutputLayouts.layout(for: OutputRequest(output: "res", android: true))
        let plan = try layout.plan(inputs)
        #expect(plan.rejected == [OutputPlan.Rejection(scene: "s/Big-Key.xml", message: "\"Big-Key\" is not a valid Android resource name (a-z, 0-9 and _, starting with a letter); rename the scene to big_key.xml")])
        #expect(plan.jobs.count == 10, "two scenes at five densities")
        #expect(plan.jobs.first?.output == "res/drawable-mdpi/key.png")
        #expect(plan.jobs.last?.output == "res/drawable-xxxhdpi/star.png")
    }

    /// The usage error's message `plan` throws, or nil when it plans.
    private func usageMessage(_ plan: () throws -> OutputPlan) -> String? {
        do {
            _ = try plan()
            return nil
        } catch let error as BuildPlanner.UsageError {
            return error.message
        } catch {
            return "not a usage error: \(error)"
        }
    }
}
