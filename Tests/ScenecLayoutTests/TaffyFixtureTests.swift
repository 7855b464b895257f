import Foundation
import Scenec
import ScenecCore
import ScenecTestSupport
import Testing

// Taffy's Chrome-measured flexbox and grid fixtures, converted into scenes by `scripts/taffy-fixtures`
// (docs/layout-fixtures.md, "Taffy's suites"): each Fixtures/taffy-<suite>/<name>.xml is laid out by
// scenec and every frame compared with the one Chrome gave (the sibling .frames). The fixtures scenec
// does not agree with yet are listed in the folder's KNOWN-FAILURES.txt (`name: first mismatch`) and run
// as known issues, so a listed fixture that starts agreeing fails until its line is removed:
// `SCENEC_UPDATE_TAFFY_KNOWN=1 swift test --filter TaffyFixtureTests` rewrites the lists.

enum TaffyFixtures {
    static let suites = ["flex", "grid"]
    /// Chrome's frames are compared within this (the contract's 0.5 px).
    static let tolerance = 0.5
    /// How far from a rounding boundary scenec's edge may be and still round either way: Chrome lays
    /// out in 1/64 px units, scenec in doubles.
    static let roundingSlack = 1.0 / 32
    static let updating = ProcessInfo.processInfo.environment["SCENEC_UPDATE_TAFFY_KNOWN"] == "1"

    static func folder(_ suite: String) -> URL {
        BrowserFixtures.folder.appendingPathComponent("taffy-\(suite)")
    }

