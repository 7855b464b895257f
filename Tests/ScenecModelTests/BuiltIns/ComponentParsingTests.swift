import ScenecCore
import ScenecSceneTestSupport
import Testing
@testable import ScenecModel

/// Components expand at parse time into plain nodes, with theme defaults that `<defaults>` and
/// attributes override.
@Suite struct ComponentParsingTests {
    /// The corner radius of every key's outline, in document order.
    private func keyRadii(_ nodes: [Node]) -> [Double] {
        nodes.flatMap { node -> [Double] in
            if node.element == "key" { return [node.children[0].style.cornerRadius] }
            return keyRadii(node.children)
        }
    }

    @Test func defaultsApplyInScopeAndAttributesWin() throws {
        let result = InlineScene.parse("""
            <scene width="300" height="100">
              <key width="10" height="10"/>
              <group>
                <key width="10" height="10"/>
                <defaults><key corner-radius="5"/></defaults>
                <key width="10" height="10"/>
                <key width="10" height="10" corner-radius="9"/>
                <row height="20"><key/></row>
              </group>
              <key width="10" height="10"/>
            </scene>
            """)
        let scene = try #require(result.scene, "\(result.diagnostics)")
        #expect(keyRadii(scene.nodes) == [7, 7, 5, 9, 5, 7])
    }

    @Test func topLevelDefaultsApplyToTheRestOfTheScene() throws {
        let result = InlineScene.parse("""
            <scene width="300" height="100">
              <defaults><key corner-radius="3" font-size="12"/><keyboard top-color="red"/></defaults>
              <keyboard><key label="A"/></keyboard>
            </scene>
            """)
        let scene = try #require(result.scene, "\(result.diagnostics)")
        let keyboard = scene.nodes[0]
        guard case .gradient(let background) = keyboard.style.fills.first else { Issue.record("no gradient"); return }
        #expect(background.stops.first?.color == RGBA(red: 1, green: 0, blue: 0))
        let key = keyboard.children.last!
        #expect(key.children[0].style.cornerRadius == 3)
        // The label is the first line of the column that centres it (and a sublabel).
        guard case .text(let label) = key.children[1].children.first?.kind else { Issue.record("no label"); return }
        #expect(label.size == 12)
        // The key's overall gradient refers to the keyboard by a generated id.
        guard case .gradient(let overall) = key.children[0].style.fills[1] else { Issue.record("no overall gradient"); return }
        #expect(overall.relativeTo == .node(keyboard.id!))
        #expect(keyboard.id!.hasPrefix("keyboard@"))
    }

    @Test func badInputIsReported() {
        let result = InlineScene.parse("""
            <scene width="300" height="100">
              <defaults><key corner-radius="-1" label="x"/></defaults>
              <key label="A" image="a.png"/>
              <data-circle width="10" height="10"/>
              <key state="pressed"/>
            </scene>
            """)
        #expect(result.scene == nil)
        let messages = result.diagnostics.map(\.message)
        #expect(messages.contains { $0.contains("corner-radius") })
        #expect(messages.contains { $0.contains("'label' cannot be set in <defaults>") })
        #expect(messages.contains { $0.contains("not both") })
        #expect(messages.contains { $0.contains("needs a value") })
        #expect(messages.contains { $0.contains("state") })
    }

    @Test func valueOutsideTheRangeIsAWarning() throws {
        let result = InlineScene.parse("""
            <scene width="100" height="100"><data-circle width="10" height="10" value="2"/></scene>
            """)
        #expect(result.scene != nil)
        #expect(result.diagnostics.contains { $0.message.contains("outside 0–1") })
    }
}
