@testable import Scenec
import Testing

@Suite("BuildPlanner")
struct BuildPlanTests {
    static func input(_ path: String, _ relative: String? = nil) -> BuildPlanner.Input {
        BuildPlanner.Input(path: path, relativePath: relative ?? String(path.split(separator: "/").last ?? ""))
    }

    @Test("-o out.png with several scales names the files the iOS way")
    func fileSeveralScales() throws {
        let jobs = try BuildPlanner.plan(inputs: [Self.input("a.xml")], output: "out.png", scales: [1, 2, 3], formats: nil)
        #expect(jobs.map(\.output) == ["out.png", "out@2x.png", "out@3x.png"])
        #expect(jobs.map(\.scale) == [1, 2, 3])
        #expect(jobs.allSatisfy { $0.format == .png && $0.scene == "a.xml" })
    }

    @Test("-o x@2x.png without --scale builds at scale 2 into that very file")
    func impliedScale() throws {
        let jobs = try BuildPlanner.plan(inputs: [Self.input("a.xml")], output: "x@2x.png", scales: nil, formats: nil)
        #expect(jobs == [BuildJob(scene: "a.xml", output: "x@2x.png", format: .png, scale: 2)])
        // An SVG is laid out for one scale too (its crisp edges), so `x@2x.svg` is the SVG of `x@2x.png`.
        let svg = try BuildPlanner.plan(inputs: [Self.input("a.xml")], output: "x@2x.svg", scales: nil, formats: nil)
        #expect(svg == [BuildJob(scene: "a.xml", output: "x@2x.svg", format: .svg, scale: 2)])
    }

    @Test("a folder output mirrors the inputs' relative paths, every format at every scale")
    func folderMirroring() throws {
        let inputs = [Self.input("scenes/a.xml", "a.xml"), Self.input("scenes/sub/b.xml", "sub/b.xml")]
        let jobs = try BuildPlanner.plan(inputs: inputs, output: "build/", scales: [1, 1.5], formats: [.png, .svg])
        #expect(jobs.map(\.output) == [
            "build/a.png", "build/a@1.5x.png", "build/a.svg", "build/a@1.5x.svg",
            "build/sub/b.png", "build/sub/b@1.5x.png", "build/sub/b.svg", "build/sub/b@1.5x.svg",
        ])
        #expect(jobs.filter { $0.scene == "scenes/sub/b.xml" }.count == 4)
    }

    @Test("scale suffixes", arguments: [(1.0, ""), (2.0, "@2x"), (3.0, "@3x"), (1.5, "@1.5x")])
    func suffix(scale: Double, expected: String) {
        #expect(BuildPlanner.suffix(for: scale) == expected)
    }

    @Test("plans the command line cannot carry out are usage errors", arguments: [
        ([("a.xml", "a.xml"), ("b.xml", "b.xml")], "out.png", nil as [Double]?, nil as [OutputFormat]?, "names one file"),
        ([("a.xml", "a.xml")], "out.svg", nil, [OutputFormat.png], "contradicts --format"),
        ([("a.xml", "a.xml")], "out.png", [0.0], nil, "--scale"),
        ([("x/a.xml", "a.xml"), ("y/a.xml", "a.xml")], "out", nil, nil, "same output file"),
        ([], "out", nil, nil, "no scenes"),
    ])
    func usageErrors(inputs: [(String, String)], output: String, scales: [Double]?, formats: [OutputFormat]?, expected: String) {
        #expect {
            _ = try BuildPlanner.plan(inputs: inputs.map { Self.input($0.0, $0.1) }, output: output, scales: scales, formats: formats)
        } throws: { error in
            (error as? BuildPlanner.UsageError)?.message.contains(expected) == true
        }
    }
}
