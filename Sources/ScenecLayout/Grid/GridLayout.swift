import ScenecCore
import ScenecModel

/// A grid laid out in its content box: each item's frame (from the content box's origin) and the
/// content's size, for a grid that hugs. Built from the grid's spec, its items' sizes and a measure
/// closure, so it runs on any engine that can answer `GridMeasure`.
struct GridLayout {
    /// What the grid needs of one child.
    struct Item {
        var column: GridLinePair
        var row: GridLinePair
        var width: AxisSize?
        var height: AxisSize?
        var minWidth: Length?
        var maxWidth: Length?
        var minHeight: Length?
        var maxHeight: Length?
        var justify: CrossAlign
        var align: CrossAlign
        /// Circles, lines, paths, points, uses: moved into their area, never resized.
        var keepsSize = false
        /// CSS margins: percentages of the grid area's width on every side, `auto` absorbing free space.
        var margin = FlexMargins()
        /// `aspect-ratio`: without a written height the item is not stretched vertically but takes the
        /// height its width gives (CSS's `normal` alignment of an item with a ratio).
        var aspectRatio: Double?
        /// `position="relative"` insets (left wins over right, top over bottom), percentages of the area.
        var relative = FrameSpec.Insets()
    }

    var frames: [Rect] = []
    /// Each item's area width: what its padding percentages are of.
    var areaWidths: [Double] = []
    var contentSize = Size(0, 0)
    /// The lines' positions from the content box's origin (for tests and debugging pictures).
    var columnPositions: [Double] = []
    var rowPositions: [Double] = []
    var placement = GridPlacement()

    /// The content box a grid is laid out in: a length per axis, or nil where the grid hugs, sized then
    /// under `hugging` (max-content, or min-content when its parent asks how narrow it can be) and
    /// within its `min-…` / `max-…` (which decide how often `repeat(auto-fill, …)` repeats).
    struct Container {
        var width: Double?
        var height: Double?
        var hugging = AvailableSpace.maxContent
        var widthBounds = LengthBounds()
        var heightBounds = LengthBounds()
    }

    /// Places and sizes `items` in a content box `width` × `height` (nil: the grid hugs that axis).
    static func compute(_ spec: GridSpec, items: [Item], width: Double?, height: Double?, measure: GridMeasure) -> GridLayout {
        compute(spec, items: items, in: Container(width: width, height: height), measure: measure)
    }

    static func compute(_ spec: GridSpec, items: [Item], in container: Container, measure: GridMeasure) -> GridLayout {
        withoutActuallyEscaping(measure) { measure in
            var layout = GridLayout()
            layout.run(spec, items: items, container: container, measure: measure)
            return layout
        }
    }

