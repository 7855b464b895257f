import ScenecModel

/// CSS grid item placement (§8.5): items with definite lines first, then those locked to a track of
/// the flow's growing axis, then the rest by the auto-placement cursor (`dense` searches from the
/// start each time). Lines are origin-zero (`GridLineNames`). The work is linear in the items and
/// the tracks they cover for sparse placement; dense placement that would search more than
/// `denseSearchBudget` cells finishes sparse and says so.
struct GridPlacement {
    /// Per item, its columns and rows as ranges of tracks (origin-zero lines).
    var columns: [Range<Int>] = []
    var rows: [Range<Int>] = []
    /// The implicit grid: all lines items use and the explicit ones.
    var columnLines: Range<Int> = 0..<0
    var rowLines: Range<Int> = 0..<0
    /// Dense placement ran past its budget and placed the remaining items sparsely.
    var denseGaveUp = false
    /// Placement needed more tracks (or covered more cells) than `GridLimits` allows; items are then
    /// placed but the grid is refused by its caller.
    var pastLimits = false

    static let denseSearchBudget = 20_000_000

    init() {}

    struct Item {
        var column: GridLinePair
        var row: GridLinePair
    }

    init(items: [Item], columnNames: GridLineNames, rowNames: GridLineNames, flow: GridFlow) {
        let byRows = flow.byRows
        let majorNames = byRows ? rowNames : columnNames
        let minorNames = byRows ? columnNames : rowNames
        var major = [Range<Int>?](repeating: nil, count: items.count)
        var minor = [Range<Int>?](repeating: nil, count: items.count)
        var majorSpan = [Int](repeating: 1, count: items.count)
        var minorSpan = [Int](repeating: 1, count: items.count)
        for (index, item) in items.enumerated() {
            let (a, aSpan) = majorNames.resolve(byRows ? item.row : item.column)
            let (b, bSpan) = minorNames.resolve(byRows ? item.column : item.row)
            (major[index], majorSpan[index]) = (a, aSpan)
            (minor[index], minorSpan[index]) = (b, bSpan)
        }
        var occupancy = GridOccupancy()
        var covered = 0
        var majorLines = 0..<majorNames.explicitCount
        var minorLines = 0..<minorNames.explicitCount
        func widen(_ lines: inout Range<Int>, _ range: Range<Int>) {
            lines = min(lines.lowerBound, range.lowerBound)..<max(lines.upperBound, range.upperBound)
        }
        func mark(_ index: Int) {
            guard let a = major[index], let b = minor[index] else { return }
            covered += a.count
            if covered > GridLimits.coveredCells { pastLimits = true; return }
            occupancy.mark(major: a, minor: b)
            widen(&majorLines, a)
            widen(&minorLines, b)
        }
        // 1. Items with definite lines on both axes.
        for index in items.indices where major[index] != nil && minor[index] != nil { mark(index) }
        // The minor axis holds every definite minor range and every auto item's span from its start.
        for index in items.indices {
            if let b = minor[index] { widen(&minorLines, b) } else {
                widen(&minorLines, minorLines.lowerBound..<(minorLines.lowerBound + minorSpan[index]))
            }
            if let a = major[index] { widen(&majorLines, a) }
        }
        // 2. Items locked to a major track: the first free minor start, past the ones placed in
        // that track before (sparse) or from the start (dense).
        var lockedCursor: [Int: Int] = [:]
        for index in items.indices where major[index] != nil && minor[index] == nil {
            guard let a = major[index] else { continue }
            var start = flow.dense ? minorLines.lowerBound : (lockedCursor[a.lowerBound] ?? minorLines.lowerBound)
            while let end = occupancy.blockingEnd(major: a, minor: start..<(start + minorSpan[index])) { start = end }
            minor[index] = start..<(start + minorSpan[index])
            lockedCursor[a.lowerBound] = start + minorSpan[index]
            mark(index)
        }
        // 3. The rest by the cursor, creating major tracks as needed.
        var cursorMajor = majorLines.lowerBound
        var cursorMinor = minorLines.lowerBound
        var searched = 0
        var dense = flow.dense
        var firstOpen = majorLines.lowerBound
        for index in items.indices where major[index] == nil {
            if pastLimits { break }
            let span = majorSpan[index]
            if dense {
                while occupancy.isFull(firstOpen, minor: minorLines) { firstOpen += 1 }
                cursorMajor = max(majorLines.lowerBound, firstOpen)
                cursorMinor = minorLines.lowerBound
            }
            if let b = minor[index] {
                // A definite minor position: move down the major axis until the item fits there.
                if !dense, b.lowerBound < cursorMinor { cursorMajor += 1 }
                while occupancy.blockingEnd(major: cursorMajor..<(cursorMajor + span), minor: b) != nil {
                    cursorMajor += 1
                    searched += 1
                }
                cursorMinor = b.lowerBound
            } else {
                let width = minorSpan[index]
                while true {
                    if cursorMinor + width > minorLines.upperBound {
                        cursorMajor += 1
                        cursorMinor = minorLines.lowerBound
                    }
                    searched += 1
                    guard let end = occupancy.blockingEnd(major: cursorMajor..<(cursorMajor + span), minor: cursorMinor..<(cursorMinor + width)) else { break }
                    cursorMinor = end
                }
                minor[index] = cursorMinor..<(cursorMinor + width)
            }
            major[index] = cursorMajor..<(cursorMajor + span)
            if !dense, minor[index] != nil, let b = minor[index], b.upperBound > cursorMinor { cursorMinor = b.upperBound }
            if dense, searched > Self.denseSearchBudget { dense = false; denseGaveUp = true }
            if cursorMajor - majorLines.lowerBound > GridLimits.tracks { pastLimits = true }
            mark(index)
        }
        if majorLines.count > GridLimits.tracks || minorLines.count > GridLimits.tracks { pastLimits = true }
        let majorRanges = major.map { $0 ?? majorLines.lowerBound..<(majorLines.lowerBound + 1) }
        let minorRanges = minor.map { $0 ?? minorLines.lowerBound..<(minorLines.lowerBound + 1) }
        if byRows {
            (rows, columns, rowLines, columnLines) = (majorRanges, minorRanges, majorLines, minorLines)
        } else {
            (columns, rows, columnLines, rowLines) = (majorRanges, minorRanges, majorLines, minorLines)
        }
    }
}
