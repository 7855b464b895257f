import Foundation
@testable import Scenec
import ScenecSceneTestSupport
import ScenecTestSupport
import Synchronization
import Testing

@Suite("BatchBuilder")
struct BatchBuilderTests {
    init() { TestFonts.install() }

    /// Jobs writing every scene of `names` below `output`, at scales 1 and 2, as PNG and SVG.
    static func jobs(_ folder: TemporaryFolder, _ names: [String], output: String) -> [BuildJob] {
        names.flatMap { name in
            [OutputFormat.png, .svg].flatMap { format in
                [1.0, 2.0].map { scale in
                    BuildJob(scene: folder.path("scenes/\(name).xml"), output: folder.path("\(output)/\(name)\(BuildPlanner.suffix(for: scale)).\(format.fileExtension)"),
                             format: format, scale: scale)
                }
            }
        }
    }

    /// Builds and records the order of `.finished` events.
    static func build(_ jobs: [BuildJob], parallelism: Int) -> (outcomes: [SceneOutcome], finished: [Int]) {
        let order = Mutex<[Int]>([])
        let outcomes = BatchBuilder.build(jobs, options: BatchBuilder.Options(parallelism: parallelism)) { event in
            if case .finished(let index, _, _) = event { order.withLock { $0.append(index) } }
        }
        return (outcomes, order.withLock { $0 })
    }

    @Test("-j 1 and -j 4 write byte-identical files and report the same outcomes in input order")
    func determinism() throws {
        let folder = try TemporaryFolder(prefix: "lib-tests")
        var names: [String] = []
        for index in 0..<8 {
            try folder.write("scenes/s\(index).xml", TestScenes.coloured(index))
            names.append("s\(index)")
        }
        try folder.write("scenes/warn.xml", TestScenes.fontFallback)
        try folder.write("scenes/bad.xml", TestScenes.bad)
        names += ["warn", "bad"]
        let one = Self.build(Self.jobs(folder, names, output: "one"), parallelism: 1)
        let four = Self.build(Self.jobs(folder, names, output: "four"), parallelism: 4)
        #expect(one.finished == Array(0..<names.count) && four.finished == one.finished)
        #expect(one.outcomes.map(\.scene) == names.map { folder.path("scenes/\($0).xml") })
        #expect(four.outcomes.map(\.scene) == one.outcomes.map(\.scene))
        #expect(four.outcomes.map(\.diagnostics) == one.outcomes.map(\.diagnostics))
        #expect(four.outcomes.map(\.failed) == one.outcomes.map(\.failed))
        let oneFiles = folder.allFiles().filter { $0.hasPrefix("one/") }.map { String($0.dropFirst(4)) }
        let fourFiles = folder.allFiles().filter { $0.hasPrefix("four/") }.map { String($0.dropFirst(5)) }
        #expect(oneFiles.count == 9 * 4 && fourFiles == oneFiles, "\(oneFiles)")
        for name in oneFiles {
            #expect(folder.bytes("one/" + name) == folder.bytes("four/" + name), "\(name) differs between -j 1 and -j 4")
        }
    }

    @Test("a scene built at several scales and formats reports its layout warning once")
    func warningsOnce() throws {
        let folder = try TemporaryFolder(prefix: "lib-tests")
        try folder.write("scenes/warn.xml", TestScenes.fontFallback)
        let outcomes = BatchBuilder.build(Self.jobs(folder, ["warn"], output: "out"), options: BatchBuilder.Options())
        let outcome = try #require(outcomes.first)
        #expect(outcome.written.count == 4)
        #expect(outcome.diagnostics.count == 1, "\(outcome.diagnostics)")
        #expect(outcome.warnings.first?.message.hasPrefix("font 'No Such Face' not found") == true)
        #expect(!outcome.failed && outcome.failure == nil)
    }

    @Test("a bad scene writes nothing and holds its errors as diagnostics; the others are built")
    func failureIsolation() throws {
        let folder = try TemporaryFolder(prefix: "lib-tests")
        try folder.write("scenes/a.xml", TestScenes.coloured(1))
        try folder.write("scenes/bad.xml", TestScenes.bad)
        let outcomes = BatchBuilder.build(Self.jobs(folder, ["a", "bad"], output: "out"), options: BatchBuilder.Options(parallelism: 2))
        #expect(outcomes.map(\.failed) == [false, true])
        #expect(outcomes[1].diagnostics.errors.map(\.location.line) == [2, 3, 4, 4])
        #expect(outcomes[1].failure == nil && outcomes[1].written.isEmpty && outcomes[1].dependencies.isEmpty)
        #expect(folder.allFiles().filter { $0.hasPrefix("out/") } == ["out/a.png", "out/a.svg", "out/a@2x.png", "out/a@2x.svg"])
        #expect(BatchBuilder.summary(outcomes, seconds: 1.25).hasPrefix("built 4 files from 2 scenes in 1."))
        #expect(BatchBuilder.summary(outcomes, seconds: 1.25).hasSuffix(", 1 failed"))
    }

    @Test("a second build skips outputs newer than the scene; force rebuilds them")
    func upToDate() throws {
        let folder = try TemporaryFolder(prefix: "lib-tests")
        try folder.write("scenes/a.xml", TestScenes.coloured(1))
        try folder.touch("scenes/a.xml", secondsFromNow: -3600)
        let jobs = Self.jobs(folder, ["a"], output: "out")
        #expect(BatchBuilder.build(jobs, options: BatchBuilder.Options()).first?.written.count == 4)
        let again = try #require(BatchBuilder.build(jobs, options: BatchBuilder.Options()).first)
        #expect(again.written.isEmpty && again.upToDate.count == 4)
        let forced = try #require(BatchBuilder.build(jobs, options: BatchBuilder.Options(force: true)).first)
        #expect(forced.written.count == 4 && forced.upToDate.isEmpty)
    }

    @Test("an unwritable output is the scene's failure, an I/O error")
    func writeFailure() throws {
        let folder = try TemporaryFolder(prefix: "lib-tests")
        try folder.write("scenes/a.xml", TestScenes.coloured(1))
        try folder.write("afile", "plain")
        let job = BuildJob(scene: folder.path("scenes/a.xml"), output: folder.path("afile/a.png"), format: .png, scale: 1)
        let outcome = try #require(BatchBuilder.build([job], options: BatchBuilder.Options()).first)
        #expect(outcome.failed && outcome.diagnostics.isEmpty)
        guard case .io = outcome.failure else { Issue.record("\(String(describing: outcome.failure))"); return }
    }
}
