import Foundation
import ScenecCairo
import ScenecCore
import ScenecTestSupport
import Testing

/// A clip outline with many path elements is drawn through its fill coverage rather than cairo's clip
/// (issue 29: a 3 000-point self-intersecting star's inside stroke took 19 s in cairo's tessellator).
/// The masked clip must draw what the cairo clip draws, and a complex outline must stay fast.
@Suite struct ComplexClipTests {
    /// The rect (10, 10)–(90, 70) as a path of `segments` straight pieces per side: one outline, two
    /// descriptions, on either side of `maskedClipElements`.
    static func subdividedRect(segments: Int) -> Geometry {
        var elements: [Path.Element] = [.move(Point(10, 10))]
        let corners = [Point(90, 10), Point(90, 70), Point(10, 70), Point(10, 10)]
        var from = Point(10, 10)
        for corner in corners {
            for k in 1...segments {
                let t = Double(k) / Double(segments)
                elements.append(.line(Point(from.x + (corner.x - from.x) * t, from.y + (corner.y - from.y) * t)))
            }
            from = corner
        }
        elements.append(.close)
        return .path(Path(elements))
    }

    @Test(arguments: [1.0, 2.0])
    func aMaskedClipDrawsWhatTheCairoClipDraws(scale: Double) throws {
        func render(_ clip: Geometry) throws -> Bitmap {
            var b = RenderListBuilder(width: 100, height: 80, scale: scale)
            b.fill(.rect(Rect(x: 0, y: 0, width: 100, height: 80), cornerRadius: 0), .solid(.white))
            // An inside stroke: twice the width, clipped to the outline (as layout writes it).
            b.stroke(.ellipse(Rect(x: 5, y: 20, width: 90, height: 40)), .solid(RGBA(red: 0.8, green: 0.1, blue: 0.2)), width: 12,
                     clip: Clip(geometry: clip))
            return try b.render()
        }
        let simple = Self.subdividedRect(segments: 1), complex = Self.subdividedRect(segments: 100)
        #expect(simple.path.elements.count <= 256 && complex.path.elements.count > 256)
        let difference = try #require(BitmapDifference(try render(simple), try render(complex)))
        // Only where the stroke's edge crosses the clip's do a few pixels differ: a mask multiplies the
        // two coverages, a clip intersects the shapes (measured: 8 pixels, at most 5/255, at @1x; 14, 13/255, at @2x).
        #expect(difference.differingPixels <= 24 && difference.maximum <= 16, "\(difference)")
    }

    @Test func aSelfIntersectingStarsAlignedStrokesDrawPromptly() throws {
        // Each of 3 001 chords crosses most of the others: about two million self-intersections.
        let n = 3001
        var elements: [Path.Element] = []
        for i in 0..<n {
            let a = 2 * Double.pi * Double(i * 1499 % n) / Double(n)
            let p = Point(500 + 480 * cos(a), 500 + 480 * sin(a))
            elements.append(i == 0 ? .move(p) : .line(p))
        }
        elements.append(.close)
        let star = Geometry.path(Path(elements))
        var b = RenderListBuilder(width: 1000, height: 1000)
        b.stroke(star, .solid(.black), width: 6, clip: Clip(geometry: star))
        var outside = Path.roundedRect(star.bounds.insetBy(-7), radius: 0)
        outside.append(star.path)
        b.stroke(star, .solid(.black), width: 6, clip: Clip(geometry: .path(outside), rule: .evenodd))
        // Not a timing test: a bound generous even on a loaded machine (measured 11 s with the suite and
        // eight builds on 2 cores), proving the tessellator is not asked (it took 56 s unloaded).
        var bitmap: Bitmap?
        let elapsed = try ContinuousClock().measure { bitmap = try b.render() }
        #expect(elapsed < .seconds(30), "\(elapsed)")
        let drawn = try #require(bitmap).pixels.enumerated().filter { $0.offset % 4 == 3 && $0.element > 0 }.count
        #expect(drawn > 100_000, "\(drawn) pixels drawn")
    }
}
