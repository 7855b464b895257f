import ScenecCore

/// `Path` → the compact absolute SVG path data `M10 20L30-40H50V8C…Z`: one letter per segment, numbers
/// via `NumberFormat.svg`, a space between numbers unless the next one starts with `-`. A line whose
/// end prints with the current point's y (x) is written `H` (`V`): the same point, a third shorter.
enum PathData {
    static func string(_ path: Path) -> String {
        var out = ""
        // The current point and the subpath's start as printed; nil before the first segment.
        var current: (x: String, y: String)?
        var subpathStart: (x: String, y: String)?
        for element in path.elements {
            switch element {
            case .move(let p):
                command("M", [p.x, p.y], into: &out)
                current = printed(p)
                subpathStart = current
            case .line(let p):
                let end = printed(p)
                if let from = current, from.y == end.y {
                    command("H", [p.x], into: &out)
                } else if let from = current, from.x == end.x {
                    command("V", [p.y], into: &out)
                } else {
                    // Without a current point a line-to starts a subpath (Cairo's rule); SVG needs an explicit M.
                    command(current == nil ? "M" : "L", [p.x, p.y], into: &out)
                    if current == nil { subpathStart = end }
                }
                current = end
            case .cubic(let c1, let c2, let p):
                if current == nil {
                    command("M", [c1.x, c1.y], into: &out)
                    subpathStart = printed(c1)
                }
                command("C", [c1.x, c1.y, c2.x, c2.y, p.x, p.y], into: &out)
                current = printed(p)
            case .close:
                // A close with nothing before it would make the path data invalid; there is nothing to close.
                if current != nil {
                    out += "Z"
                    current = subpathStart
                }
            }
        }
        return out
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
