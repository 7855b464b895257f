import ScenecCore
import Testing

/// `RenderList.placements`: each item's composed group transform and open-group count, which the
/// passes after layout (backdrop pixels, colour emoji images) place their ops by.
@Suite struct RenderListPlacementTests {
    static let fill = RenderOp.fill(FillOp(geometry: .rect(Rect(x: 0, y: 0, width: 1, height: 1), cornerRadius: 0), paint: .solid(RGBA(red: 0, green: 0, blue: 0))))

    @Test("a nested group composes inner then outer; closing a group restores the one around it")
    func nestedGroupsCompose() {
        let outer = AffineTransform(a: 2, b: 0, c: 0, d: 2, e: 10, f: 0)
        let inner = AffineTransform(a: 1, b: 0, c: 0, d: 1, e: 5, f: 7)
        let list = RenderList(width: 100, height: 100, scale: 1, items: [
            RenderItem(Self.fill),
            RenderItem(.beginGroup(GroupStyle(transform: outer))),
            RenderItem(Self.fill),
            RenderItem(.beginGroup(GroupStyle(opacity: 0.5))),
            RenderItem(.beginGroup(GroupStyle(transform: inner))),
            RenderItem(Self.fill),
            RenderItem(.endGroup),
            RenderItem(.endGroup),
            RenderItem(Self.fill),
            RenderItem(.endGroup),
            RenderItem(Self.fill),
        ])
        let placements = list.placements
        #expect(placements.map(\.openGroups) == [0, 0, 1, 1, 2, 3, 3, 2, 1, 1, 0])
        #expect(placements[2].transform == outer)
        // The innermost op: inner first, then outer: (1, 1) → (6, 8) → (22, 16).
        #expect(placements[5].transform.apply(Point(1, 1)) == Point(22, 16))
        #expect(placements[8].transform == outer)
        #expect(placements[10].transform == .identity)
    }
}
