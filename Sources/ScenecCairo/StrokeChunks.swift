import ScenecCore

/// A long path cut into pieces that are stroked one by one, so that stroking takes time linear in its
/// segments. Cairo's scan converter keeps every edge of a stroke's outline that crosses a pixel row in
/// one sorted list; for a self-intersecting polyline that list holds thousands of edges on every row,
/// crossing each other (a 20 000-point scribble took seconds, a 200 000-point one minutes). A piece of
/// `segments` segments keeps the list short; the total work is then the outline's edges times the rows
/// they cross, as for any scan converter.
///
/// The pieces cover the stroke exactly:
/// - short subpaths stay whole and keep their caps (`whole`, several to a piece);
/// - a long subpath is cut at the midpoint of a straight segment, so every join stays inside one piece
///   and the two sides of a cut meet flush along one line (`butt`: stroked with butt caps, whatever the
///   stroke's cap); its own two ends get the stroke's cap drawn alone (`caps`);
/// - a long closed subpath is opened at the midpoint of one of its straight segments (no caps).
/// A long subpath without a straight segment of non-zero length cannot be cut and stays whole.
///
/// Only solid strokes are cut (a dash pattern continues across a cut; the layout refuses dashed
/// strokes this long).
struct StrokeChunks: Equatable {
    /// Pieces stroked with the stroke's own cap: runs of whole subpaths.
    var whole: [Path] = []
    /// Pieces of long subpaths, stroked with butt caps: they meet flush at their cuts.
    var butt: [Path] = []
    /// The ends of long open subpaths: the end point and a point before it on the tangent, where the
    /// stroke's cap is drawn on its own.
    var caps: [(end: Point, from: Point)] = []

    static func == (a: StrokeChunks, b: StrokeChunks) -> Bool {
        a.whole == b.whole && a.butt == b.butt && a.caps.count == b.caps.count
            && zip(a.caps, b.caps).allSatisfy { $0.end == $1.end && $0.from == $1.from }
    }

    /// Pieces of about `segments` segments each; nil when `path` has no more than twice that many
    /// elements (stroked whole, as ever).
    static func cut(_ path: Path, segments: Int) -> StrokeChunks? {
        guard segments > 0, path.elements.count > 2 * segments else { return nil }
        var chunks = StrokeChunks()
        var run = Path()
        for subpath in Subpath.split(path) {
            guard subpath.segments.count > segments, let pieces = subpath.pieces(of: segments) else {
                run.append(subpath.path)
                if run.elements.count >= segments {
                    chunks.whole.append(run)
                    run = Path()
                }
                continue
            }
            chunks.butt += pieces.paths
            chunks.caps += pieces.caps
        }
        if !run.isEmpty { chunks.whole.append(run) }
        return chunks
    }
}

/// One subpath as its start and segments (a close is its closing line, when it has length).
private struct Subpath {
    enum Segment: Equatable {
        case line(Point)
        case cubic(Point, Point, Point)

        var end: Point {
            switch self {
            case .line(let p), .cubic(_, _, let p): return p
            }
        }
    }

    var start: Point
    var segments: [Segment] = []
    var closed = false

    /// The subpath as path elements, as it was written.
    var path: Path {
        var path = Path([.move(start)])
        for segment in segments {
            switch segment {
            case .line(let p): path.line(to: p)
            case .cubic(let a, let b, let p): path.curve(to: p, control1: a, control2: b)
            }
        }
        if closed { path.close() }
        return path
    }

    /// `path`'s subpaths. After a close, a subpath without its own move starts where the closed one
    /// started, as in SVG and cairo.
    static func split(_ path: Path) -> [Subpath] {
        var subpaths: [Subpath] = []
        var current: Subpath?
        var lastStart = Point.zero
        for element in path.elements {
            switch element {
            case .move(let p):
                if let current { subpaths.append(current) }
                current = Subpath(start: p)
                lastStart = p
            case .line(let p):
                if current == nil { current = Subpath(start: lastStart) }
                current?.segments.append(.line(p))
            case .cubic(let a, let b, let p):
                if current == nil { current = Subpath(start: lastStart) }
                current?.segments.append(.cubic(a, b, p))
            case .close:
                if current == nil { current = Subpath(start: lastStart) }
                current?.closed = true
                if let done = current { subpaths.append(done) }
                current = nil
            }
        }
        if let current { subpaths.append(current) }
        return subpaths
    }

