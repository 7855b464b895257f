import ScenecCore

/// The region a blur filter draws into. A region in the element's own bounding box units does not
/// name the element's position, so every blur of one σ on shapes of similar size shares one `<filter>`
/// (the keyboard's 104 filters become a handful). librsvg, resvg, Chromium and Inkscape all read
/// `filterUnits="objectBoundingBox"` regions with a user-space `stdDeviation` (the default
/// `primitiveUnits`) the same way.
enum FilterRegion: Hashable {
    /// The bounding box grown on each side by these fractions of its width and height.
    case boundingBox(marginX: Double, marginY: Double)
    /// A user-space rectangle, for shapes whose bounding box cannot carry the margin (a flat shape has
    /// an empty box, which makes a bounding-box region disable the element).
    case userSpace(Rect)

    /// The fractions a bounding-box margin is rounded up to. Few steps mean few filters; rounding up
    /// only grows the region, which costs renderers a little area and changes no pixel.
    static let steps: [Double] = [0.125, 0.25, 0.5, 1, 2, 4]

    /// The region for blurring `bounds` with `sigma`: the bounds grown by 3σ + 1 on every side, so
    /// the blur is never cut off (beyond 3σ a Gaussian adds less than 1/255).
    static func covering(_ bounds: Rect, sigma: Double) -> FilterRegion {
        let margin = 3 * sigma + 1
        if let x = step(margin, of: bounds.width), let y = step(margin, of: bounds.height) {
            return .boundingBox(marginX: x, marginY: y)
        }
        return .userSpace(bounds.insetBy(-margin))
    }

    /// The smallest step at least `margin / size`, or nil when none is (or the size is empty).
    private static func step(_ margin: Double, of size: Double) -> Double? {
        guard size.isFinite, size > 0 else { return nil }
        return steps.first { $0 * size >= margin }
    }

    /// `filterUnits`, `x`, `y`, `width`, `height`.
    var attributes: [XMLTag.Attribute] {
        let n = NumberFormat.svg
        switch self {
        case .boundingBox(let x, let y):
            return [.init("filterUnits", "objectBoundingBox"), .init("x", n(-x)), .init("y", n(-y)),
                    .init("width", n(1 + 2 * x)), .init("height", n(1 + 2 * y))]
        case .userSpace(let r):
            return [.init("filterUnits", "userSpaceOnUse"),
                    .init("x", n(r.x)), .init("y", n(r.y)), .init("width", n(r.width)), .init("height", n(r.height))]
        }
    }
}
