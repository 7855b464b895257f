import Foundation
import Scenec
import ScenecTestSupport
import Testing

// Command-line usage: status 2 for bad usage, 0 for --help and --version (shared/cli.md).

@Suite("scenec: usage")
struct UsageTests {
    @Test("bad usage exits 2 and writes nothing", arguments: [
        ["build", "x.xml"],                                      // no -o
        ["build", "x.xml", "-o"],                                // -o without a value
        ["build", "x.xml", "-o", "out.png", "--scale", "abc"],
        ["build", "x.xml", "-o", "out.png", "--scale", "0"],
        ["build", "x.xml", "-o", "out.png", "--scale", "-2"],
        ["build", "x.xml", "-o", "out.png", "--scale", ""],
        ["build", "x.xml", "-o", "out.png", "--frobnicate"],     // unknown flag
        ["build", "x.xml", "y.xml", "-o", "out.png"],            // one file for two scenes
        ["build", "x.xml", "-o", "out.svg", "--format", "png"],  // contradicting format
        ["build", "x.xml", "-o", "out/", "--format", "heic"],
        ["build", "-o", "out.png"],                              // no scene
        ["frobnicate"],                                          // unknown subcommand
        ["validate"],                                            // nothing to validate
    ])
    func badUsage(arguments: [String]) throws {
        let folder = try TemporaryFolder()
        try folder.write("x.xml", Scenes.good)
        try folder.write("y.xml", Scenes.otherGood)
        let result = try folder.run(arguments)
        #expect(result.status == 2, "\(arguments): \(result.stderr)")
        #expect(!result.stderr.isEmpty, "a usage error says what is wrong")
        #expect(folder.allFiles() == ["x.xml", "y.xml"], "bad usage writes nothing")
    }

    @Test("--help exits 0 and describes the commands", arguments: [["--help"], ["-h"], ["build", "--help"], ["help", "build"], ["validate", "--help"]])
    func help(arguments: [String]) throws {
        let folder = try TemporaryFolder()
        let result = try folder.run(arguments)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("USAGE") || result.stdout.lowercased().contains("usage"), "\(result.stdout)")
    }

    @Test("the top-level help lists build and validate and the exit statuses")
    func topLevelHelp() throws {
        let folder = try TemporaryFolder()
        let result = try folder.run(["--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("build"))
        #expect(result.stdout.contains("validate"))
    }

    @Test("--version exits 0 and prints the version")
    func version() throws {
        let folder = try TemporaryFolder()
        let result = try folder.run(["--version"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == ScenecVersion.string)
    }
}
