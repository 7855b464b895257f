import ScenecCore
import ScenecXML

/// `<linear-gradient>`, `<radial-gradient>` and `<conic-gradient>`, in `<defs>` or inline, with their stops and reference box.
extension SceneReader {
    mutating func readGradient(_ element: XMLElement, kind: ElementKind, form: GradientForm, inDefs: Bool) -> GradientSpec {
        let attributes = AttributeReader(element, kind: kind, context: &context)
        checkNoText(element)
        if inDefs, !attributes.has("id") {
            context.error("a gradient in <defs> needs an id", at: element.location)
        }
        let relativeTo = readReferenceBox(attributes)
        let stops = readStops(element, kind: kind)
        let geometry: GradientSpec.Kind
        switch form {
        case .radial:
            let radius = attributes.length("radius", context: &context) ?? .percent(50)
            if case .points(let r) = radius, r < 0 { context.error("radius: cannot be negative", at: attributes.location(of: "radius")) }
            geometry = .radial(center: gradientPoint("center", attributes) ?? GradientPoint.center, radius: radius)
        case .conic:
            // cx/cy like a circle's: points or percentages of the reference box, the centre by default.
            let center = GradientPoint(x: attributes.length("cx", context: &context) ?? .percent(50),
                                       y: attributes.length("cy", context: &context) ?? .percent(50))
            geometry = .conic(center: center, degrees: attributes.number("angle", context: &context) ?? 0)
        case .linear:
            if let degrees = attributes.number("angle", context: &context) {
                for name in ["from", "to"] where attributes.has(name) {
                    context.error("\(name): a gradient with an angle runs across its box; write angle or from/to, not both",
                                  at: attributes.location(of: name))
                }
                geometry = .angled(degrees: degrees)
            } else {
                geometry = .linear(from: gradientPoint("from", attributes) ?? GradientPoint.top, to: gradientPoint("to", attributes) ?? GradientPoint.bottom)
            }
        }
        return GradientSpec(kind: geometry, stops: stops, relativeTo: relativeTo, location: element.location)
    }

    private mutating func readReferenceBox(_ attributes: AttributeReader) -> ReferenceBox {
        guard let text = attributes.string("relative-to")?.trimmingWhitespace() else { return .own }
        switch text {
        case "self": return .own
        case "parent": return .parent
        case "scene": return .scene
        case _ where text.hasPrefix("#") && text.count > 1:
            referenceBoxIDs.append((String(text.dropFirst()), attributes.location(of: "relative-to")))
            return .node(String(text.dropFirst()))
        default:
            context.error("relative-to: expected self, parent, scene or #id, got \"\(text)\"", at: attributes.location(of: "relative-to"))
            return .own
        }
    }

    private mutating func readStops(_ element: XMLElement, kind: ElementKind) -> [GradientStop] {
        var stops: [GradientStop] = []
        // Past the limit the rest are not read: one error instead of a slow pass over a huge list.
        if element.children.count > Limits.gradientStops {
            context.error("<\(element.name)> may have at most \(Limits.gradientStops) stops; this one has \(element.children.count)",
                          at: element.location)
            return []
        }
        for child in element.children {
            guard checkKnown(child, allowedBy: .stops, in: kind) != nil else { continue }
            let stop = AttributeReader(child, kind: .stop, context: &context)
            checkNoText(child)
            guard stop.has("color"), stop.has("offset") else {
                context.error("<stop> needs an offset and a color", at: child.location)
                continue
            }
            let offset = stop.parse("offset", context: &context) { text throws(ValueError) in try Self.stopOffset(text) }
            let color = stop.color("color", context: &context)
            if let offset, let color {
                // As in SVG: an offset below the previous one is raised to it.
                stops.append(GradientStop(offset: max(offset, stops.last?.offset ?? 0), color: color ?? .transparent))
            }
        }
        if stops.isEmpty {
            context.error("<\(element.name)> needs at least one <stop>", at: element.location)
        }
        return stops
    }

    private mutating func gradientPoint(_ name: String, _ attributes: AttributeReader) -> GradientPoint? {
        guard let text = attributes.string(name)?.trimmingWhitespace() else { return nil }
        if let keyword = GradientPoint.keywords[text] { return keyword }
        let parts = text.split(whereSeparator: { $0 == "," || Whitespace.contains($0) }).map(String.init)
        guard parts.count == 2 else {
            var message = "\(name): expected a position like top, bottom-left or \"x y\", got \"\(text)\""
            if let hint = Spelling.suggestion(for: text, among: GradientPoint.keywords.keys) { message += " (did you mean '\(hint)'?)" }
            context.error(message, at: attributes.location(of: name))
            return nil
        }
        do {
            return GradientPoint(x: try LengthParser.parse(parts[0]), y: try LengthParser.parse(parts[1]))
        } catch {
            context.error("\(name): \(error.message)", at: attributes.location(of: name))
            return nil
        }
    }

    static func stopOffset(_ text: String) throws(ValueError) -> Double {
        let trimmed = text.trimmingWhitespace()
        let value = trimmed.hasSuffix("%") ? try NumberParser.parse(String(trimmed.dropLast())) / 100 : try NumberParser.parse(trimmed)
        guard (0...1).contains(value) else { throw ValueError("a stop offset is 0–1 or 0%–100%, got \"\(trimmed)\"") }
        return value
    }
}
