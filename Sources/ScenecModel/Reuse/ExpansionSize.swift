import ScenecCore

/// Nodes, elements and nesting depth an element tree expands to, each saturating just past its limit
/// (`Limits.expandedNodes`, `expandedElements`, `expandedDepth`): sums of sums of component sizes can
/// reach 10^12 in a 2 KB file, and capping keeps every step a small addition.
struct ExpansionSize: Equatable {
    var nodes = 0
    var elements = 0
    var depth = 0

    static func one(node: Bool) -> ExpansionSize {
        ExpansionSize(nodes: node ? 1 : 0, elements: 1, depth: 1)
    }

    var exceedsLimits: Bool {
        nodes > Limits.expandedNodes || elements > Limits.expandedElements || depth > Limits.expandedDepth
    }

    /// Siblings: counts add, depth is the deeper one.
    func beside(_ other: ExpansionSize) -> ExpansionSize {
        var sum = self
        sum.nodes = Self.add(nodes, other.nodes, cap: Limits.expandedNodes)
        sum.elements = Self.add(elements, other.elements, cap: Limits.expandedElements)
        sum.depth = max(depth, other.depth)
        return sum
    }

    /// `copies` copies of this content side by side (a slot's content, once per slot it reaches).
    func times(_ copies: Int) -> ExpansionSize {
        guard copies > 0 else { return ExpansionSize() }
        return ExpansionSize(nodes: Self.multiply(nodes, copies, cap: Limits.expandedNodes),
                             elements: Self.multiply(elements, copies, cap: Limits.expandedElements), depth: depth)
    }

    /// Content nested one level inside this element.
    mutating func nest(_ content: ExpansionSize) {
        self = beside(content)
        depth = Self.add(1, content.depth, cap: Limits.expandedDepth)
    }

    /// Content nested at this element's full depth (an instance's children in its slot).
    mutating func add(_ content: ExpansionSize) {
        let deeper = Self.add(depth, content.depth, cap: Limits.expandedDepth)
        self = beside(content)
        depth = deeper
    }

    static func add(_ a: Int, _ b: Int, cap: Int) -> Int {
        let (sum, overflow) = a.addingReportingOverflow(b)
        return overflow ? cap + 1 : min(sum, cap + 1)
    }

    static func multiply(_ a: Int, _ b: Int, cap: Int) -> Int {
        let (product, overflow) = a.multipliedReportingOverflow(by: b)
        return overflow ? cap + 1 : min(product, cap + 1)
    }
}
