/// Helpers on `AffineTransform` (declared with image orientation in Bitmap+Orientation.swift; SVG's
/// `matrix(a b c d e f)` convention: (x, y) ↦ (a·x + c·y + e, b·x + d·y + f)) used by group transforms.
extension AffineTransform {
    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, e: 0, f: 0)

    /// y' = pivotTo + (pivotFrom − y) × k, x unchanged: flips vertically and scales y by k so that
    /// the line y = `pivotFrom` lands on y = `pivotTo`.
    public static func verticalMirror(mapping pivotFrom: Double, to pivotTo: Double, scale k: Double) -> AffineTransform {
        AffineTransform(a: 1, b: 0, c: 0, d: -k, e: 0, f: pivotTo + pivotFrom * k)
    }

    /// The bounding box of `rect`'s four mapped corners.
    public func apply(_ rect: Rect) -> Rect {
        Rect.bounding([Point(rect.minX, rect.minY), Point(rect.maxX, rect.minY),
                       Point(rect.minX, rect.maxY), Point(rect.maxX, rect.maxY)].map(apply))
    }

    public var determinant: Double { a * d - b * c }

    /// The inverse mapping; nil when the transform flattens the plane (determinant 0 or not finite).
    public var inverted: AffineTransform? {
        let det = determinant
        guard det != 0, det.isFinite else { return nil }
        return AffineTransform(a: d / det, b: -b / det, c: -c / det, d: a / det,
                               e: (c * f - d * e) / det, f: (b * e - a * f) / det)
    }

    /// Whether axis-aligned rectangles stay axis-aligned (no rotation or skew; mirroring allowed).
    public var keepsAxes: Bool { b == 0 && c == 0 }
}
