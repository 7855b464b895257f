import ScenecCore
import ScenecLayout
import ScenecModel
import Testing

// The frame pass reads `NodeKind.sizing`: in a row a container without a width takes a share of the
// free width, a natural or own-geometry node without one is measured, and the row sets the width of
// every class but own geometry, which it only moves. The helpers are this file's own.

/// The frames drawn in a scene laid out at 1×, by id: the bounds of each id's first fill.
private func sizingFrames(_ xml: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [String: Rect] {
    let parsed = SceneParser.parse(source: Array(xml.utf8), file: "sizing.xml")
    guard let scene = parsed.scene else {
        Issue.record("scene did not parse: \(parsed.diagnostics)", sourceLocation: sourceLocation)
        return [:]
    }
    let result = Layout.renderList(for: scene, scale: 1)
    #expect(!result.diagnostics.hasErrors, "\(result.diagnostics)", sourceLocation: sourceLocation)
    var frames: [String: Rect] = [:]
    for item in result.renderList?.items ?? [] {
        guard let id = item.origin?.id, frames[id] == nil, case .fill(let fill) = item.op else { continue }
        frames[id] = fill.geometry.bounds
    }
    return frames
}

@Suite struct NodeSizingLayoutTests {
    /// Rule 3: a container without a width takes one share; a circle, path, point or use its own width.
    @Test func aRowSharesTheFreeWidthWithContainersAndMeasuresOwnGeometry() {
        let frames = sizingFrames("""
            <scene width="200" height="100">
              <defs><rect id="t" width="7" height="7" fill="blue"/></defs>
              <row width="200" height="40">
                <group id="g" fill="red"/>
                <circle id="c" cy="5" r="5" fill="red"/>
                <path id="p" d="M0 0H12V4Z" fill="red"/>
                <point id="pt"/>
                <use href="#t"/>
                <column id="k" fill="red"/>
              </row>
            </scene>
            """)
        // 200 − 10 − 12 − 1 − 7 = 170, shared by the two containers.
        #expect(frames["g"] == Rect(x: 0, y: 0, width: 85, height: 40))
        #expect(frames["c"] == Rect(x: 85, y: 0, width: 10, height: 10))
        #expect(frames["p"] == Rect(x: 95, y: 0, width: 12, height: 4))
        #expect(frames["pt"] == Rect(x: 107, y: 0, width: 1, height: 1))
        #expect(frames["t"] == Rect(x: 108, y: 0, width: 7, height: 7))
        #expect(frames["k"] == Rect(x: 115, y: 0, width: 85, height: 40))
    }

    /// A text without a width is measured (a fixed slot of its natural width), not given a share.
    @Test func aRowMeasuresANaturalChild() throws {
        let frames = sizingFrames("""
            <scene width="200" height="100">
              <row width="200" height="40"><text>label</text><group id="g" fill="red"/></row>
            </scene>
            """)
        let group = try #require(frames["g"])
        #expect(group.x > 0 && group.x < 100)
        #expect(group.x + group.width == 200)
    }

    /// The row sets the main size of framed, natural and container children, but an own-geometry child
    /// keeps its own size and is only moved.
    @Test func aRowSetsTheWidthOfEveryClassButOwnGeometry() {
        let frames = sizingFrames("""
            <scene width="200" height="100">
              <row width="200" height="40" gap="10">
                <rect id="r" width="*" fill="red"/>
                <ellipse id="e" width="30%" height="10" fill="red"/>
                <group id="g" width="20" fill="red"/>
                <circle id="c" cy="5" r="5" fill="red"/>
              </row>
            </scene>
            """)
        // 200 − 60 (30%) − 20 − 10 − 3 gaps of 10 = 80 for the rect.
        #expect(frames["r"] == Rect(x: 0, y: 0, width: 80, height: 40))
        #expect(frames["e"] == Rect(x: 90, y: 0, width: 60, height: 10))
        #expect(frames["g"] == Rect(x: 160, y: 0, width: 20, height: 40))
        #expect(frames["c"] == Rect(x: 190, y: 0, width: 10, height: 10))
    }
}