    private mutating func run(_ spec: GridSpec, items: [Item], container: Container, measure: @escaping GridMeasure) {
        let width = container.width, height = container.height
        let columnGap = width.map { spec.columnGap.resolved(against: $0) } ?? Self.points(spec.columnGap)
        let rowGap = height.map { spec.rowGap.resolved(against: $0) } ?? Self.points(spec.rowGap)
        let columnList = Self.explicitTracks(spec.columns, areaCount: spec.areas.columnCount, length: width,
                                             bounds: container.widthBounds, gap: columnGap)
        let rowList = Self.explicitTracks(spec.rows, areaCount: spec.areas.rowCount, length: height,
                                          bounds: container.heightBounds, gap: rowGap)
        let areas = spec.areas.areas.sorted { $0.key < $1.key }
        let columnNames = GridLineNames(explicitCount: columnList.count, lineNames: columnList.names, areas: areas.map { ($0.key, $0.value.columns) })
        let rowNames = GridLineNames(explicitCount: rowList.count, lineNames: rowList.names, areas: areas.map { ($0.key, $0.value.rows) })
        let placement = GridPlacement(items: items.map { GridPlacement.Item(column: $0.column, row: $0.row) },
                                  columnNames: columnNames, rowNames: rowNames, flow: spec.flow)
        self.placement = placement
        // A grid past its limits is refused (FramePass+Grid reports it): nothing more to size.
        guard !placement.pastLimits else {
            frames = Array(repeating: Rect(x: 0, y: 0, width: 0, height: 0), count: items.count)
            areaWidths = Array(repeating: 0, count: items.count)
            return
        }
        let columnLines = placement.columnLines, rowLines = placement.rowLines
        let columnRanges = placement.columns.map { ($0.lowerBound - columnLines.lowerBound)..<($0.upperBound - columnLines.lowerBound) }
        let rowRanges = placement.rows.map { ($0.lowerBound - rowLines.lowerBound)..<($0.upperBound - rowLines.lowerBound) }

        let columnTracks = Self.tracks(lines: columnLines, explicit: columnList, implicit: spec.autoColumns, occupied: columnRanges, available: width)
        let rowTracks = Self.tracks(lines: rowLines, explicit: rowList, implicit: spec.autoRows, occupied: rowRanges, available: height)
        // The height each item knows when its width is asked: its written one at first; after the rows
        // are sized, the one its row area gives it (CSS §11.1 step 3).
        // A percentage size is of the item's area, not known while the tracks are sized: the item's
        // content decides then, as CSS treats it as `auto` (percentage margins count 0 likewise).
        var knownHeights = items.map { Self.preferred($0.height, nil) }
        var areaHeights = [Double?](repeating: nil, count: items.count)
        var widths = ContributionCache(count: items.count)
        var columns: GridTrackSizing, rows: GridTrackSizing
        var columnPositions: [Double], rowPositions: [Double]
        var itemWidths = [Double?](repeating: nil, count: items.count)
        var pass = 0
        while true {
            // Columns, from the items' widths under min- and max-content constraints.
            let known = knownHeights, areas = areaHeights
            func columnContribution(_ index: Int, _ kind: GridTrackSizing.Contribution) -> Double {
                let item = items[index]
                let bounds = Bounds(min: item.minWidth, max: item.maxWidth, reference: width)
                let room = areas[index].map(AvailableSpace.definite) ?? .maxContent
                let minContent = widths.value(index, .minContent) {
                    Self.preferred(item.width, nil) ?? measure(index, (nil, known[index]), (.minContent, room), nil).width
                }
                let maxContent = widths.value(index, .maxContent) {
                    Self.preferred(item.width, nil) ?? measure(index, (nil, known[index]), (.maxContent, room), nil).width
                }
                // The outer size: percentage margins count 0 here, the area's width being what is sized.
                let margins = item.margin.sum(horizontal: true, reference: 0)
                switch kind {
                case .minContent: return bounds.clamp(minContent) + margins
                case .maxContent: return bounds.clamp(maxContent) + margins
                case .minimum:
                    return Self.minimum(bounds: bounds, written: item.minWidth, content: min(minContent, maxContent),
                                        size: item.width, reference: nil, tracks: columnRanges[index], in: columnTracks) + margins
                }
            }
            columns = GridTrackSizing(tracks: columnTracks, gap: columnGap, available: width.map(AvailableSpace.definite) ?? container.hugging,
                                      items: columnRanges.map { GridTrackSizing.Item(tracks: $0) }, contribution: columnContribution)
            columns.run(stretchHug: spec.justifyContent == .stretch)
            columnPositions = Self.positions(columns, length: width, align: spec.justifyContent)

            // Each item's width from its area, then rows from the heights at those widths.
            for (index, item) in items.enumerated() {
                let areaWidth = columnPositions[columnRanges[index].upperBound * 2 - 1] - columnPositions[columnRanges[index].lowerBound * 2]
                let area = max(areaWidth - item.margin.sum(horizontal: true, reference: areaWidth), 0)
                let bounds = Bounds(min: item.minWidth, max: item.maxWidth, reference: areaWidth)
                // Measured only when the item has its content's width (not written, not stretched).
                let stretches = item.justify == .stretch && !item.margin.hasAuto(horizontal: true)
                let measured = item.width == .hug || (item.width == nil && !stretches)
                // A percentage size is of the whole area, margins aside.
                itemWidths[index] = Self.length(Self.points(item.width, of: areaWidth), stretches ? .stretch : .start, keepsSize: item.keepsSize, area: area, bounds: bounds,
                                                minContent: measured ? columnContribution(index, .minContent) : nil,
                                                maxContent: measured ? columnContribution(index, .maxContent) : nil)
            }
            var heights = ContributionCache(count: items.count)
            let widthsNow = itemWidths, positionsNow = columnPositions
            func rowContribution(_ index: Int, _ kind: GridTrackSizing.Contribution) -> Double {
                let item = items[index]
                let bounds = Bounds(min: item.minHeight, max: item.maxHeight, reference: height)
                let areaWidth = positionsNow[columnRanges[index].upperBound * 2 - 1] - positionsNow[columnRanges[index].lowerBound * 2]
                let room = max(areaWidth - item.margin.sum(horizontal: true, reference: areaWidth), 0)
                let content = heights.value(index, .maxContent) {
                    Self.preferred(item.height, nil) ?? measure(index, (widthsNow[index], nil), (.definite(room), .maxContent), areaWidth).height
                }
                let margins = item.margin.sum(horizontal: false, reference: areaWidth)
                switch kind {
                case .minContent, .maxContent: return bounds.clamp(content) + margins
                case .minimum:
                    return Self.minimum(bounds: bounds, written: item.minHeight, content: content, size: item.height, reference: nil,
                                        tracks: rowRanges[index], in: rowTracks) + margins
                }
            }
            rows = GridTrackSizing(tracks: rowTracks, gap: rowGap, available: height.map(AvailableSpace.definite) ?? container.hugging,
                                   items: rowRanges.map { GridTrackSizing.Item(tracks: $0) }, contribution: rowContribution)
            rows.run(stretchHug: spec.alignContent == .stretch)
            rowPositions = Self.positions(rows, length: height, align: spec.alignContent)
            guard pass == 0 else { break }
            pass += 1
            // §11.1 step 3, once: an item in an intrinsic column whose min-content width changes now that
            // its row area is known (a stretched item with an aspect ratio, content that flows by column)
            // re-sizes the columns, and then the rows.
            var changed = false
            for (index, item) in items.enumerated() where Self.preferred(item.width, nil) == nil && !item.keepsSize
                && columnRanges[index].contains(where: { columnTracks[$0].hasIntrinsicMin || columnTracks[$0].hasIntrinsicMax }) {
                let y0 = rowPositions[rowRanges[index].lowerBound * 2], y1 = rowPositions[rowRanges[index].upperBound * 2 - 1]
                let vertical = item.margin.resolved(horizontal: false, reference: 0)
                let area = max(y1 - y0 - (vertical.start ?? 0) - (vertical.end ?? 0), 0)
                let knows = knownHeights[index] ?? (Self.stretchesHeight(item, margins: vertical) ? area : nil)
                let before = widths.value(index, .minContent) { 0 }
                let after = measure(index, (nil, knows), (.minContent, .definite(area)), nil).width
                if abs(after - before) > 1e-9 { changed = true }
                knownHeights[index] = knows
                areaHeights[index] = area
            }
            guard changed else { break }
            widths = ContributionCache(count: items.count)
        }
        self.columnPositions = columnPositions
        self.rowPositions = rowPositions

        contentSize = Size(columns.tracks.reduce(0.0) { $0 + $1.base } + columns.totalGaps,
                           rows.tracks.reduce(0.0) { $0 + $1.base } + rows.totalGaps)
        for (index, item) in items.enumerated() {
            let x0 = columnPositions[columnRanges[index].lowerBound * 2], x1 = columnPositions[columnRanges[index].upperBound * 2 - 1]
            let y0 = rowPositions[rowRanges[index].lowerBound * 2], y1 = rowPositions[rowRanges[index].upperBound * 2 - 1]
            let itemWidth = itemWidths[index]
            // Margins of every side are percentages of the area's width (CSS §6.2 via CSS 2 §8.3).
            let horizontal = item.margin.resolved(horizontal: true, reference: x1 - x0)
            let vertical = item.margin.resolved(horizontal: false, reference: x1 - x0)
            let roomWidth = max(x1 - x0 - (horizontal.start ?? 0) - (horizontal.end ?? 0), 0)
            let areaHeight = max(y1 - y0 - (vertical.start ?? 0) - (vertical.end ?? 0), 0)
            let stretches = Self.stretchesHeight(item, margins: vertical)
            let itemHeight = Self.length(Self.points(item.height, of: y1 - y0), stretches ? .stretch : .start, keepsSize: item.keepsSize, area: areaHeight,
                                         bounds: Bounds(min: item.minHeight, max: item.maxHeight, reference: y1 - y0),
                                         minContent: nil, maxContent: nil)
                ?? measure(index, (itemWidth, nil), (.definite(roomWidth), .definite(areaHeight)), x1 - x0).height
            let w = itemWidth ?? measure(index, (nil, itemHeight), (.definite(roomWidth), .definite(areaHeight)), x1 - x0).width
            let x = x0 + Self.offset(item.justify, size: w, area: x1 - x0, margins: horizontal)
            let y = y0 + Self.offset(item.align, size: itemHeight, area: y1 - y0, margins: vertical)
            let shift = item.relative.relativeOffset(width: x1 - x0, height: y1 - y0)
            frames.append(Rect(x: x + shift.dx, y: y + shift.dy, width: w, height: itemHeight))
            areaWidths.append(x1 - x0)
        }
    }
}
