#if canImport(Glibc)
import Glibc
#endif
import ScenecCore
import ScenecXML

/// A VectorDrawable drawn back as an SVG by Android's rules (VectorDrawable's `VPathRenderer`), for
/// tests that render it with SVG renderers and compare it with our PNG:
/// - a group's matrix is translate(translateX + pivotX, …) · rotate · scale · translate(−pivot), stacked;
///   each path's points are mapped by the stack into canvas coordinates (no SVG transform);
/// - a stroke's width is `strokeWidth × |det| / max(|column|)` of the stacked matrix (Android strokes in
///   device space, with one width: `getMatrixScale`);
/// - `<clip-path>` clips the siblings after it and their descendants, with the nonzero rule;
/// - `trimPathStart`/`End` keep that part of the first contour only (Skia's `PathMeasure` over the first
///   contour), drawn here as one dash of it;
/// - `fillAlpha`/`strokeAlpha` multiply the colour's alpha; gradients are in the path's coordinates.
/// Sweep gradients have no SVG form and are refused (they are checked numerically elsewhere).
public enum VectorDrawableToSVG {
    public static func convert(_ xml: String) throws -> String {
        let parsed = XMLReader.parse(Array(xml.utf8), file: "drawable.xml")
        guard let root = parsed.root, root.name == "vector" else { throw TestFailure("not a VectorDrawable: \(parsed.diagnostics)") }
        let width = try number(root, "android:viewportWidth"), height = try number(root, "android:viewportHeight")
        var state = State()
        try state.children(of: root, matrix: .identity)
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\">\n"
            + "<defs>\n" + state.defs.joined(separator: "\n") + "\n</defs>\n" + state.body.joined(separator: "\n") + "\n</svg>\n"
    }

    static func number(_ element: XMLElement, _ name: String, default fallback: Double? = nil) throws -> Double {
        guard let text = element.attribute(name)?.value else {
            if let fallback { return fallback }
            throw TestFailure("<\(element.name)> has no \(name)")
        }
        guard let value = Double(text.hasSuffix("dp") ? String(text.dropLast(2)) : text) else { throw TestFailure("\(name)=\"\(text)\" is not a number") }
        return value
    }

    private struct State {
        var defs: [String] = []
        var body: [String] = []
        var ids = 0

        mutating func children(of element: XMLElement, matrix: AffineTransform) throws {
            var clips = 0
            for child in element.children {
                switch child.name {
                case "group":
                    let px = try number(child, "android:pivotX", default: 0), py = try number(child, "android:pivotY", default: 0)
                    let degrees = try number(child, "android:rotation", default: 0) * .pi / 180
                    let sx = try number(child, "android:scaleX", default: 1), sy = try number(child, "android:scaleY", default: 1)
                    let tx = try number(child, "android:translateX", default: 0), ty = try number(child, "android:translateY", default: 0)
                    let toPivot = AffineTransform(a: 1, b: 0, c: 0, d: 1, e: -px, f: -py)
                    let scale = AffineTransform(a: sx, b: 0, c: 0, d: sy, e: 0, f: 0)
                    let rotate = AffineTransform(a: cos(degrees), b: sin(degrees), c: -sin(degrees), d: cos(degrees), e: 0, f: 0)
                    let back = AffineTransform(a: 1, b: 0, c: 0, d: 1, e: tx + px, f: ty + py)
                    let local = toPivot.then(scale).then(rotate).then(back)
                    body.append("<g>")
                    try children(of: child, matrix: local.then(matrix))
                    body.append("</g>")
                case "clip-path":
                    let path = try mapped(child, matrix: matrix)
                    ids += 1
                    defs.append("<clipPath id=\"c\(ids)\"><path d=\"\(svgData(path))\"/></clipPath>")
                    body.append("<g clip-path=\"url(#c\(ids))\">")
                    clips += 1
                case "path":
                    try self.path(child, matrix: matrix)
                default:
                    throw TestFailure("unexpected <\(child.name)> in <\(element.name)>")
                }
            }
            for _ in 0..<clips { body.append("</g>") }
        }

