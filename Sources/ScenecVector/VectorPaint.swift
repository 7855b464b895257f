import ScenecCore
import ScenecSVG

typealias XMLAttribute = XMLTag.Attribute

/// A fill's or stroke's paint as a VectorDrawable holds it: a colour attribute (`android:fillColor`,
/// `#RRGGBB`, its alpha in `fillAlpha`), or a `<gradient>` inside `<aapt:attr name="android:fillColor">`
/// (Android 7, API 24): `linear`, `radial` and `sweep`, clamped at the ends like the render list's pad.
enum VectorPaint {
    /// The attributes on the `<path>` and the gradient element to nest in it (nil for a colour).
    /// `property` is `fill` or `stroke`; `opacity` the groups' opacity pushed down onto the path.
    static func write(_ paint: Paint, property: String, opacity: Double) -> (attributes: [XMLAttribute], gradient: XMLGradient?) {
        let alphaName = "android:\(property)Alpha"
        switch paint {
        case .solid(let color):
            var out = [XMLAttribute("android:\(property)Color", VectorNumber.opaqueColor(color))]
            let alpha = VectorNumber.fraction(color.alpha * opacity)
            if alpha != "1" { out.append(.init(alphaName, alpha)) }
            return (out, nil)
        case .linearGradient(let gradient):
            return (alpha(opacity, alphaName), XMLGradient(
                name: "android:\(property)Color",
                attributes: [.init("android:type", "linear"),
                             .init("android:startX", VectorNumber.coordinate(gradient.start.x)),
                             .init("android:startY", VectorNumber.coordinate(gradient.start.y)),
                             .init("android:endX", VectorNumber.coordinate(gradient.end.x)),
                             .init("android:endY", VectorNumber.coordinate(gradient.end.y)),
                             .init("android:tileMode", "clamp")],
                stops: gradient.stops))
        case .radialGradient(let gradient):
            return (alpha(opacity, alphaName), XMLGradient(
                name: "android:\(property)Color",
                attributes: [.init("android:type", "radial"),
                             .init("android:centerX", VectorNumber.coordinate(gradient.center.x)),
                             .init("android:centerY", VectorNumber.coordinate(gradient.center.y)),
                             .init("android:gradientRadius", VectorNumber.coordinate(gradient.radius)),
                             .init("android:tileMode", "clamp")],
                stops: gradient.stops))
        case .conicGradient(let gradient):
            return (alpha(opacity, alphaName), XMLGradient(
                name: "android:\(property)Color",
                attributes: [.init("android:type", "sweep"),
                             .init("android:centerX", VectorNumber.coordinate(gradient.center.x)),
                             .init("android:centerY", VectorNumber.coordinate(gradient.center.y))],
                stops: sweepStops(gradient)))
        }
    }

    private static func alpha(_ opacity: Double, _ name: String) -> [XMLAttribute] {
        let text = VectorNumber.fraction(opacity)
        return text == "1" ? [] : [.init(name, text)]
    }

    /// A conic gradient's stops as a sweep gradient's. A sweep starts at 3 o'clock and turns clockwise
    /// (Skia's `SweepGradient`), a conic at `degrees` clockwise from 12 o'clock: sweep offset `t` is conic
    /// turn `(t + s) mod 1` with `s = (90 − degrees) / 360`. The conic's stops are moved by `−s`, the
    /// colours at the seam (sweep 0 and 1) added from the conic's own interpolation.
    static func sweepStops(_ gradient: ConicGradient) -> [GradientStop] {
        let stops = gradient.stops
        guard !stops.isEmpty else { return [] }
        var s = (90 - gradient.degrees) / 360
        s -= s.rounded(.down)
        if !(s > 1e-9 && s < 1 - 1e-9) {
            // The seams coincide: the stops as they are, padded to 0 and 1.
            return [GradientStop(offset: 0, color: ConicGradient.interpolate(stops, at: 0))] + stops
                + [GradientStop(offset: 1, color: ConicGradient.interpolate(stops, at: 1))]
        }
        var out = [GradientStop(offset: 0, color: ConicGradient.interpolate(stops, at: s))]
        out += stops.filter { $0.offset > s }.map { GradientStop(offset: $0.offset - s, color: $0.color) }
        // The conic's end (turn 1, its last colour) meets its start (turn 0, its first) at sweep 1 − s.
        out.append(GradientStop(offset: 1 - s, color: ConicGradient.interpolate(stops, at: 1)))
        out.append(GradientStop(offset: 1 - s, color: ConicGradient.interpolate(stops, at: 0)))
        out += stops.filter { $0.offset < s }.map { GradientStop(offset: $0.offset + 1 - s, color: $0.color) }
        // Just before turn s again: its colour from below (a hard stop at s keeps its lower side).
        out.append(GradientStop(offset: 1, color: ConicGradient.interpolate(stops, at: s - 1e-9)))
        return out
    }
}

/// `<aapt:attr name="android:fillColor"><gradient …><item android:offset android:color/>…</gradient></aapt:attr>`.
struct XMLGradient {
    var name: String
    var attributes: [XMLAttribute]
    var stops: [GradientStop]

    func write(into out: inout LineBuffer) {
        out.open(XMLTag("aapt:attr", [.init("name", name)]))
        out.open(XMLTag("gradient", attributes))
        for stop in stops {
            out.empty(XMLTag("item", [.init("android:offset", VectorNumber.fraction(stop.offset)),
                                      .init("android:color", VectorNumber.color(stop.color))]))
        }
        out.close()
        out.close()
    }
}
