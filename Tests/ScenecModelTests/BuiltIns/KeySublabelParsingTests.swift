import ScenecCore
import ScenecSceneTestSupport
import Testing
@testable import ScenecModel

/// `<key sublabel label-dx label-dy>` (format 1.1, the numeric keypad): what the key expands to.
@Suite struct KeySublabelParsingTests {
    /// The key's label column: its frame and its lines (text, size).
    private func column(_ key: Node) throws -> (frame: FrameSpec, stack: Stack, lines: [(String, Double)]) {
        let node = try #require(key.children.last)
        guard case .stack(let stack) = node.kind else { throw KeyError.noColumn }
        let lines = node.children.compactMap { child -> (String, Double)? in
            guard case .text(let spec) = child.kind else { return nil }
            return (spec.text, spec.size)
        }
        return (node.frame, stack, lines)
    }

    private enum KeyError: Error { case noColumn }

    @Test func sublabelIsASmallerSecondLineCentredWithTheLabel() throws {
        let result = parse("""
            <scene width="300" height="100">
              <key width="60" height="60" label="2" sublabel="ABC"/>
              <key width="60" height="60" label="3" sublabel="DEF" sublabel-font-size="12" sublabel-gap="2" font-size="30"/>
            </scene>
            """)
        let scene = try #require(result.scene, "\(result.diagnostics)")
        let first = try column(scene.nodes[0]), second = try column(scene.nodes[1])
        #expect(first.lines.map(\.0) == ["2", "ABC"] && first.lines.map(\.1) == [26, 10])
        #expect(first.stack.axis == .vertical && first.stack.justify == .center && first.stack.gap == .points(0))
        #expect(second.lines.map(\.1) == [30, 12] && second.stack.gap == .points(2))
    }

    @Test func offsetsMoveTheLabelAndTheImage() throws {
        let result = parse("""
            <scene width="300" height="100">
              <defaults><key label-dy="-3"/></defaults>
              <key width="60" height="60" label="1" label-dx="4"/>
              <key width="60" height="60" image="icons/x.png" label-dx="-2"/>
            </scene>
            """)
        let scene = try #require(result.scene, "\(result.diagnostics)")
        let label = try column(scene.nodes[0])
        #expect(label.frame.x == .points(4) && label.frame.y == .points(-3))
        let images = scene.nodes[1].children.filter { if case .image = $0.kind { return true } else { return false } }
        // The shadow copy, 0.5 pt lower, then the image itself.
        #expect(images.map(\.frame.x) == [.points(-2), .points(-2)])
        #expect(images.map(\.frame.y) == [.points(-2.5), .points(-3)])
    }

    @Test func aSublabelNeedsALabel() {
        let result = parse("""
            <scene width="300" height="100">
              <key width="60" height="60" image="icons/x.png" sublabel="ABC"/>
              <key width="60" height="60" label="2" sublabel-font-size="-1"/>
            </scene>
            """)
        #expect(result.scene == nil)
        let errors = result.diagnostics.errors.map { "\($0.location.line):\($0.location.column) \($0.message)" }
        #expect(errors == [
            "2:51 sublabel: a sublabel is the second line under a key's label; this key has no label",
            "3:41 sublabel-font-size: -1 is out of range 0–10000",
        ], "\(result.diagnostics)")
    }
}
