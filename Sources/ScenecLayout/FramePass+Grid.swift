import ScenecCore
import ScenecModel

/// `<grid>` on the frame pass: the grid engine (`Grid/GridLayout`) asks its children their sizes only
/// through `GridMeasure`, which this adapter answers with the measure pass (`frameSize`); the engine's
/// frames are then written onto copies of the children, which are placed as a group places its own.
extension FramePass {
    /// The grid's layout in the content box of a frame `width` × `height` (nil: it hugs that axis), its
    /// padding percentages of `paddingWidth`; `definiteHeight` false: the height is the grid's hugged one,
    /// which a percentage row gap is not of (0, as Chrome resolves it).
    mutating func gridLayout(_ node: Node, _ grid: GridSpec, width: Double?, height: Double?, paddingWidth: Double?, definiteHeight: Bool = true,
                             useDepth: Int) -> (layout: GridLayout, members: [Int]) {
        let padding = grid.padding.resolved(against: paddingWidth)
        var grid = grid
        if !definiteHeight, case .percent = grid.rowGap { grid.rowGap = .points(0) }
        let contentWidth = width.map { max($0 - padding.left - padding.right, 0) }
        let contentHeight = height.map { max($0 - padding.top - padding.bottom, 0) }
        let members = node.children.indices.filter { !node.children[$0].hidden }
        let items = members.map { index -> GridLayout.Item in
            let child = node.children[index]
            let spec = child.gridItem ?? GridItemSpec()
            let keepsSize = !child.kind.sizing.takesSlotSize
            return GridLayout.Item(column: spec.column, row: spec.row, width: child.frame.width, height: child.frame.height,
                                   minWidth: child.frame.minWidth, maxWidth: child.frame.maxWidth,
                                   minHeight: child.frame.minHeight, maxHeight: child.frame.maxHeight,
                                   justify: spec.justifySelf ?? grid.justifyItems, align: child.alignSelf ?? grid.alignItems,
                                   keepsSize: keepsSize, margin: child.frame.flex.margin, aspectRatio: child.frame.aspectRatio,
                                   relative: child.frame.position == .relative ? child.frame.insets : FrameSpec.Insets())
        }
        // A hugging axis is sized under the constraint the grid itself was asked with, within its
        // written minimum and maximum in points (percentages of an unknown parent are ignored here).
        func bounds(_ low: Length?, _ high: Length?, inset: Double) -> GridLayout.LengthBounds {
            func content(_ length: Length?) -> Double? {
                guard case .points(let v)? = length else { return nil }
                return max(v - inset, 0)
            }
            return GridLayout.LengthBounds(min: content(low), max: content(high))
        }
        let container = GridLayout.Container(width: contentWidth, height: contentHeight,
                                             hugging: contentMode == .minContent ? .minContent : .maxContent,
                                             widthBounds: bounds(node.frame.minWidth, node.frame.maxWidth, inset: padding.left + padding.right),
                                             heightBounds: bounds(node.frame.minHeight, node.frame.maxHeight, inset: padding.top + padding.bottom))
        let layout = GridLayout.compute(grid, items: items, in: container) { index, known, available, areaWidth in
            self.gridItemSize(node.children[members[index]], known: known, available: available, areaWidth: areaWidth, useDepth: useDepth)
        }
        reportLimits(of: layout.placement, at: node.location)
        return (layout, members)
    }

    /// Placement past `GridLimits` is an error at the grid; dense placement past its budget a warning.
    private mutating func reportLimits(of placement: GridPlacement, at location: SourceLocation) {
        var found: Diagnostic?
        if placement.pastLimits {
            found = .error("the grid's items need more than \(GridLimits.tracks) rows or columns, or cover more than \(GridLimits.coveredCells) cells; this is refused", at: location)
        } else if placement.denseGaveUp {
            found = .warning("flow=\"dense\" searched \(GridPlacement.denseSearchBudget) cells; the grid's remaining children are placed as without dense", at: location)
        }
        guard let found, !gridDiagnostics.contains(where: { $0.location == location }) else { return }
        gridDiagnostics.append(found)
    }

