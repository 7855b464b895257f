import ScenecCore
import ScenecLayout
import ScenecModel
import Testing

@Suite struct AlignTests {
    @Test(arguments: [("start", 10.0), ("center", 30), ("end", 50)])
    func aRowAlignsItsChildrenVertically(align: String, y: Double) throws {
        // Content box 10…70 (padding 10 in a 80 pt row); the rect is 20 tall.
        let list = try #require(layout("""
            <scene width="200" height="80"><row width="200" height="80" padding="10" align="\(align)"><rect id="r" width="40" height="20" fill="red"/><rect id="s" width="40" fill="blue" height="60"/></row></scene>
            """))
        #expect(list.frame(id: "r") == Rect(x: 10, y: y, width: 40, height: 20))
    }

    @Test(arguments: [("start", 10.0), ("center", 40), ("end", 70)])
    func aColumnAlignsItsChildrenHorizontally(align: String, x: Double) throws {
        let list = try #require(layout("""
            <scene width="100" height="200"><column width="100" height="200" padding="10" align="\(align)"><rect id="r" width="20" height="30" fill="red"/></column></scene>
            """))
        #expect(list.frame(id: "r") == Rect(x: x, y: 10, width: 20, height: 30))
    }

    @Test func alignSelfOverridesAndStretchStaysVersionOne() throws {
        let list = try #require(layout("""
            <scene width="200" height="80"><row width="200" height="80" align="end">
              <rect id="a" width="40" height="20" fill="red" align-self="start"/>
              <rect id="b" width="40" fill="red" align-self="stretch"/>
              <rect id="c" width="40" height="20" fill="red"/>
            </row></scene>
            """))
        #expect(list.frame(id: "a") == Rect(x: 0, y: 0, width: 40, height: 20))
        #expect(list.frame(id: "b") == Rect(x: 40, y: 0, width: 40, height: 80))
        #expect(list.frame(id: "c") == Rect(x: 80, y: 60, width: 40, height: 20))
    }

    @Test func fourSidedPadding() throws {
        // top 1, right 2, bottom 3, left 4: the content box is (4, 1) to (200 − 2, 80 − 3).
        let list = try #require(layout("""
            <scene width="200" height="80"><row width="200" height="80" padding="1 2 3 4"><rect id="r" width="*" fill="red"/></row></scene>
            """))
        #expect(list.frame(id: "r") == Rect(x: 4, y: 1, width: 194, height: 76))
        let three = try #require(layout("""
            <scene width="200" height="80"><column width="200" height="80" padding="5,10 , 15"><rect id="r" height="*" fill="red"/></column></scene>
            """))
        #expect(three.frame(id: "r") == Rect(x: 10, y: 5, width: 180, height: 60))
    }
}

@Suite struct StretchedTextTests {
    private func textFrame(_ xml: String) throws -> Rect? {
        let list = try #require(layout(xml))
        return list.items.compactMap { item -> Rect? in
            if case .text(let op) = item.op { return op.frame }
            return nil
        }.first
    }

    /// Under the default stretch a text without a height takes the row's content height, so `valign`
    /// places it (it used to keep its natural height at the top of the row).
    @Test func aTextInARowTakesTheRowHeight() throws {
        let frame = try textFrame(#"<scene width="200" height="60"><row width="200" height="60" padding="5"><text valign="middle">Hi</text></row></scene>"#)
        #expect(frame?.minY == 5)
        #expect(frame?.height == 50)
    }

    @Test func underCenterItKeepsItsNaturalHeight() throws {
        let frame = try #require(try textFrame(#"<scene width="200" height="60"><row width="200" height="60" align="center"><text>Hi</text></row></scene>"#))
        #expect(frame.height < 30)
        #expect(abs(frame.midY - 30) < 1e-9)
    }
}
