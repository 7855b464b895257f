import ScenecCore
import ScenecLayout
import ScenecModel
import Testing

@Suite struct CornerTests {
    @Test func aUniformRadiusStaysARoundedRect() throws {
        let list = try #require(layout(#"<scene width="100" height="100"><rect id="r" width="40" height="20" corner-radius="8" corner-smoothing="0" fill="red"/></scene>"#))
        #expect(list.fills(id: "r").first?.geometry == .rect(Rect(x: 0, y: 0, width: 40, height: 20), cornerRadius: 8))
    }

    @Test(arguments: [
        ("8 4", "8 4 8 4"),
        ("8, 4, 2", "8 4 2 4"),
        ("1 2 3 4", "1 2 3 4"),
    ])
    func perCornerRadiiMakeThePathTheirFourValuesDescribe(written: String, four: String) throws {
        let list = try #require(layout("""
            <scene width="100" height="100"><rect id="r" x="10" y="10" width="40" height="20" corner-radius="\(written)" fill="red" stroke="blue"/></scene>
            """))
        let frame = Rect(x: 10, y: 10, width: 40, height: 20)
        let values = four.split(separator: " ").compactMap { Double(String($0)) }
        let expected = Geometry.path(CornerPath.path(frame, radii: CornerRadii(values), smoothing: 0))
        #expect(list.fills(id: "r").first?.geometry == expected)
        #expect(list.strokes(id: "r").first?.geometry == expected)
    }

    @Test func containersClipToTheirShapedCorners() throws {
        let list = try #require(layout("""
            <scene width="100" height="100"><group id="g" width="60" height="60" clip="true" corner-radius="20 0" corner-smoothing="0.6" fill="red"><rect width="60" height="60" fill="blue"/></group></scene>
            """))
        let outline = Geometry.path(CornerPath.path(Rect(x: 0, y: 0, width: 60, height: 60), radii: CornerRadii([20, 0, 20, 0]), smoothing: 0.6))
        #expect(list.fills(id: "g").first?.geometry == outline)
        let clips = list.items.compactMap { item -> Clip? in
            if case .beginGroup(let style) = item.op { return style.clip }
            return nil
        }
        #expect(clips == [Clip(geometry: outline)])
    }

    @Test(arguments: [1.0, 2.0, 3.0])
    func crispSnapsTheFrameThenBuildsTheCorners(scale: Double) throws {
        let list = try #require(layout("""
            <scene width="100" height="100"><rect id="r" x="10.3" y="10.3" width="20" height="20" corner-radius="4 0" stroke="black" crisp="true"/></scene>
            """, scale: scale))
        let stroke = try #require(list.strokes(id: "r").first)
        let bounds = stroke.geometry.bounds
        #expect((bounds.minX * scale - stroke.width * scale / 2).rounded() == bounds.minX * scale - stroke.width * scale / 2)
        guard case .path = stroke.geometry else {
            Issue.record("not a path: \(stroke.geometry)")
            return
        }
    }
}
