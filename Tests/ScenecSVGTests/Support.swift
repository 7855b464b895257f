import ScenecCore
import ScenecTestSupport
import Testing
@testable import ScenecSVG

/// Helpers to build render lists by hand and look at the writer's output line by line
/// (`Geometry.rect(x, y, width, height)` comes from ScenecTestSupport).
enum Fixture {
    static func list(_ ops: [RenderOp], width: Double = 100, height: Double = 50, scale: Double = 1) -> RenderList {
        RenderList(width: width, height: height, scale: scale, items: ops.map { RenderItem($0) })
    }

    /// The SVG text of `list`; an error the writer throws is recorded as a test failure (and gives "").
    static func svg(_ list: RenderList, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> String {
        do {
            return try SVGWriter.write(list)
        } catch {
            Issue.record("SVGWriter.write threw: \(error)", sourceLocation: sourceLocation)
            return ""
        }
    }

    static func lines(_ ops: [RenderOp], width: Double = 100, height: Double = 50) -> [String] {
        lines(of: svg(list(ops, width: width, height: height)))
    }

    static func lines(of text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// The lines between the `<svg>` start tag with its scale comment and `</svg>`.
    static func inner(_ ops: [RenderOp]) -> [String] {
        Array(lines(ops).dropFirst(3).dropLast())
    }

    static func fill(_ geometry: Geometry, _ paint: Paint = .solid(.black), rule: FillRule = .nonzero) -> RenderOp {
        .fill(FillOp(geometry: geometry, rule: rule, paint: paint))
    }

    static let red = RGBA(red: 1, green: 0, blue: 0)

    static let verticalGradient = LinearGradient(
        start: Point(0, 0), end: Point(0, 50),
        stops: [GradientStop(offset: 0, color: .white), GradientStop(offset: 1, color: .black)])
    static let otherGradient = LinearGradient(
        start: Point(0, 0), end: Point(100, 0),
        stops: [GradientStop(offset: 0, color: red), GradientStop(offset: 1, color: .black)])
}
