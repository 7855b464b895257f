import Foundation
import ScenecCore
import ScenecSceneTestSupport
import ScenecTestSupport
import Testing

// Layout fixtures whose expected frames come from a browser, not from scenec (taffy's gentest): each
// Fixtures/<group>/<name>.xml is a scene of rows, columns and rects, and the sibling <name>.frames holds
// the border box Chromium gives each id when `scripts/layout-fixtures` translates the scene into CSS
// flexbox. Regenerate the frames with that script after changing a fixture; `scripts/make-layout-fixtures`
// writes the generated ones. Fixtures/known-differences/ holds the cases where scenec and CSS disagree on
// purpose or by a bug under investigation (docs/layout-fixtures.md says which): they run as known issues.

/// The fixture files, found from this file so the tests run from any working directory.
enum BrowserFixtures {
    static let folder = PackagePaths.url("Tests/ScenecLayoutTests/Fixtures")
    static let knownDifferencesGroup = "known-differences"
    /// The groups that must have fixtures: `scripts/make-layout-fixtures` fills all but `grid` (by hand).
    static let groups = ["row", "column", "hug", "minmax", "wrap", "absolute", "nested", "grid"]
    /// Within this of the browser's frame: its numbers are rounded to 1/64 pt.
    static let tolerance = 1.0 / 64 + 1e-9

    /// "group/name.xml" of every fixture, sorted; empty when the folder cannot be read (the count test fails then).
    static func names(inKnownDifferences: Bool) -> [String] {
        let manager = FileManager.default
        guard let groups = try? manager.contentsOfDirectory(atPath: folder.path) else { return [] }
        var names: [String] = []
        // taffy-* folders hold Taffy's suites, which TaffyFixtureTests runs.
        for group in groups.sorted() where !group.hasPrefix("taffy-") && (group == knownDifferencesGroup) == inKnownDifferences {
            let files = (try? manager.contentsOfDirectory(atPath: folder.appendingPathComponent(group).path)) ?? []
            names += files.filter { $0.hasSuffix(".xml") }.sorted().map { "\(group)/\($0)" }
        }
        return names
    }

    static let agreeing = names(inKnownDifferences: false)
    static let knownDifferences = names(inKnownDifferences: true)

    struct Frame {
        var id: String
        var rect: Rect
    }

    /// The `id x y w h` lines of the fixture's .frames file (`#` lines are comments).
    static func expectedFrames(of name: String) throws -> [Frame] {
        let url = folder.appendingPathComponent(name.replacingOccurrences(of: ".xml", with: ".frames"))
        let text = try String(contentsOf: url, encoding: .utf8)
        return try text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { line in
            let fields = line.split(separator: " ")
            let numbers = fields.dropFirst().compactMap { Double($0) }
            guard fields.count == 5, numbers.count == 4 else { throw TestFailure("\(name): bad line in .frames: \(line)") }
            return Frame(id: String(fields[0]), rect: Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]))
        }
    }

    /// The frame scenec gives each id: the bounds of its first fill.
    static func scenecFrames(of name: String) throws -> [String: Rect] {
        let list = try InlineScene.renderList(path: folder.appendingPathComponent(name).path, scale: 1)
        var frames: [String: Rect] = [:]
        for item in list.items {
            guard let id = item.origin?.id, frames[id] == nil, case .fill(let fill) = item.op else { continue }
            frames[id] = fill.geometry.bounds
        }
        return frames
    }

    /// One line per id whose frame differs from the browser's by more than the tolerance.
    static func differences(in name: String) throws -> [String] {
        let expected = try expectedFrames(of: name)
        let actual = try scenecFrames(of: name)
        var lines: [String] = []
        for frame in expected {
            guard let got = actual[frame.id] else {
                lines.append("\(frame.id): no fill in scenec's render list")
                continue
            }
            let pairs = [(frame.rect.x, got.x), (frame.rect.y, got.y), (frame.rect.width, got.width), (frame.rect.height, got.height)]
            if pairs.contains(where: { abs($0.0 - $0.1) > tolerance }) {
                lines.append("\(frame.id): browser \(describe(frame.rect)), scenec \(describe(got))")
            }
        }
        return lines
    }

    static func describe(_ rect: Rect) -> String {
        [rect.x, rect.y, rect.width, rect.height].map { NumberFormat.svg($0) }.joined(separator: " ")
    }
}

@Suite struct BrowserFixtureTests {
    /// The fixtures are where the tests look, every group has some, and each has its frames.
    @Test func everyGroupHasFixturesWithFrames() {
        #expect(BrowserFixtures.agreeing.count >= 40, "found \(BrowserFixtures.agreeing.count) fixtures in \(BrowserFixtures.folder.path)")
        for group in BrowserFixtures.groups {
            #expect(BrowserFixtures.agreeing.contains { $0.hasPrefix(group + "/") }, "no fixtures in \(group)/")
        }
        for name in BrowserFixtures.agreeing + BrowserFixtures.knownDifferences {
            let frames = BrowserFixtures.folder.appendingPathComponent(name.replacingOccurrences(of: ".xml", with: ".frames"))
            #expect(FileManager.default.fileExists(atPath: frames.path), "\(name) has no .frames; run scripts/layout-fixtures")
        }
    }

    @Test(arguments: BrowserFixtures.agreeing)
    func scenecPlacesEveryNodeWhereTheBrowserDoes(_ name: String) throws {
        let differences = try BrowserFixtures.differences(in: name)
        #expect(differences.isEmpty, "\(name): \(differences.joined(separator: "; "))")
    }

    /// docs/layout-fixtures.md explains each; a known issue that stops occurring fails here, so a fixture
    /// that starts agreeing is noticed and moved into its group.
    @Test(arguments: BrowserFixtures.knownDifferences)
    func knownDifferencesStillDiffer(_ name: String) throws {
        let differences = try BrowserFixtures.differences(in: name)
        withKnownIssue("\(name) differs from the browser") {
            #expect(differences.isEmpty, "\(name): \(differences.joined(separator: "; "))")
        }
    }
}
