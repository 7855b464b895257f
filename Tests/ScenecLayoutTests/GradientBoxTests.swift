import ScenecCore
import Testing

@Suite struct GradientBoxTests {
    private func scene(relativeTo: String) -> String {
        """
        <scene width="400" height="300">
          <defs>
            <linear-gradient id="g" relative-to="\(relativeTo)"><stop offset="0" color="black"/><stop offset="1" color="white"/></linear-gradient>
          </defs>
          <group id="box" x="50" y="100" width="200" height="100">
            <rect id="r" x="10" y="20" width="30" height="40" fill="url(#g)"/>
          </group>
        </scene>
        """
    }

    private func endpoints(_ list: RenderList) -> (Point, Point)? {
        guard case .linearGradient(let g)? = list.fills(id: "r").first?.paint else { return nil }
        return (g.start, g.end)
    }

    @Test(arguments: [
        ("self", Point(75, 120), Point(75, 160)),
        ("parent", Point(150, 100), Point(150, 200)),
        ("scene", Point(200, 0), Point(200, 300)),
        ("#box", Point(150, 100), Point(150, 200)),
        ("#r", Point(75, 120), Point(75, 160)),
    ])
    func referenceBoxes(relativeTo: String, start: Point, end: Point) throws {
        let list = try #require(layout(scene(relativeTo: relativeTo)))
        let (s, e) = try #require(endpoints(list))
        #expect(s == start)
        #expect(e == end)
    }

    @Test func parentRelativeGradientSpansEveryChildOfARow() throws {
        let list = try #require(layout("""
            <scene width="300" height="50">
              <defs><linear-gradient id="g" from="left" to="right" relative-to="parent"><stop offset="0" color="red"/><stop offset="1" color="blue"/></linear-gradient></defs>
              <row x="10" width="280" height="50" gap="10"><rect id="a" width="*" fill="url(#g)"/><rect id="b" width="*" fill="url(#g)"/></row>
            </scene>
            """))
        for id in ["a", "b"] {
            guard case .linearGradient(let g)? = list.fills(id: id).first?.paint else {
                Issue.record("no gradient on \(id)")
                continue
            }
            #expect(g.start == Point(10, 25) && g.end == Point(290, 25))
        }
    }

    @Test func pointsAndPercentagesInFromAndTo() throws {
        let list = try #require(layout("""
            <scene width="100" height="100">
              <rect id="r" x="10" y="10" width="80" height="40">
                <linear-gradient from="0 25%" to="100% 10"><stop offset="0" color="red"/></linear-gradient>
              </rect>
            </scene>
            """))
        guard case .linearGradient(let g)? = list.fills(id: "r").first?.paint else {
            Issue.record("no gradient")
            return
        }
        #expect(g.start == Point(10, 20))
        #expect(g.end == Point(90, 20))
    }

    @Test func radialGradientDefaultsToTheCentreAndHalfTheNormalizedDiagonal() throws {
        let list = try #require(layout("""
            <scene width="100" height="100">
              <rect id="r" x="0" y="0" width="60" height="80"><radial-gradient><stop offset="0" color="red"/></radial-gradient></rect>
            </scene>
            """))
        guard case .radialGradient(let g)? = list.fills(id: "r").first?.paint else {
            Issue.record("no gradient")
            return
        }
        #expect(g.center == Point(30, 40))
        #expect(abs(g.radius - 0.5 * ((60.0 * 60 + 80 * 80) / 2).squareRoot()) < 1e-9)
    }

    @Test func fillLayersStackInDocumentOrder() throws {
        let list = try #require(layout("""
            <scene width="100" height="100">
              <defs><linear-gradient id="g"><stop offset="0" color="red"/></linear-gradient></defs>
              <rect id="r" width="10" height="10" fill="blue"><fill gradient="#g"/><fill color="white(1,0.5)"/></rect>
            </scene>
            """))
        let paints = list.fills(id: "r").map(\.paint)
        #expect(paints.count == 3)
        #expect(paints.first == .solid(RGBA(red: 0, green: 0, blue: 1)))
        #expect(paints.last == .solid(RGBA(white: 1, alpha: 0.5)))
    }
}
