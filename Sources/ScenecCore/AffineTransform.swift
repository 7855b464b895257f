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
}
