import ScenecCore
import ScenecTestSupport
import Testing
@testable import ScenecSVG

@Suite struct DocumentTests {
    @Test func emptyListIsHeaderAndRootOnly() {
        let text = Fixture.svg(Fixture.list([], width: 1024, height: 352, scale: 2))
        #expect(text == """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" version="1.1" width="1024" height="352" viewBox="0 0 1024 352">
              <!-- scenec-scale: 2 (crisp edges are snapped to whole pixels at this many device pixels per point) -->
            </svg>

            """)
    }

    @Test func sizeIsInPointsNotPixels() {
        let lines = Fixture.lines(of: Fixture.svg(Fixture.list([], width: 10.5, height: 0.25, scale: 3)))
        #expect(lines[1] == ##"<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" version="1.1" width="10.5" height="0.25" viewBox="0 0 10.5 0.25">"##)
    }

    @Test func endsWithExactlyOneNewline() {
        let text = Fixture.svg(Fixture.list([Fixture.fill(.rect(0, 0, 1, 1))]))
        #expect(text.hasSuffix("</svg>\n"))
        #expect(!text.hasSuffix("\n\n"))
    }

    @Test func noDefsBlockWhenNothingNeedsIt() {
        let lines = Fixture.lines([Fixture.fill(.rect(0, 0, 1, 1))])
        #expect(!lines.contains("  <defs>"))
        #expect(lines == [
            ##"<?xml version="1.0" encoding="UTF-8"?>"##,
            ##"<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" version="1.1" width="100" height="50" viewBox="0 0 100 50">"##,
            ##"  <!-- scenec-scale: 1 (crisp edges are snapped to whole pixels at this many device pixels per point) -->"##,
            ##"  <rect x="0" y="0" width="1" height="1" fill="#000000"/>"##,
            "</svg>",
        ])
    }

    @Test func deterministicAcrossCalls() {
        let list = Fixture.list([
            .beginGroup(GroupStyle(opacity: 0.5, clip: Clip(geometry: .rect(0, 0, 10, 10)))),
            Fixture.fill(.rect(0, 0, 10, 10), .linearGradient(Fixture.verticalGradient)),
            .stroke(StrokeOp(geometry: .ellipse(Rect(x: 0, y: 0, width: 4, height: 6)),
                             paint: .radialGradient(RadialGradient(center: Point(2, 3), radius: 3, stops: [])),
                             width: 1, clip: Clip(geometry: .rect(1, 1, 2, 2), rule: .evenodd))),
            .endGroup,
        ])
        let first = Fixture.svg(list)
        #expect(Fixture.svg(list) == first)
        #expect(Fixture.svg(list) == first)
    }

    @Test func theScaleCrispEdgesWereSnappedForIsRecordedAndReadBack() {
        for scale in [1, 2, 1.5, 3] {
            let lines = Fixture.lines(of: Fixture.svg(Fixture.list([], scale: scale)))
            #expect(SVGScaleComment.scale(in: lines) == scale)
        }
        #expect(SVGScaleComment.scale(in: ["<?xml version=\"1.0\"?>", "<svg xmlns=\"http://www.w3.org/2000/svg\">", "</svg>"]) == nil)
        #expect(SVGScaleComment.scale(in: ["<svg>", "  <!-- scenec-scale: -2 (x) -->"]) == nil)
    }

    @Test func originsDoNotAffectOutput() {
        let op = Fixture.fill(.rect(0, 0, 1, 1))
        let plain = RenderList(width: 10, height: 10, scale: 1, items: [RenderItem(op)])
        let located = RenderList(width: 10, height: 10, scale: 1, items: [
            RenderItem(op, origin: Origin(element: "rect", id: "a<b", location: SourceLocation(file: "s.xml", line: 3, column: 4))),
        ])
        #expect(Fixture.svg(plain) == Fixture.svg(located))
    }
}