        mutating func path(_ element: XMLElement, matrix: AffineTransform) throws {
            var path = try mapped(element, matrix: matrix)
            var attributes: [String] = []
            // Fill.
            if let paint = try self.paint(element, property: "fill", matrix: matrix) {
                attributes.append("fill=\"\(paint.value)\" fill-opacity=\"\(paint.alpha)\"")
                if element.attribute("android:fillType")?.value == "evenOdd" { attributes.append("fill-rule=\"evenodd\"") }
            } else {
                attributes.append("fill=\"none\"")
            }
            // Stroke.
            if let paint = try self.paint(element, property: "stroke", matrix: matrix) {
                let width = try number(element, "android:strokeWidth", default: 0) * matrixScale(matrix)
                attributes.append("stroke=\"\(paint.value)\" stroke-opacity=\"\(paint.alpha)\" stroke-width=\"\(width)\"")
                attributes.append("stroke-linecap=\"\(element.attribute("android:strokeLineCap")?.value ?? "butt")\"")
                attributes.append("stroke-linejoin=\"\(element.attribute("android:strokeLineJoin")?.value ?? "miter")\"")
                attributes.append("stroke-miterlimit=\"\(try number(element, "android:strokeMiterLimit", default: 4))\"")
                let start = try number(element, "android:trimPathStart", default: 0), end = try number(element, "android:trimPathEnd", default: 1)
                if start > 0 || end < 1 { path = trimmed(firstContour(path), from: start, to: end) }
            }
            body.append("<path d=\"\(svgData(path))\" \(attributes.joined(separator: " "))/>")
        }

        /// The colour or gradient of `fill`/`stroke`, with its alpha; nil when the path has none.
        mutating func paint(_ element: XMLElement, property: String, matrix: AffineTransform) throws -> (value: String, alpha: Double)? {
            let alpha = try number(element, "android:\(property)Alpha", default: 1)
            if let color = element.attribute("android:\(property)Color")?.value {
                let parsed = try argb(color)
                return (parsed.rgb, parsed.alpha * alpha)
            }
            guard let attr = element.children.first(where: { $0.name == "attr" && $0.attribute("name")?.value == "android:\(property)Color" }),
                  let gradient = attr.children.first(where: { $0.name == "gradient" }) else { return nil }
            ids += 1
            let id = "g\(ids)"
            let m = matrix
            let transform = "gradientUnits=\"userSpaceOnUse\" gradientTransform=\"matrix(\(m.a) \(m.b) \(m.c) \(m.d) \(m.e) \(m.f))\""
            var stops = ""
            for item in gradient.children where item.name == "item" {
                let color = try argb(item.attribute("android:color")?.value ?? "")
                stops += "<stop offset=\"\(try number(item, "android:offset"))\" stop-color=\"\(color.rgb)\" stop-opacity=\"\(color.alpha)\"/>"
            }
            switch gradient.attribute("android:type")?.value ?? "linear" {
            case "linear":
                defs.append("<linearGradient id=\"\(id)\" \(transform) x1=\"\(try number(gradient, "android:startX"))\" y1=\"\(try number(gradient, "android:startY"))\" x2=\"\(try number(gradient, "android:endX"))\" y2=\"\(try number(gradient, "android:endY"))\">\(stops)</linearGradient>")
            case "radial":
                defs.append("<radialGradient id=\"\(id)\" \(transform) cx=\"\(try number(gradient, "android:centerX"))\" cy=\"\(try number(gradient, "android:centerY"))\" r=\"\(try number(gradient, "android:gradientRadius"))\">\(stops)</radialGradient>")
            default:
                throw TestFailure("a \(gradient.attribute("android:type")?.value ?? "") gradient has no SVG form")
            }
            return ("url(#\(id))", alpha)
        }
    }

