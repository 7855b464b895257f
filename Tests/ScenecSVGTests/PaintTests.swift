import ScenecCore
import ScenecTestSupport
import Testing
@testable import ScenecSVG

@Suite struct PaintTests {
    @Test func hexIsLowercaseAndPadded() {
        #expect(PaintAttributes.hex(RGBA(red255: 171, green255: 205, blue255: 10)) == "#abcd0a")
        #expect(PaintAttributes.hex(.white) == "#ffffff")
        #expect(PaintAttributes.hex(RGBA(red: 2, green: -1, blue: 0.5)) == "#ff0080")
    }

    @Test func translucentFill() {
        let op = Fixture.fill(.rect(0, 0, 1, 1), .solid(RGBA(red255: 25.5, green255: 25.5, blue255: 28.05, alpha: 0.4)))
        #expect(Fixture.inner([op]) == [
            ##"  <rect x="0" y="0" width="1" height="1" fill="#1a1a1c" fill-opacity="0.4"/>"##,
        ])
    }

    @Test func translucentStroke() {
        let op = RenderOp.stroke(StrokeOp(geometry: .rect(0.5, 0.5, 9, 9, radius: 7),
                                          paint: .solid(RGBA(red: 0, green: 0, blue: 0, alpha: 0.333)), width: 2))
        #expect(Fixture.inner([op]) == [
            ##"  <rect x="0.5" y="0.5" width="9" height="9" rx="4.5" ry="4.5" fill="none" stroke="#000000" stroke-opacity="0.333" stroke-width="2"/>"##,
        ])
    }

    @Test func alphaThatPrintsAsOneIsOmitted() {
        #expect(PaintAttributes.opacity(0.99999) == nil)
        #expect(PaintAttributes.opacity(1) == nil)
        #expect(PaintAttributes.opacity(0) == "0")
        #expect(PaintAttributes.opacity(-0.5) == "0")
        #expect(PaintAttributes.opacity(0.5) == "0.5")
    }

    @Test func fullyTransparentColour() {
        #expect(Fixture.inner([Fixture.fill(.rect(0, 0, 1, 1), .solid(.transparent))]) == [
            ##"  <rect x="0" y="0" width="1" height="1" fill="#000000" fill-opacity="0"/>"##,
        ])
    }

    @Test func strokeWithClip() {
        let clip = Clip(geometry: .rect(0, 0, 10, 10))
        let op = RenderOp.stroke(StrokeOp(geometry: .rect(0, 0, 10, 10), paint: .solid(Fixture.red), width: 2, clip: clip))
        let id = "clip-" + FNV1a.hex32("""
            <clipPath clipPathUnits="userSpaceOnUse">
            <rect x="0" y="0" width="10" height="10"/>
            </clipPath>
            """)
        #expect(Fixture.inner([op]) == [
            "  <defs>",
            ##"    <clipPath id="\##(id)" clipPathUnits="userSpaceOnUse">"##,
            ##"      <rect x="0" y="0" width="10" height="10"/>"##,
            "    </clipPath>",
            "  </defs>",
            ##"  <rect x="0" y="0" width="10" height="10" fill="none" stroke="#ff0000" stroke-width="2" clip-path="url(#\##(id))"/>"##,
        ])
    }
}
