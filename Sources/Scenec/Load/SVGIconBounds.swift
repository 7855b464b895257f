import ScenecCore
import ScenecXML

/// One walk over an icon's elements: the allow-list (`SVGIconAllowList`), and bounds on the values
/// that make librsvg's work or memory grow without limit, or that it has been seen to panic on (a
/// Rust panic cannot cross its C API: the whole process aborts). What the walk learns that depends
/// on the size the icon is drawn at (how many elements a filter processes) is kept in `Facts`, for
/// the check after layout (`IconDrawCheck`).
struct SVGIconBounds {
    /// Per icon, what no real icon comes near: Debian's themes use at most a few of each.
    static let textCharacters = 1_000
    static let filterPrimitives = 256
    static let numOctaves = 10.0
    static let convolveOrder = 10.0
    static let morphologyRadius = 16.0
    static let minimumKernelUnit = 1.0

    /// What the draw-time check needs: how many elements are drawn through a filter (a stylesheet
    /// that names a filter is taken to filter every element).
    struct Facts: Equatable {
        var filteredElements = 0
        /// Whether any element is drawn through a layer (`SVGIcon.drawsLayers`); a stylesheet that
        /// names opacity, a mask, a filter or a blend mode is taken to.
        var drawsLayers = false
        /// Whether it has text to draw: librsvg sets it with the process's fonts, never a scene's own.
        var hasText = false
    }

    /// Attribute and property names that make librsvg draw an element into a layer of its own.
    static let layerProperties = ["opacity", "mask", "filter", "mix-blend-mode", "isolation"]

    private(set) var facts = Facts()
    private var textCharacters = 0
    private var primitives = 0
    private var elements = 0
    private var stylesheetFilters = false

    /// The first problem in document order, or nil; `facts` is complete only when there is none.
    mutating func check(_ root: XMLElement) -> SVGIconCheck.Refusal? {
        var stack: [(element: XMLElement, inText: Bool)] = [(root, false)]
        while let (element, inText) = stack.popLast() {
            elements += 1
            let place = "at line \(element.location.line)"
            if element.namespaceURI == SVGIconAllowList.namespace {
                if let problem = SVGIconAllowList.elementProblem(element.name) {
                    return SVGIconCheck.Refusal(message: "\(problem) \(place); an SVG icon may use only the elements that draw a picture")
                }
                for attribute in element.attributes where !attribute.name.contains(":") {
                    if let problem = SVGIconAllowList.attributeProblem(attribute.name) {
                        return SVGIconCheck.Refusal(message: "\(problem) (line \(attribute.location.line), column \(attribute.location.column))")
                    }
                }
                if let problem = valueProblem(element) { return SVGIconCheck.Refusal(message: "\(problem) \(place)") }
            }
            let isText = inText || element.name == "text"
            if isText {
                if !element.text.allSatisfy(\.isWhitespace) { facts.hasText = true }
                textCharacters += element.text.count
                guard textCharacters <= Self.textCharacters else {
                    return SVGIconCheck.Refusal(message: "has more than \(Self.textCharacters) characters of text (\(place)); librsvg's time to lay text out grows faster than its length")
                }
            }
            stack.append(contentsOf: element.children.reversed().map { ($0, isText) })
        }
        if stylesheetFilters { facts.filteredElements = max(facts.filteredElements, elements) }
        return nil
    }

