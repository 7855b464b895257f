import ScenecCore

/// Sizes scenec refuses instead of allocating, and geometry too far away to draw exactly.
public enum CanvasLimits {
    /// Cairo image surfaces are limited to 32767 pixels a side.
    public static let maximumSide = 32_767
    /// 64 megapixels: 256 MiB of ARGB32, a generous ceiling for any app asset.
    public static let maximumPixels = 64 * 1024 * 1024
    /// Absolute coordinates beyond this many points are refused: Cairo 1.16's fixed-point
    /// rasteriser misbehaves on huge coordinates, and nothing that far away can be seen.
    public static let maximumCoordinate = 1_000_000.0

    static func check(width: Double, height: Double, scale: Double, at location: SourceLocation) -> [Diagnostic] {
        guard scale > 0, scale.isFinite else { return [.error("the scale must be positive", at: location)] }
        let w = (width * scale).rounded(.up), h = (height * scale).rounded(.up)
        if w > Double(maximumSide) || h > Double(maximumSide) || w * h > Double(maximumPixels) {
            return [.error("the canvas would be \(Int(w))×\(Int(h)) px at scale \(NumberFormat.svg(scale)); the limit is \(maximumSide) px a side and \(maximumPixels / 1024 / 1024) megapixels",
                           at: location)]
        }
        return []
    }

    static func checkGeometry(_ items: [RenderItem]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for item in items {
            let geometry: Geometry
            switch item.op {
            case .fill(let fill): geometry = fill.geometry
            case .stroke(let stroke): geometry = stroke.geometry
            default: continue
            }
            let b = geometry.bounds
            let far = [b.minX, b.minY, b.maxX, b.maxY].contains { !$0.isFinite || abs($0) > maximumCoordinate }
            if far, let origin = item.origin, !diagnostics.contains(where: { $0.location == origin.location }) {
                diagnostics.append(.error("<\(origin.element)> lies too far outside the canvas (beyond \(Int(maximumCoordinate)) pt)", at: origin.location))
            }
        }
        return diagnostics
    }
}
