import ScenecCore
import ScenecSceneTestSupport
import ScenecTestSupport
import Testing

/// `wrap="word" max-lines="2" overflow="ellipsis"` on a text that needs more lines: its two lines stand
/// one under the other in the PNG and the SVG (they were once both drawn at the first line's baseline).
@Suite struct EllipsisLinePixelTests {
    static let xml = """
        <scene width="200" height="80" background="white">
          <text x="10" y="10" width="120" wrap="word" max-lines="2" overflow="ellipsis" font-size="14" font-family="Helvetica"
                color="black">The ancient oak trees stand near the old mill house where the cold stream ends</text>
        </scene>
        """

    /// Rows of the rendering that hold ink, as bands of consecutive rows (in points).
    static func inkBands(_ bitmap: Bitmap, scale: Double) -> [ClosedRange<Double>] {
        var bands: [ClosedRange<Double>] = []
        var start: Int?
        for y in 0...bitmap.height {
            let inked = y < bitmap.height && (0..<bitmap.width).contains { x in
                let p = bitmap.pixel(x: x, y: y)
                return Int(p.r) + Int(p.g) + Int(p.b) < 3 * 255 - 90
            }
            if inked, start == nil { start = y }
            if !inked, let first = start {
                bands.append(Double(first) / scale...Double(y) / scale)
                start = nil
            }
        }
        return bands
    }

    @Test(arguments: [1.0, 2.0])
    func theTwoLinesStandOneUnderTheOther(scale: Double) throws {
        let list = try InlineScene.renderList(xml: Self.xml, scale: scale)
        let op = try #require(list.items.lazy.compactMap { item -> TextOp? in if case .text(let op) = item.op { return op } else { return nil } }.first)
        #expect(op.lines.count == 2)
        #expect(op.lines.map(\.origin.y) == [20, 34], "\(op.lines.map(\.origin.y))")
        #expect(op.lines[1].runs.last?.text == "…")
        // Every run of a line sits on that line's baseline.
        for line in op.lines { #expect(line.runs.allSatisfy { $0.origin.y == line.origin.y }) }
        // The PNG: two bands of ink (the words have no descenders), the second under the first.
        let bands = Self.inkBands(try InlineScene.bitmap(Self.xml, scale: scale), scale: scale)
        #expect(bands.count == 2, "\(bands)")
        if bands.count == 2 {
            #expect(bands[0].lowerBound >= 9 && bands[0].upperBound <= 21, "\(bands)")
            #expect(bands[1].lowerBound > bands[0].upperBound && bands[1].lowerBound >= 23 && bands[1].upperBound <= 35, "\(bands)")
        }
        // The SVG: one tspan per line, at y 20 and 34.
        let svg = try InlineScene.svg(list)
        #expect(svg.contains(#"<tspan x="10" y="20">"#) && svg.contains(#"<tspan x="10" y="34">"#), "\(svg)")
    }
}
