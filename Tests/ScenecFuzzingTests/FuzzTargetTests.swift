import Foundation
import ScenecFuzzing
import ScenecTestSupport
import Testing

private func read(_ path: String) throws -> [UInt8] {
    guard let data = FileManager.default.contents(atPath: path) else { throw TestFailure("cannot read \(path)") }
    return Array(data)
}

/// The regressions folder: one input per crash, hang or runaway allocation the fuzzer found, and
/// `expected.txt` saying what each must now come to (`refused` or `compiled`).
private let regressions = PackagePaths.path("Tests/ScenecFuzzingTests/Regressions")

private func expectations() throws -> [(file: String, outcome: String)] {
    let text = String(decoding: try read(regressions + "/expected.txt"), as: UTF8.self)
    return text.split(separator: "\n").compactMap { line in
        let parts = line.split(separator: " ")
        guard parts.count == 2, !line.hasPrefix("#") else { return nil }
        return (String(parts[0]), String(parts[1]))
    }
}

private func kind(_ outcome: FuzzTarget.Outcome) -> String {
    switch outcome {
    case .refused: return "refused"
    case .compiled: return "compiled"
    case .failedToCompile: return "failed"
    }
}

@Suite struct FuzzTargetTests {
    /// The seed corpus: every gallery scene goes through the whole target and produces both outputs.
    @Test func everyGallerySceneCompiles() throws {
        TestFonts.install()
        let names = try FileManager.default.contentsOfDirectory(atPath: PackagePaths.path("scenes")).filter { $0.hasSuffix(".xml") }.sorted()
        #expect(names.count >= 10)
        for name in names {
            let outcome = FuzzTarget.run(try read(PackagePaths.path("scenes/" + name)), folder: PackagePaths.path("scenes"))
            guard case .compiled(let svg, let png) = outcome else {
                Issue.record("\(name): \(outcome)")
                continue
            }
            // The smallest gallery scenes (one row of boxes) make an SVG of some 800 bytes, and a PNG of
            // flat boxes, its filters chosen per image, a few hundred.
            #expect(svg > 500 && png > 100, "\(name)")
        }
    }

    @Test func badInputIsRefusedNotCrashed() {
        #expect(FuzzTarget.run(Array("<scene width=\"10\">".utf8)) == .refused(errors: 1))
        #expect(FuzzTarget.run([]) == .refused(errors: 1))
    }

    /// A scene that hugs a huge rect has its size only after layout; the target still draws it small.
    @Test func aLargeHuggingCanvasIsDrawnSmall() {
        let scene = "<scene width=\"hug\" height=\"hug\"><rect width=\"20000\" height=\"20000\" fill=\"red\"/></scene>"
        guard case .compiled(_, let png) = FuzzTarget.run(Array(scene.utf8)) else {
            Issue.record("not compiled")
            return
        }
        #expect(png < 4096)
    }

    @Test func aLargeCanvasIsDrawnSmall() {
        guard case .compiled(_, let png) = FuzzTarget.run(Array("<scene width=\"20000\" height=\"20000\" background=\"red\"/>".utf8)) else {
            Issue.record("not compiled")
            return
        }
        // 256×256 of one colour compresses to well under a kilobyte; 20000² would not.
        #expect(png < 4096)
    }

    @Test func everyRegressionComesToItsExpectedOutcome() throws {
        TestFonts.install()
        let cases = try expectations()
        #expect(!cases.isEmpty)
        for (file, expected) in cases {
            let outcome = FuzzTarget.run(try read(regressions + "/" + file))
            #expect(kind(outcome) == expected, "\(file): \(outcome)")
        }
    }
}