    /// A grid's hugged content: its tracks and gaps, plus padding.
    mutating func gridContentSize(_ node: Node, _ grid: GridSpec, width: Double?, height: Double?, paddingWidth: Double?, useDepth: Int) -> Size {
        let (layout, _) = gridLayout(node, grid, width: width, height: height, paddingWidth: paddingWidth, useDepth: useDepth)
        let padding = grid.padding.resolved(against: paddingWidth)
        return Size(width ?? layout.contentSize.width + padding.left + padding.right,
                    height ?? layout.contentSize.height + padding.top + padding.bottom)
    }

    /// The answer to the grid's question, asked through the measure interface every layout mode uses
    /// (`measure`): the lengths the grid decided as known, the definite space as room, and min-content
    /// or max-content where the grid asks a child's intrinsic size (the constraint the grid was itself
    /// asked under does not leak into a max-content question).
    /// A percentage width or height of the area while the area is not known yet (track sizing) is
    /// `hug`, as CSS treats it as `auto` then.
    /// Its padding percentages are of `areaWidth` (nil: of the available width).
    mutating func gridItemSize(_ child: Node, known: (width: Double?, height: Double?),
                               available: (width: AvailableSpace, height: AvailableSpace), areaWidth: Double?, useDepth: Int) -> Size {
        let saved = contentMode
        contentMode = .maxContent
        defer { contentMode = saved }
        var child = child
        if known.width == nil, available.width.definite == nil, case .percent? = child.frame.width, child.kind.sizing.takesSlotSize {
            child.frame.width = .hug
            child.layoutSerial = 0
        }
        if known.height == nil, available.height.definite == nil, case .percent? = child.frame.height, child.kind.sizing.takesSlotSize {
            child.frame.height = .hug
            child.layoutSerial = 0
        }
        let basis = areaWidth.map { (width: Optional($0), height: available.height.definite) }
        return measure(child, known: KnownSize(width: known.width, height: known.height), available: available, percentBasis: basis,
                       useDepth: useDepth + 1)
    }

    /// Places a grid's children in the areas the engine gave them.
    mutating func placeGridChildren(of node: Node, _ grid: GridSpec, frame: Rect, paddingWidth: Double, definiteHeight: Bool,
                                    useDepth: Int) -> [PlacedNode] {
        let content = frame.inset(by: grid.padding.resolved(against: paddingWidth))
        let box = Rect(x: content.x, y: content.y, width: max(content.width, 0), height: max(content.height, 0))
        let (layout, members) = gridLayout(node, grid, width: frame.width, height: frame.height, paddingWidth: paddingWidth,
                                           definiteHeight: definiteHeight, useDepth: useDepth)
        var frames: [Int: Rect] = [:]
        var areaWidths: [Int: Double] = [:]
        for (offset, index) in members.enumerated() {
            frames[index] = layout.frames[offset]
            if offset < layout.areaWidths.count { areaWidths[index] = layout.areaWidths[offset] }
        }
        return node.children.enumerated().map { index, child in
            guard let cell = frames[index] else { return place(child, in: box, parentFrame: frame, mainAxisSlot: nil, useDepth: useDepth) }
            guard child.kind.sizing.takesSlotSize else {
                // Own geometry keeps its shape and moves to its place.
                let placed = place(child, in: box, parentFrame: frame, mainAxisSlot: nil, useDepth: useDepth)
                return placed.translatedBy(dx: box.x + cell.x - placed.frame.x, dy: box.y + cell.y - placed.frame.y)
            }
            // The frame the grid decided stands as if written (a fresh serial: the copy's frame is not
            // the one the measure cache knows the node by).
            var copy = child
            copy.frame.x = .points(cell.x)
            copy.frame.y = .points(cell.y)
            copy.frame.width = .points(cell.width)
            copy.frame.height = .points(cell.height)
            copy.frame.minWidth = nil
            copy.frame.maxWidth = nil
            copy.frame.minHeight = nil
            copy.frame.maxHeight = nil
            // Margins and relative insets are in the cell already.
            copy.frame.flex.margin = FlexMargins()
            copy.frame.insets = FrameSpec.Insets()
            copy.layoutSerial = 0
            // Its padding percentages are of its area's width (CSS grid items).
            var placed = place(copy, in: box, parentFrame: frame, mainAxisSlot: nil, percentWidth: areaWidths[index], useDepth: useDepth)
            placed.node = child
            return placed
        }
    }
}