    /// "taffy-<suite>/<name>.xml" of every converted fixture of the suite, sorted.
    static func names(_ suite: String) -> [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder(suite).path)) ?? []
        return files.filter { $0.hasSuffix(".xml") }.sorted().map { "taffy-\(suite)/\($0)" }
    }

    static let all = suites.flatMap(names)

    /// The `name: reason` lines of a suite's list file (KNOWN-FAILURES.txt, OUT-OF-SCOPE.txt), by name;
    /// `#` lines are comments.
    static func list(_ suite: String, _ file: String) -> [String: String] {
        let url = folder(suite).appendingPathComponent(file)
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [:] }
        var entries: [String: String] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            entries[String(line[..<colon])] = String(line[line.index(after: colon)...]).trimmingCharacters(in: .whitespaces)
        }
        return entries
    }

    static let knownFailures = Dictionary(uniqueKeysWithValues: suites.map { ($0, list($0, "KNOWN-FAILURES.txt")) })

    /// The suite and the bare fixture name of "taffy-<suite>/<name>.xml".
    static func split(_ name: String) -> (suite: String, fixture: String) {
        let parts = name.split(separator: "/")
        return (String(parts[0].dropFirst("taffy-".count)), String(parts[1].dropLast(".xml".count)))
    }

    /// nil when scenec places every node where Chrome does; else why not, in one line: the scene's
    /// first error, or the first node that differs.
    static func outcome(_ name: String) -> String? {
        outcomes.value(for: name) { compare(name) }
    }

    private static let outcomes = OutcomeCache()

    private static func compare(_ name: String) -> String? {
        let expected: [BrowserFixtures.Frame]
        let rounded: Bool
        do {
            expected = try BrowserFixtures.expectedFrames(of: name)
            let text = try String(contentsOf: BrowserFixtures.folder.appendingPathComponent(
                name.replacingOccurrences(of: ".xml", with: ".frames")), encoding: .utf8)
            rounded = text.hasPrefix("# rounded")
        } catch {
            return "no expected frames: \(error)"
        }
        let actual: [String: Rect]
        do {
            actual = try BrowserFixtures.scenecFrames(of: name)
        } catch let ScenecError.invalidScene(diagnostics) {
            let first = diagnostics.first { $0.severity == .error } ?? diagnostics.first
            return first.map { "does not build: \($0.location.line):\($0.location.column): \($0.message)" } ?? "does not build"
        } catch {
            return "does not build: \(error)"
        }
        let chrome = Dictionary(expected.map { ($0.id, $0.rect) }, uniquingKeysWith: { first, _ in first })
        for frame in expected {
            guard let got = actual[frame.id] else { return "\(frame.id): not drawn by scenec" }
            let parent = parentID(of: frame.id)
            let chromeParent = parent.flatMap { chrome[$0] }?.origin ?? Point(0, 0)
            let scenecParent = parent.flatMap { actual[$0] }?.origin ?? Point(0, 0)
            if !agrees(chrome: frame.rect, scenec: got, chromeParent: chromeParent, scenecParent: scenecParent, rounded: rounded) {
                return "\(frame.id): Chrome \(BrowserFixtures.describe(frame.rect)), scenec \(BrowserFixtures.describe(got.rounded(to: 1.0 / 64)))"
            }
        }
        return nil
    }

    /// "root-2-1" is a child of "root-2"; the root's parent is the scene.
    static func parentID(of id: String) -> String? {
        guard let dash = id.lastIndex(of: "-") else { return nil }
        return String(id[..<dash])
    }

    /// Within the tolerance as numbers, or — where Chrome's frames were rounded to whole pixels as Taffy
    /// rounds (x, y relative to the parent; width as round(right) − round(left) in absolute pixels) —
    /// equal once scenec's frame is rounded the same way.
    static func agrees(chrome: Rect, scenec: Rect, chromeParent: Point, scenecParent: Point, rounded: Bool) -> Bool {
        let plain = [(chrome.x, scenec.x), (chrome.y, scenec.y), (chrome.width, scenec.width), (chrome.height, scenec.height)]
        if plain.allSatisfy({ abs($0.0 - $0.1) <= tolerance }) { return true }
        guard rounded else { return false }
        let position = abs((scenec.x - scenecParent.x) - (chrome.x - chromeParent.x)) <= 0.5 + roundingSlack
            && abs((scenec.y - scenecParent.y) - (chrome.y - chromeParent.y)) <= 0.5 + roundingSlack
        return position && roundsTo(chrome.width, from: scenec.x, to: scenec.x + scenec.width)
            && roundsTo(chrome.height, from: scenec.y, to: scenec.y + scenec.height)
    }

    /// Whether edges within the slack of `start` and `end` round (as JavaScript's Math.round) `length` apart.
    static func roundsTo(_ length: Double, from start: Double, to end: Double) -> Bool {
        let starts = Set([start - roundingSlack, start + roundingSlack].map { ($0 + 0.5).rounded(.down) })
        let ends = Set([end - roundingSlack, end + roundingSlack].map { ($0 + 0.5).rounded(.down) })
        return starts.contains { s in ends.contains { e in e - s == length } }
    }

    /// Writes the suite's KNOWN-FAILURES.txt from today's outcomes (SCENEC_UPDATE_TAFFY_KNOWN=1).
    static func writeKnownFailures(_ suite: String, _ failures: [(String, String)]) throws {
        var text = "# Taffy \(suite) fixtures scenec does not lay out as Chrome does yet (first mismatch or error).\n"
        text += "# Rewritten by SCENEC_UPDATE_TAFFY_KNOWN=1 swift test --filter TaffyFixtureTests.\n"
        for (name, reason) in failures { text += "\(name): \(reason)\n" }
        try text.write(to: folder(suite).appendingPathComponent("KNOWN-FAILURES.txt"), atomically: true, encoding: .utf8)
    }
}

/// Each fixture's outcome, computed once per process whichever test asks first.
private final class OutcomeCache: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [String: String?] = [:]

    func value(for name: String, compute: () -> String?) -> String? {
        if let known = lock.withLock({ values[name] }) { return known }
        let value = compute()
        lock.withLock { values[name] = value }
        return value
    }
}

private extension Rect {
    func rounded(to step: Double) -> Rect {
        Rect(x: (x / step).rounded() * step, y: (y / step).rounded() * step,
             width: (width / step).rounded() * step, height: (height / step).rounded() * step)
    }
}

@Suite struct TaffyFixtureTests {
    @Test(arguments: TaffyFixtures.all)
    func scenecPlacesEveryNodeWhereChromeDoes(_ name: String) {
        guard !TaffyFixtures.updating else { return }
        let (suite, fixture) = TaffyFixtures.split(name)
        let outcome = TaffyFixtures.outcome(name)
        if let listed = TaffyFixtures.knownFailures[suite]?[fixture] {
            withKnownIssue("\(name) is listed in KNOWN-FAILURES.txt (\(listed))") {
                #expect(outcome == nil, "\(name): \(outcome ?? "")")
            }
        } else {
            #expect(outcome == nil, "\(name): \(outcome ?? "")")
        }
    }

