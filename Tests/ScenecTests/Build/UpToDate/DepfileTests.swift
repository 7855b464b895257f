@testable import Scenec
import Testing

@Suite("Depfile")
struct DepfileTests {
    @Test("paths are escaped like gcc -MD: spaces and # with a backslash, $ doubled", arguments: [
        ("plain/a.png", "plain/a.png"),
        ("my scene.xml", #"my\ scene.xml"#),
        ("a#1.png", ##"a\#1.png"##),
        ("$HOME/x.png", "$$HOME/x.png"),
        ("a b#c$d", ##"a\ b\#c$$d"##),
    ])
    func escaping(path: String, expected: String) throws {
        #expect(try Depfile.escape(path) == expected)
    }

    @Test("one rule per output, dependencies on continuation lines, a final newline")
    func text() throws {
        let text = try Depfile.text([
            Depfile.Rule(output: "out/a.png", dependencies: ["a.xml", "icons/x y.png"]),
            Depfile.Rule(output: "out/b.png", dependencies: ["b.xml"]),
        ])
        #expect(text == "out/a.png: \\\n  a.xml \\\n  icons/x\\ y.png\nout/b.png: \\\n  b.xml\n")
        #expect(try Depfile.text([]) == "")
    }

    @Test("BatchBuilder's rules: every output depends on its scene, its images and the binary")
    func rulesFromOutcomes() {
        var loadedScene = SceneOutcome(scene: "a.xml", outputs: ["a.png", "a@2x.png"])
        loadedScene.dependencies = ["a.xml", "img.png"]
        let failedScene = SceneOutcome(scene: "b.xml", outputs: ["b.png"])
        let rules = BatchBuilder.depfileRules([loadedScene, failedScene], extra: ["/bin/scenec"])
        #expect(rules == [
            Depfile.Rule(output: "a.png", dependencies: ["a.xml", "img.png", "/bin/scenec"]),
            Depfile.Rule(output: "a@2x.png", dependencies: ["a.xml", "img.png", "/bin/scenec"]),
            // A scene that did not load still depends on itself, so fixing it triggers a rebuild.
            Depfile.Rule(output: "b.png", dependencies: ["b.xml", "/bin/scenec"]),
        ])
    }

    @Test("a name with a line break is refused, naming it on one line", arguments: ["out/a\nb.png", "a\r\nb.xml"])
    func lineBreak(name: String) {
        #expect(Depfile.firstUnwritable(["fine.png", name]) == name)
        #expect(throws: Depfile.UnwritableName.self) { try Depfile.text([Depfile.Rule(output: "ok.png", dependencies: [name])]) }
        let message = Depfile.UnwritableName(path: name).description
        #expect(!message.contains("\n") && !message.contains("\r"), "\(message)")
        #expect(message.contains("make cannot read a file name with a line break"), "\(message)")
    }
}
