import ScenecCore
@testable import ScenecModel
import ScenecXML
import Testing

/// The size check before expansion and the expansion itself are one function of the definitions:
/// what the check predicts is, element for element, what the expander writes, slots included, and a
/// definition that had errors is never expanded (issue 29, "a component with two `<slot/>`s").
@Suite("Expansion size")
struct ExpansionSizeTests {
    /// Counts of the expanded tree below its root, and what the check predicted for the same scene.
    private struct Counts: Equatable {
        var nodes = 0
        var elements = 0
    }

    /// The check's prediction and the expansion's real size, for `xml` with its definitions as read,
    /// or with `unbreak` set, as if none of them had errors (to hold the two equal where the reader
    /// would never let an instance expand).
    private func measure(_ xml: String, unbreak: Bool = false) throws -> (predicted: Counts, expanded: Counts, root: XMLElement?) {
        let root = try #require(XMLReader.parse(Array(xml.utf8), file: "size.xml").root)
        var context = ParseContext()
        var definitions: [UserComponentDefinition] = []
        for defs in root.children where defs.name == "defs" {
            for child in defs.children where child.name == "component" {
                if var definition = UserComponentDefinition.read(child, context: &context) {
                    if unbreak { definition.isBroken = false }
                    definitions.append(definition)
                }
            }
        }
        let table = UserComponentTable(definitions, context: &context)
        let kept = root.children.filter { $0.name != "tokens" && $0.name != "include" }
        let total = kept.reduce(ExpansionSize()) { $0.beside(table.topLevelCost(of: $1)) }
        var expander = ReuseExpander(tokens: TokenTable(), components: table, budget: Substitution.Budget())
        let expanded = expander.expandScene(root, libraryDefinitions: [])
        var counts = Counts()
        var pending = expanded?.children ?? []
        while let element = pending.popLast() {
            counts.elements += 1
            if ElementCatalog.kinds[element.name]?.definition.role.isNode ?? true { counts.nodes += 1 }
            pending.append(contentsOf: element.children)
        }
        return (Counts(nodes: total.nodes, elements: total.elements), counts, expanded)
    }

    private static let scenes: [String] = [
        // A slot passed down through a component that has its own slot, and a slot in an instance's children.
        """
        <scene width="10" height="10"><defs>
          <component name="frame"><rect width="1" height="1"/><group><slot/></group></component>
          <component name="card"><frame><text>t</text><slot/></frame><circle cx="1" cy="1" r="1"/></component>
        </defs>
        <card><rect width="1" height="1"/><card><point x="1" y="1"/></card></card>
        </scene>
        """,
        // A component without a slot (its instance's children go nowhere), a slot lost in it, and <defaults>.
        """
        <scene width="10" height="10"><defs>
          <component name="plain"><param name="c" default="red"/><rect width="1" height="1" fill="{c}"/></component>
          <component name="lost"><plain><slot/></plain><rect width="2" height="2"/></component>
        </defs>
        <defaults><plain c="blue"/></defaults>
        <group><defaults><plain c="green"/><rect width="3" height="3"/></defaults><plain/></group>
        <lost><rect width="1" height="1"/><rect width="1" height="1"/></lost>
        <plain><rect width="1" height="1"/></plain>
        </scene>
        """,
        // Built-in <defs> content, a <slot/> and a <component> where they do not belong (copied; the reader refuses them).
        """
        <scene width="10" height="10"><defs><linearGradient id="g"/><component name="a"><group><component name="inner"><slot/></component></group></component></defs>
        <slot/><a><rect width="1" height="1"/></a>
        </scene>
        """,
    ]

    @Test("the check predicts exactly the nodes and elements the expansion writes", arguments: scenes.indices)
    func checkEqualsExpansion(index: Int) throws {
        let sizes = try measure(Self.scenes[index])
        #expect(sizes.predicted == sizes.expanded)
    }

    @Test("with two slots allowed, the check still counts the content once per slot, as the expansion copies it")
    func twoSlotsCountedTwice() throws {
        // Four levels of a two-slot component: 2^4 copies of the rect. The reader refuses two slots, but
        // the count must never rely on that.
        let xml = """
            <scene width="10" height="10"><defs><component name="d"><slot/><slot/></component></defs>
            <d><d><d><d><rect width="1" height="1"/></d></d></d></d>
            </scene>
            """
        let sizes = try measure(xml, unbreak: true)
        // The <defs> left, the groups of 1 + 2 + 4 + 8 instances, 16 rects.
        #expect(sizes.expanded.elements == 1 + 15 + 16, "\(sizes.expanded)")
        #expect(sizes.predicted == sizes.expanded)
    }

    @Test("a 381-byte scene nesting a two-slot component 40 deep is refused in bounded time, and nothing is expanded")
    func twoSlotBomb() throws {
        let levels = 40
        let xml = """
            <scene width="10" height="10"><defs><component name="d"><slot/><slot/></component></defs>
            \(String(repeating: "<d>", count: levels))<rect width="1" height="1"/>\(String(repeating: "</d>", count: levels))
            </scene>
            """
        let clock = ContinuousClock()
        let start = clock.now
        let result = parse(xml)
        // Before, 22 levels took 11 s and 750 MB; 40 would double that 2^18 times.
        #expect(clock.now - start < .seconds(5))
        expectError(result, "a component has at most one <slot/>", line: 1)
        let sizes = try measure(xml)
        #expect(sizes.expanded == Counts(nodes: 0, elements: 1), "only the emptied <defs>: instances of a broken definition are not expanded")
    }

    @Test("a definition with any error is not expanded: its instances and their children are dropped")
    func brokenDefinitionNotExpanded() throws {
        let xml = """
            <scene width="10" height="10"><defs><component name="t">text<rect width="1" height="1"/><slot/></component></defs>
            <t><rect width="1" height="1"/></t><rect width="2" height="2"/>
            </scene>
            """
        let sizes = try measure(xml)
        #expect(sizes.expanded == Counts(nodes: 1, elements: 2), "the emptied <defs> and the scene's own rect: \(sizes.expanded)")
        #expect(sizes.predicted == sizes.expanded)
        expectError(parse(xml), "<component> cannot contain text")
    }

    @Test("children of a slotless instance are not expanded: a bomb there is neither counted nor built")
    func slotlessChildrenNotExpanded() throws {
        var defs = [#"<component name="c0"><rect width="1" height="1"/><rect width="1" height="1"/><rect width="1" height="1"/></component>"#]
        for level in 1...20 {
            defs.append(#"<component name="c\#(level)">\#(String(repeating: "<c\(level - 1)/>", count: 4))</component>"#)
        }
        defs.append(#"<component name="none"><rect width="1" height="1"/></component>"#)
        let xml = "<scene width=\"10\" height=\"10\"><defs>\(defs.joined())</defs>\n<none><c20/></none>\n</scene>"
        let sizes = try measure(xml)
        #expect(sizes.predicted == sizes.expanded)
        expectError(parse(xml), "<none> has no <slot/> for children", line: 2)
    }
}
