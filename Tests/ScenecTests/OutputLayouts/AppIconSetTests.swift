@testable import Scenec
import ScenecTestSupport
import Testing

// The app icon set layout (OutputLayouts/AppIconSet.swift): which requests it takes, the jobs it plans
// (1024 px PNG, the light one opaque) and where an asset catalog puts a scene named AppIcon.xml.
@Suite("Output layouts: app icon sets")
struct AppIconSetTests {
    static let icon = [BuildPlanner.Input(path: "s/icon.xml", relativePath: "icon.xml")]

    @Test("-o NAME.appiconset chooses the app icon layout; each appearance is a 1024 px PNG, only the light one must be opaque")
    func plan() throws {
        let layout = try OutputLayouts.layout(for: OutputRequest(output: "out/AppIcon.appiconset", themes: [nil, "dark", "tinted"]))
        #expect(layout is AppIconSet.Layout)
        let jobs = try layout.plan(Self.icon).jobs
        #expect(jobs.map(\.output) == ["out/AppIcon.appiconset/AppIcon.png", "out/AppIcon.appiconset/AppIcon~dark.png", "out/AppIcon.appiconset/AppIcon~tinted.png"])
        #expect(jobs.allSatisfy { $0.format == .png && $0.fit?.side == 1024 })
        #expect(jobs.map { $0.fit?.opaque } == [true, false, false])
    }

    @Test("usage errors: another theme, --scale, --format", arguments: [
        (OutputRequest(output: "I.appiconset", themes: [nil, "light"]), "-o I.appiconset: the theme light is not an app icon appearance; an app icon takes the themes default (the light icon), dark and tinted"),
        (OutputRequest(output: "I.appiconset", scales: [2]), "-o I.appiconset: an app icon is one 1024 × 1024 px PNG per appearance; drop --scale and --format"),
        (OutputRequest(output: "I.appiconset", formats: [.webp]), "-o I.appiconset: an app icon is one 1024 × 1024 px PNG per appearance; drop --scale and --format"),
    ])
    func usage(request: OutputRequest, message: String) {
        #expect(throws: BuildPlanner.UsageError(message: message)) { try OutputLayouts.layout(for: request) }
    }

    @Test("--theme dark alone: the light icon too when the set has none, the dark one alone when it has")
    func addingDark() throws {
        let folder = try TemporaryFolder(prefix: "icon-add")
        let layout = try OutputLayouts.layout(for: OutputRequest(output: folder.path + "/I.appiconset", themes: ["dark"]))
        #expect(try layout.plan(Self.icon).jobs.map(\.theme) == [nil, "dark"])
        try folder.write("I.appiconset/I.png", bytes: [1])
        #expect(try layout.plan(Self.icon).jobs.map(\.theme) == ["dark"])
    }

    @Test("one scene per app icon set")
    func oneScene() throws {
        let layout = try OutputLayouts.layout(for: OutputRequest(output: "I.appiconset"))
        let two = Self.icon + [BuildPlanner.Input(path: "s/other.xml", relativePath: "other.xml")]
        #expect(throws: BuildPlanner.UsageError(message: "-o I.appiconset is one app icon, but there are 2 scenes; build one scene into it")) {
            try layout.plan(two)
        }
    }

    @Test("in an asset catalog, AppIcon.xml is the app icon set (dark and tinted for it alone); other scenes are image sets")
    func insideACatalog() throws {
        let inputs = [BuildPlanner.Input(path: "s/AppIcon.xml", relativePath: "AppIcon.xml"), BuildPlanner.Input(path: "s/key.xml", relativePath: "key.xml")]
        let layout = try OutputLayouts.layout(for: OutputRequest(output: "A.xcassets", scales: [2], themes: [nil, "dark", "tinted"]))
        #expect(try layout.plan(inputs).jobs.map(\.output) == [
            "A.xcassets/AppIcon.appiconset/AppIcon.png", "A.xcassets/AppIcon.appiconset/AppIcon~dark.png", "A.xcassets/AppIcon.appiconset/AppIcon~tinted.png",
            "A.xcassets/key.imageset/key@2x.png", "A.xcassets/key.imageset/key~dark@2x.png",
        ])
        #expect(throws: BuildPlanner.UsageError(message: "-o A.xcassets: the theme tinted is an app icon appearance, and no scene is named AppIcon.xml")) {
            try layout.plan([inputs[1]])
        }
    }
}
