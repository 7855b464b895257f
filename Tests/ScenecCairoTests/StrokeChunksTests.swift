@testable import ScenecCairo
import ScenecCore
import ScenecTestSupport
import Testing

/// Long strokes are stroked in pieces (issue 42: a 20 000-point scribble took seconds in one
/// cairo_stroke, growing faster than its points): the pieces cover the path exactly, their number grows
/// linearly with the points, and the pixels are the single stroke's within antialiasing levels.
@Suite struct StrokeChunksTests {
    /// A self-intersecting scribble: `count` points of a seeded random walk in 10 pt steps, kept
    /// inside `size`.
    static func scribble(_ count: Int, size: Double = 300) -> Path {
        var state: UInt64 = 42
        func next() -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Double(state >> 33) / Double(1 << 31)
        }
        var x = size / 2, y = size / 2
        var path = Path([.move(Point(x, y))])
        for _ in 1..<count {
            x = min(max(x + (next() - 0.5) * 20, 4), size - 4)
            y = min(max(y + (next() - 0.5) * 20, 4), size - 4)
            path.line(to: Point(x, y))
        }
        return path
    }

    /// The points each piece passes through, in order, with the cut midpoints left out.
    static func points(of pieces: [Path]) -> [Point] {
        var points: [Point] = []
        for (index, piece) in pieces.enumerated() {
            for (e, element) in piece.elements.enumerated() {
                guard case .move(let p) = element, e == 0 else {
                    if case .line(let p) = element, !(index < pieces.count - 1 && e == piece.elements.count - 1) { points.append(p) }
                    continue
                }
                if index == 0 { points.append(p) }
            }
        }
        return points
    }

    @Test func aLongPolylineIsCutAtSegmentMidpointsIntoPiecesThatMeet() throws {
        let path = Self.scribble(5_000)
        let chunks = try #require(StrokeChunks.cut(path, segments: 1_000))
        #expect(chunks.whole.isEmpty)
        #expect(chunks.butt.count == 5)
        for (a, b) in zip(chunks.butt, chunks.butt.dropFirst()) {
            // Each cut: the piece ends where the next starts, halfway along a segment of the path.
            guard case .line(let end) = a.elements.last, case .move(let start) = b.elements.first,
                  case .line(let after) = b.elements[1], case .line(let before) = a.elements[a.elements.count - 2] else {
                Issue.record("a piece is not a polyline")
                continue
            }
            #expect(end == start)
            #expect(start == Point((before.x + after.x) / 2, (before.y + after.y) / 2))
        }
        #expect(chunks.butt.allSatisfy { $0.elements.count <= 1_002 })
        // Every point of the path, in order, once: no segment lost or drawn twice.
        let original = path.elements.map { element -> Point in
            switch element {
            case .move(let p), .line(let p): return p
            case .cubic(_, _, let p): return p
            case .close: return .zero
            }
        }
        #expect(Self.points(of: chunks.butt) == original)
        // The path's own two ends get the stroke's cap, oriented along their segments.
        #expect(chunks.caps.map(\.end) == [original[0], original[4_999]])
        #expect(chunks.caps.map(\.from) == [original[1], original[4_998]])
    }

    @Test func aLongPolygonIsOpenedHalfwayAlongItsFirstSide() throws {
        var path = Self.scribble(3_000)
        path.close()
        let chunks = try #require(StrokeChunks.cut(path, segments: 1_000))
        #expect(chunks.caps.isEmpty)
        guard case .move(let start) = chunks.butt.first?.elements.first, case .line(let end) = chunks.butt.last?.elements.last,
              case .move(let p0) = path.elements[0], case .line(let p1) = path.elements[1] else {
            Issue.record("no pieces")
            return
        }
        #expect(start == Point((p0.x + p1.x) / 2, (p0.y + p1.y) / 2) && end == start)
        // All 3 000 sides (the closing one included), plus the cut side's second half.
        #expect(chunks.butt.reduce(0) { $0 + $1.elements.count - 1 } == 3_000 + 1 + chunks.butt.count - 1)
    }

    @Test func shortPathsStayWhole() throws {
        #expect(StrokeChunks.cut(Self.scribble(2_000), segments: 1_000) == nil)
        // Many short subpaths are grouped, keeping their caps.
        var dots = Path()
        for i in 0..<3_000 { dots.move(to: Point(Double(i % 100), Double(i / 100))); dots.line(to: Point(Double(i % 100) + 0.5, Double(i / 100))) }
        let chunks = try #require(StrokeChunks.cut(dots, segments: 1_000))
        #expect(chunks.butt.isEmpty && chunks.caps.isEmpty)
        #expect(chunks.whole.count == 6 && chunks.whole.reduce(Path()) { var p = $0; p.append($1); return p } == dots)
    }

    /// The work of a 200 000-point stroke: 200 pieces of at most 1 001 segments, so cairo's edge lists
    /// hold one piece's edges (the benchmark times it: scripts/benchmark, "stroke").
    @Test func twoHundredThousandPointsAreTwoHundredPieces() throws {
        let chunks = try #require(StrokeChunks.cut(Self.scribble(200_000, size: 1000), segments: Painter.strokeChunkSegments))
        #expect(chunks.butt.count == 200)
        #expect(chunks.butt.map { $0.elements.count }.max() ?? 0 <= 1_002)
    }

    /// The pieces drawn over each other look like the one stroke: a translucent 3 000-point scribble with
    /// round joins and caps, at @1x and @2x. Where pieces cross, antialiased edges combine as two
    /// shapes' do; where one piece alone draws, cairo's rasterizer still differs by a level or two, since
    /// a row's crossing edges decide how it samples the whole row.
    @Test(arguments: [(LineCap.round, LineJoin.round, 1.0), (.square, .miter, 2.0), (.butt, .bevel, 1.0)])
    func piecesDrawWhatOneStrokeDraws(cap: LineCap, join: LineJoin, scale: Double) throws {
        let path = Self.scribble(3_000)
        var builder = RenderListBuilder(width: 300, height: 300, scale: scale)
        builder.fill(.rect(0, 0, 300, 300), .solid(.white))
        let list = builder.list
        var items = list.items
        items.append(RenderItem(.stroke(StrokeOp(geometry: .path(path), paint: .solid(RGBA(red: 0.1, green: 0.3, blue: 0.8, alpha: 0.7)),
                                                 width: 3, cap: cap, join: join))))
        let stroked = RenderList(width: 300, height: 300, scale: scale, items: items)
        let pieces = try CairoRenderer.withRenderedSurface(stroked) { try Bitmap(argb32Surface: $0) }
        let whole = try CairoRenderer.withRenderedSurface(stroked, strokesInChunks: false) { try Bitmap(argb32Surface: $0) }
        let difference = try #require(BitmapDifference(pieces, whole))
        #expect(difference.mean < 0.1 && difference.percentile99 <= 2, "\(difference)")
        #expect(difference.differingPixels > 0, "the pieces were not drawn: \(difference)")
    }
}
