#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ScenecCore
import ScenecSVG

/// An affine transform as a VectorDrawable `<group>` holds one: `rotation` (degrees, clockwise on
/// screen), `scaleX`/`scaleY` and `translateX`/`translateY`, which Android composes as
/// translate · rotate · scale (pivot 0). That is every transform whose two columns are orthogonal:
/// rotations, scales, mirrors (a negative `scaleY`) and their products; a skew has no such form.
struct GroupTransform: Equatable {
    var rotation: Double
    var scaleX: Double
    var scaleY: Double
    var translateX: Double
    var translateY: Double

    /// Nil for a skew (or a transform that flattens the plane).
    init?(_ t: AffineTransform) {
        let sx = (t.a * t.a + t.b * t.b).squareRoot()
        guard sx > 0, sx.isFinite else { return nil }
        let sy = t.determinant / sx
        guard sy != 0, sy.isFinite else { return nil }
        // Columns (a, b) and (c, d) orthogonal, to the precision the file prints rotations with.
        guard abs(t.a * t.c + t.b * t.d) <= 1e-6 * sx * abs(sy) else { return nil }
        rotation = atan2(t.b, t.a) * 180 / .pi
        scaleX = sx
        scaleY = sy
        translateX = t.e
        translateY = t.f
    }

    /// Whether a stroke inside keeps its shape: Android strokes in device space with one width,
    /// the stroke width times `|det| / max(|column|)` (VectorDrawable's `getMatrixScale`), so only a
    /// uniform scale draws what SVG and Cairo draw (a pen scaled with the group).
    var isUniform: Bool {
        abs(abs(scaleX) - abs(scaleY)) <= 1e-6 * max(abs(scaleX), abs(scaleY))
    }

    var attributes: [XMLAttribute] {
        var out: [XMLAttribute] = []
        if VectorNumber.fine(rotation) != "0" { out.append(.init("android:rotation", VectorNumber.fine(rotation))) }
        if VectorNumber.fine(scaleX) != "1" { out.append(.init("android:scaleX", VectorNumber.fine(scaleX))) }
        if VectorNumber.fine(scaleY) != "1" { out.append(.init("android:scaleY", VectorNumber.fine(scaleY))) }
        if VectorNumber.coordinate(translateX) != "0" { out.append(.init("android:translateX", VectorNumber.coordinate(translateX))) }
        if VectorNumber.coordinate(translateY) != "0" { out.append(.init("android:translateY", VectorNumber.coordinate(translateY))) }
        return out
    }
}
