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

    /// A wrapping text's min-content size: as wide as its widest word, as tall as its lines there. A
    /// paragraph's wrap breaks inside a word that does not fit (PANGO_WRAP_WORD_CHAR), so setting it
    /// narrow would break every word; the widest word is measured on its own instead, in the text's
    /// base style (CSS's min-content, where words are not broken).
    func minContentTextSize(_ spec: TextSpec) -> Size {
        var word = spec
        word.spans = []
        word.maxLines = nil
        var widest = 0.0
        for piece in spec.text.split(whereSeparator: \.isWhitespace) {
            word.text = String(piece)
            widest = max(widest, TextPlacement.naturalSize(of: word, width: nil, in: text).width)
        }
        guard widest > 0 else { return TextPlacement.naturalSize(of: spec, width: nil, in: text) }
        // A hair wider than the word, so rounding in Pango's units never breaks it.
        let set = TextPlacement.naturalSize(of: spec, width: widest + Self.minContentSlack, in: text)
        return Size(min(set.width, widest + Self.minContentSlack), set.height)
    }

    static let minContentSlack = 1.0 / 1024
}
