import ScenecCore
import ScenecModel
import ScenecText

/// Which intrinsic size a measure asks of content without a width to break at: max-content (nothing
/// wraps that need not; every scene before 1.3 is laid out this way) or min-content (every soft wrap
/// taken: a paragraph as wide as its widest word, a wrapping stack one item per line).
enum ContentMode: Hashable {
    case maxContent
    case minContent
}

/// The one question every layout mode asks of a child: "how big are you, given these known lengths and
/// this available space?" (Taffy's `measure`). A row or column, a group, and any new layout mode (grid)
/// size their children only through it, so each answer is computed once per node and question and the
/// work of a layout stays linear in the scene's size (`LayoutStatistics` counts it).
extension FramePass {
    /// The frame size of `node` when its parent has decided the `known` lengths and offers `available`
    /// space on each axis. A definite available length is also the box the node's percentages and
    /// position resolve against (pass `percentBasis` when they differ); min-content and max-content ask
    /// the node's intrinsic size on that axis (a container without a size hugs its content then).
    mutating func measure(_ node: Node, known: KnownSize, available: (width: AvailableSpace, height: AvailableSpace),
                          percentBasis: (width: Double?, height: Double?)? = nil, useDepth: Int = 0) -> Size {
        let request = MeasureRequest(serial: node.layoutSerial, known: known, availableWidth: available.width,
                                     availableHeight: available.height, percentWidth: percentBasis?.width,
                                     percentHeight: percentBasis?.height)
        if node.layoutSerial != 0, let size = measuredRequests[request] { return size }
        let room = Room(width: percentBasis?.width ?? available.width.definite, height: percentBasis?.height ?? available.height.definite)
        // The available width bounds a wrapping text without one, as a column's width does (CSS fit-content).
        let wrapWidth = available.width.definite
        let decided = Room(width: known.width, height: known.height)
        let saved = contentMode
        if available.width == .minContent || available.height == .minContent { contentMode = .minContent }
        let size = frameSize(of: node, in: room, wrapWidth: wrapWidth, decided: decided, useDepth: useDepth)
        contentMode = saved
        if node.layoutSerial != 0 { measuredRequests[request] = size }
        return size
    }

    /// The same question with the known lengths as a tuple: the shape of the closure a layout mode is
    /// given to measure its children (`(node, known, available) -> Size`).
    mutating func measure(_ node: Node, known: (width: Double?, height: Double?),
                          available: (width: AvailableSpace, height: AvailableSpace), useDepth: Int = 0) -> Size {
        measure(node, known: KnownSize(width: known.width, height: known.height), available: available, useDepth: useDepth)
    }

    /// Counts one computed answer for the node numbered `serial` (0: a node made during layout).
    mutating func countMeasure(_ serial: Int) {
        statistics.measured += 1
        guard serial > 0, serial < measureCounts.count else { return }
        measureCounts[serial] += 1
        statistics.mostMeasuredNode = max(statistics.mostMeasuredNode, Int(measureCounts[serial]))
    }

    /// A wrapping text's min-content size: as wide as its widest unbreakable run, as tall as its lines there.
    func minContentTextSize(_ spec: TextSpec) -> Size {
        TextPlacement.naturalSize(of: spec, width: Self.narrowestSettingWidth, in: text)
    }

    /// Setting a paragraph this narrow breaks it at every soft wrap opportunity; Pango lets an
    /// unbreakable word overflow the width, so the lines' width is the widest word.
    static let narrowestSettingWidth = 0.001
}
