import Scenec
import ScenecCairo
import ScenecCore
import ScenecSceneTestSupport
import ScenecTestSupport
import Testing

/// Keys with a sublabel and label offsets, end to end: where the ink of each line lands.
@Suite struct KeySublabelPixelTests {
    /// The rows and columns (device pixels) of dark label ink inside the key at (0, 0, 60, 60).
    private func ink(_ attributes: String, scale: Double) throws -> (rows: ClosedRange<Int>, columns: ClosedRange<Int>, runs: [ClosedRange<Int>]) {
        let list = try InlineScene.renderList(xml: """
            <scene width="60" height="60" background="white">
              <key width="60" height="60" \(attributes)/>
            </scene>
            """, scale: scale)
        let bitmap = try CairoRenderer.render(list)
        let side = Int(60 * scale)
        // Inside the outline (its stroke and shadows are not ink); labels are black on light grey.
        let inside = Int(4 * scale)..<(side - Int(4 * scale))
        var rows: [Int] = [], columns: Set<Int> = []
        for y in inside {
            let dark = inside.filter { bitmap.pixel(x: $0, y: y).r < 100 }
            if !dark.isEmpty { rows.append(y); columns.formUnion(dark) }
        }
        guard let top = rows.first, let bottom = rows.last, let left = columns.min(), let right = columns.max() else {
            throw TestFailure("no ink for \(attributes)")
        }
        // Runs of consecutive inked rows: one per line of text.
        var runs: [ClosedRange<Int>] = []
        for row in rows {
            if let last = runs.last, last.upperBound == row - 1 { runs[runs.count - 1] = last.lowerBound...row } else { runs.append(row...row) }
        }
        return (top...bottom, left...right, runs)
    }

    @Test("a sublabel is a second, smaller line under the label; the two are centred together", arguments: [1.0, 2.0, 3.0])
    func sublabelUnderLabel(scale: Double) throws {
        let alone = try ink("label=\"2\"", scale: scale)
        let both = try ink("label=\"2\" sublabel=\"ABC\"", scale: scale)
        let centre = 30 * scale
        #expect(both.runs.count == 2, "\(both.runs)")
        guard both.runs.count == 2 else { return }
        let (digit, letters) = (both.runs[0], both.runs[1])
        // The digit moves up to make room; the letters are below it, smaller, and below the centre.
        #expect(digit.lowerBound < alone.rows.lowerBound && digit.count == alone.rows.count)
        #expect(letters.lowerBound > digit.upperBound && Double(letters.lowerBound) > centre)
        #expect(letters.count < digit.count / 2 + 2, "ABC at 10 pt is less than half as tall as a 26 pt digit")
        // The block is centred: the space above the digit and below the letters differ by the
        // line boxes' descent and ascent only (within 6 pt).
        let above = Double(digit.lowerBound), below = 60 * scale - Double(letters.upperBound)
        #expect(abs(above - below) < 6 * scale, "above \(above), below \(below)")
        // Horizontally centred, both lines.
        let middle = Double(both.columns.lowerBound + both.columns.upperBound) / 2
        #expect(abs(middle - centre) <= 2 * scale)
    }

    @Test("label-dx and label-dy move the ink by exactly that many points", arguments: [1.0, 2.0, 3.0])
    func offsets(scale: Double) throws {
        let base = try ink("label=\"5\" sublabel=\"JKL\"", scale: scale)
        let moved = try ink("label=\"5\" sublabel=\"JKL\" label-dx=\"7\" label-dy=\"-4\"", scale: scale)
        let dx = Int(7 * scale), dy = Int(-4 * scale)
        #expect(abs(moved.columns.lowerBound - base.columns.lowerBound - dx) <= 1 && abs(moved.columns.upperBound - base.columns.upperBound - dx) <= 1,
                "\(base.columns) → \(moved.columns)")
        #expect(abs(moved.rows.lowerBound - base.rows.lowerBound - dy) <= 1 && abs(moved.rows.upperBound - base.rows.upperBound - dy) <= 1,
                "\(base.rows) → \(moved.rows)")
    }

    @Test("a key without a sublabel draws as before: its line box centred")
    func singleLineUnchanged() throws {
        let list = try InlineScene.renderList(xml: """
            <scene width="60" height="60"><key width="60" height="60" label="Q"/></scene>
            """, scale: 1)
        let texts = list.items.compactMap { item -> TextOp? in
            if case .text(let op) = item.op { return op }
            return nil
        }
        let text = try #require(texts.last)
        #expect(abs(text.frame.midY - 30) < 0.001 && abs(text.frame.midX - 30) < 0.001, "\(text.frame)")
    }
}
