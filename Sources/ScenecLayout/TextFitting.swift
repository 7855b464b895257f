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
        let full = measure(spec, node: node, frame: frame, in: environment)
        if full.fits { return spec }
        var low = minSize / spec.size
        var high = 1.0
        var steps = 1
        // Unhinted, unrounded text is as wide as its size: for a line that does not wrap, the width
        // ratio lands on (just under) the largest fitting scale at once, and bisection only confirms
        // it in a 0.2 % bracket, where it would otherwise start from the whole range.
        if spec.wrap == .none, full.widest > frame.width, full.widest > 0 {
            let guess = max(low, min(1, frame.width / full.widest * 0.9995))
            steps += 1
            if measure(scaled(spec, by: guess), node: node, frame: frame, in: environment).fits {
                low = guess
                high = min(high, guess * 1.002)
            } else {
                high = guess
            }
        }
        if low == minSize / spec.size {
            let smallest = scaled(spec, by: low)
            steps += 1
            guard measure(smallest, node: node, frame: frame, in: environment).fits else { return smallest }
        }
        while steps < fittingSteps, high - low > 0.001 {
            let middle = (low + high) / 2
            steps += 1
            if measure(scaled(spec, by: middle), node: node, frame: frame, in: environment).fits { low = middle } else { high = middle }
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

    /// Whether `spec` set in `frame` keeps within it (no more lines than `max-lines`, lines no taller
    /// than a written height, and without wrapping no line wider than a written width), and its widest line.
    static func measure(_ spec: TextSpec, node: Node, frame: Rect, in environment: TextEnvironment) -> (fits: Bool, widest: Double) {
        var block = block(of: spec, width: settingWidth(of: spec, node: node, frame: frame, in: environment), height: nil, in: environment)
        // Measured whole: the limits that cut lines would hide what does not fit.
        block.maxLines = nil
        block.maxHeight = nil
        block.ellipsize = false
        if spec.wrap == .none { block.width = nil }
        let setting = TextEngine.set(block)
        let tolerance = 0.01
        let widest = setting.lines.map(\.width).max() ?? 0
        if let maxLines = spec.maxLines, setting.lines.count > maxLines { return (false, widest) }
        if node.frame.height != nil, node.frame.height != .hug, setting.height > frame.height + tolerance { return (false, widest) }
        if spec.wrap == .none, widest > frame.width + tolerance { return (false, widest) }
        return (true, widest)
    }
}
