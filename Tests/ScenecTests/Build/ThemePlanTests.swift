@testable import Scenec
import Testing

// `--theme NAME[,NAME…]` (shared/scene-format.md "Reuse", shared/cli.md 1.1): which files each theme
// writes and the usage errors decided before a byte is written.
/// The message of the usage error `body` throws, or nil.
func usageMessage(_ body: () throws -> Void) -> String? {
    do {
        try body()
        return nil
    } catch {
        return (error as? BuildPlanner.UsageError)?.message
    }
}

@Suite("BuildPlanner: themes")
struct ThemePlanTests {
    static let input = BuildPlanner.Input(path: "key.xml", relativePath: "key.xml")

    @Test("--theme values: default is nil, order kept", arguments: [
        ("default,dark", [nil, "dark"] as [String?]), ("dark", ["dark"]), ("High-Contrast_2,default", ["High-Contrast_2", nil]),
    ])
    func parse(text: String, expected: [String?]) throws {
        #expect(try ThemeNames.parse(text) == expected)
    }

    @Test("--theme values that are usage errors say why", arguments: [
        ("da rk", #"--theme takes theme names made of letters, digits, - and _ (starting with a letter or _), like dark or default,dark; got "da rk""#),
        ("default,da rk", #"got "da rk" in "default,da rk""#),
        ("dark,", #"--theme takes theme names made of letters, digits, - and _ (starting with a letter or _), like dark or default,dark; got an empty name in "dark,""#),
        ("", "got an empty name"),
        ("dark~x", #"got "dark~x""#),
        ("../x", #"got "../x""#),
        ("2x", #"got "2x""#),
        ("-dark", #"got "-dark""#),
        ("dark,dark", "--theme names the theme dark twice"),
        ("default,default", "--theme names the theme default twice"),
    ])
    func parseErrors(text: String, message: String) {
        let found = usageMessage { _ = try ThemeNames.parse(text) }
        #expect(found?.contains(message) == true, "\(found ?? "no error")")
    }

    @Test("a theme suffix is a valid name after the last ~ of the file name, never default", arguments: [
        ("key~dark", "key", "dark" as String?), ("key", "key", nil), ("a~b~dark", "a~b", "dark"), ("key~", "key~", nil),
        ("key~default", "key~default", nil), ("~/out/key", "~/out/key", nil), ("out/~dark", "out/~dark", nil),
        ("out~dark/key", "out~dark/key", nil),
    ])
    func splitSuffix(base: String, name: String, theme: String?) {
        let (split, found) = ThemeNames.splitSuffix(base)
        #expect(split == name)
        #expect(found == theme)
    }

    @Test("a folder build names another theme's files name~NAME before the scale suffix, for every format")
    func folder() throws {
        let inputs = [BuildPlanner.Input(path: "scenes/sub/b.xml", relativePath: "sub/b.xml")]
        let jobs = try BuildPlanner.plan(inputs: inputs, output: "build", scales: [1, 2], formats: [.png, .svg], themes: [nil, "dark"])
        #expect(jobs.map(\.output) == [
            "build/sub/b.png", "build/sub/b@2x.png", "build/sub/b.svg", "build/sub/b@2x.svg",
            "build/sub/b~dark.png", "build/sub/b~dark@2x.png", "build/sub/b~dark.svg", "build/sub/b~dark@2x.svg",
        ])
        #expect(jobs.map(\.theme) == [nil, nil, nil, nil, "dark", "dark", "dark", "dark"])
        #expect(jobs.map(\.scale) == [1, 2, 1, 2, 1, 2, 1, 2])
    }

    @Test("no --theme builds the default theme only, with the names of before themes")
    func noTheme() throws {
        let jobs = try BuildPlanner.plan(inputs: [Self.input], output: "out", scales: [1, 2], formats: nil)
        #expect(jobs.map(\.output) == ["out/key.png", "out/key@2x.png"])
        #expect(jobs.allSatisfy { $0.theme == nil })
    }

    /// `-o`, `--scale`, `--theme`, and the (output, scale, theme) of each job.
    static let fileCases: [(String, [Double]?, [String?]?, [(String, Double, String?)])] = [
        ("key@2x.png", nil, [nil, "dark"],
         [("key@2x.png", 2.0, nil), ("key~dark@2x.png", 2.0, "dark")]),
        ("key.png", nil, ["dark"], [("key~dark.png", 1.0, "dark")]),
        ("key.png", [1, 3], [nil, "dark"],
         [("key.png", 1.0, nil), ("key@3x.png", 3.0, nil), ("key~dark.png", 1.0, "dark"), ("key~dark@3x.png", 3.0, "dark")]),
        ("out/key.pdf", nil, ["dark", "light"], [("out/key~dark.pdf", 1.0, "dark"), ("out/key~light.pdf", 1.0, "light")]),
        // The name implies the theme as @2x implies the scale, and is then written as given.
        ("key~dark@2x.png", nil, nil, [("key~dark@2x.png", 2.0, "dark")]),
        ("key~dark.svg", nil, ["dark"], [("key~dark.svg", 1.0, "dark")]),
        ("key~dark.png", [1, 2], nil, [("key~dark.png", 1.0, "dark"), ("key~dark@2x.png", 2.0, "dark")]),
        // `~default` is no theme suffix: the default theme's file has that very name.
        ("key~default.png", nil, nil, [("key~default.png", 1.0, nil)]),
        // The extension is kept as written.
        ("KEY.PNG", [1, 2], [nil, "dark"],
         [("KEY.PNG", 1.0, nil), ("KEY@2x.PNG", 2.0, nil), ("KEY~dark.PNG", 1.0, "dark"), ("KEY~dark@2x.PNG", 2.0, "dark")]),
    ]

    @Test("-o names the default theme's file; another theme's gets ~NAME before the scale the name gives", arguments: fileCases)
    func fileOutput(output: String, scales: [Double]?, themes: [String?]?, expected: [(String, Double, String?)]) throws {
        let jobs = try BuildPlanner.plan(inputs: [Self.input], output: output, scales: scales, formats: nil, themes: themes)
        #expect(jobs.map(\.output) == expected.map(\.0))
        #expect(jobs.map(\.scale) == expected.map(\.1))
        #expect(jobs.map(\.theme) == expected.map(\.2))
    }

    @Test("-o names that contradict --theme or put the theme after the scale are usage errors", arguments: [
        ("key~dark.png", [nil, "dark"] as [String?], "-o key~dark.png names the theme dark, which contradicts --theme default,dark"),
        ("key~dark.png", [nil], "-o key~dark.png names the theme dark, which contradicts --theme default"),
        ("key@2x~dark.png", nil, "-o key@2x~dark.png: the theme goes before the scale, as in key~dark@2x.png"),
    ])
    func fileOutputErrors(output: String, themes: [String?]?, message: String) {
        let found = usageMessage {
            _ = try BuildPlanner.plan(inputs: [Self.input], output: output, scales: nil, formats: nil, themes: themes)
        }
        #expect(found == message)
    }

    @Test("two scenes whose themed names meet are refused before building")
    func themedNameCollision() {
        let inputs = [BuildPlanner.Input(path: "s/key.xml", relativePath: "key.xml"), BuildPlanner.Input(path: "s/key~dark.xml", relativePath: "key~dark.xml")]
        let found = usageMessage {
            _ = try BuildPlanner.plan(inputs: inputs, output: "out", scales: nil, formats: nil, themes: [nil, "dark"])
        }
        #expect(found == "two scenes would write the same output file; build them into separate folders")
    }

    @Test("-o - takes one theme; a scene from standard input to a file names each theme")
    func streams() throws {
        let one = try BuildPlanner.planStream(scene: "-", output: "-", scales: nil, formats: nil, themes: ["dark"])
        #expect(one == [BuildJob(scene: "-", output: "-", format: .svg, scale: 1, theme: "dark")])
        let found = usageMessage { _ = try BuildPlanner.planStream(scene: "-", output: "-", scales: nil, formats: nil, themes: [nil, "dark"]) }
        #expect(found == "-o - (standard output) takes one --format and one --scale, and one --theme")
        let files = try BuildPlanner.planStream(scene: "-", output: "k.png", scales: nil, formats: nil, themes: [nil, "dark"])
        #expect(files.map(\.output) == ["k.png", "k~dark.png"])
    }

    @Test("a theme's jobs are grouped in first-appearance order")
    func grouping() {
        let jobs = [BuildJob(scene: "a", output: "1", format: .png, scale: 1, theme: "dark"),
                    BuildJob(scene: "a", output: "2", format: .png, scale: 1),
                    BuildJob(scene: "a", output: "3", format: .png, scale: 2, theme: "dark")]
        let groups = BatchBuilder.groupByTheme(jobs)
        #expect(groups.map(\.theme) == ["dark", nil])
        #expect(groups.map { $0.jobs.map(\.output) } == [["1", "3"], ["2"]])
    }
}
