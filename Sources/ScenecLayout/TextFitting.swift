import ScenecCore
import ScenecModel
import ScenecText

/// `min-font-size`: the largest size between it and `font-size` at which a text fits its frame
/// (UIKit's `adjustsFontSizeToFitWidth`), found by bisection on the scale, each size set once by Pango
/// (and cached like every setting).
extension TextPlacement {
    /// Settings tried at most: the full size, the minimum, then bisection to 1/1000 of the size.
    static let fittingSteps = 12

    /// `spec` at the size it is drawn at in `frame`: its own when it fits or has no `min-font-size`,
    /// else the largest fitting scale (spans, spacing and a line height in points in proportion), or
    /// the minimum when even that does not fit (then `overflow` applies as usual).
    static func fitted(_ spec: TextSpec, node: Node, frame: Rect, in environment: TextEnvironment) -> TextSpec {
        guard let minSize = spec.minSize, spec.size > 0, minSize < spec.size, !spec.text.isEmpty else { return spec }
        if fits(spec, node: node, frame: frame, in: environment) { return spec }
        var low = minSize / spec.size
        let smallest = scaled(spec, by: low)
        guard fits(smallest, node: node, frame: frame, in: environment) else { return smallest }
        var high = 1.0
        for _ in 2..<fittingSteps where high - low > 0.001 {
            let middle = (low + high) / 2
            if fits(scaled(spec, by: middle), node: node, frame: frame, in: environment) { low = middle } else { high = middle }
        }
        return scaled(spec, by: low)
    }

    /// `spec` with its size and every length in points multiplied by `factor`.
    static func scaled(_ spec: TextSpec, by factor: Double) -> TextSpec {
        var scaled = spec
        scaled.size = spec.size * factor
        scaled.letterSpacing = spec.letterSpacing * factor
        if case .points(let points)? = spec.lineHeight { scaled.lineHeight = .points(points * factor) }
        scaled.spans = spec.spans.map { span in
            var span = span
            span.size = span.size.map { $0 * factor }
            span.letterSpacing = span.letterSpacing.map { $0 * factor }
            return span
        }
        return scaled
    }

    /// Whether `spec` set in `frame` keeps within it: no more lines than `max-lines`, lines no taller
    /// than a written height, and without wrapping no line wider than a written width.
    static func fits(_ spec: TextSpec, node: Node, frame: Rect, in environment: TextEnvironment) -> Bool {
        var block = block(of: spec, width: settingWidth(of: spec, node: node, frame: frame, in: environment), height: nil, in: environment)
        // Measured whole: the limits that cut lines would hide what does not fit.
        block.maxLines = nil
        block.maxHeight = nil
        block.ellipsize = false
        if spec.wrap == .none { block.width = nil }
        let setting = TextEngine.set(block)
        let tolerance = 0.01
        if let maxLines = spec.maxLines, setting.lines.count > maxLines { return false }
        if node.frame.height != nil, node.frame.height != .hug, setting.height > frame.height + tolerance { return false }
        if spec.wrap == .none, (setting.lines.map(\.width).max() ?? 0) > frame.width + tolerance { return false }
        return true
    }
}
