import ScenecCore
@testable import ScenecModel
import ScenecSceneTestSupport
import Testing

// The element definitions are the one description the reader follows; these tests pin what each
// definition promises: which effects are drawn, skipped with a warning or refused, fill layers, and the
// component attributes that come from the typed theme.

private func parse(_ body: String) -> SceneParser.Result {
    InlineScene.parse("<scene width=\"100\" height=\"100\">\n\(body)\n</scene>\n", file: "d.xml")
}

private func messages(_ result: SceneParser.Result, _ severity: Diagnostic.Severity) -> [String] {
    result.diagnostics.filter { $0.severity == severity }.map { "\($0.location.line):\($0.location.column): \($0.message)" }
}

@Suite struct ElementDefinitionTests {
    @Test func everyKindIsFoundByItsNameAndHasADefinition() {
        for kind in ElementKind.allCases {
            #expect(ElementCatalog.kinds[kind.name] == kind)
            #expect(ElementCatalog.attributes[kind.name] == kind.definition.attributes)
            #expect(Set(kind.definition.attributes).count == kind.definition.attributes.count, "\(kind.name) lists an attribute twice")
        }
        #expect(ElementCatalog.nodeKinds.contains(.rect) && !ElementCatalog.nodeKinds.contains(.stop) && !ElementCatalog.nodeKinds.contains(.defs))
    }

    @Test func spreadOnALabelIsIgnoredWithAWarningAtTheAttribute() throws {
        let result = parse("<text width=\"50\" height=\"20\">Hi<drop-shadow dy=\"1\"\n spread=\"5\"/></text>")
        #expect(messages(result, .warning) == ["3:2: spread is ignored on <text>: a label's shadow has the glyphs' own shape"])
        let node = try #require(result.scene?.nodes.first)
        guard case .dropShadow(let shadow)? = node.style.effects.first else {
            Issue.record("no drop shadow read: \(node.style.effects)")
            return
        }
        #expect(shadow.spread == 0 && shadow.dy == 1)
    }

    @Test func aDataCircleShadowKeepsItsSpreadOnItsCircle() throws {
        let result = parse("<data-circle width=\"40\" height=\"40\" value=\"0.5\"><drop-shadow spread=\"2\"/></data-circle>")
        #expect(messages(result, .warning) == [])
        let circle = try #require(result.scene?.nodes.first?.children.first)
        guard case .dropShadow(let shadow)? = circle.style.effects.first else {
            Issue.record("the circle casts no drop shadow: \(circle.style.effects)")
            return
        }
        #expect(shadow.spread == 2)
    }

    @Test func effectsAnElementCannotDrawExactlyAreSkippedWithAWarning() throws {
        let result = parse("""
            <path d="M0 0H10V10Z"><shine inset="2"/><drop-shadow spread="3"/></path>
            <line x2="10"><inner-shadow dy="1"/></line>
            """)
        #expect(messages(result, .warning) == [
            "2:23: <shine> on <path> is skipped: only rectangles and ellipses can be inset exactly",
            "2:54: spread is ignored on <path>: only rectangles and ellipses can grow exactly",
            "3:15: <inner-shadow> on <line> is skipped: a line has no inside",
        ])
        let nodes = try #require(result.scene?.nodes)
        #expect(nodes[0].style.effects.map(\.kind) == [.dropShadow])
        #expect(nodes[1].style.effects.isEmpty)
    }

    @Test func effectsAnElementDoesNotTakeAreErrors() {
        let result = parse("""
            <text width="50" height="20">Hi<inner-shadow/></text>
            <image href="x.png"><drop-shadow/></image>
            """)
        #expect(result.scene == nil)
        #expect(messages(result, .error) == [
            "2:32: <inner-shadow> is not allowed inside <text>",
            "3:21: <drop-shadow> is not allowed inside <image>",
        ])
    }

    @Test func fillLayersOnElementsThatTakeNoneAreErrors() {
        for body in ["<text width=\"50\" height=\"20\">Hi<fill color=\"red\"/></text>", "<point x=\"1\" y=\"1\"><fill color=\"red\"/></point>",
                     "<key width=\"40\" height=\"40\" label=\"A\"><fill color=\"red\"/></key>"] {
            let result = parse(body)
            #expect(result.scene == nil, "\(body)")
            #expect(messages(result, .error).contains { $0.hasPrefix("2:1: <") && $0.hasSuffix("> takes no fill layers") }, "\(messages(result, .error))")
        }
    }

    @Test func crispWarnsOnOutlinesThatAreNotRectangular() {
        let result = parse("<ellipse width=\"10\" height=\"10\" stroke=\"red\" crisp=\"true\"/>")
        #expect(messages(result, .warning) == ["2:46: crisp: only rectangular outlines are snapped to device pixels; <ellipse> is drawn as is"])
        #expect(messages(parse("<rect width=\"10\" height=\"10\" stroke=\"red\" crisp=\"true\"/>"), .warning) == [])
    }
}

@Suite struct ThemeTests {
    @Test(arguments: BuiltInComponent.allCases)
    func everySeedDefaultParsesWithItsKind(component: BuiltInComponent) throws {
        let values = Theme.values(of: component)
        #expect(!values.isEmpty)
        for value in values {
            #expect(throws: Never.self, "\(component.rawValue) \(value.name) = \(value.text)") {
                try BuiltInValues.check(value.text, as: value.kind)
            }
        }
    }

    @Test(arguments: BuiltInComponent.allCases)
    func componentAttributesAreTheCommonOnesTheContentOnesAndTheThemeNames(component: BuiltInComponent) {
        let attributes = component.element.definition.attributes
        #expect(attributes == ElementDefinition.Attributes.node + component.contentAttributes + Theme.values(of: component).map(\.name))
    }

    @Test func defaultsCheckValuesWithTheirThemeKindAndRefuseContentAttributes() {
        let result = parse("""
            <defaults>
              <key corner-radius="-1" font-family=" , " label="A" top-color="#12"/>
              <data-circle top-saturation="2" value="1"/>
              <keyboard border="maybe"/>
            </defaults>
            """)
        #expect(messages(result, .error) == [
            "3:8: corner-radius: -1 is out of range 0–1000000",
            "3:27: font-family: expected a comma-separated list of family names, got \" , \"",
            "3:45: 'label' cannot be set in <defaults> for <key>",
            "3:55: top-color: invalid colour \"#12\": a hex colour has 3, 4, 6 or 8 digits",
            "4:16: top-saturation: 2 is out of range 0–1",
            "4:35: 'value' cannot be set in <defaults> for <data-circle>",
            "5:13: border: expected true or false, got \"maybe\"",
        ])
    }

    @Test func theNearestDefaultsWinOverTheSeedAndTheAttributeOverBoth() throws {
        let result = parse("""
            <defaults><key corner-radius="3"/></defaults>
            <key width="40" height="40" label="A"/>
            <group><defaults><key corner-radius="5"/></defaults><key width="40" height="40" label="B"/></group>
            <key width="40" height="40" label="C" corner-radius="9"/>
            """)
        let nodes = try #require(result.scene?.nodes)
        let radii = [nodes[0].children[0].style.cornerRadius, nodes[1].children[0].children[0].style.cornerRadius, nodes[2].children[0].style.cornerRadius]
        #expect(radii == [3, 5, 9])
    }
}
