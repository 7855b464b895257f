import ScenecCore

/// Reads a token's resolved `$value` (every alias replaced) as its type, each problem an error at the
/// JSON value it is about.
struct DesignTokenConversion {
    let file: String
    var problems: [Diagnostic] = []
    /// Whether a colour was outside sRGB and clipped.
    var clipped = false

    init(file: String) { self.file = file }

    func at(_ node: LocatedJSON) -> SourceLocation { SourceLocation(file: file, line: node.line, column: node.column) }

    private mutating func fail<T>(_ message: String, _ node: LocatedJSON) -> T? {
        problems.append(.error(message, at: at(node)))
        return nil
    }

    mutating func value(_ node: LocatedJSON, as type: DesignTokenType) -> DesignTokenValue? {
        switch type {
        case .color: return color(node).map(DesignTokenValue.color)
        case .dimension: return dimension(node).map(DesignTokenValue.dimension)
        case .number: return number(node, "a number").map(DesignTokenValue.number)
        case .fontFamily: return fontFamily(node).map(DesignTokenValue.fontFamily)
        case .fontWeight: return fontWeight(node).map(DesignTokenValue.fontWeight)
        case .duration: return duration(node).map(DesignTokenValue.duration)
        case .cubicBezier: return cubicBezier(node).map(DesignTokenValue.cubicBezier)
        case .strokeStyle: return strokeStyle(node).map(DesignTokenValue.strokeStyle)
        case .border:
            guard let members = object(node, "a border: {color, width, style}", required: ["color", "width", "style"]),
                  let color = color(members["color"]!), let width = dimension(members["width"]!), let style = strokeStyle(members["style"]!)
            else { return nil }
            return .border(DesignBorder(color: color, width: width, style: style))
        case .shadow:
            var layers: [DesignShadow] = []
            for layer in flattened(node) {
                guard let layer = shadow(layer) else { return nil }
                layers.append(layer)
            }
            return .shadow(layers)
        case .gradient:
            guard node.array != nil else { return fail("a gradient is an array of stops ({color, position}), not \(node.kindName)", node) }
            var stops: [DesignGradientStop] = []
            for stop in flattened(node) {
                guard let members = object(stop, "a gradient stop: {color, position}", required: ["color", "position"]),
                      let color = color(members["color"]!), let position = number(members["position"]!, "a position 0–1")
                else { return nil }
                // Positions outside 0–1 are clamped, as the format says.
                stops.append(DesignGradientStop(color: color, position: min(max(position, 0), 1)))
            }
            return .gradient(stops)
        case .typography:
            guard let members = object(node, "a typography: {fontFamily, fontSize, fontWeight, letterSpacing, lineHeight}",
                                       required: ["fontFamily", "fontSize", "fontWeight"]),
                  let family = fontFamily(members["fontFamily"]!), let size = dimension(members["fontSize"]!), let weight = fontWeight(members["fontWeight"]!)
            else { return nil }
            var letterSpacing: Double?, lineHeight: Double?
            if let spacing = members["letterSpacing"] {
                // `em` (Figma's and Primer's export) is a fraction of this font size, as in CSS.
                guard let value = dimension(spacing, em: size) else { return nil }
                letterSpacing = value
            }
            if let height = members["lineHeight"] {
                guard let value = number(height, "a line height (a multiple of the font size)") else { return nil }
                lineHeight = value
            }
            return .typography(DesignTypography(fontFamily: family, fontSize: size, fontWeight: weight, letterSpacing: letterSpacing, lineHeight: lineHeight))
        case .transition:
            guard let members = object(node, "a transition: {duration, delay, timingFunction}", required: ["duration", "delay", "timingFunction"]),
                  let duration = duration(members["duration"]!), let delay = self.duration(members["delay"]!),
                  let timing = cubicBezier(members["timingFunction"]!)
            else { return nil }
            return .transition(duration: duration, delay: delay, timing: timing)
        }
    }

    /// An array whose elements may themselves be arrays (an alias to a layered shadow, a gradient's
    /// stops spliced in), as one list; a single object is a list of one.
    private func flattened(_ node: LocatedJSON) -> [LocatedJSON] {
        guard let elements = node.array else { return [node] }
        return elements.flatMap { $0.array != nil ? flattened($0) : [$0] }
    }

    private mutating func object(_ node: LocatedJSON, _ what: String, required: [String]) -> LocatedJSON.Members? {
        guard let members = node.object else { return fail("expected \(what), not \(node.kindName)", node) }
        for key in required where members[key] == nil {
            return fail("\(what.split(separator: ":").first ?? "") needs \(key)", node)
        }
        return members
    }

    mutating func number(_ node: LocatedJSON, _ what: String) -> Double? {
        guard let value = node.number else { return fail("expected \(what), not \(node.kindName)", node) }
        return value
    }

