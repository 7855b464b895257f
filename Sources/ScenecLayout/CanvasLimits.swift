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

    static func checkGeometry(_ items: [RenderItem]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        // One error per element; a set keeps this linear when thousands of copies lie far away.
        var reported: Set<SourceLocation> = []
        for item in items {
            let geometry: Geometry
            switch item.op {
            case .fill(let fill): geometry = fill.geometry
            case .stroke(let stroke): geometry = stroke.geometry
            // An effect moved by a large dx or grown by a large spread can land far from its shape.
            case .blurredFill(let blurred): geometry = blurred.geometry
            // Text and images lie in their frames.
            case .beginGroup, .endGroup, .text, .image, .icon: continue
            }
            let b = geometry.bounds
            let far = [b.minX, b.minY, b.maxX, b.maxY].contains { !$0.isFinite || abs($0) > Limits.coordinate }
            if far, let origin = item.origin, reported.insert(origin.location).inserted {
                diagnostics.append(.error("<\(origin.element)> lies too far outside the canvas (beyond \(NumberFormat.svg(Limits.coordinate)) pt)", at: origin.location))
            }
        }
        return diagnostics
    }
}