    /// `#RRGGBB` or `#AARRGGBB` → `#rrggbb` and the alpha.
    static func argb(_ text: String) throws -> (rgb: String, alpha: Double) {
        guard text.hasPrefix("#"), text.count == 7 || text.count == 9, let value = UInt32(text.dropFirst(), radix: 16) else {
            throw TestFailure("\(text) is not an Android colour")
        }
        let alpha = text.count == 9 ? Double(value >> 24) / 255 : 1
        return ("#" + String(text.suffix(6)), alpha)
    }

    static func mapped(_ element: XMLElement, matrix: AffineTransform) throws -> Path {
        guard let data = element.attribute("android:pathData")?.value else { throw TestFailure("<\(element.name)> has no pathData") }
        let path = try PathDataParser.parse(data)
        return Path(path.elements.map { element in
            switch element {
            case .move(let p): return .move(matrix.apply(p))
            case .line(let p): return .line(matrix.apply(p))
            case .cubic(let a, let b, let p): return .cubic(matrix.apply(a), matrix.apply(b), matrix.apply(p))
            case .close: return .close
            }
        })
    }

    /// Android's `getMatrixScale`: the unit vectors mapped, |cross| / the longer one.
    static func matrixScale(_ m: AffineTransform) -> Double {
        let x = (m.a * m.a + m.b * m.b).squareRoot(), y = (m.c * m.c + m.d * m.d).squareRoot()
        let longer = max(x, y)
        return longer > 0 ? abs(m.a * m.d - m.b * m.c) / longer : 0
    }

    static func firstContour(_ path: Path) -> Path {
        var out: [Path.Element] = []
        for element in path.elements {
            if case .move = element, !out.isEmpty { break }
            out.append(element)
        }
        return Path(out)
    }

    /// The part of a contour from `start` to `end` of its length as an open polyline, as Skia's
    /// `PathMeasure.getSegment` gives it (the closing segment of a closed contour included), its cubics
    /// flattened into 256 chords each: an open path, so the stroke gets its caps at both ends.
    static func trimmed(_ path: Path, from start: Double, to end: Double) -> Path {
        var points: [Point] = []
        var current = Point.zero, first = Point.zero
        for element in path.elements {
            switch element {
            case .move(let p): current = p; first = p; points.append(p)
            case .line(let p): current = p; points.append(p)
            case .cubic(let a, let b, let p):
                for step in 1...256 {
                    let t = Double(step) / 256, u = 1 - t
                    points.append(Point(u * u * u * current.x + 3 * u * u * t * a.x + 3 * u * t * t * b.x + t * t * t * p.x,
                                        u * u * u * current.y + 3 * u * u * t * a.y + 3 * u * t * t * b.y + t * t * t * p.y))
                }
                current = p
            case .close: current = first; points.append(first)
            }
        }
        func distance(_ a: Point, _ b: Point) -> Double { ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot() }
        let total = zip(points, points.dropFirst()).reduce(0) { $0 + distance($1.0, $1.1) }
        let from = start * total, to = end * total
        var out: [Path.Element] = []
        var walked = 0.0
        for (a, b) in zip(points, points.dropFirst()) {
            let length = distance(a, b)
            defer { walked += length }
            guard length > 0, walked + length > from, walked < to else { continue }
            func at(_ d: Double) -> Point { let f = min(max((d - walked) / length, 0), 1); return Point(a.x + (b.x - a.x) * f, a.y + (b.y - a.y) * f) }
            if out.isEmpty { out.append(.move(at(from))) }
            out.append(.line(at(min(to, walked + length))))
        }
        return Path(out)
    }

    static func svgData(_ path: Path) -> String {
        path.elements.map { element in
            switch element {
            case .move(let p): return "M\(p.x) \(p.y)"
            case .line(let p): return "L\(p.x) \(p.y)"
            case .cubic(let a, let b, let p): return "C\(a.x) \(a.y) \(b.x) \(b.y) \(p.x) \(p.y)"
            case .close: return "Z"
            }
        }.joined()
    }
}
