import ScenecCore

/// The classic +0.5 adjustment, done at the output scale: a crisp stroke gets a whole number of
/// device pixels of width and edges on the pixel grid, so 1 pt is exactly 1 px at @1x and 2 px at @2x.
enum CrispSnapping {
    /// The snapped rect and stroke width (in points) for a centred stroke of `width` on `rect`.
    static func centered(_ rect: Rect, width: Double, scale: Double) -> (rect: Rect, width: Double) {
        let devicePixels = max(1, (width * scale).rounded())
        // An odd pixel count centres the line on a pixel's middle, an even count on a pixel boundary.
        let odd = devicePixels.truncatingRemainder(dividingBy: 2) == 1
        func snap(_ v: Double) -> Double {
            let d = v * scale
            return (odd ? d.rounded(.down) + 0.5 : d.rounded()) / scale
        }
        let x0 = snap(rect.minX), y0 = snap(rect.minY)
        let x1 = max(snap(rect.maxX), x0), y1 = max(snap(rect.maxY), y0)
        return (Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0), devicePixels / scale)
    }

    /// For inside and outside strokes the outline itself sits on pixel boundaries.
    static func aligned(_ rect: Rect, width: Double, scale: Double) -> (rect: Rect, width: Double) {
        let devicePixels = max(1, (width * scale).rounded())
        func snap(_ v: Double) -> Double { (v * scale).rounded() / scale }
        let x0 = snap(rect.minX), y0 = snap(rect.minY)
        let x1 = max(snap(rect.maxX), x0), y1 = max(snap(rect.maxY), y0)
        return (Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0), devicePixels / scale)
    }
}
