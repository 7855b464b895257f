import Foundation
import ScenecTestSupport
import Testing

// `scenec textconv` (issue 28): a scene's SVG as a reviewer reads it, each text run on one line as its
// words, and the docs/ci.md recipe that makes `git diff` show it.

@Suite("scenec textconv")
struct TextconvTests {
    static func scene(_ label: String) -> String {
        """
        <scene width="160" height="40" background="white">
          <text id="save" x="10" y="10" font-size="14">\(label)</text>
        </scene>

        """
    }

    static let font = #"font-family="&#39;Nimbus Sans&#39;, Helvetica, sans-serif""#

    @Test("prints the scene's SVG with the label as one word, no up-to-date key; - reads standard input")
    func printsWords() throws {
        let folder = try TemporaryFolder()
        try folder.write("x.xml", Self.scene("Save"))
        let result = try folder.run(["textconv", "x.xml"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains(##"  <text x="10" y="20" \##(Self.font) font-size="14" fill="#000000">Save</text>"##), "\(result.stdout)")
        #expect(!result.stdout.contains("<tspan") && !result.stdout.contains("scenec-key"))
        let piped = try runScenecShell("\"$SCENEC\" textconv - < x.xml", binary: try scenecBinary.get().path, in: folder.url)
        #expect(piped.status == 0 && piped.stdout == result.stdout, "\(piped.stderr)")
        // An SVG file reads the same as its scene.
        #expect(try folder.run(["build", "x.xml", "-o", "x.svg"]).status == 0)
        let svg = try folder.run(["textconv", "x.svg"])
        #expect(svg.status == 0 && svg.stdout == result.stdout, "\(svg.stdout)")
    }

    /// The three edits of issue 28, as ReviewTextTests has them: a label, a span's colour, a word in a
    /// wrapped paragraph; each with the lines git diff shows through the recipe.
    static let edits: [(before: String, after: String, lines: [String])] = [
        (##"<text id="save" x="10" y="10" font-size="14">Save</text>"##,
         ##"<text id="save" x="10" y="10" font-size="14">Save all</text>"##,
         [##"-  <text x="10" y="20" \##(font) font-size="14" fill="#000000">Save</text>"##,
          ##"+  <text x="10" y="20" \##(font) font-size="14" fill="#000000">Save all</text>"##]),
        (##"<text id="t" x="10" y="10" font-size="12">Keep <span color="red">all</span> of it</text>"##,
         ##"<text id="t" x="10" y="10" font-size="12">Keep <span color="blue">all</span> of it</text>"##,
         [##"-    <tspan x="41" fill="#ff0000">all</tspan>"##, ##"+    <tspan x="41" fill="#0000ff">all</tspan>"##]),
        (##"<text id="p" x="10" y="10" width="120" wrap="word" font-size="11">The quick brown fox jumps over the lazy dog</text>"##,
         ##"<text id="p" x="10" y="10" width="120" wrap="word" font-size="11">The quick brown cat jumps over the lazy dog</text>"##,
         [##"-    <tspan x="10" y="18">The quick brown fox</tspan>"##, ##"+    <tspan x="10" y="18">The quick brown cat</tspan>"##]),
    ]

    @Test("git diff through the recipe shows the old and new words of a label, a span colour and a wrapped paragraph",
          arguments: 0..<3)
    func gitRecipeEdits(edit: Int) throws {
        let (before, after, expected) = Self.edits[edit]
        let folder = try TemporaryFolder()
        let scene = { (body: String) in "<scene width=\"200\" height=\"80\" background=\"white\">\n  \(body)\n</scene>\n" }
        try folder.write("x.xml", scene(before))
        try folder.write("after.txt", scene(after))
        let result = try runScenecShell("""
            PATH="$(dirname "$SCENEC"):$PATH" && export PATH && \
            git init -q . && git config user.email t@example.com && git config user.name t && \
            echo '*.xml diff=scenec' >> .gitattributes && \
            git config diff.scenec.textconv "sh -c 'scenec textconv - < \\"\\$0\\"'" && \
            git add x.xml .gitattributes && git commit -qm one && cp after.txt x.xml && git diff --no-color x.xml
            """, binary: try scenecBinary.get().path, in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        let changed = result.stdout.split(separator: "\n").map(String.init)
            .filter { ($0.hasPrefix("-") || $0.hasPrefix("+")) && !$0.hasPrefix("---") && !$0.hasPrefix("+++") }
        #expect(changed == expected, "\(result.stdout)")
    }

    @Test("--origins ends each line an element wrote with the element and its line")
    func origins() throws {
        let folder = try TemporaryFolder()
        try folder.write("x.xml", Self.scene("Save"))
        let result = try folder.run(["textconv", "x.xml", "--origins"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains(##"  <text x="10" y="20" \##(Self.font) font-size="14" fill="#000000">Save</text>    ← <text id="save"> at x.xml:2"##),
                "\(result.stdout)")
        #expect(lines.first == #"<?xml version="1.0" encoding="UTF-8"?>"#, "the prologue has no origin")
    }

    @Test("scenec diff prints a changed label's old and new words, each with its element and line")
    func diffPrintsWords() throws {
        let folder = try TemporaryFolder()
        try folder.write("before.xml", Self.scene("Save"))
        try folder.write("after.xml", Self.scene("Save all"))
        let result = try folder.run(["diff", "before.xml", "after.xml"])
        #expect(result.status == 1, "\(result.stderr)")
        let changed = result.stdout.split(separator: "\n").map(String.init)
            .filter { ($0.hasPrefix("-") || $0.hasPrefix("+")) && !$0.hasPrefix("---") && !$0.hasPrefix("+++") }
        #expect(changed == [
            ##"-  <text x="10" y="20" \##(Self.font) font-size="14" fill="#000000">Save</text>    ← <text id="save"> at before.xml:2"##,
            ##"+  <text x="10" y="20" \##(Self.font) font-size="14" fill="#000000">Save all</text>    ← <text id="save"> at after.xml:2"##,
        ], "\(result.stdout)")
    }

    @Test("a bad scene or another XML file is printed as it is with its problems on stderr, exit 0 (git diff goes on); a missing file exits 3")
    func errors() throws {
        let folder = try TemporaryFolder()
        let badScene = "<scene width=\"10\" height=\"10\">\n  <rect width=\"2\" height=\"2\" fill=\"nope\"/>\n</scene>\n"
        try folder.write("bad.xml", badScene)
        let bad = try folder.run(["textconv", "bad.xml"])
        #expect(bad.status == 0 && bad.stdout == badScene)
        #expect(bad.stderr == "bad.xml:2:30: error: fill: unknown colour \"nope\" (did you mean \"none\"?)\n", "\(bad.stderr)")
        let library = "<library>\n  <tokens><token name=\"ink\" value=\"red\"/></tokens>\n</library>\n"
        try folder.write("lib.xml", library)
        let read = try folder.run(["textconv", "lib.xml"])
        #expect(read.status == 0 && read.stdout == library, "\(read.stderr)")
        let strings = "<resources><string name=\"title\">Hallo</string></resources>\n"
        try folder.write("strings.xml", strings)
        let android = try folder.run(["textconv", "strings.xml"])
        #expect(android.status == 0 && android.stdout == strings, "\(android.stderr)")
        let missing = try folder.run(["textconv", "missing.xml"])
        #expect(missing.status == 3 && missing.stdout.isEmpty, "\(missing.stderr)")
    }

    @Test("the docs/ci.md recipes (scenes and SVGs): git diff of a label changed from Save to Save all shows both words")
    func gitRecipe() throws {
        let folder = try TemporaryFolder()
        try folder.write("scenes/key.xml", Self.scene("Save"))
        let binary = try scenecBinary.get().path
        // The recipe as docs/ci.md writes it, with `scenec` found on the PATH.
        let setup = try runScenecShell("""
            PATH="$(dirname "$SCENEC"):$PATH" && export PATH && \
            git init -q . && git config user.email t@example.com && git config user.name t && \
            echo '*.xml diff=scenec' >> .gitattributes && \
            git config diff.scenec.textconv "sh -c 'scenec textconv - < \\"\\$0\\"'" && \
            git add . && git commit -qm one && sed -i 's/>Save</>Save all</' scenes/key.xml && \
            git diff --no-color scenes/key.xml
            """, binary: binary, in: folder.url)
        #expect(setup.status == 0, "\(setup.stderr)")
        let changed = setup.stdout.split(separator: "\n").map(String.init)
            .filter { ($0.hasPrefix("-") || $0.hasPrefix("+")) && !$0.hasPrefix("---") && !$0.hasPrefix("+++") }
        #expect(changed == [
            ##"-  <text x="10" y="20" \##(Self.font) font-size="14" fill="#000000">Save</text>"##,
            ##"+  <text x="10" y="20" \##(Self.font) font-size="14" fill="#000000">Save all</text>"##,
        ], "\(setup.stdout)")

        // The SVG recipe: an SVG scenec wrote, read as an SVG (git's copy of the old side keeps the name's end).
        let svg = try runScenecShell("""
            PATH="$(dirname "$SCENEC"):$PATH" && export PATH && \
            git checkout -q scenes/key.xml && scenec build scenes/key.xml -o scenes/key.svg && \
            echo '*.svg diff=scenec-svg' >> .gitattributes && git config diff.scenec-svg.textconv "scenec textconv" && \
            git add . && git commit -qm svg && sed -i 's/>Save</>Save all</' scenes/key.xml && \
            scenec build scenes/key.xml -o scenes/key.svg && git diff --no-color scenes/key.svg
            """, binary: binary, in: folder.url)
        #expect(svg.status == 0, "\(svg.stderr)")
        let changedSVG = svg.stdout.split(separator: "\n").map(String.init)
            .filter { ($0.hasPrefix("-") || $0.hasPrefix("+")) && !$0.hasPrefix("---") && !$0.hasPrefix("+++") }
        #expect(changedSVG == changed, "\(svg.stdout)")
    }
}
