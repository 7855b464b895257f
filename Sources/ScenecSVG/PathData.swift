import ScenecCore

/// `Path` → the compact absolute SVG path data `M10 20L30-40H50V8C…Z`: one letter per segment, numbers
/// via `NumberFormat.svg`, a space between numbers unless the next one starts with `-`. A line whose
/// end prints with the current point's y (x) is written `H` (`V`): the same point, a third shorter; a
/// quarter ellipse as `Path.roundedRect` and `Path.ellipse` build it is written as its arc (`QuarterArc`).
enum PathData {
    /// `quarterArcs: false` keeps every cubic as written (see `OpWriter.strokeElement`).
    static func string(_ path: Path, quarterArcs: Bool = true) -> String {
        var out = ""
        // The current point and the subpath's start (nil before the first segment), and the current
        // point as printed.
        var current: Point?
        var subpathStart: Point?
        var printedCurrent: (x: String, y: String)?
        for element in path.elements {
            switch element {
            case .move(let p):
                command("M", [p.x, p.y], into: &out)
                subpathStart = p
            case .line(let p):
                let end = printed(p)
                if let from = printedCurrent, from.y == end.y {
                    command("H", [p.x], into: &out)
                } else if let from = printedCurrent, from.x == end.x {
                    command("V", [p.y], into: &out)
                } else {
                    // Without a current point a line-to starts a subpath (Cairo's rule); SVG needs an explicit M.
                    command(current == nil ? "M" : "L", [p.x, p.y], into: &out)
                    if current == nil { subpathStart = p }
                }
            case .cubic(let c1, let c2, let p):
                if current == nil {
                    command("M", [c1.x, c1.y], into: &out)
                    subpathStart = c1
                }
                if quarterArcs, let start = current ?? subpathStart, let arc = QuarterArc(from: start, c1, c2, to: p) {
                    command("A", [arc.rx, arc.ry, 0, 0, Double(arc.sweep), p.x, p.y], into: &out)
                } else {
                    command("C", [c1.x, c1.y, c2.x, c2.y, p.x, p.y], into: &out)
                }
            case .close:
                // A close with nothing before it would make the path data invalid; there is nothing to close.
                guard current != nil else { continue }
                out += "Z"
                current = subpathStart
                printedCurrent = subpathStart.map(printed)
                continue
            }
            current = endPoint(of: element) ?? current
            printedCurrent = current.map(printed)
        }
        return out
    }

    private static func endPoint(of element: Path.Element) -> Point? {
        switch element {
        case .move(let p), .line(let p), .cubic(_, _, let p): return p
        case .close: return nil
        }
    }

    private static func printed(_ p: Point) -> (x: String, y: String) {
        (NumberFormat.svg(p.x), NumberFormat.svg(p.y))
    }

    private static func command(_ letter: String, _ numbers: [Double], into out: inout String) {
        out += letter
        for (index, number) in numbers.enumerated() {
            let text = NumberFormat.svg(number)
            if index > 0 && !text.hasPrefix("-") { out += " " }
            out += text
        }
    }
}
