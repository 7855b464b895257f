@testable import Scenec
import ScenecTestSupport
import Testing

// The adaptive launcher icon layout (OutputLayouts/AndroidIcon.swift): per density three layers and
// the legacy icon, each a part of the scene.
@Suite("Output layouts: Android adaptive icons")
struct AndroidIconLayoutTests {
    @Test("--android-icon plans, per density, each layer at 108 dp and the legacy and round icons at 48 dp of the middle 72; the store icon at 512 px")
    func plan() throws {
        let layout = try OutputLayouts.layout(for: OutputRequest(output: "res/", androidIcon: true))
        #expect(layout is AndroidIcon.Layout)
        let jobs = try layout.plan([BuildPlanner.Input(path: "s/ic_launcher.xml", relativePath: "ic_launcher.xml")]).jobs
        #expect(jobs.count == 26)
        let xhdpi = jobs.filter { $0.output.hasPrefix("res/mipmap-xhdpi/") }
        #expect(xhdpi.map(\.output) == ["res/mipmap-xhdpi/ic_launcher_background.png", "res/mipmap-xhdpi/ic_launcher_foreground.png",
                                        "res/mipmap-xhdpi/ic_launcher_monochrome.png", "res/mipmap-xhdpi/ic_launcher.png",
                                        "res/mipmap-xhdpi/ic_launcher_round.png"])
        #expect(xhdpi.map(\.part) == [.layer(id: "background", required: true), .layer(id: "foreground", required: true),
                                      .layer(id: "monochrome", required: false), .composed(excluding: ["monochrome"], inset: 18),
                                      .composed(excluding: ["monochrome"], inset: 18, round: true)])
        let legacy: Double = 2.0 * 48 / 72
        #expect(xhdpi.map(\.scale) == [2, 2, 2, legacy, legacy])
        let store = try #require(jobs.last)
        #expect(store.output == "ic_launcher-playstore.png" && store.format == .png && store.scale == 512.0 / 72)
        #expect(store.part == .composed(excluding: ["monochrome"], inset: 18))
    }

    @Test("the store icon goes into the folder that holds the res folder", arguments: [
        ("app/src/main/res", "app/src/main/icon-playstore.png"), ("res", "icon-playstore.png"), ("/res", "/icon-playstore.png"),
        (".", "../icon-playstore.png"), ("a/.", "a/../icon-playstore.png"),
    ])
    func storeIconPlace(root: String, expected: String) {
        #expect(AndroidIcon.storeIcon(name: "icon", root: root) == expected)
    }

    @Test("a scene name that is not a resource name is refused alone, with a name to use")
    func names() throws {
        let layout = try OutputLayouts.layout(for: OutputRequest(output: "res", androidIcon: true))
        let plan = try layout.plan([BuildPlanner.Input(path: "s/App-Icon.xml", relativePath: "App-Icon.xml")])
        #expect(plan.jobs.isEmpty)
        #expect(plan.rejected.first?.message.hasSuffix("rename the scene to app_icon.xml") == true)
    }
}
