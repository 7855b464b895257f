@testable import Scenec
import ScenecTestSupport
import Testing

// The adaptive launcher icon layout (OutputLayouts/AndroidIcon.swift): per density three layers and
// the legacy icon, each a part of the scene.
@Suite("Output layouts: Android adaptive icons")
struct AndroidIconLayoutTests {
    @Test("--android-icon plans, per density, each layer at 108 dp and the legacy icon at 48 dp of the middle 72")
    func plan() throws {
        let layout = try OutputLayouts.layout(for: OutputRequest(output: "res/", androidIcon: true))
        #expect(layout is AndroidIcon.Layout)
        let jobs = try layout.plan([BuildPlanner.Input(path: "s/ic_launcher.xml", relativePath: "ic_launcher.xml")]).jobs
        #expect(jobs.count == 20)
        let xhdpi = jobs.filter { $0.output.hasPrefix("res/mipmap-xhdpi/") }
        #expect(xhdpi.map(\.output) == ["res/mipmap-xhdpi/ic_launcher_background.png", "res/mipmap-xhdpi/ic_launcher_foreground.png",
                                        "res/mipmap-xhdpi/ic_launcher_monochrome.png", "res/mipmap-xhdpi/ic_launcher.png"])
        #expect(xhdpi.map(\.part) == [.layer(id: "background", required: true), .layer(id: "foreground", required: true),
                                      .layer(id: "monochrome", required: false), .composed(excluding: ["monochrome"], inset: 18)])
        #expect(xhdpi.map(\.scale) == [2, 2, 2, 2.0 * 48 / 72])
    }

    @Test("a scene name that is not a resource name is refused alone, with a name to use")
    func names() throws {
        let layout = try OutputLayouts.layout(for: OutputRequest(output: "res", androidIcon: true))
        let plan = try layout.plan([BuildPlanner.Input(path: "s/App-Icon.xml", relativePath: "App-Icon.xml")])
        #expect(plan.jobs.isEmpty)
        #expect(plan.rejected.first?.message.hasSuffix("rename the scene to app_icon.xml") == true)
    }
}
