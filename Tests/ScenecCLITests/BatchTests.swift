import Foundation
import ScenecTestSupport
import Testing

// `scenec build` over many scenes: naming at several scales, parallel determinism, failure isolation,
// the summary line, depfiles and skipping outputs that are up to date (issue #5).

/// Sets a file's modification time `seconds` from now (negative: in the past).
func setModificationTime(_ url: URL, secondsFromNow seconds: Double) throws {
    try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: seconds)], ofItemAtPath: url.path)
}

func modificationTime(_ url: URL) -> Date? {
    (try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date
}

/// A small valid scene whose only difference is a colour, so each scene's output is distinct.
func colouredScene(_ index: Int) -> String {
    """
    <scene width="40" height="30" background="white">
      <rect x="2" y="2" width="20" height="10" fill="rgb(\(index * 20 % 256),100,200)" stroke="black"/>
      <ellipse x="24" y="16" width="12" height="8" fill="#0a0"/>
    </scene>
    """
}

@Suite("scenec build: batches")
struct BatchBuildTests {
    @Test("a folder at three scales and two formats mirrors the input tree with iOS names and sizes")
    func namingAndSizes() throws {
        let folder = try TemporaryFolder()
        try folder.write("scenes/a.xml", Scenes.good)
        try folder.write("scenes/sub/b.xml", Scenes.otherGood)
        let result = try folder.run(["build", "scenes", "-o", "out", "--scale", "1,2,3", "--format", "png,svg"])
        #expect(result.status == 0, "\(result.stderr)")
        var expected: [String] = []
        for stem in ["out/a", "out/sub/b"] {
            for suffix in ["", "@2x", "@3x"] { expected += [stem + suffix + ".png", stem + suffix + ".svg"] }
        }
        #expect(folder.allFiles() == (expected + ["scenes/a.xml", "scenes/sub/b.xml"]).sorted())
        for (suffix, scale) in [("", 1), ("@2x", 2), ("@3x", 3)] {
            for stem in ["out/a", "out/sub/b"] {
                let size = try #require(folder.bytes(stem + suffix + ".png").flatMap(PNGHeader.init))
                #expect(size.width == 40 * scale && size.height == 30 * scale, "\(stem)\(suffix): \(size)")
                let svg = try #require(folder.bytes(stem + suffix + ".svg").flatMap { String(bytes: $0, encoding: .utf8) })
                #expect(svg.contains("viewBox=\"0 0 40 30\""), "SVG stays in points")
            }
        }
        // No TTY here: only the one summary line.
        #expect(result.stderrLines.count == 1, "\(result.stderr)")
        #expect(result.stderr.hasPrefix("built 12 files from 2 scenes in "), "\(result.stderr)")
    }

    @Test("-j 1 and -j 4 write byte-identical files and the same log")
    func determinism() throws {
        let folder = try TemporaryFolder()
        for index in 0..<8 { try folder.write("scenes/s\(index).xml", colouredScene(index)) }
        try folder.write("scenes/warn.xml", Scenes.good)
        let one = try folder.run(["build", "scenes", "-o", "one", "--scale", "1,2", "--format", "png,svg", "-j", "1"])
        let four = try folder.run(["build", "scenes", "-o", "four", "--scale", "1,2", "--format", "png,svg", "-j", "4"])
        #expect(one.status == 0 && four.status == 0, "\(one.stderr)\n\(four.stderr)")
        let names = folder.allFiles().filter { $0.hasPrefix("one/") }.map { String($0.dropFirst(4)) }
        #expect(names.count == 9 * 4)
        #expect(folder.allFiles().filter { $0.hasPrefix("four/") }.map { String($0.dropFirst(5)) } == names)
        for name in names {
            #expect(folder.bytes("one/" + name) == folder.bytes("four/" + name), "\(name) differs between -j 1 and -j 4")
        }
        func withoutTime(_ text: String) -> String { text.replacingOccurrences(of: #" in [0-9.]+ s"#, with: "", options: .regularExpression) }
        #expect(withoutTime(one.stderr) == withoutTime(four.stderr))
    }

    @Test("one broken scene among good ones: the others are built, its errors stay together, exit 1")
    func failureIsolation() throws {
        let folder = try TemporaryFolder()
        try folder.write("scenes/a.xml", colouredScene(1))
        try folder.write("scenes/b.xml", Scenes.bad)
        try folder.write("scenes/c.xml", colouredScene(3))
        try folder.write("scenes/d.xml", Scenes.bad)
        try folder.write("scenes/e.xml", colouredScene(5))
        let result = try folder.run(["build", "scenes", "-o", "out", "-j", "4", "--scale", "1,2"])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(folder.allFiles().filter { $0.hasPrefix("out/") } == [
            "out/a.png", "out/a@2x.png", "out/c.png", "out/c@2x.png", "out/e.png", "out/e@2x.png",
        ])
        let lines = result.stderrLines
        let bLines = lines.indices.filter { lines[$0].hasPrefix("scenes/b.xml:") }
        let dLines = lines.indices.filter { lines[$0].hasPrefix("scenes/d.xml:") }
        #expect(bLines.count >= 3 && dLines.count == bLines.count, "\(result.stderr)")
        let n = bLines.count
        #expect(bLines == Array(0..<n) && dLines == Array(n..<(2 * n)), "each scene's diagnostics together, in input order: \(result.stderr)")
        #expect(lines.prefix(2 * n).allSatisfy { isLocatedError($0, file: $0.hasPrefix("scenes/b") ? "scenes/b.xml" : "scenes/d.xml") })
        #expect(lines.count == 2 * n + 1, "diagnostics and one summary line: \(result.stderr)")
        #expect(lines.last?.hasPrefix("built 6 files from 5 scenes in ") == true, "\(result.stderr)")
        #expect(lines.last?.hasSuffix(", 2 failed") == true, "\(result.stderr)")
    }

    @Test("a scene's layout warning is printed once, however many scales and formats it is built at", arguments: [1, 2])
    func warningOnce(jobs: Int) throws {
        let folder = try TemporaryFolder()
        try folder.write("scenes/a.xml", colouredScene(1))
        try folder.write("scenes/warn.xml", """
            <scene width="60" height="30" background="white">
              <text x="5" y="5" width="50" height="20" font-family="No Such Face">x</text>
            </scene>
            """)
        let result = try folder.run(["build", "scenes", "-o", "out", "--scale", "1,2,3", "--format", "png,svg", "-j", String(jobs)])
        #expect(result.status == 0, "\(result.stderr)")
        let warnings = result.stderrLines.filter { $0.contains("font 'No Such Face' not found") }
        #expect(warnings.count == 1, "\(result.stderr)")
        #expect(warnings.first?.hasPrefix("scenes/warn.xml:2:") == true, "\(result.stderr)")
        #expect(result.stderrLines.count == 2, "the warning and the summary: \(result.stderr)")
    }

    @Test("--quiet prints no summary; CI set prints only the summary")
    func quietAndCI() throws {
        let folder = try TemporaryFolder()
        try folder.write("scenes/a.xml", colouredScene(1))
        try folder.write("scenes/b.xml", colouredScene(2))
        let quiet = try folder.run(["build", "scenes", "-o", "out", "--quiet"])
        #expect(quiet.status == 0)
        #expect(quiet.stderr.isEmpty, "\(quiet.stderr)")
        setenv("CI", "true", 1)
        defer { unsetenv("CI") }
        let ci = try folder.run(["build", "scenes", "-o", "out2"])
        #expect(ci.stderrLines.count == 1 && ci.stderr.hasPrefix("built 2 files from 2 scenes"), "\(ci.stderr)")
        #expect(!ci.stderr.contains("\r"), "no progress bar in CI logs")
    }

    @Test("-j 0 is a usage error")
    func badJobs() throws {
        let folder = try TemporaryFolder()
        try folder.write("a.xml", colouredScene(1))
        let result = try folder.run(["build", "a.xml", "-o", "out", "-j", "0"])
        #expect(result.status == 2)
        #expect(folder.allFiles() == ["a.xml"])
    }
}

@Suite("scenec build: depfiles and up-to-date outputs")
struct DepfileTests {
    @Test("--depfile lists every output with its scene and the scenec binary, in make syntax")
    func depfileContent() throws {
        let folder = try TemporaryFolder()
        try folder.write("scenes/a.xml", colouredScene(1))
        try folder.write("scenes/my scene.xml", colouredScene(2))
        let result = try folder.run(["build", "scenes", "-o", "out", "--scale", "1,2", "--depfile", "out.d"])
        #expect(result.status == 0, "\(result.stderr)")
        let text = try #require(folder.bytes("out.d").flatMap { String(bytes: $0, encoding: .utf8) })
        let binary = try scenecBinary.get().resolvingSymlinksInPath().path
        // Joined logical lines: "target: dep dep ...".
        let rules = text.replacingOccurrences(of: "\\\n", with: " ").split(separator: "\n").map {
            $0.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
        }
        #expect(rules.contains("out/a.png: scenes/a.xml \(binary)"), "\(text)")
        #expect(rules.contains("out/a@2x.png: scenes/a.xml \(binary)"), "\(text)")
        #expect(rules.contains(#"out/my\ scene.png: scenes/my\ scene.xml "# + binary), "spaces escaped: \(text)")
        #expect(rules.count == 4, "\(text)")
    }

    @Test("a second run with nothing changed rebuilds nothing; a touched scene rebuilds only its outputs; --force rebuilds all")
    func upToDate() throws {
        let folder = try TemporaryFolder()
        try folder.write("scenes/a.xml", colouredScene(1))
        try folder.write("scenes/b.xml", colouredScene(2))
        // Scenes older than anything built from them, whatever the clock granularity.
        for name in ["scenes/a.xml", "scenes/b.xml"] { try setModificationTime(folder.file(name), secondsFromNow: -3600) }
        let first = try folder.run(["build", "scenes", "-o", "out", "--scale", "1,2"])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stderr.hasPrefix("built 4 files from 2 scenes"), "\(first.stderr)")
        let outputs = ["out/a.png", "out/a@2x.png", "out/b.png", "out/b@2x.png"]
        let times = outputs.map { modificationTime(folder.file($0)) }

        let second = try folder.run(["build", "scenes", "-o", "out", "--scale", "1,2"])
        #expect(second.status == 0)
        #expect(second.stderr.hasPrefix("built 0 files from 2 scenes"), "\(second.stderr)")
        #expect(second.stderr.contains("4 up to date"), "\(second.stderr)")
        #expect(outputs.map { modificationTime(folder.file($0)) } == times, "no output was rewritten")

        // A scene edited after its outputs were built.
        try setModificationTime(folder.file("scenes/b.xml"), secondsFromNow: 60)
        let third = try folder.run(["build", "scenes", "-o", "out", "--scale", "1,2"])
        #expect(third.stderr.hasPrefix("built 2 files from 2 scenes"), "\(third.stderr)")
        #expect(modificationTime(folder.file("out/a.png")) == times[0])
        #expect(modificationTime(folder.file("out/b.png")) != times[2])

        let forced = try folder.run(["build", "scenes", "-o", "out", "--scale", "1,2", "--force"])
        #expect(forced.stderr.hasPrefix("built 4 files from 2 scenes"), "\(forced.stderr)")
    }

    @Test("a missing output is rebuilt even when the others are up to date")
    func missingOutput() throws {
        let folder = try TemporaryFolder()
        try folder.write("scenes/a.xml", colouredScene(1))
        try folder.write("scenes/b.xml", colouredScene(2))
        for name in ["scenes/a.xml", "scenes/b.xml"] { try setModificationTime(folder.file(name), secondsFromNow: -3600) }
        _ = try folder.run(["build", "scenes", "-o", "out"])
        try FileManager.default.removeItem(at: folder.file("out/b.png"))
        let again = try folder.run(["build", "scenes", "-o", "out"])
        #expect(again.stderr.hasPrefix("built 1 file from 2 scenes"), "\(again.stderr)")
        #expect(folder.exists("out/b.png"))
    }
}
