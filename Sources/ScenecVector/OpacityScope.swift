import ScenecCore
import ScenecSVG

/// The paths drawn under one group opacity, by their bounds on the canvas. VectorDrawable has no group
/// opacity, so the writer multiplies it into each path's alpha; that draws what the PNG draws (the
/// group composited once) exactly when no two of the paths overlap, which is what this checks. Bounds
/// are conservative: paths whose boxes meet are taken to overlap.
struct OpacityScope {
    let origin: Origin?
    private var boxes: [Rect] = []

    init(origin: Origin?) {
        self.origin = origin
    }

    mutating func add(_ box: Rect) {
        guard box.width > 0, box.height > 0 else { return }
        boxes.append(box)
    }

    /// Whether two boxes share an area (edges that only touch do not). A sweep over the boxes sorted
    /// by their left edge, so a row of n boxes side by side is n log n.
    var overlaps: Bool {
        // Boxes meeting by less than this (a thousandth of a point) only touch, as printed numbers do.
        let tolerance = 1e-3
        let sorted = boxes.sorted { $0.minX < $1.minX }
        var active: [Rect] = []
        for box in sorted {
            active.removeAll { $0.maxX <= box.minX + tolerance }
            if active.contains(where: { $0.minY < box.maxY - tolerance && box.minY < $0.maxY - tolerance }) { return true }
            active.append(box)
        }
        return false
    }
}
