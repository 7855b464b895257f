import Foundation
import ScenecTestSupport
import Testing

// A scene without text is built before the background text set-up (fontconfig, Pango) is done; the
// process then flushes its output and ends with `_exit` (Sources/ScenecCLI/main.swift), so no exit
// handler runs under that thread. These runs check that nothing written is lost on that path and that
// statuses, messages and temporaries are what they are on the ordinary one.
@Suite("scenec: ending while the text set-up still runs")
struct EarlyExitTests {
    static let scene = #"<scene width="40" height="30" background="white"><rect x="4" y="4" width="10" height="8" fill="red"/></scene>"#

    @Test("20 text-free builds into a pipe: each the whole SVG of -o x.svg (without its key line), status 0, no temporaries")
    func pipedOutputIsWhole() throws {
        let folder = try TemporaryFolder()
        try folder.write("x.xml", Self.scene)
        #expect(try folder.run(["build", "x.xml", "-o", "x.svg"]).status == 0)
        let file = try #require(folder.bytes("x.svg").map { String(decoding: $0, as: UTF8.self) })
        let expected = file.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("<!-- scenec-key") }.joined(separator: "\n")
        let loop = try runScenecShell("""
            for i in $(seq 20); do
              { "$SCENEC" build x.xml -o - --format svg; echo $? > status$i; } | cat > piped$i.svg
            done
            """, binary: try scenecBinary.get().path, in: folder.url)
        #expect(loop.status == 0, "\(loop.stderr)")
        for run in 1...20 {
            #expect(folder.bytes("status\(run)").map { String(decoding: $0, as: UTF8.self) } == "0\n", "run \(run)")
            let piped = folder.bytes("piped\(run).svg").map { String(decoding: $0, as: UTF8.self) }
            #expect(piped == expected, "run \(run): \(piped?.count ?? 0) of \(expected.count) bytes")
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
        #expect(!names.contains { $0.hasPrefix(".scenec-") }, "\(names)")
    }

    @Test("a usage error and a bad scene end early with their statuses and whole messages")
    func errorsKeepTheirStatusAndMessage() throws {
        let folder = try TemporaryFolder()
        try folder.write("x.xml", Self.scene)
        try folder.write("bad.xml", #"<scene width="40" height="30"><rect width="10" height="8" fill="nonsense"/></scene>"#)
        let usage = try folder.run(["build", "x.xml", "-o", "x.png", "--no-such-option"])
        #expect(usage.status == 2)
        #expect(usage.stderr.contains("--no-such-option"), "\(usage.stderr)")
        let bad = try folder.run(["build", "bad.xml", "-o", "bad.png"])
        #expect(bad.status == 1)
        #expect(bad.stderr.contains("bad.xml:1:") && bad.stderr.contains("nonsense"), "\(bad.stderr)")
        #expect(!folder.exists("bad.png"))
    }
}
