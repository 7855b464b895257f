import ScenecCore

/// Refuses canvases too large to allocate and geometry too far away to draw exactly (the sizes are in `Limits`).
public enum CanvasLimits {
    static func check(width: Double, height: Double, scale: Double, at location: SourceLocation) -> [Diagnostic] {
        guard scale > 0, scale.isFinite else { return [.error("the scale must be positive", at: location)] }
        let w = (width * scale).rounded(.up), h = (height * scale).rounded(.up)
        if w > Double(Limits.pixelSide) || h > Double(Limits.pixelSide) || w * h > Double(Limits.canvasPixels) {
            return [.error("the canvas would be \(NumberFormat.svg(w))×\(NumberFormat.svg(h)) px at scale \(NumberFormat.svg(scale)); the limit is \(Limits.pixelSide) px a side and \(Limits.canvasPixels / 1024 / 1024) megapixels",
                           at: location)]
        }
        return []
    }

    /// Every item's bounds, composed with the transforms of the groups around it, within
    /// ±`Limits.coordinate` (Cairo's 24.8 fixed point loses what lies beyond, and the PNG and PDF would
    /// silently miss it while the SVG draws it); the composed transforms invertible and finite, and a
    /// stroke's width once transformed within the same bound. One error per element.
    static func checkGeometry(_ items: [RenderItem]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        // One error per element; a set keeps this linear when thousands of copies lie far away.
        var reported: Set<SourceLocation> = []
        /// `message` is given the element as written (`<rect>`).
        func report(_ item: RenderItem, _ message: (String) -> String) {
            guard let origin = item.origin, reported.insert(origin.location).inserted else { return }
            diagnostics.append(.error(message("<\(origin.element)>"), at: origin.location))
        }
        var current = AffineTransform.identity
        var enclosing: [AffineTransform] = []
        // Inside a group whose transforms were refused, nothing more is said: one error names the cause.
        var refusedDepth: Int?
        let limit = NumberFormat.svg(Limits.coordinate)
        for item in items {
            var bounds: Rect?
            var strokeWidth = 0.0
            switch item.op {
            case .beginGroup(let style):
                enclosing.append(current)
                guard let transform = style.transform, refusedDepth == nil else { continue }
                current = transform.then(current)
                if !Self.isDrawable(current) {
                    report(item) { "the transforms around \($0) scale it beyond what can be drawn (the composed matrix is \(Self.describe(current)))" }
                    refusedDepth = enclosing.count
                }
                continue
            case .endGroup:
                if refusedDepth == enclosing.count { refusedDepth = nil }
                current = enclosing.popLast() ?? .identity
                continue
            case .fill(let fill): bounds = fill.geometry.bounds
            case .stroke(let stroke):
                bounds = stroke.geometry.bounds
                strokeWidth = stroke.width
            // An effect moved by a large dx or grown by a large spread can land far from its shape.
            case .blurredFill(let blurred): bounds = blurred.geometry.bounds
            case .text(let text): bounds = text.frame
            case .image(let image): bounds = image.frame
            case .backdrop(let backdrop): bounds = backdrop.geometry.bounds
            case .icon(let icon): bounds = icon.transform.apply(Rect(x: 0, y: 0, width: icon.icon.width, height: icon.icon.height))
            }
            guard let bounds, refusedDepth == nil else { continue }
            let isIdentity = current == .identity
            let b = isIdentity ? bounds : current.apply(bounds)
            let far = [b.minX, b.minY, b.maxX, b.maxY].contains { !$0.isFinite || abs($0) > Limits.coordinate }
            if far {
                report(item) { isIdentity ? "\($0) lies too far outside the canvas (beyond \(limit) pt)"
                                          : "\($0) lies too far outside the canvas once transformed (beyond \(limit) pt)" }
            } else if strokeWidth > 0, !isIdentity, strokeWidth * abs(current.determinant).squareRoot() > Limits.coordinate {
                report(item) { "the stroke of \($0) is wider than \(limit) pt once transformed" }
            }
        }
        return diagnostics
    }

    /// Finite, invertible, and no axis scaled past 10¹²: what Cairo and the SVG renderers can draw.
    private static func isDrawable(_ t: AffineTransform) -> Bool {
        let coefficients = [t.a, t.b, t.c, t.d, t.e, t.f]
        guard coefficients.allSatisfy({ $0.isFinite && abs($0) <= 1e12 }) else { return false }
        let determinant = abs(t.determinant)
        return determinant.isFinite && determinant >= 1e-12
    }

    private static func describe(_ t: AffineTransform) -> String {
        "[" + [t.a, t.b, t.c, t.d, t.e, t.f].map { NumberFormat.svg($0) }.joined(separator: " ") + "]"
    }
}
