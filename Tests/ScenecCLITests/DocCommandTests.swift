import Foundation
import ScenecTestSupport
import Testing

// Every `scenec` command that README.md and docs/*.md show in a fenced block parses with today's command
// line (checked against the binary's own description of it), and the blocks marked `<!-- runnable -->`
// run, in a temporary folder holding a copy of scenes/: a doc can no longer claim what the binary
// contradicts.

@Suite("the documented scenec commands")
struct DocCommandTests {
    /// The Markdown files whose command blocks are checked, relative to the package root.
    static var documents: [String] {
        let docs = (try? FileManager.default.contentsOfDirectory(atPath: PackagePaths.path("docs"))) ?? []
        return ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
    }

    static func blocks() throws -> [DocumentedBlock] {
        try documents.flatMap { file in
            DocumentedBlock.blocks(in: try String(contentsOfFile: PackagePaths.path(file), encoding: .utf8), file: file)
        }
    }

    static func cli() throws -> CLIDescription {
        try CLIDescription.load(binary: scenecBinary.get())
    }

    @Test("every scenec command in a block of README.md and docs/*.md parses with today's command line")
    func documentedCommandsParse() throws {
        let cli = try Self.cli()
        let invocations = try Self.blocks().flatMap(\.invocations)
        // The extraction itself is pinned: losing the blocks would make this test pass on nothing.
        #expect(invocations.count >= 40, "found only \(invocations.count) scenec commands")
        let subcommands = Set(invocations.compactMap { $0.words.first.map(DocumentedInvocation.clean) })
        #expect(subcommands.isSuperset(of: ["build", "validate", "diff", "serve", "watch"]), "\(subcommands.sorted())")
        let problems = invocations.flatMap { $0.problems(against: cli) }
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    @Test("a documented command the command line contradicts is reported at its line", arguments: [
        ("scenec build scenes/ -o build/images --dep-file images.d",
         "docs/x.md:4: `scenec build … --dep-file`: scenec build has no option --dep-file"),
        ("scenec biuld scenes/",
         "docs/x.md:4: `scenec biuld`: scenec has no subcommand \"biuld\" (it has SUBCOMMANDS)"),
        ("scenec diff a.xml b.xml c.xml",
         "docs/x.md:4: `scenec diff` takes at most 2 arguments, the docs give 3"),
        ("scenec build x.xml -o --force",
         "docs/x.md:4: `scenec build … -o`: -o takes a value"),
        ("scenec build x.xml -o out --force=yes",
         "docs/x.md:4: `scenec build … --force=yes`: --force takes no value"),
        ("scenec serve SCENE [--port 8040] [--colour dark]",
         "docs/x.md:4: `scenec serve … --colour`: scenec serve has no option --colour"),
        ("scenec build x.xml -o out --format png,tiff",
         "docs/x.md:4: `scenec build … --format png,tiff`: scenec does not write \"tiff\" (it writes svg, png, pdf, webp, jpg (or jpeg), ico, vector, icns)"),
    ])
    func contradictions(line: String, message: String) throws {
        let block = DocumentedBlock.blocks(in: "text\n\n```sh\n\(line)\n```\n", file: "docs/x.md")
        let cli = try Self.cli()
        let problems = block.flatMap(\.invocations).flatMap { $0.problems(against: cli) }
        // The subcommands grow with the command line; the message lists today's.
        let subcommands = cli.subcommands.keys.sorted().joined(separator: ", ")
        #expect(problems == [message.replacingOccurrences(of: "SUBCOMMANDS", with: subcommands)])
        #expect(cli.subcommands.keys.contains("build") && cli.subcommands.keys.contains("textconv"))
    }

    @Test("synopses, Make, Ninja, Bazel and shell quoting are read as the commands they hold")
    func extraction() throws {
        let text = """
            ```
            scenec build SCENE... -o OUTPUT [--scale S[,S...]] [--format svg|png[,..]]   |   scenec watch SCENE|FOLDER -o OUTPUT [build options]
            scenec --help | --version
            rule scenec
            build out.png: scenec scenes/keys/enter.xml
            cmd = "$(location //tools:scenec) build $(location x.xml) -o $(RULEDIR)/enter.png --force -q",
            git config diff.scenec.textconv "sh -c 'scenec build - -o - --format svg < \\"\\$0\\"'"
            scenec diff a.xml \\
              b.xml --report r.html || echo changed
            ```
            """
        let invocations = DocumentedBlock.blocks(in: text, file: "x.md").flatMap(\.invocations)
        #expect(invocations.map(\.location) == ["x.md:2", "x.md:2", "x.md:3", "x.md:6", "x.md:7", "x.md:8"])
        #expect(invocations.map { $0.words.map(DocumentedInvocation.clean).joined(separator: " ") } == [
            "build SCENE... -o OUTPUT [--scale S[,S...]] [--format svg|png[,..]]",
            "watch SCENE|FOLDER -o OUTPUT [build options]",
            "--help --version",
            "build $(location x.xml -o $(RULEDIR)/enter.png --force -q",
            "build - -o - --format svg",
            "diff a.xml b.xml --report r.html",
        ])
        let cli = try Self.cli()
        #expect(invocations.flatMap { $0.problems(against: cli) } == [])
    }

    @Test("the blocks marked runnable run in a temporary folder holding scenes/")
    func runnableBlocks() throws {
        let runnable = try Self.blocks().filter(\.runnable)
        #expect(runnable.count >= 2, "the docs mark \(runnable.count) blocks runnable")
        let binary = try scenecBinary.get()
        TestFonts.install()
        for block in runnable {
            let folder = try TemporaryFolder(prefix: "doc-block")
            try FileManager.default.copyItem(at: PackagePaths.url("scenes"), to: folder.file("scenes"))
            let script = "set -e\nPATH=\"$(dirname \"$SCENEC\"):$PATH\"\n" + block.lines.joined(separator: "\n")
            let result = try runScenecShell(script, binary: binary.path, in: folder.url)
            #expect(result.status == 0, "\(block.file):\(block.firstLine) exited \(result.status):\n\(result.stderr)")
        }
    }
}
