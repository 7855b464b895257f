import ScenecCore
import ScenecSVG

/// `Path` → the path data of `android:pathData`: absolute `M`, `L`, `H`, `V`, `C` and `Z`, numbers as
/// `VectorNumber.coordinate`, a space between numbers unless the next starts with `-` (Android's
/// `PathParser` splits there, as SVG's grammar does). One pass, appending: linear in the path's size.
enum VectorPathData {
    static func string(_ path: Path) -> String {
        var out = ""
        out.reserveCapacity(path.elements.count * 12)
        var hasCurrent = false
        var printedCurrent: (x: String, y: String)?
        var printedStart: (x: String, y: String)?
        for element in path.elements {
            switch element {
            case .move(let p):
                let printed = (VectorNumber.coordinate(p.x), VectorNumber.coordinate(p.y))
                command("M", [printed.0, printed.1], into: &out)
                printedStart = printed
                printedCurrent = printed
                hasCurrent = true
            case .line(let p):
                let end = (x: VectorNumber.coordinate(p.x), y: VectorNumber.coordinate(p.y))
                if let from = printedCurrent, hasCurrent, from.y == end.y {
                    command("H", [end.x], into: &out)
                } else if let from = printedCurrent, hasCurrent, from.x == end.x {
                    command("V", [end.y], into: &out)
                } else {
                    // Without a current point a line starts a subpath (Cairo's rule, the render list's).
                    command(hasCurrent ? "L" : "M", [end.x, end.y], into: &out)
                    if !hasCurrent { printedStart = end }
                }
                printedCurrent = end
                hasCurrent = true
            case .cubic(let c1, let c2, let p):
                if !hasCurrent {
                    let start = (x: VectorNumber.coordinate(c1.x), y: VectorNumber.coordinate(c1.y))
                    command("M", [start.x, start.y], into: &out)
                    printedStart = start
                }
                let numbers = [c1.x, c1.y, c2.x, c2.y, p.x, p.y].map(VectorNumber.coordinate)
                command("C", numbers, into: &out)
                printedCurrent = (numbers[4], numbers[5])
                hasCurrent = true
            case .close:
                guard hasCurrent else { continue }
                out += "Z"
                printedCurrent = printedStart
            }
        }
        return out
    }

    private static func command(_ letter: String, _ numbers: [String], into out: inout String) {
        out += letter
        for (index, text) in numbers.enumerated() {
            if index > 0 && !text.hasPrefix("-") { out += " " }
            out += text
        }
    }
}
