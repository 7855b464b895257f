import ScenecCore
import ScenecModel
import ScenecTestSupport
import Testing

/// `<component>` in `<defs>`, `<param>`, `<slot/>` and instances (format 1.1, "Reuse").
@Suite("User components")
struct UserComponentTests {
    /// Line 2 onwards of `scene(…)`: the definitions start on line 3.
    private let badge = """
        <tokens><token name="brand" value="#4a6cf7"/></tokens>
        <defs>
          <component name="badge" width="64" height="24">
            <param name="label" default="New"/>
            <param name="color" default="{brand}"/>
            <rect width="100%" height="100%" corner-radius="6" fill="{color}"/>
            <text width="100%" height="100%" align="center" valign="middle" color="white">{label}</text>
            <slot/>
          </component>
        </defs>
        """

    private func fill(_ node: Node) -> RGBA? {
        guard case .color(let color)? = node.style.fills.first else { return nil }
        return color
    }

    private func label(_ node: Node) -> String? {
        guard case .text(let text) = node.kind else { return nil }
        return text.text
    }

    @Test("an instance is a group with its frame holding the body, params from attributes or defaults")
    func params() throws {
        let result = parse(scene("""
            \(badge)
            <badge x="16" y="8" label="Sale"/>
            <badge x="96" y="8" color="#34c759" width="80" id="second" opacity="0.5"/>
            """, attributes: #"width="200" height="60""#))
        let scene = try #require(result.scene, "\(dump(result))")
        #expect(scene.nodes.count == 2)
        let first = scene.nodes[0], second = scene.nodes[1]
        #expect(first.element == "group" && first.children.count == 2)
        #expect(first.frame.x == .points(16) && first.frame.y == .points(8))
        #expect(first.frame.width == .points(64) && first.frame.height == .points(24))
        #expect(fill(first.children[0]) == RGBA(red: 0x4a / 255, green: 0x6c / 255, blue: 0xf7 / 255))
        #expect(label(first.children[1]) == "Sale")
        #expect(label(second.children[1]) == "New")
        #expect(fill(second.children[0]) == RGBA(red: 0x34 / 255, green: 0xc7 / 255, blue: 0x59 / 255))
        #expect(second.frame.width == .points(80) && second.id == "second" && second.opacity == 0.5)
        #expect(scene.nodesByID["second"] != nil)
    }

    @Test("an instance's children go where the body has <slot/>")
    func slot() throws {
        let result = parse(scene("""
            \(badge)
            <badge><point x="2" y="2" color="white"/><circle cx="4" cy="4" r="1"/></badge>
            """))
        let scene = try #require(result.scene, "\(dump(result))")
        #expect(scene.nodes[0].children.map(\.element) == ["rect", "text", "point", "circle"])
    }

    @Test("components use other components, with params passed down and params shadowing tokens")
    func nested() throws {
        let result = parse(scene("""
            \(badge)
            <defs>
              <component name="pill" width="100" height="30">
                <param name="brand" default="#ff0000"/>
                <param name="text"/>
                <row gap="4"><badge label="{text}" color="{brand}"/><slot/></row>
              </component>
            </defs>
            <pill text="Hi"><badge label="inner"/></pill>
            """, attributes: #"width="200" height="60""#))
        let scene = try #require(result.scene, "\(dump(result))")
        let row = scene.nodes[0].children[0]
        #expect(row.children.count == 2)
        let outer = row.children[0], inner = row.children[1]
        #expect(label(outer.children[1]) == "Hi")
        #expect(fill(outer.children[0]) == RGBA(red: 1, green: 0, blue: 0))
        #expect(label(inner.children[1]) == "inner")
        // Inside the slot, {brand} is the scene's token again: the slot's content belongs to the instance's scope.
        #expect(fill(inner.children[0]) == RGBA(red: 0x4a / 255, green: 0x6c / 255, blue: 0xf7 / 255))
    }

    @Test("<defaults> sets params of user components for the rest of its container; the instance still wins")
    func defaults() throws {
        let result = parse(scene("""
            \(badge)
            <group>
              <defaults><badge label="Default"/></defaults>
              <badge/>
              <badge label="Own"/>
            </group>
            <badge/>
            """))
        let scene = try #require(result.scene, "\(dump(result))")
        #expect(scene.nodes[0].children.map { label($0.children[1]) } == ["Default", "Own"])
        #expect(label(scene.nodes[1].children[1]) == "New")
    }

    @Test("an undeclared attribute, a missing param and an unknown component each get a did-you-mean, all at once")
    func hints() {
        let xml = scene("""
            \(badge)
            <defs><component name="tag"><param name="title"/></component></defs>
            <badge lable="x"/>
            <tag/>
            <bagde/>
            <defaults><badge colour="red"/></defaults>
            """)
        let result = parse(xml)
        let unknown = expectError(result, "unknown attribute 'lable' on <badge>", line: 13, column: column(of: "lable", line: 13, in: xml))
        #expect(unknown?.message.contains("did you mean 'label'?") == true, "\(dump(result))")
        expectError(result, "<tag> needs title=\"…\": the param 'title' has no default", line: 14, column: 1)
        let element = expectError(result, "unknown element <bagde>", line: 15)
        #expect(element?.message.contains("did you mean <badge>?") == true, "\(dump(result))")
        let defaults = expectError(result, "'colour' cannot be set in <defaults> for <badge>", line: 16)
        #expect(defaults?.message.contains("did you mean 'color'?") == true)
    }

    @Test("an unknown param in a body is an error at the body's line, with a note naming the instance's line")
    func diagnosticInsideBody() throws {
        let xml = scene("""
            <defs>
              <component name="card" width="10" height="10">
                <param name="tint" default="red"/>
                <rect width="100%" height="100%" fill="{tnit}"/>
                <rect width="100%" height="100%" stroke-width="{tint}"/>
              </component>
            </defs>
            <card/>
            <card tint="blue"/>
            """)
        let result = parse(xml)
        let unknown = try #require(expectError(result, "fill: unknown token or param 'tnit' (did you mean 'tint'?)", line: 5,
                                               column: column(of: "fill", line: 5, in: xml)))
        #expect(unknown.location.instances == [InstanceSite(component: "card", location: SourceLocation(file: badFile, line: 9, column: 1))])
        #expect(unknown.description.contains("\n\(badFile):9:1: note: in an instance of 'card'"), "\(unknown.description)")
        // The same problem in the second instance is not repeated.
        #expect(result.diagnostics.filter { $0.message.contains("tnit") }.count == 1, "\(dump(result))")
        // A value problem that depends on the param is reported per value, each with its instance.
        let red = try #require(expectError(result, "stroke-width: ", line: 6))
        #expect(red.message.contains("red"), "\(red)")
        #expect(red.location.instances.first?.location.line == 9)
        let blue = try #require(result.diagnostics.first { $0.message.contains("stroke-width") && $0.message.contains("blue") })
        #expect(blue.location.line == 6 && blue.location.instances.first?.location.line == 10)
    }

    @Test("a nested instance's problem names each instance, innermost first")
    func nestedNotes() throws {
        let xml = scene("""
            <defs>
              <component name="inner"><rect width="1" height="1" fill="nope"/></component>
              <component name="outer"><inner/></component>
            </defs>
            <outer/>
            """)
        let result = parse(xml)
        let d = try #require(expectError(result, "fill: ", line: 3))
        let inner = try #require(column(of: "<inner/>", line: 4, in: xml))
        #expect(d.notes == ["\(badFile):4:\(inner): note: in an instance of 'inner'", "\(badFile):6:1: note: in an instance of 'outer'"], "\(d.description)")
    }

    @Test("a component that uses itself, directly or through others, is refused once at the use that closes the cycle")
    func cycles() {
        let xml = scene("""
            <defs>
              <component name="a"><group><b/></group></component>
              <component name="b"><a/></component>
              <component name="me"><me/></component>
            </defs>
            <a/><me/>
            """)
        let result = parse(xml)
        expectError(result, "<a> inside component 'b' makes a cycle (a → b → a)", line: 4)
        expectError(result, "<me> inside component 'me' uses the component itself", line: 5)
        #expect(result.diagnostics.count == 2, "\(dump(result))")
    }

    @Test("a name may not shadow a built-in element, nor be defined twice; a param may not be a frame attribute")
    func badDefinitions() {
        let xml = scene("""
            <defs>
              <component name="rect"/>
              <component name="x1"/>
              <component name="x1"/>
              <component name="y2"><param name="width"/><param name="p"/><param name="p"/><slot/><slot/></component>
            </defs>
            <x1><rect width="1" height="1"/></x1>
            """)
        let result = parse(xml)
        expectError(result, "name: <rect> is a built-in element; a component cannot shadow it", line: 3)
        expectError(result, "name: component 'x1' is already defined at \(badFile):4:3", line: 5)
        expectError(result, "name: 'width' is an attribute every instance has", line: 6)
        expectError(result, "name: param 'p' is already declared at line 6", line: 6)
        expectError(result, "a component has at most one <slot/>", line: 6)
        expectError(result, "<x1> has no <slot/> for children", line: 8)
    }

    @Test("a 2 KB file whose components would expand to 10^12 nodes is refused before expanding")
    func bomb() throws {
        var defs = [#"<component name="c0"><rect width="1" height="1"/><rect width="1" height="1"/><rect width="1" height="1"/><rect width="1" height="1"/><rect width="1" height="1"/><rect width="1" height="1"/><rect width="1" height="1"/><rect width="1" height="1"/><rect width="1" height="1"/><rect width="1" height="1"/></component>"#]
        for level in 1...12 {
            let use = "<c\(level - 1)/>"
            defs.append(#"<component name="c\#(level)">\#(String(repeating: use, count: 10))</component>"#)
        }
        let xml = scene("<defs>\(defs.joined())</defs><c12/>")
        #expect(xml.utf8.count <= 2048, "\(xml.utf8.count) bytes")
        expectError(parse(xml), "the scene's component instances would expand to more than 100000 nodes; this is refused")
    }

    @Test("deep nesting through components is refused before any recursion")
    func deepNesting() {
        var defs: [String] = [#"<component name="d0"><group><group><group><group><group><group><group><group><group><group><rect width="1" height="1"/></group></group></group></group></group></group></group></group></group></group></component>"#]
        for level in 1...40 {
            defs.append(#"<component name="d\#(level)"><group><group><group><group><group><group><group><group><d\#(level - 1)/></group></group></group></group></group></group></group></group></component>"#)
        }
        let result = parse(scene("<defs>\(defs.joined())</defs><d40/>"))
        expectError(result, "nest elements more than 256 deep")
    }

    @Test("<slot/>, <param> and <component> outside their places are refused saying where they go")
    func misplaced() {
        let result = parse(scene(#"<group><slot/><param name="a"/><component name="q"/></group>"#))
        expectError(result, "<slot> is not allowed inside <group>; <slot/> goes inside a <component>'s body")
        expectError(result, "<param> is not allowed inside <group>; <param> goes directly inside a <component>")
        expectError(result, "<component> is not allowed inside <group>; <component> goes in <defs>")
    }

    /// Issue 27's message: a missing required param is one error at the instance, not also "unknown
    /// token or param 'label' (did you mean 'label'?)" at every use in the body.
    @Test func aMissingParamIsReportedOnceAtTheInstance() {
        let xml = scene("""
            <defs><component name="tag" width="40" height="20"><param name="label"/><text>{label}</text><text>{label}!</text></component></defs>
            <tag/>
            """)
        #expect(parse(xml).diagnostics.errors.map(\.message) == ["<tag> needs label=\"…\": the param 'label' has no default"])
    }
}
