import ScenecCore

/// `Path` → the compact absolute SVG path data `M10 20L30-40C…Z`: one letter per segment, numbers
/// via `NumberFormat.svg`, a space between numbers unless the next one starts with `-`.
enum PathData {
    static func string(_ path: Path) -> String {
        var out = ""
        var hasCurrentPoint = false
        for element in path.elements {
            switch element {
            case .move(let p):
                command("M", [p.x, p.y], into: &out)
                hasCurrentPoint = true
            case .line(let p):
                // Without a current point a line-to starts a subpath (Cairo's rule); SVG needs an explicit M.
                command(hasCurrentPoint ? "L" : "M", [p.x, p.y], into: &out)
                hasCurrentPoint = true
            case .cubic(let c1, let c2, let p):
                if !hasCurrentPoint {
                    command("M", [c1.x, c1.y], into: &out)
                    hasCurrentPoint = true
                }
                command("C", [c1.x, c1.y, c2.x, c2.y, p.x, p.y], into: &out)
            case .close:
                // A close with nothing before it would make the path data invalid; there is nothing to close.
                if hasCurrentPoint { out += "Z" }
            }
        }
        return out
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
