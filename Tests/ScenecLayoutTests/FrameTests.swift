import ScenecCore
import ScenecLayout
import ScenecModel
import ScenecSceneTestSupport
import Testing

@Suite struct FrameTests {
    @Test func framesAreRelativeToTheParentOrigin() throws {
        let list = try #require(layout("""
            <scene width="200" height="100">
              <group x="10" y="20" width="100" height="50">
                <rect id="r" x="5" y="6" width="7" height="8" fill="red"/>
                <group x="30" y="10">
                  <rect id="deep" x="1" y="2" width="3" height="4" fill="red"/>
                </group>
              </group>
            </scene>
            """))
        #expect(list.frame(id: "r") == Rect(x: 15, y: 26, width: 7, height: 8))
        #expect(list.frame(id: "deep") == Rect(x: 41, y: 32, width: 3, height: 4))
    }

    @Test func percentagesReferToTheParentWidthAndHeight() throws {
        let list = try #require(layout("""
            <scene width="400" height="200">
              <group x="100" y="50" width="200" height="100">
                <rect id="r" x="10%" y="50%" width="25%" height="20%" fill="red"/>
              </group>
            </scene>
            """))
        #expect(list.frame(id: "r") == Rect(x: 120, y: 100, width: 50, height: 20))
    }

    @Test func aContainerWithoutSizeFillsItsParentFromItsPosition() throws {
        let list = try #require(layout("""
            <scene width="300" height="200">
              <group id="g" x="20" y="30" fill="red"/>
            </scene>
            """))
        #expect(list.frame(id: "g") == Rect(x: 20, y: 30, width: 280, height: 170))
    }

    @Test func circlesLinesAndPathsUseTheirOwnCoordinatesInTheParent() throws {
        let list = try #require(layout("""
            <scene width="300" height="200">
              <group x="100" y="10">
                <circle id="c" cx="20" cy="30" r="5" fill="red"/>
                <line id="l" x1="0" y1="0" x2="10" y2="20"/>
                <path id="p" d="M0 0 h10 v10 z" fill="red"/>
              </group>
            </scene>
            """))
        #expect(list.fills(id: "c").first?.geometry == .ellipse(Rect(x: 115, y: 35, width: 10, height: 10)))
        #expect(list.strokes(id: "l").first?.geometry == .line(Point(100, 10), Point(110, 30)))
        #expect(list.frame(id: "p") == Rect(x: 100, y: 10, width: 10, height: 10))
    }

    @Test func cornerRadiusIsClampedToHalfTheShorterSide() throws {
        let list = try #require(layout("""
            <scene width="100" height="100"><rect id="r" width="40" height="10" corner-radius="30" fill="red"/></scene>
            """))
        #expect(list.fills(id: "r").first?.geometry == .rect(Rect(x: 0, y: 0, width: 40, height: 10), cornerRadius: 5))
    }

    @Test func useDrawsACopyAtANewPosition() throws {
        let list = try #require(layout("""
            <scene width="300" height="200">
              <defs><rect id="tile" x="5" y="5" width="20" height="10" fill="red"/></defs>
              <use href="#tile" x="100" y="50"/>
              <use href="#tile" y="80"/>
            </scene>
            """))
        let fills = list.items.compactMap { item -> Rect? in
            if case .fill(let fill) = item.op { return fill.geometry.bounds }
            return nil
        }
        #expect(fills == [Rect(x: 100, y: 50, width: 20, height: 10), Rect(x: 5, y: 80, width: 20, height: 10)])
    }

    @Test func opacityWrapsTheNodeAndItsChildrenInOneGroup() throws {
        let list = try #require(layout("""
            <scene width="100" height="100">
              <group id="g" opacity="0.5"><rect width="10" height="10" fill="red"/><rect width="20" height="20" fill="blue"/></group>
            </scene>
            """))
        let ops = list.items.map(\.op)
        #expect(ops.count == 4)
        #expect(ops.first == .beginGroup(GroupStyle(opacity: 0.5)))
        #expect(ops.last == .endGroup)
    }

    @Test func hiddenAndFullyTransparentNodesDrawNothing() throws {
        let list = try #require(layout("""
            <scene width="100" height="100">
              <rect width="10" height="10" fill="red" hidden="true"/>
              <rect width="10" height="10" fill="red" opacity="0"/>
            </scene>
            """))
        #expect(list.items.isEmpty)
    }

    @Test func clippedGroupsClipToTheirFrame() throws {
        let list = try #require(layout("""
            <scene width="100" height="100">
              <group x="10" y="10" width="50" height="40" clip="true"><rect width="100" height="100" fill="red"/></group>
            </scene>
            """))
        #expect(list.items.first?.op == .beginGroup(GroupStyle(clip: Clip(geometry: .rect(Rect(x: 10, y: 10, width: 50, height: 40), cornerRadius: 0)))))
    }

    @Test func backgroundIsTheFirstFill() throws {
        let list = try #require(layout(#"<scene width="30" height="20" background="white"/>"#))
        #expect(list.items.first?.op == .fill(FillOp(geometry: .rect(Rect(x: 0, y: 0, width: 30, height: 20), cornerRadius: 0), paint: .solid(.white))))
    }

    @Test func canvasesBeyondTheLimitAreRefusedWithALocation() throws {
        let parsed = InlineScene.parse(#"<scene width="30000" height="30000"/>"#, file: "big.xml")
        let scene = try #require(parsed.scene, "\(parsed.diagnostics)")
        let result = InlineScene.layout(scene, scale: 1)
        #expect(result.renderList == nil)
        #expect(result.diagnostics.first?.message.contains("30000×30000 px") == true)
        #expect(result.diagnostics.first?.location.column == 8)
    }
}