    /// Bounds on one SVG element's values.
    private mutating func valueProblem(_ element: XMLElement) -> String? {
        if element.attribute("filter") != nil || (element.attribute("style")?.value.lowercased().contains("filter") ?? false) {
            facts.filteredElements += 1
        }
        if element.name == "style", element.text.lowercased().contains("filter") { stylesheetFilters = true }
        if Self.layerProperties.contains(where: { element.attribute($0) != nil })
            || (element.attribute("style")?.value.lowercased()).map({ style in Self.layerProperties.contains { style.contains($0) } }) == true
            || (element.name == "style" && Self.layerProperties.contains { element.text.lowercased().contains($0) }) {
            facts.drawsLayers = true
        }
        if element.name.hasPrefix("fe") {
            primitives += 1
            guard primitives <= Self.filterPrimitives else { return "has more than \(Self.filterPrimitives) filter primitives" }
        }
        if let units = element.attribute("kernelUnitLength").flatMap({ Self.numbers($0.value) }),
           units.contains(where: { !($0 >= Self.minimumKernelUnit) }) {
            return "has a kernelUnitLength under \(NumberFormat.svg(Self.minimumKernelUnit)) (librsvg would draw the filter at that many times the resolution)"
        }
        switch element.name {
        case "feConvolveMatrix": return convolveProblem(element)
        case "feTurbulence":
            guard let text = element.attribute("numOctaves")?.value else { return nil }
            guard let octaves = Self.numbers(text), octaves.count == 1, octaves[0] >= 0, octaves[0] <= Self.numOctaves else {
                return "has an feTurbulence with numOctaves=\"\(Self.shortened(text))\" (at most \(NumberFormat.svg(Self.numOctaves)): each octave is another pass over every pixel)"
            }
            return nil
        case "feMorphology":
            guard let text = element.attribute("radius")?.value else { return nil }
            guard let radii = Self.numbers(text), radii.count <= 2, radii.allSatisfy({ $0 <= Self.morphologyRadius }) else {
                return "has an feMorphology with radius=\"\(Self.shortened(text))\" (at most \(NumberFormat.svg(Self.morphologyRadius)): its work per pixel grows with the radius squared)"
            }
            return nil
        default:
            return nil
        }
    }

    /// `order` one or two whole numbers from 1 to `convolveOrder`, `kernelMatrix` exactly their
    /// product of numbers (librsvg panics on a mismatch), `targetX`/`targetY` inside the kernel, and
    /// a `divisor` that is not 0.
    private func convolveProblem(_ element: XMLElement) -> String? {
        let what = "has an feConvolveMatrix whose"
        let orderText = element.attribute("order")?.value ?? "3"
        guard let order = Self.numbers(orderText), (1...2).contains(order.count),
              order.allSatisfy({ $0 >= 1 && $0 <= Self.convolveOrder && $0.rounded() == $0 }) else {
            return "\(what) order=\"\(Self.shortened(orderText))\" is not one or two whole numbers from 1 to \(NumberFormat.svg(Self.convolveOrder))"
        }
        let columns = Int(order[0]), rows = Int(order.count == 2 ? order[1] : order[0])
        guard let kernel = element.attribute("kernelMatrix").flatMap({ Self.numbers($0.value) }), kernel.count == columns * rows else {
            return "\(what) kernelMatrix does not hold exactly \(columns * rows) numbers (order \(columns)×\(rows))"
        }
        for (name, size) in [("targetX", columns), ("targetY", rows)] {
            guard let text = element.attribute(name)?.value else { continue }
            guard let target = Self.numbers(text), target.count == 1, target[0] >= 0, target[0] < Double(size), target[0].rounded() == target[0] else {
                return "\(what) \(name)=\"\(Self.shortened(text))\" is not a column or row of the kernel"
            }
        }
        if let text = element.attribute("divisor")?.value, Self.numbers(text) == [0] {
            return "\(what) divisor is 0"
        }
        return nil
    }

    /// A list of SVG numbers separated by whitespace and/or commas; nil when one is not a finite number.
    static func numbers(_ text: String) -> [Double]? {
        var values: [Double] = []
        for part in text.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }) {
            guard part.utf8.count <= 64, let value = Double(part), value.isFinite else { return nil }
            values.append(value)
        }
        return values
    }

    private static func shortened(_ text: String) -> String {
        text.count > 40 ? String(text.prefix(37)) + "…" : text
    }
}