    /// The subpath cut at the midpoints of straight segments about every `count` segments; nil when it
    /// has no straight segment of non-zero length to cut at.
    func pieces(of count: Int) -> (paths: [Path], caps: [(end: Point, from: Point)])? {
        // As one open run of segments from `first`: a closed subpath opened at a straight segment's
        // midpoint, its closing line included.
        var first = start
        var run = segments
        var caps: [(end: Point, from: Point)] = []
        if closed {
            if start != run.last?.end ?? start { run.append(.line(start)) }
            guard let open = Self.openedAtStraightSegment(from: start, run) else { return nil }
            first = open.start
            run = open.segments
        } else {
            guard Self.hasStraightSegment(from: start, run) else { return nil }
            if let from = Self.tangentPoint(at: start, along: run) { caps.append((end: start, from: from)) }
            if let from = Self.tangentPoint(atEndOf: start, run) { caps.append((end: run.last?.end ?? start, from: from)) }
        }
        var paths: [Path] = []
        var piece = Path([.move(first)])
        var inPiece = 0
        var previous = first
        for segment in run {
            if inPiece >= count, case .line(let p) = segment, p != previous {
                let middle = Point((previous.x + p.x) / 2, (previous.y + p.y) / 2)
                piece.line(to: middle)
                paths.append(piece)
                piece = Path([.move(middle)])
                inPiece = 0
            }
            switch segment {
            case .line(let p): piece.line(to: p)
            case .cubic(let a, let b, let p): piece.curve(to: p, control1: a, control2: b)
            }
            inPiece += 1
            previous = segment.end
        }
        paths.append(piece)
        return (paths, caps)
    }

    private static func hasStraightSegment(from start: Point, _ run: [Segment]) -> Bool {
        var previous = start
        for segment in run {
            if case .line(let p) = segment, p != previous { return true }
            previous = segment.end
        }
        return false
    }

    /// The closed run `run` (from `start` back to it) as an open run from the midpoint of its first
    /// straight segment of non-zero length around to that midpoint again.
    private static func openedAtStraightSegment(from start: Point, _ run: [Segment]) -> (start: Point, segments: [Segment])? {
        var previous = start
        for (index, segment) in run.enumerated() {
            if case .line(let p) = segment, p != previous {
                let middle = Point((previous.x + p.x) / 2, (previous.y + p.y) / 2)
                let around = [Segment.line(p)] + run[(index + 1)...] + run[..<index] + [.line(middle)]
                return (middle, around)
            }
            previous = segment.end
        }
        return nil
    }

    /// A point on the tangent at the start of `run`, on the side the stroke leaves towards (cairo
    /// orients a cap by the first segment of non-zero length).
    private static func tangentPoint(at start: Point, along run: [Segment]) -> Point? {
        for segment in run {
            let candidates: [Point]
            switch segment {
            case .line(let p): candidates = [p]
            case .cubic(let a, let b, let p): candidates = [a, b, p]
            }
            if let point = candidates.first(where: { $0 != start }) { return point }
        }
        return nil
    }

    /// A point on the tangent at the end of `run`, before the end.
    private static func tangentPoint(atEndOf start: Point, _ run: [Segment]) -> Point? {
        guard let end = run.last?.end else { return nil }
        var points: [Point] = [start]
        for segment in run {
            switch segment {
            case .line(let p): points.append(p)
            case .cubic(let a, let b, let p): points += [a, b, p]
            }
        }
        return points.reversed().first { $0 != end }
    }
}
