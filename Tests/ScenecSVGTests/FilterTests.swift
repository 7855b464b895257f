import ScenecCore
import ScenecTestSupport
import Testing
@testable import ScenecSVG

/// Issue 10: blur filters are shared by every blurred fill of one σ and similar size.
@Suite struct FilterTests {
    static func blurred(_ geometry: Geometry, sigma: Double) -> RenderOp {
        .blurredFill(BlurredFillOp(geometry: geometry, sigma: sigma, color: .black))
    }

    @Test func blursOfOneSigmaAtDifferentPlacesShareOneFilter() {
        let lines = Fixture.lines([Self.blurred(.rect(10, 10, 50, 40), sigma: 1),
                                   Self.blurred(.rect(70, 5, 60, 44), sigma: 1),
                                   Self.blurred(.ellipse(Rect(x: 0, y: 0, width: 45, height: 45)), sigma: 1)])
        let filters = lines.filter { $0.contains("<filter ") }
        #expect(filters.count == 1)
        // 3σ + 1 = 4 user units is at most 12.5 % of 40, 44 and 45, so one region fits all three.
        #expect(filters.first?.hasSuffix(#" filterUnits="objectBoundingBox" x="-0.125" y="-0.125" width="1.25" height="1.25" color-interpolation-filters="sRGB">"#) == true)
        #expect(lines.filter { $0.contains("filter=\"url(#blur-") }.count == 3)
    }

    @Test func theMarginIsRoundedUpSoTheBlurIsNeverCutOff() {
        // 3 · 2 + 1 = 7 units on a 10 × 30 box: 70 % of the width (rounded up to 100 %), 23 % of the height (25 %).
        #expect(FilterRegion.covering(Rect(x: 5, y: 5, width: 10, height: 30), sigma: 2) == .boundingBox(marginX: 1, marginY: 0.25))
        for size in [0.3, 1, 7, 33.3, 100, 1000] {
            guard case .boundingBox(let x, let y) = FilterRegion.covering(Rect(x: 0, y: 0, width: size, height: size * 2), sigma: 0.5) else {
                continue
            }
            #expect(x * size >= 2.5 && y * size * 2 >= 2.5, "size \(size)")
        }
    }

    @Test func aFlatOrTinyShapeGetsAUserSpaceRegion() {
        // A flat box would disable the element under a bounding-box region; a tiny one needs > 400 %.
        #expect(FilterRegion.covering(Rect(x: 0, y: 3, width: 40, height: 0), sigma: 1) == .userSpace(Rect(x: -4, y: -1, width: 48, height: 8)))
        #expect(FilterRegion.covering(Rect(x: 0, y: 0, width: 0.5, height: 0.5), sigma: 1) == .userSpace(Rect(x: -4, y: -4, width: 8.5, height: 8.5)))
        let lines = Fixture.lines([Self.blurred(.rect(0, 0, 0.5, 0.5), sigma: 1)])
        #expect(lines.contains { $0.contains(#"filterUnits="userSpaceOnUse" x="-4" y="-4" width="8.5" height="8.5""#) })
    }

    @Test func differentSigmasGetDifferentFilters() {
        let lines = Fixture.lines([Self.blurred(.rect(10, 10, 50, 40), sigma: 1), Self.blurred(.rect(10, 10, 50, 40), sigma: 0.5)])
        #expect(lines.filter { $0.contains("<feGaussianBlur") } == [#"      <feGaussianBlur stdDeviation="1"/>"#,
                                                                    #"      <feGaussianBlur stdDeviation="0.5"/>"#])
    }
}
