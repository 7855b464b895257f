import ScenecCore
import ScenecLayout
import ScenecModel
import Testing

/// A key's corner values shape everything that follows its outline: both fills, the stroke, the
/// drop shadow and both inner shadows (whose region and clip are built from it).
@Suite struct KeyCornerLayoutTests {
    @Test(arguments: [1.0, 2.0])
    func everyLayerOfTheKeyFollowsTheSameCorners(scale: Double) throws {
        let list = try #require(layout("""
            <scene width="100" height="80"><key x="10" y="10" width="60" height="40" corner-radius="2 4 6 8" corner-smoothing="0.6"/></scene>
            """, scale: scale))
        // The outline is the key's frame inset by 0.5.
        let outline = CornerPath.path(Rect(x: 10.5, y: 10.5, width: 59, height: 39), radii: CornerRadii([2, 4, 6, 8]), smoothing: 0.6)
        var fills: [FillOp] = [], strokes: [StrokeOp] = [], blurred: [BlurredFillOp] = []
        for item in list.items {
            switch item.op {
            case .fill(let op): fills.append(op)
            case .stroke(let op): strokes.append(op)
            case .blurredFill(let op): blurred.append(op)
            default: continue
            }
        }
        #expect(fills.count == 2)
        for fill in fills { #expect(fill.geometry == .path(outline)) }
        #expect(strokes.map(\.geometry) == [.path(outline)])
        try #require(blurred.count == 3)
        // The drop shadow: the outline moved down 1 pt, unclipped.
        #expect(blurred[0].geometry == .path(outline.translatedBy(dx: 0, dy: 1)))
        #expect(blurred[0].clip == nil)
        // The inner shadow (dy −1) and highlight (dy 1): the region outside the moved outline, clipped to the outline.
        for (shadow, dy) in zip(blurred[1...], [-1.0, 1.0]) {
            #expect(shadow.clip == Clip(geometry: .path(outline)))
            guard case .path(let region) = shadow.geometry else { Issue.record("not a path: \(shadow.geometry)"); continue }
            #expect(Array(region.elements.suffix(outline.elements.count)) == outline.translatedBy(dx: 0, dy: dy).elements)
        }
    }

    /// The seed's key (radius 7, no smoothing) keeps its native rounded rect.
    @Test func theSeedKeyStaysARoundedRect() throws {
        let list = try #require(layout(#"<scene width="100" height="80"><key x="10" y="10" width="60" height="40"/></scene>"#))
        let geometries = list.items.compactMap { item -> Geometry? in
            if case .fill(let op) = item.op { return op.geometry }
            return nil
        }
        #expect(geometries == [.rect(Rect(x: 10.5, y: 10.5, width: 59, height: 39), cornerRadius: 7), .rect(Rect(x: 10.5, y: 10.5, width: 59, height: 39), cornerRadius: 7)])
    }
}
