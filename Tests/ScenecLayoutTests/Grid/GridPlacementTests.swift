@testable import ScenecLayout
import ScenecModel
import Testing

@Suite struct GridPlacementTests {
    private func names(_ count: Int, _ lineNames: [[String]] = [], areas: [(String, Range<Int>)] = []) -> GridLineNames {
        GridLineNames(explicitCount: count, lineNames: lineNames, areas: areas)
    }

    private func item(_ column: String = "auto", _ row: String = "auto") throws -> GridPlacement.Item {
        GridPlacement.Item(column: try GridLineParser.pair(column), row: try GridLineParser.pair(row))
    }

    @Test func autoPlacementFillsRowsAroundDefiniteItems() throws {
        let items = [try item("2", "1"), try item(), try item("span 2"), try item(), try item()]
        let placement = GridPlacement(items: items, columnNames: names(3), rowNames: names(1), flow: GridFlow())
        #expect(placement.columns == [1..<2, 0..<1, 0..<2, 2..<3, 0..<1])
        #expect(placement.rows == [0..<1, 0..<1, 1..<2, 1..<2, 2..<3])
        #expect(placement.columnLines == 0..<3 && placement.rowLines == 0..<3)
    }

    @Test func denseFillsTheHolesSparseLeaves() throws {
        let items = [try item(), try item("span 3"), try item(), try item()]
        let sparse = GridPlacement(items: items, columnNames: names(3), rowNames: names(0), flow: GridFlow())
        #expect(sparse.columns == [0..<1, 0..<3, 0..<1, 1..<2] && sparse.rows == [0..<1, 1..<2, 2..<3, 2..<3])
        let dense = GridPlacement(items: items, columnNames: names(3), rowNames: names(0), flow: GridFlow(dense: true))
        #expect(dense.columns == [0..<1, 0..<3, 1..<2, 2..<3] && dense.rows == [0..<1, 1..<2, 0..<1, 0..<1])
    }

    @Test func columnFlowFillsColumns() throws {
        let items = [try item(), try item(), try item(), try item()]
        let placement = GridPlacement(items: items, columnNames: names(0), rowNames: names(2), flow: GridFlow(byRows: false))
        #expect(placement.rows == [0..<1, 1..<2, 0..<1, 1..<2] && placement.columns == [0..<1, 0..<1, 1..<2, 1..<2])
    }

    @Test func negativeLinesAndLinesPastTheGridMakeImplicitTracks() throws {
        let items = [try item("-1 / -3"), try item("-5"), try item("5 / span 2")]
        let placement = GridPlacement(items: items, columnNames: names(3), rowNames: names(1), flow: GridFlow())
        // 3 tracks: -1 is line 3 (origin-zero 3), -3 line 1; -5 is one line before line 1.
        #expect(placement.columns == [1..<3, -1..<0, 4..<6])
        #expect(placement.columnLines == -1..<6)
    }

    @Test func namedLinesAndAreasResolve() throws {
        let columns = names(3, [["start"], ["mid"], ["mid"], ["end"]], areas: [("side", 0..<1)])
        let items = [try item("mid / end"), try item("side"), try item("2 mid / span 1"), try item("mid -1 / 4"), try item("span 2 mid / end")]
        let placement = GridPlacement(items: items, columnNames: columns, rowNames: names(5), flow: GridFlow())
        #expect(placement.columns == [1..<3, 0..<1, 2..<3, 2..<3, 1..<3])
    }

    @Test func aNamedLineThatDoesNotExistEnoughTimesCountsImplicitLines() throws {
        let items = [try item("3 mid"), try item("1 / span 3 mid")]
        let placement = GridPlacement(items: items, columnNames: names(2, [[], ["mid"], []]), rowNames: names(2), flow: GridFlow())
        // One line called mid (1); the 2nd and 3rd are the implicit lines 3 and 4.
        #expect(placement.columns == [4..<5, 0..<4])
    }

    @Test func itemsLockedToARowGoFirstAndAfterEachOther() throws {
        let items = [try item(), try item("auto", "1"), try item("auto", "1")]
        let placement = GridPlacement(items: items, columnNames: names(2), rowNames: names(1), flow: GridFlow())
        #expect(placement.rows == [1..<2, 0..<1, 0..<1] && placement.columns == [0..<1, 0..<1, 1..<2])
    }

    @Test func aMillionAutoPlacedItemsArePlacedInLinearTime() throws {
        let items = Array(repeating: GridPlacement.Item(column: .auto, row: .auto), count: 1_000_000)
        let clock = ContinuousClock()
        var sparse = GridPlacement()
        let elapsed = clock.measure {
            sparse = GridPlacement(items: items, columnNames: names(1000), rowNames: names(0), flow: GridFlow())
        }
        #expect(sparse.rows.last == 999..<1000 && sparse.columns.last == 999..<1000 && !sparse.pastLimits)
        let dense = GridPlacement(items: items, columnNames: names(1000), rowNames: names(0), flow: GridFlow(dense: true))
        #expect(dense.rows.last == 999..<1000 && !dense.denseGaveUp)
        // Not a speed test: a quadratic placement (10^12 steps) would not end at all.
        #expect(elapsed < .seconds(60))
    }

    @Test func aSingleColumnPastTheTrackLimitIsRefused() {
        let items = Array(repeating: GridPlacement.Item(column: .auto, row: .auto), count: GridLimits.tracks + 10)
        let placement = GridPlacement(items: items, columnNames: names(1), rowNames: names(0), flow: GridFlow())
        #expect(placement.pastLimits)
    }
}