    /// Chrome's rounded frames are matched by scenec's unrounded ones rounded as Taffy's gentest rounds.
    @Test func roundedFramesCompareAsTaffyRounds() {
        let origin = Point(0, 0)
        // 200 × 66.67 at (20, 15): Chrome wrote 200 × 67.
        #expect(TaffyFixtures.agrees(chrome: Rect(x: 20, y: 15, width: 200, height: 67),
                                     scenec: Rect(x: 20, y: 15, width: 200, height: 200.0 / 3),
                                     chromeParent: origin, scenecParent: origin, rounded: true))
        // A 1.2 wide box at 0.4 rounds to 2 wide (round(1.6) − round(0.4)): 0.8 apart as numbers.
        let small = Rect(x: 0.4, y: 0, width: 1.2, height: 1)
        #expect(TaffyFixtures.agrees(chrome: Rect(x: 0, y: 0, width: 2, height: 1), scenec: small,
                                     chromeParent: origin, scenecParent: origin, rounded: true))
        #expect(!TaffyFixtures.agrees(chrome: Rect(x: 0, y: 0, width: 2, height: 1), scenec: small,
                                      chromeParent: origin, scenecParent: origin, rounded: false))
        // One pixel off is a difference either way.
        #expect(!TaffyFixtures.agrees(chrome: Rect(x: 20, y: 15, width: 200, height: 66),
                                      scenec: Rect(x: 20, y: 15, width: 200, height: 67.25),
                                      chromeParent: origin, scenecParent: origin, rounded: true))
        // Positions are rounded relative to the parent: a child 10.4 into a parent at 0.3 is at 10.
        #expect(TaffyFixtures.agrees(chrome: Rect(x: 10, y: 0, width: 5, height: 5),
                                     scenec: Rect(x: 10.7, y: 0, width: 5, height: 5),
                                     chromeParent: Point(0, 0), scenecParent: Point(0.3, 0), rounded: true))
        #expect(TaffyFixtures.parentID(of: "root-2-1") == "root-2")
        #expect(TaffyFixtures.parentID(of: "root") == nil)
    }

    /// Every suite has its fixtures, frames and lists; no list names a fixture that is not there; prints
    /// the counts (written, passing, known failures, out of scope) and rewrites the lists when asked.
    @Test(arguments: TaffyFixtures.suites)
    func suiteCounts(_ suite: String) throws {
        let names = TaffyFixtures.names(suite)
        #expect(names.count >= 100, "found \(names.count) fixtures in \(TaffyFixtures.folder(suite).path)")
        let outOfScope = TaffyFixtures.list(suite, "OUT-OF-SCOPE.txt")
        #expect(!outOfScope.isEmpty, "taffy-\(suite)/OUT-OF-SCOPE.txt is missing; run scripts/taffy-fixtures")
        let fixtures = Set(names.map { TaffyFixtures.split($0).fixture })
        for name in TaffyFixtures.knownFailures[suite, default: [:]].keys.sorted() where !fixtures.contains(name) {
            Issue.record("taffy-\(suite)/KNOWN-FAILURES.txt lists \(name), which is not a fixture")
        }
        for name in outOfScope.keys where fixtures.contains(name) {
            Issue.record("taffy-\(suite): \(name) is both converted and out of scope")
        }
        var failures: [(String, String)] = []
        for name in names {
            if let outcome = TaffyFixtures.outcome(name) { failures.append((TaffyFixtures.split(name).fixture, outcome)) }
        }
        print("taffy-\(suite): \(names.count) written, \(names.count - failures.count) pass, "
              + "\(failures.count) fail (\(TaffyFixtures.knownFailures[suite, default: [:]].count) listed as known), "
              + "\(outOfScope.count) out of scope")
        if TaffyFixtures.updating { try TaffyFixtures.writeKnownFailures(suite, failures) }
    }
}
