import ScenecCore
import ScenecTestSupport
import Testing
@testable import ScenecSVG

@Suite struct DefsTests {
    static let verticalCanonical = """
        <linearGradient gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="0" y2="50">
        <stop offset="0" stop-color="#ffffff"/>
        <stop offset="1" stop-color="#000000"/>
        </linearGradient>
        """

    @Test func fnv1aKnownVectors() {
        #expect(FNV1a.hash32("") == 0x811c_9dc5)
        #expect(FNV1a.hash32("a") == 0xe40c_292c)
        #expect(FNV1a.hash32("foobar") == 0xbf9c_f968)
        #expect(FNV1a.hex32("") == "811c9dc5")
    }

    @Test func linearGradientDefinition() {
        let id = "lg-" + FNV1a.hex32(Self.verticalCanonical)
        // A 100 × 50 shape far from the gradient's box: the gradient stays in user space.
        let op = Fixture.fill(.rect(0, 300, 100, 50), .linearGradient(Fixture.verticalGradient))
        #expect(Fixture.inner([op]) == [
            "  <defs>",
            ##"    <linearGradient id="\##(id)" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="0" y2="50">"##,
            ##"      <stop offset="0" stop-color="#ffffff"/>"##,
            ##"      <stop offset="1" stop-color="#000000"/>"##,
            "    </linearGradient>",
            "  </defs>",
            ##"  <rect x="0" y="300" width="100" height="50" fill="url(#\##(id))"/>"##,
        ])
    }

    @Test func anAxisAlignedGradientOnItsShapesBoxIsInBoundingBoxUnitsAndShared() {
        // Two keys at different places with the gradient of each one's own box: one definition.
        let ops = [0.0, 60].map { x in
            Fixture.fill(.rect(x, 10, 40, 30), .linearGradient(LinearGradient(start: Point(x + 20, 9.5), end: Point(x + 20, 40.5),
                                                                             stops: Fixture.verticalGradient.stops)))
        }
        let lines = Fixture.inner(ops)
        let defs = lines.filter { $0.contains("<linearGradient") }
        #expect(defs.count == 1)
        #expect(defs.first?.hasSuffix(#" gradientUnits="objectBoundingBox" x1="0" y1="-0.017" x2="0" y2="1.017">"#) == true)
        // A diagonal gradient would be sheared by a non-square box; it stays in user space.
        let diagonal = LinearGradient(start: Point(0, 10), end: Point(40, 40), stops: Fixture.verticalGradient.stops)
        #expect(BoundingBoxGradient(diagonal, bounds: Rect(x: 0, y: 10, width: 40, height: 30)) == nil)
        // 2/3 prints as 0.667, 0.02 points off on a 60-point box: accepted for a 40-point gradient (tolerance
        // 0.04), refused for a 4-point one (0.004); on a flat box never.
        let long = LinearGradient(start: Point(0, 0), end: Point(40, 0), stops: [])
        #expect(BoundingBoxGradient(long, bounds: Rect(x: 0, y: 0, width: 60, height: 5))?.end == Point(0.667, 0))
        let short = LinearGradient(start: Point(0, 0), end: Point(4, 0), stops: [])
        #expect(BoundingBoxGradient(short, bounds: Rect(x: 0, y: 0, width: 60, height: 5)) == nil)
        #expect(BoundingBoxGradient(long, bounds: Rect(x: 0, y: 0, width: 40, height: 0)) == nil)
    }

    @Test func idIsAGoldenValue() {
        // Pinned (checked against an independent FNV-1a) so ids never drift between runs, machines or toolchains.
        let list = Fixture.list([Fixture.fill(.rect(0, 0, 1, 1), .linearGradient(Fixture.verticalGradient))])
        let lines = Fixture.lines(of: Fixture.svg(list))
        #expect(lines[4] == ##"    <linearGradient id="lg-a56e3fcd" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="0" y2="50">"##)
        #expect(lines[9] == ##"  <rect x="0" y="0" width="1" height="1" fill="url(#lg-a56e3fcd)"/>"##)
    }

    @Test func radialGradientWithStopOpacity() {
        let gradient = RadialGradient(center: Point(5, 6), radius: 4.5, stops: [
            GradientStop(offset: 0, color: RGBA(white: 1, alpha: 0.4)),
            GradientStop(offset: 0.25, color: RGBA(red255: 25.5, green255: 25.5, blue255: 28.05, alpha: 0)),
            GradientStop(offset: 1, color: Fixture.red),
        ])
        let lines = Fixture.inner([Fixture.fill(.ellipse(Rect(x: 0, y: 0, width: 10, height: 12)), .radialGradient(gradient))])
        let id = String(lines[1].split(separator: "\"")[1])
        #expect(id.hasPrefix("rg-") && id.count == 11)
        #expect(lines == [
            "  <defs>",
            ##"    <radialGradient id="\##(id)" gradientUnits="userSpaceOnUse" cx="5" cy="6" r="4.5">"##,
            ##"      <stop offset="0" stop-color="#ffffff" stop-opacity="0.4"/>"##,
            ##"      <stop offset="0.25" stop-color="#1a1a1c" stop-opacity="0"/>"##,
            ##"      <stop offset="1" stop-color="#ff0000"/>"##,
            "    </radialGradient>",
            "  </defs>",
            ##"  <ellipse cx="5" cy="6" rx="5" ry="6" fill="url(#\##(id))"/>"##,
        ])
    }

    @Test func sameGradientTwiceSharesOneDefinition() {
        let lines = Fixture.inner([
            Fixture.fill(.rect(0, 0, 10, 10), .linearGradient(Fixture.verticalGradient)),
            .stroke(StrokeOp(geometry: .rect(20, 0, 10, 10), paint: .linearGradient(Fixture.verticalGradient), width: 1)),
        ])
        #expect(lines.filter { $0.contains("<linearGradient") }.count == 1)
        let id = "lg-" + FNV1a.hex32(Self.verticalCanonical)
        #expect(lines.suffix(2) == [
            ##"  <rect x="0" y="0" width="10" height="10" fill="url(#\##(id))"/>"##,
            ##"  <rect x="20" y="0" width="10" height="10" fill="none" stroke="url(#\##(id))" stroke-width="1"/>"##,
        ])
    }

    @Test func gradientsThatPrintAlikeShareOneDefinition() {
        var nudged = Fixture.verticalGradient
        nudged.end.y += 0.000_01
        let lines = Fixture.inner([
            Fixture.fill(.rect(0, 0, 10, 10), .linearGradient(Fixture.verticalGradient)),
            Fixture.fill(.rect(0, 0, 10, 10), .linearGradient(nudged)),
        ])
        #expect(lines.filter { $0.contains("<linearGradient") }.count == 1)
    }

    @Test func differentGradientsGetTwoDefinitionsInFirstUseOrder() {
        let lines = Fixture.inner([
            Fixture.fill(.rect(0, 0, 10, 10), .linearGradient(Fixture.otherGradient)),
            Fixture.fill(.rect(0, 0, 10, 10), .linearGradient(Fixture.verticalGradient)),
            Fixture.fill(.rect(0, 0, 10, 10), .linearGradient(Fixture.otherGradient)),
        ])
        let defs = lines.filter { $0.contains("<linearGradient") }
        #expect(defs.count == 2)
        #expect(defs[0].contains(##"x2="100" y2="0""##))
        #expect(defs[1].contains(##"id="lg-\##(FNV1a.hex32(Self.verticalCanonical))""##))
        #expect(defs[0] != defs[1])
    }

    @Test func idDoesNotChangeWhenSomethingIsAddedBefore() throws {
        let target = Fixture.fill(.rect(0, 0, 10, 10), .linearGradient(Fixture.verticalGradient))
        let clipped = RenderOp.beginGroup(GroupStyle(clip: Clip(geometry: .rect(0, 0, 5, 5))))
        let alone = Fixture.inner([target])
        let after = Fixture.inner([
            Fixture.fill(.rect(0, 0, 10, 10), .linearGradient(Fixture.otherGradient)),
            clipped, .endGroup, target,
        ])
        let targetUse = try #require(alone.last)
        #expect(after.contains(targetUse))
        let targetDef = alone[1]
        let index = try #require(after.firstIndex(of: targetDef))
        #expect(index > 1)
    }

    @Test func collisionsGetNumberedSuffixes() {
        var table = DefsTable(digest: { _ in "00000000" })
        let a = table.id(for: .linear(Fixture.verticalGradient))
        let b = table.id(for: .linear(Fixture.otherGradient))
        let c = table.id(for: .clip(Clip(geometry: .rect(0, 0, 1, 1))))
        let d = table.id(for: .linear(LinearGradient(start: .zero, end: Point(1, 1), stops: [])))
        #expect([a, b, c, d] == ["lg-00000000", "lg-00000000-2", "clip-00000000", "lg-00000000-3"])
        #expect(table.id(for: .linear(Fixture.otherGradient)) == "lg-00000000-2")
    }

    @Test func clipPathWithEvenOdd() {
        let hole = Path([
            .move(Point(-100, -100)), .line(Point(200, -100)), .line(Point(200, 200)), .line(Point(-100, 200)), .close,
            .move(Point(0, 0)), .line(Point(10, 0)), .line(Point(10, 10)), .line(Point(0, 10)), .close,
        ])
        let clip = Clip(geometry: .path(hole), rule: .evenodd)
        let lines = Fixture.inner([
            .beginGroup(GroupStyle(clip: clip)),
            Fixture.fill(.rect(0, 0, 10, 10)),
            .endGroup,
        ])
        let id = "clip-" + FNV1a.hex32("""
            <clipPath clipPathUnits="userSpaceOnUse">
            <path d="M-100-100H200V200H-100ZM0 0H10V10H0Z" clip-rule="evenodd"/>
            </clipPath>
            """)
        #expect(lines == [
            "  <defs>",
            ##"    <clipPath id="\##(id)" clipPathUnits="userSpaceOnUse">"##,
            ##"      <path d="M-100-100H200V200H-100ZM0 0H10V10H0Z" clip-rule="evenodd"/>"##,
            "    </clipPath>",
            "  </defs>",
            ##"  <g clip-path="url(#\##(id))">"##,
            ##"    <rect x="0" y="0" width="10" height="10" fill="#000000"/>"##,
            "  </g>",
        ])
    }

    @Test func sameClipOnGroupAndStrokeSharesOneDefinition() {
        let clip = Clip(geometry: .ellipse(Rect(x: 0, y: 0, width: 6, height: 6)))
        let lines = Fixture.inner([
            .beginGroup(GroupStyle(clip: clip)),
            .stroke(StrokeOp(geometry: .ellipse(Rect(x: 0, y: 0, width: 6, height: 6)), paint: .solid(.black), width: 2, clip: clip)),
            .endGroup,
        ])
        #expect(lines.filter { $0.contains("<clipPath") }.count == 1)
        #expect(lines.contains(##"      <circle cx="3" cy="3" r="3"/>"##))
    }

    @Test func nonzeroAndEvenoddClipsAreDifferent() {
        let geometry = Geometry.rect(0, 0, 6, 6)
        let lines = Fixture.inner([
            .beginGroup(GroupStyle(clip: Clip(geometry: geometry, rule: .nonzero))), .endGroup,
            .beginGroup(GroupStyle(clip: Clip(geometry: geometry, rule: .evenodd))), .endGroup,
        ])
        #expect(lines.filter { $0.contains("<clipPath") }.count == 2)
        #expect(lines.contains(##"      <rect x="0" y="0" width="6" height="6" clip-rule="evenodd"/>"##))
        #expect(lines.contains(##"      <rect x="0" y="0" width="6" height="6"/>"##))
    }
}
