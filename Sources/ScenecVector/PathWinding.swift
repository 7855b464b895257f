import ScenecCore
import ScenecSVG

/// Subpaths and their direction, for what VectorDrawable's clip paths (nonzero only) and trims (the
/// first contour only) can hold.
enum PathWinding {
    /// How many subpaths the path draws.
    static func subpathCount(_ path: Path) -> Int {
        subpaths(path).count
    }

    /// An even-odd region as the same region under the nonzero rule, for a path of at most two
    /// closed subpaths, one inside the other (a frame with a shape cut out): the second turned
    /// against the first. Nil for more subpaths, which this cannot decide.
    static func evenOddAsNonzero(_ path: Path) -> Path? {
        let parts = subpaths(path)
        guard parts.count <= 2 else { return nil }
        guard parts.count == 2 else { return path }
        let outer = parts[0], inner = parts[1]
        if (signedArea(outer) > 0) != (signedArea(inner) > 0) { return path }
        return Path(outer + reversed(inner))
    }

    private static func subpaths(_ path: Path) -> [[Path.Element]] {
        var out: [[Path.Element]] = []
        for element in path.elements {
            if case .move = element { out.append([element]) } else if out.isEmpty { out.append([element]) } else { out[out.count - 1].append(element) }
        }
        return out.filter { $0.contains { if case .move = $0 { return false } else if case .close = $0 { return false } else { return true } } }
    }

    /// The shoelace area of the subpath's points, control points included (their polygon turns the
    /// same way as the curve for the convex outlines of shapes).
    private static func signedArea(_ elements: [Path.Element]) -> Double {
        var points: [Point] = []
        for element in elements {
            switch element {
            case .move(let p), .line(let p): points.append(p)
            case .cubic(let a, let b, let p): points += [a, b, p]
            case .close: break
            }
        }
        guard points.count > 2 else { return 0 }
        var area = 0.0
        for index in points.indices {
            let a = points[index], b = points[(index + 1) % points.count]
            area += a.x * b.y - b.x * a.y
        }
        return area / 2
    }

    /// The same closed subpath drawn the other way round, from the same start.
    private static func reversed(_ elements: [Path.Element]) -> [Path.Element] {
        guard case .move(let start) = elements.first else { return elements }
        // Each drawing element with the point it starts from.
        var segments: [(from: Point, element: Path.Element)] = []
        var current = start
        for element in elements.dropFirst() {
            switch element {
            case .line(let p):
                segments.append((current, element))
                current = p
            case .cubic(_, _, let p):
                segments.append((current, element))
                current = p
            case .move, .close:
                break
            }
        }
        var out: [Path.Element] = [.move(start)]
        if current != start { out.append(.line(current)) }
        for segment in segments.reversed() {
            switch segment.element {
            case .line: out.append(.line(segment.from))
            case .cubic(let c1, let c2, _): out.append(.cubic(c2, c1, segment.from))
            case .move, .close: break
            }
        }
        out.append(.close)
        return out
    }
}