    /// `{"value": 16, "unit": "px"}` (or `rem`, 16 px), in points; `em` only where a font size gives it.
    mutating func dimension(_ node: LocatedJSON, em: Double? = nil) -> Double? {
        guard let members = node.object else {
            return fail("a dimension is {\"value\": 16, \"unit\": \"px\"}, not \(node.kindName)\(node.string.map { " \"\($0)\"" } ?? "")", node)
        }
        guard let valueNode = members["value"], let unitNode = members["unit"] else { return fail("a dimension needs value and unit", node) }
        guard let value = number(valueNode, "a number") else { return nil }
        switch unitNode.string {
        case "px": return value
        case "rem": return value * 16
        case "em" where em != nil: return value * (em ?? 0)
        case "em": return fail("a dimension's unit is \"px\" or \"rem\"; \"em\" is read only in a typography's letterSpacing, as a fraction of its fontSize", unitNode)
        default: return fail("a dimension's unit is \"px\" or \"rem\", not \(unitNode.string.map { "\"\($0)\"" } ?? unitNode.kindName)", unitNode)
        }
    }

    mutating func duration(_ node: LocatedJSON) -> Double? {
        guard let members = node.object, let valueNode = members["value"], let unitNode = members["unit"] else {
            return fail("a duration is {\"value\": 200, \"unit\": \"ms\"}, not \(node.kindName)", node)
        }
        guard let value = number(valueNode, "a number") else { return nil }
        switch unitNode.string {
        case "ms": return value
        case "s": return value * 1000
        default: return fail("a duration's unit is \"ms\" or \"s\"", unitNode)
        }
    }

    mutating func cubicBezier(_ node: LocatedJSON) -> [Double]? {
        guard let elements = node.array, elements.count == 4 else { return fail("a cubic Bézier is four numbers [x1, y1, x2, y2]", node) }
        var points: [Double] = []
        for (index, element) in elements.enumerated() {
            guard let value = number(element, "a number") else { return nil }
            if index % 2 == 0, !(0...1).contains(value) { return fail("a cubic Bézier's x values are within 0–1", element) }
            points.append(value)
        }
        return points
    }

    mutating func fontFamily(_ node: LocatedJSON) -> [String]? {
        if let name = node.string { return [name] }
        guard let elements = node.array, !elements.isEmpty else { return fail("a font family is a name or an array of names, not \(node.kindName)", node) }
        var names: [String] = []
        for element in elements {
            guard let name = element.string else { return fail("a font family name is a string, not \(element.kindName)", element) }
            names.append(name)
        }
        return names
    }

    /// The DTCG's named weights (and their aliases), as CSS numbers.
    static let namedWeights: [String: Int] = [
        "thin": 100, "hairline": 100, "extra-light": 200, "ultra-light": 200, "light": 300, "normal": 400, "regular": 400, "book": 400,
        "medium": 500, "semi-bold": 600, "demi-bold": 600, "bold": 700, "extra-bold": 800, "ultra-bold": 800, "black": 900, "heavy": 900,
        "extra-black": 950, "ultra-black": 950,
    ]

    mutating func fontWeight(_ node: LocatedJSON) -> Int? {
        if let name = node.string {
            if let weight = Self.namedWeights[name] { return weight }
            var message = "unknown font weight \"\(name)\""
            if let guess = Spelling.suggestion(for: name, among: Self.namedWeights.keys.sorted()) { message += " (did you mean \"\(guess)\"?)" }
            return fail(message, node)
        }
        guard let value = node.number else { return fail("a font weight is a number 1–1000 or a name such as \"bold\", not \(node.kindName)", node) }
        guard (1...1000).contains(value), value == value.rounded() else { return fail("a font weight is a whole number 1–1000", node) }
        return Int(value)
    }

    mutating func strokeStyle(_ node: LocatedJSON) -> DesignStrokeStyle? {
        if let keyword = node.string {
            guard Self.strokeKeywords.contains(keyword) else {
                return fail("unknown stroke style \"\(keyword)\" (solid, dashed, dotted, double, groove, ridge, outset, inset)", node)
            }
            return DesignStrokeStyle(keyword: keyword)
        }
        guard let members = object(node, "a stroke style: a keyword or {dashArray, lineCap}", required: ["dashArray", "lineCap"]) else { return nil }
        guard let dashNodes = members["dashArray"]?.array, !dashNodes.isEmpty else { return fail("dashArray is an array of dimensions", members["dashArray"]!) }
        var dashes: [Double] = []
        for dash in dashNodes {
            guard let length = dimension(dash) else { return nil }
            dashes.append(length)
        }
        guard let cap = members["lineCap"]?.string, ["round", "butt", "square"].contains(cap) else {
            return fail("lineCap is \"round\", \"butt\" or \"square\"", members["lineCap"]!)
        }
        return DesignStrokeStyle(keyword: nil, dashes: dashes, lineCap: cap)
    }

    static let strokeKeywords: Set<String> = ["solid", "dashed", "dotted", "double", "groove", "ridge", "outset", "inset"]

    mutating func shadow(_ node: LocatedJSON) -> DesignShadow? {
        guard let members = object(node, "a shadow: {color, offsetX, offsetY, blur, spread}", required: ["color", "offsetX", "offsetY", "blur"]),
              let color = color(members["color"]!), let x = dimension(members["offsetX"]!), let y = dimension(members["offsetY"]!),
              let blur = dimension(members["blur"]!)
        else { return nil }
        var spread = 0.0
        if let node = members["spread"] {
            guard let value = dimension(node) else { return nil }
            spread = value
        }
        var inset = false
        if let node = members["inset"] {
            guard case .bool(let flag) = node.value else { return fail("inset is true or false", node) }
            inset = flag
        }
        return DesignShadow(color: color, offsetX: x, offsetY: y, blur: blur, spread: spread, inset: inset)
    }

    // MARK: Colour

    /// The 2025.10 colour object (`colorSpace`, `components`, `alpha`, `hex`) or a hex string, in sRGB.
    mutating func color(_ node: LocatedJSON) -> RGBA? {
        if let text = node.string {
            guard text.hasPrefix("#") else { return fail("a colour is an object {colorSpace, components} or a hex string \"#rrggbb\", not \"\(text)\"", node) }
            do throws(ValueError) {
                return try ColorParser.parse(text) ?? .transparent
            } catch {
                return fail(error.message, node)
            }
        }
        guard let members = node.object else { return fail("a colour is an object {colorSpace, components} or a hex string, not \(node.kindName)", node) }
        // Its members found in one pass (thousands of colours; a lookup each cost more than the pass).
        var spaceNode: LocatedJSON?, componentsNode: LocatedJSON?, alphaNode: LocatedJSON?, hexNode: LocatedJSON?
        for member in members.list {
            switch member.key {
            case "colorSpace": spaceNode = member.value
            case "components": componentsNode = member.value
            case "alpha": alphaNode = member.value
            case "hex": hexNode = member.value
            default: break
            }
        }
        guard let spaceNode else { return fail("a colour needs its colorSpace (srgb, display-p3, oklch…)", node) }
        guard let spaceName = spaceNode.string, let space = ColorSpace(named: spaceName) else {
            var message = "unknown colour space \(spaceNode.string.map { "\"\($0)\"" } ?? spaceNode.kindName)"
            if let name = spaceNode.string, let guess = Spelling.suggestion(for: name, among: ColorSpace.allCases.map(\.rawValue)) {
                message += " (did you mean \"\(guess)\"?)"
            }
            return fail(message, spaceNode)
        }
        guard let componentsNode else { return fail("a colour needs its components", node) }
        guard let elements = componentsNode.array, elements.count == 3 else {
            return fail("a \(spaceName) colour has three components, not \(componentsNode.array.map { String($0.count) } ?? componentsNode.kindName)", componentsNode)
        }
        var components: [Double] = []
        components.reserveCapacity(3)
        for (index, element) in elements.enumerated() {
            // "none" is a missing component (an achromatic colour's hue): zero, as CSS converts it.
            if element.string == "none" {
                components.append(0)
                continue
            }
            guard let value = element.number else { return fail("a colour component is a number or \"none\", not \(element.kindName)", element) }
            let range = space.componentRange(index)
            guard range.contains(value) else {
                return fail("component \(index + 1) of a \(spaceName) colour is within \(NumberFormat.message(range.lowerBound))–\(NumberFormat.message(range.upperBound)), not \(NumberFormat.message(value))", element)
            }
            components.append(value)
        }
        var alpha = 1.0
        if let alphaNode {
            guard let value = alphaNode.number, (0...1).contains(value) else { return fail("alpha is a number 0–1", alphaNode) }
            alpha = value
        }
        if let hexNode, !(hexNode.string.map(Self.isFallbackHex) ?? false) {
            return fail("hex is an sRGB fallback like \"#ff00ff\" (or \"#ff00ff80\" with alpha)", hexNode)
        }
        let (color, wasClipped) = space.srgb(components, alpha: alpha)
        if wasClipped { clipped = true }
        // The fallback should be the same colour; when it is not, the components win, and the file is wrong somewhere.
        if !wasClipped, let hexNode, let hex = hexNode.string, case let fallback?? = try? ColorParser.parse(hex),
           max(abs(fallback.red - color.red), abs(fallback.green - color.green), abs(fallback.blue - color.blue)) > 1.5 / 255 {
            problems.append(.warning("hex \(hex) is not the colour of the components (\(DesignTokenValue.hex(RGBA(red: color.red, green: color.green, blue: color.blue)))); the components are drawn", at: at(hexNode)))
        }
        return color
    }

    /// `#rrggbb`, as the Color module writes the fallback, or `#rrggbbaa`, as design tools export it
    /// (Adobe Spectrum's, Primer's and Fluent's token sets): its colour is compared, its alpha is not.
    static func isFallbackHex(_ text: String) -> Bool {
        (text.utf8.count == 7 || text.utf8.count == 9) && text.utf8.first == UInt8(ascii: "#")
            && text.utf8.dropFirst().allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || ($0 | 0x20 >= 0x61 && $0 | 0x20 <= 0x66) }
    }
}
