import ScenecCore
import Testing
@testable import ScenecModel

/// `<key corner-radius>` (one to four radii) and `corner-smoothing`: on the key, in `<defaults>`, and
/// bad values reported where they are written.
@Suite struct KeyCornerParsingTests {
    /// The outline rect of every key (its first child), in document order.
    private func outlines(_ nodes: [Node]) -> [ShapeStyle] {
        nodes.flatMap { node -> [ShapeStyle] in
            if node.element == "key" { return [node.children[0].style] }
            return outlines(node.children)
        }
    }

    @Test func oneToFourRadiiInCSSOrderAndSmoothing() throws {
        let result = parseBadInput(scene("""
            <key width="40" height="40"/>
            <key width="40" height="40" corner-radius="0 10 20 30" corner-smoothing="0.6"/>
            <key width="40" height="40" corner-radius="3, 5"/>
            <key width="40" height="40" corner-radius="1 2 3"/>
            """))
        let scene = try #require(result.scene, "\(dump(result))")
        let styles = outlines(scene.nodes)
        #expect(styles.map(\.corners) == [
            .uniform(7),
            CornerRadii(topLeft: 0, topRight: 10, bottomRight: 20, bottomLeft: 30),
            CornerRadii(topLeft: 3, topRight: 5, bottomRight: 3, bottomLeft: 5),
            CornerRadii(topLeft: 1, topRight: 2, bottomRight: 3, bottomLeft: 2),
        ])
        #expect(styles.map(\.cornerSmoothing) == [0, 0.6, 0, 0])
        // The key's own group draws nothing: the corner values are its outline's alone.
        for key in scene.nodes {
            #expect(key.style.corners == .zero)
            #expect(key.style.cornerSmoothing == 0)
        }
    }

    @Test func defaultsSetBothAndAttributesWin() throws {
        let result = parseBadInput(scene("""
            <key width="40" height="40"/>
            <group>
              <defaults><key corner-radius="4 8" corner-smoothing="0.5"/></defaults>
              <key width="40" height="40"/>
              <key width="40" height="40" corner-radius="2" />
              <key width="40" height="40" corner-smoothing="0"/>
            </group>
            <key width="40" height="40"/>
            """))
        let scene = try #require(result.scene, "\(dump(result))")
        let styles = outlines(scene.nodes)
        let fromDefaults = CornerRadii(topLeft: 4, topRight: 8, bottomRight: 4, bottomLeft: 8)
        #expect(styles.map(\.corners) == [.uniform(7), fromDefaults, .uniform(2), fromDefaults, .uniform(7)])
        #expect(styles.map(\.cornerSmoothing) == [0, 0.5, 0.5, 0, 0])
    }

    /// Each bad value once, at the attribute that holds it: on the key and inside `<defaults>`.
    @Test func badValuesAreLocatedOnceEach() throws {
        let xml = scene("""
            <defaults><key corner-radius="1 2 3 4 5" corner-smoothing="1.5"/></defaults>
            <key width="40" height="40" corner-radius="4 -2"/>
            <key width="40" height="40" corner-smoothing="x"/>
            """)
        let result = parseBadInput(xml)
        expectError(result, "corner-radius: expected one to four numbers, got 5",
                    line: 2, column: column(of: "corner-radius=\"1 2", line: 2, in: xml))
        expectError(result, "corner-smoothing: 1.5 is out of range 0–1",
                    line: 2, column: column(of: "corner-smoothing=\"1.5", line: 2, in: xml))
        expectError(result, "corner-radius: -2 is out of range 0–1000000",
                    line: 3, column: column(of: "corner-radius", line: 3, in: xml))
        expectError(result, "corner-smoothing: invalid number \"x\"", line: 4, column: column(of: "corner-smoothing", line: 4, in: xml))
        #expect(result.diagnostics.count == 4, "\(dump(result))")
    }
}
