import ScenecCore
import ScenecLayout
import ScenecModel
import ScenecSceneTestSupport
import Testing

/// Effects as layout writes them: one `BlurredFillOp` each, in the contract's painting order.
@Suite struct EffectLayoutTests {
    private func blurred(_ list: RenderList, id: String) -> [BlurredFillOp] {
        list.items.compactMap { item in
            guard item.origin?.id == id, case .blurredFill(let op) = item.op else { return nil }
            return op
        }
    }

    /// The kinds of the items of `id`, in order: blurred fills before the first fill are drop shadows,
    /// after it inner effects (an unblurred inner shadow has no clip, so the clip cannot tell them apart).
    private func kinds(_ list: RenderList, id: String) -> [String] {
        var filled = false
        return list.items.compactMap { item in
            guard item.origin?.id == id else { return nil }
            switch item.op {
            case .fill:
                filled = true
                return "fill"
            case .stroke: return "stroke"
            case .blurredFill: return filled ? "inner" : "drop"
            default: return "other"
            }
        }
    }

    @Test func orderIsDropShadowsFillsInnerEffectsStroke() throws {
        let list = try #require(layout("""
            <scene width="100" height="100">
              <rect id="k" x="10" y="10" width="40" height="20" corner-radius="4" fill="gray" stroke="black">
                <inner-shadow dy="1" color="white"/>
                <drop-shadow dy="2" blur="4"/>
                <fill color="rgba(0,0,0,0.1)"/>
                <shine inset="2" dx="-1" dy="-1"/>
                <drop-shadow dy="1" color="red"/>
              </rect>
            </scene>
            """))
        #expect(kinds(list, id: "k") == ["drop", "drop", "fill", "fill", "inner", "inner", "stroke"])
        let ops = blurred(list, id: "k")
        // Drop shadows keep document order.
        #expect(ops[0].color == ShadowSpec.defaultColor && ops[0].sigma == 2)
        #expect(ops[1].color == RGBA(red: 1, green: 0, blue: 0, alpha: 1) && ops[1].sigma == 0)
    }

    @Test func dropShadowOfARectIsMovedAndGrownBySpread() throws {
        let list = try #require(layout("""
            <scene width="100" height="100">
              <rect id="r" x="10" y="10" width="40" height="20" corner-radius="4" fill="white">
                <drop-shadow dx="2" dy="3" blur="4" spread="1" color="black"/>
                <drop-shadow dy="1" spread="-6"/>
              </rect>
            </scene>
            """))
        let ops = blurred(list, id: "r")
        try #require(ops.count == 2)
        #expect(ops[0].geometry == .rect(Rect(x: 11, y: 12, width: 42, height: 22), cornerRadius: 5))
        #expect(ops[0].sigma == 2)
        #expect(ops[0].clip == nil)
        #expect(ops[0].color == RGBA(red: 0, green: 0, blue: 0, alpha: 1))
        // Negative spread shrinks, and the radius clamps at 0.
        #expect(ops[1].geometry == .rect(Rect(x: 16, y: 17, width: 28, height: 8), cornerRadius: 0))
        #expect(ops[1].color == ShadowSpec.defaultColor)
    }

    @Test func dropShadowOfAnEllipseGrowsItsBox() throws {
        let list = try #require(layout("""
            <scene width="100" height="100">
              <circle id="c" cx="50" cy="50" r="10" fill="white"><drop-shadow dy="2" spread="3"/></circle>
            </scene>
            """))
        #expect(blurred(list, id: "c").first?.geometry == .ellipse(Rect(x: 37, y: 39, width: 26, height: 26)))
    }

    @Test func innerShadowIsTheMovedOutsideClippedToTheShape() throws {
        let list = try #require(layout("""
            <scene width="100" height="100">
              <rect id="r" x="10" y="10" width="40" height="20" fill="gray"><inner-shadow dx="1" dy="2" blur="2" color="white"/></rect>
            </scene>
            """))
        let op = try #require(blurred(list, id: "r").first)
        let shape = Geometry.rect(Rect(x: 10, y: 10, width: 40, height: 20), cornerRadius: 0)
        #expect(op.clip == Clip(geometry: shape, rule: .nonzero))
        #expect(op.rule == .evenodd)
        #expect(op.sigma == 1)
        // A frame grown by |dx| + |dy| + 3σ + 2 = 8, then the shape moved by (1, 2).
        var expected = Path.roundedRect(Rect(x: 2, y: 2, width: 56, height: 36), radius: 0)
        expected.append(Path.roundedRect(Rect(x: 11, y: 12, width: 40, height: 20), radius: 0))
        #expect(op.geometry == .path(expected))
    }

    @Test func shineIsTheInsetShapeMovedAndClippedToTheRing() throws {
        let list = try #require(layout("""
            <scene width="100" height="100">
              <circle id="c" cx="50" cy="50" r="20" fill="gray"><shine inset="3" dx="-2" dy="-2" blur="1" color="white"/></circle>
            </scene>
            """))
        let op = try #require(blurred(list, id: "c").first)
        #expect(op.geometry == .ellipse(Rect(x: 32, y: 32, width: 32, height: 32)))
        #expect(op.sigma == 0.5)
        var ring = Path.ellipse(in: Rect(x: 30, y: 30, width: 40, height: 40))
        ring.append(Path.ellipse(in: Rect(x: 33, y: 33, width: 34, height: 34)))
        #expect(op.clip == Clip(geometry: .path(ring), rule: .evenodd))
    }

    @Test func groupsAndStacksShadowTheirFrame() throws {
        let list = try #require(layout("""
            <scene width="100" height="100">
              <row id="row" x="10" y="10" width="50" height="20" fill="white"><drop-shadow dy="2"/></row>
            </scene>
            """))
        #expect(blurred(list, id: "row").first?.geometry == .rect(Rect(x: 10, y: 12, width: 50, height: 20), cornerRadius: 0))
    }

    // MARK: Reading

    private func diagnostics(_ xml: String) -> [Diagnostic] {
        InlineScene.parse(xml, file: "test.xml").diagnostics
    }

    @Test func defaultsAreZeroAndTheCoreGraphicsColour() throws {
        let parsed = InlineScene.parse("""
            <scene width="10" height="10"><rect width="5" height="5"><drop-shadow/><inner-shadow/><shine/></rect></scene>
            """, file: "test.xml")
        #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics)")
        let effects = try #require(parsed.scene?.nodes.first?.style.effects)
        try #require(effects.count == 3)
        guard case .dropShadow(let d) = effects[0], case .innerShadow(let i) = effects[1], case .shine(let s) = effects[2] else {
            Issue.record("wrong kinds: \(effects)")
            return
        }
        #expect(d.dx == 0 && d.dy == 0 && d.blur == 0 && d.spread == 0 && d.color == ShadowSpec.defaultColor)
        #expect(i.dx == 0 && i.dy == 0 && i.blur == 0 && i.color == ShadowSpec.defaultColor)
        #expect(s.inset == 0 && s.dx == 0 && s.dy == 0 && s.blur == 0 && s.color == ShadowSpec.defaultColor)
    }

    @Test func badEffectsAreReported() {
        let found = diagnostics("""
            <scene width="10" height="10">
              <rect width="5" height="5">
                <drop-shadow dx="1" blurr="2"/>
                <inner-shadow blur="-1"/>
                <shine inset="x">text</shine>
                <drop-shadow><rect/></drop-shadow>
                <inner-shadow spread="2"/>
              </rect>
            </scene>
            """)
        let errors = found.errorMessages
        #expect(errors.contains { $0.contains("unknown attribute 'blurr'") && $0.contains("did you mean 'blur'") }, "\(errors)")
        #expect(errors.contains { $0.hasPrefix("blur:") && $0.contains("out of range") }, "\(errors)")
        #expect(errors.contains { $0.hasPrefix("inset:") }, "\(errors)")
        #expect(errors.contains { $0.contains("<shine> cannot contain text") }, "\(errors)")
        #expect(errors.contains { $0.contains("<rect> is not allowed inside <drop-shadow>") }, "\(errors)")
        #expect(errors.contains { $0.contains("unknown attribute 'spread' on <inner-shadow>") }, "\(errors)")
    }

    @Test func approximationsOnPathsAreWarnings() {
        let found = diagnostics("""
            <scene width="10" height="10">
              <path d="M0 0 L5 0 L5 5 Z" fill="black"><drop-shadow spread="2"/><shine inset="1"/></path>
            </scene>
            """)
        #expect(!found.hasErrors, "\(found)")
        #expect(found.filter { $0.severity == .warning }.count == 2, "\(found)")
    }
}
