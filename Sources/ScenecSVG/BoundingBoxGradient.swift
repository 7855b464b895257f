import ScenecCore

/// A linear gradient along one axis of the shape it paints and placed on that shape's box, rewritten
/// in its bounding box units (`gradientUnits="objectBoundingBox"`): it no longer names the shape's position, so every key
/// of one size and state shares one `<linearGradient>` instead of one each. Only for vertical and
/// horizontal gradients: the bounding box maps its lines to horizontal (vertical) lines, exactly as
/// in user space, while a diagonal gradient would be sheared by a non-square box.
struct BoundingBoxGradient: Hashable {
    /// The end points as fractions of the box; the unused coordinate is 0.
    var start: Point
    var end: Point
    var stops: [GradientStop]

    /// The box-relative form of `gradient` on a shape with `bounds`, or nil when the printed fractions
    /// would move an end point by more than 1/1000 of the gradient's length (a colour error below
    /// 1/4 of a level), or the box is empty (SVG then draws nothing).
    init?(_ gradient: LinearGradient, bounds: Rect) {
        guard bounds.width > 0, bounds.height > 0, bounds.width.isFinite, bounds.height.isFinite else { return nil }
        let (a, b) = (gradient.start, gradient.end)
        if a.x == b.x && a.y != b.y {
            let tolerance = abs(b.y - a.y) / 1000
            guard let v1 = Self.fraction(a.y, from: bounds.minY, over: bounds.height, tolerance: tolerance),
                  let v2 = Self.fraction(b.y, from: bounds.minY, over: bounds.height, tolerance: tolerance) else { return nil }
            (start, end) = (Point(0, v1), Point(0, v2))
        } else if a.y == b.y && a.x != b.x {
            let tolerance = abs(b.x - a.x) / 1000
            guard let u1 = Self.fraction(a.x, from: bounds.minX, over: bounds.width, tolerance: tolerance),
                  let u2 = Self.fraction(b.x, from: bounds.minX, over: bounds.width, tolerance: tolerance) else { return nil }
            (start, end) = (Point(u1, 0), Point(u2, 0))
        } else {
            return nil
        }
        stops = gradient.stops
    }

    /// `(value − origin) / size` as printed, when the printed fraction lands within `tolerance` points
    /// and near the box: a gradient placed on a larger box (a parent's, the scene's) is the same for
    /// every shape it paints in user space, so that form shares better.
    private static func fraction(_ value: Double, from origin: Double, over size: Double, tolerance: Double) -> Double? {
        let exact = (value - origin) / size
        guard exact.isFinite, (-0.25...1.25).contains(exact), let printed = Double(NumberFormat.svg(exact)), abs(printed - exact) * size <= tolerance else { return nil }
        return printed
    }
}
