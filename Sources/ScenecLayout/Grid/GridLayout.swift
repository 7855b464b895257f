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
        /// `margin`: percentages of the area's width (0 while the columns are sized), `auto` absorbs free space.
        var margin = FlexMargins()
    }

    var frames: [Rect] = []
    /// Each item's area width: what its padding percentages are of.
    var areaWidths: [Double] = []
    var contentSize = Size(0, 0)
    /// The lines' positions from the content box's origin (for tests and debugging pictures).
    var columnPositions: [Double] = []
    var rowPositions: [Double] = []
    var placement = GridPlacement()

    /// Places and sizes `items` in a content box `width` × `height` (nil: the grid hugs that axis).
    static func compute(_ spec: GridSpec, items: [Item], width: Double?, height: Double?, measure: GridMeasure) -> GridLayout {
        withoutActuallyEscaping(measure) { measure in
            var layout = GridLayout()
            layout.run(spec, items: items, width: width, height: height, measure: measure)
            return layout
        }
    }

    private mutating func run(_ spec: GridSpec, items: [Item], width: Double?, height: Double?, measure: @escaping GridMeasure) {
        let columnGap = width.map { spec.columnGap.resolved(against: $0) } ?? Self.points(spec.columnGap)
        let rowGap = height.map { spec.rowGap.resolved(against: $0) } ?? Self.points(spec.rowGap)
        let columnList = Self.explicitTracks(spec.columns, areaCount: spec.areas.columnCount, length: width, gap: columnGap)
        let rowList = Self.explicitTracks(spec.rows, areaCount: spec.areas.rowCount, length: height, gap: rowGap)
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

        // Columns, from the items' widths under min- and max-content constraints.
        let columnTracks = Self.tracks(lines: columnLines, explicit: columnList, implicit: spec.autoColumns, occupied: columnRanges, available: width)
        var widths = ContributionCache(count: items.count)
        // A percentage size or margin is of the item's area, not known while the tracks are sized: the
        // size is then its content's, the margin 0 (CSS).
        func columnContribution(_ index: Int, _ kind: GridTrackSizing.Contribution) -> Double {
            let item = items[index]
            let bounds = Bounds(min: item.minWidth, max: item.maxWidth, reference: width)
            let minContent = widths.value(index, .minContent) {
                Self.preferred(item.width, nil) ?? measure(index, (nil, Self.preferred(item.height, nil)), (.minContent, .maxContent)).width
            }
            let maxContent = widths.value(index, .maxContent) {
                Self.preferred(item.width, nil) ?? measure(index, (nil, Self.preferred(item.height, nil)), (.maxContent, .maxContent)).width
            }
            let margins = Self.margins(item.margin.left, item.margin.right, area: nil)
            switch kind {
            case .minContent: return bounds.clamp(minContent) + margins
            case .maxContent: return bounds.clamp(maxContent) + margins
            case .minimum:
                return Self.minimum(bounds: bounds, written: item.minWidth, content: min(minContent, maxContent),
                                    size: item.width, reference: nil, tracks: columnRanges[index], in: columnTracks) + margins
            }
        }
        var columns = GridTrackSizing(tracks: columnTracks, gap: columnGap, available: width.map(AvailableSpace.definite) ?? .maxContent,
                                      items: columnRanges.map { GridTrackSizing.Item(tracks: $0) }, contribution: columnContribution)
        columns.run(stretchHug: spec.justifyContent == .stretch)
        let columnPositions = Self.positions(columns, length: width, align: spec.justifyContent)
        self.columnPositions = columnPositions

        // Each item's width from its area, then rows from the heights at those widths.
        var itemWidths = [Double?](repeating: nil, count: items.count)
        let justify = items.map { Self.autoMarginAlign($0.justify, $0.margin.left, $0.margin.right) }
        let align = items.map { Self.autoMarginAlign($0.align, $0.margin.top, $0.margin.bottom) }
        for (index, item) in items.enumerated() {
            let whole = columnPositions[columnRanges[index].upperBound * 2 - 1] - columnPositions[columnRanges[index].lowerBound * 2]
            // The margins take their share of the area; a percentage size is of the whole area.
            let area = max(whole - Self.margins(item.margin.left, item.margin.right, area: whole), 0)
            let bounds = Bounds(min: item.minWidth, max: item.maxWidth, reference: whole)
            // Measured only when the item has its content's width (not written, not stretched).
            let measured = item.width == .hug || (item.width == nil && justify[index] != .stretch)
            itemWidths[index] = Self.length(Self.points(item.width, of: whole), justify[index], keepsSize: item.keepsSize, area: area, bounds: bounds,
                                            minContent: measured ? columnContribution(index, .minContent) : nil,
                                            maxContent: measured ? columnContribution(index, .maxContent) : nil)
        }
        let rowTracks = Self.tracks(lines: rowLines, explicit: rowList, implicit: spec.autoRows, occupied: rowRanges, available: height)
        var heights = ContributionCache(count: items.count)
        func rowContribution(_ index: Int, _ kind: GridTrackSizing.Contribution) -> Double {
            let item = items[index]
            let bounds = Bounds(min: item.minHeight, max: item.maxHeight, reference: height)
            let areaWidth = columnPositions[columnRanges[index].upperBound * 2 - 1] - columnPositions[columnRanges[index].lowerBound * 2]
            let content = heights.value(index, .maxContent) {
                Self.preferred(item.height, nil) ?? measure(index, (itemWidths[index], nil), (.definite(areaWidth), .maxContent)).height
            }
            let margins = Self.margins(item.margin.top, item.margin.bottom, area: areaWidth)
            switch kind {
            case .minContent, .maxContent: return bounds.clamp(content) + margins
            case .minimum:
                return Self.minimum(bounds: bounds, written: item.minHeight, content: content, size: item.height, reference: nil,
                                    tracks: rowRanges[index], in: rowTracks) + margins
            }
        }
        var rows = GridTrackSizing(tracks: rowTracks, gap: rowGap, available: height.map(AvailableSpace.definite) ?? .maxContent,
                                   items: rowRanges.map { GridTrackSizing.Item(tracks: $0) }, contribution: rowContribution)
        rows.run(stretchHug: spec.alignContent == .stretch)
        let rowPositions = Self.positions(rows, length: height, align: spec.alignContent)
        self.rowPositions = rowPositions

        contentSize = Size(columns.tracks.reduce(0.0) { $0 + $1.base } + columns.totalGaps,
                           rows.tracks.reduce(0.0) { $0 + $1.base } + rows.totalGaps)
        for (index, item) in items.enumerated() {
            let wholeX0 = columnPositions[columnRanges[index].lowerBound * 2], wholeX1 = columnPositions[columnRanges[index].upperBound * 2 - 1]
            let wholeY0 = rowPositions[rowRanges[index].lowerBound * 2], wholeY1 = rowPositions[rowRanges[index].upperBound * 2 - 1]
            // The area inset by the margins, which are percentages of the area's width on all four sides.
            let whole = wholeX1 - wholeX0
            let margin = item.margin
            let x0 = wholeX0 + (margin.left.resolved(against: whole) ?? 0), x1 = wholeX1 - (margin.right.resolved(against: whole) ?? 0)
            let y0 = wholeY0 + (margin.top.resolved(against: whole) ?? 0), y1 = wholeY1 - (margin.bottom.resolved(against: whole) ?? 0)
            let itemWidth = itemWidths[index]
            let areaHeight = max(y1 - y0, 0)
            let itemHeight = Self.length(Self.points(item.height, of: wholeY1 - wholeY0), align[index], keepsSize: item.keepsSize, area: areaHeight,
                                         bounds: Bounds(min: item.minHeight, max: item.maxHeight, reference: wholeY1 - wholeY0),
                                         minContent: nil, maxContent: nil)
                ?? measure(index, (itemWidth, nil), (.definite(whole), .definite(wholeY1 - wholeY0))).height
            let w = itemWidth ?? measure(index, (nil, itemHeight), (.definite(whole), .definite(wholeY1 - wholeY0))).width
            frames.append(Rect(x: x0 + Self.offset(justify[index], free: x1 - x0 - w), y: y0 + Self.offset(align[index], free: areaHeight - itemHeight),
                               width: w, height: itemHeight))
            areaWidths.append(whole)
        }
    }
}
