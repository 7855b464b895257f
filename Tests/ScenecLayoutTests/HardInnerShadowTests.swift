import ScenecCore
import ScenecLayout
import ScenecModel
import Testing

/// Issue 10: an unblurred inner shadow is drawn as its visible crescent, unclipped, so no renderer has
/// to multiply an antialiased ring by an antialiased clip (they leaked a 1 px fringe at fractional edges).
@Suite struct HardInnerShadowTests {
    private func shadow(_ attributes: String, shape: String = #"<rect id="r" x="10" y="10" width="40" height="20" corner-radius="4" fill="gray">"#,
                        end: String = "</rect>") throws -> BlurredFillOp {
        let list = try #require(layout("""
            <scene width="100" height="100">
              \(shape)<inner-shadow \(attributes) color="white"/>\(end)
            </scene>
            """))
        return try #require(list.items.compactMap { item -> BlurredFillOp? in
            guard case .blurredFill(let op) = item.op else { return nil }
            return op
        }.first)
    }

    @Test func aRoundedRectMovedDownIsTheBandUnderItsTopEdge() throws {
        let op = try shadow(#"dy="1.5""#)
        #expect(op.clip == nil && op.sigma == 0 && op.rule == .nonzero)
        guard case .path(let path) = op.geometry else {
            Issue.record("not a path: \(op.geometry)")
            return
        }
        // From the top corners' tangent points down to the moved ones: the top 4 + 1.5 points.
        #expect(path.bounds == Rect(x: 10, y: 10, width: 40, height: 5.5))
        let k = 4 * (1 - Path.kappa)
        #expect(path.elements.first == .move(Point(10, 14)))
        #expect(path.elements[1] == .cubic(Point(10, 10 + k), Point(10 + k, 10), Point(14, 10)))
        #expect(path.elements.contains(.line(Point(50, 15.5))))
        #expect(path.elements.contains(.line(Point(14, 11.5))))
        #expect(path.elements.last == .close)
    }

    @Test func aSquareRectMovedLeftIsAStripAlongItsRightEdge() throws {
        let op = try shadow(#"dx="-2""#, shape: #"<rect id="r" x="10" y="10" width="40" height="20" fill="gray">"#)
        #expect(op.clip == nil)
        #expect(op.geometry.bounds == Rect(x: 48, y: 10, width: 2, height: 20))
    }

    @Test func blurredDiagonalOrTooDeepShadowsKeepTheClippedForm() throws {
        #expect(try shadow(#"dy="1" blur="1""#).clip != nil)
        #expect(try shadow(#"dx="1" dy="1""#).clip != nil)
        // 13 > 20 − 2·4: the moved shape's corners leave the shape at the far side too.
        #expect(try shadow(#"dy="13""#).clip != nil)
        #expect(try shadow(#"dy="1""#, shape: #"<ellipse id="r" x="10" y="20" width="40" height="20" fill="gray">"#, end: "</ellipse>").clip != nil)
    }
}
