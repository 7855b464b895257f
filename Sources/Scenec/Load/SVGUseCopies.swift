import ScenecCore
import ScenecXML

/// Counts the elements drawing an icon instantiates, `<use>` copies included, like the scene's
/// own `use` count: each target is counted once (memoised by id), so ten levels of ten `<use>`s
/// cost ten counts, not 10¹⁰ (librsvg would give up only after drawing 500 000 of them).
struct SVGUseCopies {
    static let maximumDepth = 64
    private var elementsByID: [String: XMLElement] = [:]
    private var counted: [String: Int] = [:]
    private var inProgress: Set<String> = []

    init(_ root: XMLElement) {
        var stack = [root]
        while let element = stack.popLast() {
            if let id = element.attribute("id")?.value, elementsByID[id] == nil { elementsByID[id] = element }
            stack.append(contentsOf: element.children)
        }
    }

    /// The elements `element` draws, saturating past the limit; nil for a cycle or nesting too deep.
    mutating func count(_ element: XMLElement, depth: Int) -> Int? {
        guard depth <= Self.maximumDepth else { return nil }
        var total = 0
        var stack = [element]
        while let current = stack.popLast(), total <= Limits.expandedNodes {
            total += 1
            stack.append(contentsOf: current.children)
            guard current.name == "use", let target = Self.target(of: current) else { continue }
            guard let copies = copies(of: target, depth: depth) else { return nil }
            total += copies
        }
        return total
    }

    private mutating func copies(of id: String, depth: Int) -> Int? {
        if let known = counted[id] { return known }
        guard let target = elementsByID[id] else { return 0 }
        guard inProgress.insert(id).inserted else { return nil }
        defer { inProgress.remove(id) }
        guard let count = count(target, depth: depth + 1) else { return nil }
        counted[id] = count
        return count
    }

    private static func target(of use: XMLElement) -> String? {
        let href = use.attributes.first { $0.name == "href" || $0.name.hasSuffix(":href") }?.value.trimmingWhitespace()
        guard let href, href.hasPrefix("#") else { return nil }
        return String(href.dropFirst())
    }
}
