import ScenecCore
import ScenecLayout
import ScenecModel
import ScenecSceneTestSupport
import Testing

/// `reflection`: content box of ceil(height × ratio), the reflection box below the gap, the order of
/// the ops (content, clip group, mirror group, mirrored content, fade) and the mirror's matrix.
@Suite struct ReflectionLayoutTests {
    private func scene(_ body: String, attributes: String = "") -> String {
        """
        <scene width="200" height="200">
          <reflection id="r" x="10" y="20" width="100" height="100" \(attributes)>\(body)</reflection>
        </scene>
        """
    }

    @Test func defaultsPlaceContentAndReflectionBoxes() throws {
        let list = try #require(layout(scene(#"<rect id="a" width="100%" height="100%" fill="red"/>"#)))
        // Content height ceil(100 × 0.6) = 60: the child fills the content box, not the frame.
        let fills = list.fills(id: "a")
        #expect(fills.count == 2)
        #expect(fills.first?.geometry == .rect(Rect(x: 10, y: 20, width: 100, height: 60), cornerRadius: 0))

        let ops = list.items.map(\.op)
        // Content first, then clip group (reflection box 20+60+4 = 84 … 120), mirror group, the copy, fade.
        try #require(ops.count == 7, "\(ops)")
        #expect(ops[0] == .fill(FillOp(geometry: .rect(Rect(x: 10, y: 20, width: 100, height: 60), cornerRadius: 0), paint: .solid(RGBA(red: 1, green: 0, blue: 0)))))
        let box = Rect(x: 10, y: 84, width: 100, height: 36)
        #expect(ops[1] == .beginGroup(GroupStyle(clip: Clip(geometry: .rect(box, cornerRadius: 0)))))
        // y' = 84 + (80 − y) × 36/60: d = −0.6, f = 84 + 80 × 0.6 = 132.
        guard case .beginGroup(let mirror) = ops[2], let t = mirror.transform else {
            Issue.record("expected the mirror group, got \(ops[2])")
            return
        }
        #expect(mirror.clip == nil && mirror.opacity == 1)
        #expect(t.a == 1 && t.b == 0 && t.c == 0 && t.e == 0)
        #expect(abs(t.d + 0.6) < 1e-12 && abs(t.f - 132) < 1e-9)
        #expect(abs(t.apply(Point(0, 80)).y - 84) < 1e-9)   // content bottom → reflection top
        #expect(abs(t.apply(Point(0, 20)).y - 120) < 1e-9)  // content top → reflection bottom
        #expect(ops[3] == ops[0])
        #expect(ops[4] == .endGroup && ops[5] == .endGroup)
        guard case .fill(let fade) = list.items.last?.op, case .linearGradient(let g) = fade.paint else {
            Issue.record("expected the fade last")
            return
        }
        #expect(list.items.last?.origin?.element == "reflection")
        #expect(fade.geometry == .rect(box, cornerRadius: 0))
        #expect(g.start == Point(10, 84) && g.end == Point(10, 120))
        #expect(g.stops == [GradientStop(offset: 0, color: RGBA(red: 0, green: 0, blue: 0, alpha: 0.5)),
                            GradientStop(offset: 1, color: RGBA(red: 0, green: 0, blue: 0, alpha: 1))])
    }

    @Test func itemOrderAroundTheMirroredCopy() throws {
        let list = try #require(layout(scene(#"<rect id="a" width="10" height="10" fill="red"/>"#)))
        let kinds = list.items.map { item -> String in
            switch item.op {
            case .beginGroup(let s): return s.transform != nil ? "mirror" : "clip"
            case .endGroup: return "end"
            case .fill: return item.origin?.id == "a" ? "a" : "fade"
            default: return "other"
            }
        }
        #expect(kinds == ["a", "clip", "mirror", "a", "end", "end", "fade"])
    }

    @Test(arguments: [(0.6, 60.0), (0.7, 70.0), (0.605, 61.0), (1.0, 100.0), (0.001, 1.0)])
    func contentHeightIsCeilOfRatio(ratio: Double, expected: Double) throws {
        let list = try #require(layout(scene(#"<rect id="a" width="100%" height="100%" fill="red"/>"#, attributes: "ratio=\"\(ratio)\"")))
        #expect(list.frame(id: "a")?.height == expected)
    }

    @Test func gapAndFadeAttributes() throws {
        let list = try #require(layout(scene(#"<rect id="a" width="100%" height="100%" fill="red"/>"#,
                                             attributes: #"ratio="0.5" gap="10" fade-color="white" fade-from="0.25" fade-to="0.75""#)))
        guard case .fill(let fade) = list.items.last?.op, case .linearGradient(let g) = fade.paint else {
            Issue.record("expected the fade last")
            return
        }
        // Content 50, gap 10: reflection 80 … 120 (height 40).
        #expect(fade.geometry == .rect(Rect(x: 10, y: 80, width: 100, height: 40), cornerRadius: 0))
        #expect(g.stops.map(\.color) == [RGBA(red: 1, green: 1, blue: 1, alpha: 0.25), RGBA(red: 1, green: 1, blue: 1, alpha: 0.75)])
    }

    @Test func noRoomLeavesOnlyTheContent() throws {
        // ratio 1: no height left for the reflection; a gap as tall as the rest: none either.
        for attributes in [#"ratio="1""#, #"gap="40""#] {
            let list = try #require(layout(scene(#"<rect id="a" width="100%" height="100%" fill="red"/>"#, attributes: attributes)))
            #expect(list.items.count == 1, "\(attributes)")
        }
    }

    @Test(arguments: [#"ratio="0""#, #"ratio="1.5""#, #"gap="-1""#, #"fade-from="2""#, #"fade-to="-0.5""#, #"fade-color="nope""#])
    func invalidAttributesAreErrors(attributes: String) {
        let parsed = InlineScene.parse(scene("", attributes: attributes), file: "test.xml")
        #expect(parsed.diagnostics.hasErrors, "\(attributes)")
    }
}
