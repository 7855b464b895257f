import ScenecCore
import ScenecModel
import Testing

// `NodeKind.sizing` is the one classification of node kinds for layout; these tests pin each kind's
// class, that every node element reads into a node of the class it should have, and that the reader's
// size checks and the text reader's content ask the catalogue rather than lists of their own.
// The helpers are this file's own (named `sizing…`) so the suite does not lean on shared support.

private let sizingFile = "sizing.xml"

private func sizingParse(_ body: String) -> SceneParser.Result {
    SceneParser.parse(source: Array("<scene width=\"200\" height=\"100\">\n\(body)\n</scene>\n".utf8), file: sizingFile)
}

/// Every diagnostic as `line:column: severity: message`.
private func sizingMessages(_ result: SceneParser.Result) -> [String] {
    result.diagnostics.map { "\($0.location.line):\($0.location.column): \($0.severity.rawValue): \($0.message)" }
}

/// The class each node element is read into; nil for elements that are not nodes. A new element fails
/// the compile here until its class is written down.
private func expectedSizing(of kind: ElementKind) -> NodeSizing? {
    switch kind {
    case .group, .row, .column, .grid, .reflection, .keyboard, .key, .dataCircle: return .container
    case .rect, .ellipse: return .framed
    case .text, .image: return .natural
    case .circle, .line, .path, .polygon, .polyline, .point, .use: return .ownGeometry
    case .scene, .defs, .defaults, .span, .br, .fill, .linearGradient, .radialGradient, .conicGradient, .stop, .dropShadow, .innerShadow, .shine,
         .tokens, .token, .include, .strings, .library, .component, .param, .slot, .font:
        return nil
    }
}

/// A node element with every attribute it must have but no width or height (nil: not a node).
private func bareElement(_ kind: ElementKind) -> String? {
    switch kind {
    case .group, .row, .column, .grid, .reflection, .keyboard, .key, .rect, .ellipse, .point: return "<\(kind.name)/>"
    case .dataCircle: return "<data-circle value=\"0.5\"/>"
    case .text: return "<text>label</text>"
    case .image: return "<image href=\"a.png\"/>"
    case .circle: return "<circle r=\"4\"/>"
    case .line: return "<line x2=\"10\"/>"
    case .path: return "<path d=\"M0 0L10 10\"/>"
    case .polygon, .polyline: return "<\(kind.name) points=\"0,0 10,10\"/>"
    case .use: return "<use href=\"#target\"/>"
    case .scene, .defs, .defaults, .span, .br, .fill, .linearGradient, .radialGradient, .conicGradient, .stop, .dropShadow, .innerShadow, .shine,
         .tokens, .token, .include, .strings, .library, .component, .param, .slot, .font:
        return nil
    }
}

private let target = "<defs><rect id=\"target\" width=\"5\" height=\"5\"/></defs>"

@Suite struct NodeSizingTests {
    @Test func eachClassSaysWhatTheReaderAndAStackDoWithIt() {
        let table: [NodeSizing: (needsSize: Bool, takesSlotSize: Bool, hasIntrinsicSize: Bool)] = [
            .container: (false, true, false),
            .framed: (true, true, false),
            .natural: (false, true, true),
            .ownGeometry: (false, false, true),
        ]
        for sizing in NodeSizing.allCases {
            let expected = table[sizing]
            #expect(expected?.needsSize == sizing.needsSize, "\(sizing)")
            #expect(expected?.takesSlotSize == sizing.takesSlotSize, "\(sizing)")
            #expect(expected?.hasIntrinsicSize == sizing.hasIntrinsicSize, "\(sizing)")
        }
    }

    @Test func everyNodeKindHasItsClass() {
        let samples: [(NodeKind, NodeSizing)] = [
            (.group(clip: false), .container), (.stack(Stack(axis: .horizontal)), .container),
            (.rect, .framed), (.ellipse, .framed),
            (.text(TextSpec(text: "a")), .natural),
            (.circle(cx: .points(0), cy: .points(0), r: .points(1)), .ownGeometry),
            (.line(x1: .points(0), y1: .points(0), x2: .points(1), y2: .points(1)), .ownGeometry),
            (.path(Path(), .nonzero), .ownGeometry), (.point, .ownGeometry), (.use(href: "x"), .ownGeometry),
        ]
        for (kind, sizing) in samples {
            #expect(kind.sizing == sizing, "\(kind)")
            #expect(kind.isContainer == (sizing == .container), "\(kind)")
        }
    }

    /// One home: each node element becomes a node whose kind has the class its element should have
    /// (components as containers, point lists as paths), images and reflections included.
    @Test(arguments: ElementKind.allCases.filter { $0.definition.role.isNode })
    func everyNodeElementReadsIntoANodeOfItsClass(kind: ElementKind) throws {
        let element = try #require(bareElement(kind))
        let sized = expectedSizing(of: kind) != .framed ? element
            : element.replacingOccurrences(of: "/>", with: " width=\"10\" height=\"10\"/>")
        let result = sizingParse(target + sized)
        #expect(!result.diagnostics.hasErrors, "\(sizingMessages(result))")
        let node = try #require(result.scene?.nodes.first)
        #expect(node.element == kind.name)
        #expect(node.kind.sizing == expectedSizing(of: kind))
    }

    @Test func exactlyTheNodeElementsHaveAClass() {
        for kind in ElementKind.allCases {
            #expect((expectedSizing(of: kind) != nil) == kind.definition.role.isNode, "\(kind.name)")
        }
    }

    /// Outside a stack only framed nodes need a width and a height.
    @Test(arguments: ElementKind.allCases.filter { $0.definition.role.isNode })
    func onlyFramedNodesNeedASize(kind: ElementKind) throws {
        let element = try #require(bareElement(kind))
        let result = sizingParse(target + element)
        let column = target.utf8.count + 1
        let needs = sizingMessages(result).filter { $0.contains("needs a width") || $0.contains("needs a height") }
        if expectedSizing(of: kind) == .framed {
            #expect(needs == ["2:\(column): error: <\(kind.name)> needs a width", "2:\(column): error: <\(kind.name)> needs a height"])
        } else {
            #expect(needs == [], "\(kind.name)")
        }
    }

    /// A row gives a missing height, so a framed child needs only its width; a column the reverse.
    @Test func aStackSuppliesTheCrossSizeOfAFramedChild() {
        let result = sizingParse("""
            <row width="100" height="20"><rect fill="red"/><ellipse width="5"/></row>
            <column width="100" height="20"><rect height="3"/><ellipse/></column>
            """)
        #expect(sizingMessages(result) == [
            "2:30: error: <rect> needs a width",
            "3:51: error: <ellipse> needs a height",
        ])
    }

    /// Under align start, center or end a child without a cross size is an error exactly when its
    /// class has no intrinsic size, with today's message at the child.
    @Test(arguments: ElementKind.allCases.filter { $0.definition.role.isNode })
    func anAlignedChildWithoutACrossSizeIsAnErrorUnlessItHasAnIntrinsicSize(kind: ElementKind) throws {
        let element = try #require(bareElement(kind))
        let child = expectedSizing(of: kind) == .framed ? element.replacingOccurrences(of: "/>", with: " width=\"10\"/>") : element
        let row = "<row width=\"100\" height=\"40\" align=\"center\">"
        let result = sizingParse(target + row + child + "</row>")
        let column = target.utf8.count + row.utf8.count + 1
        let crossErrors = sizingMessages(result).filter { $0.contains("needs a height") }
        let sizing = try #require(expectedSizing(of: kind))
        if sizing.hasIntrinsicSize {
            #expect(crossErrors == [], "\(kind.name)")
        } else {
            let hug = kind.hugs ? " (or write height=\"hug\" to give it its content's)" : ""
            #expect(crossErrors == [
                "2:\(column): error: <\(kind.name)> needs a height: the row aligns it to center, and only stretch gives a child the row's height\(hug)",
            ])
        }
    }

    @Test func onlySpanAndBreakAreInline() {
        for kind in ElementKind.allCases {
            let expected: InlineKind? = kind == .span ? .span : kind == .br ? .lineBreak : nil
            #expect(kind.definition.role.inlineKind == expected, "\(kind.name)")
        }
    }

    /// The text reader asks each child's role: every element that is not inline, and an unknown one, is
    /// refused inside a span at the element, with the catalogue's hint where it has one.
    @Test func aSpanRefusesEveryElementThatIsNotInline() throws {
        let others = ElementKind.allCases.filter { $0.definition.role.inlineKind == nil }
        let body = others.map { "<\($0.name)/>" }.joined() + "<bogus/>"
        let result = sizingParse("<text>a<span>b<br/>" + body + "</span></text>")
        let messages = sizingMessages(result)
        var column = "<text>a<span>b<br/>".utf8.count + 1
        var expected: [String] = []
        for kind in others {
            expected.append("2:\(column): error: <\(kind.name)> is not allowed inside <span>")
            column += "<\(kind.name)/>".utf8.count
        }
        expected.append("2:\(column): error: unknown element <bogus>")
        #expect(messages.count == expected.count, "\(messages)")
        for (message, prefix) in zip(messages, expected) {
            #expect(message.hasPrefix(prefix), "\(message)")
        }
        #expect(messages.contains { $0.hasSuffix("error: <fill> is not allowed inside <span>; <fill> goes inside the shape it fills") })
        #expect(messages.contains { $0.hasSuffix("error: <rect> is not allowed inside <span>") })
        let spanInSpan = sizingParse("<text>a<span>b<span>c</span></span></text>")
        #expect(sizingMessages(spanInSpan) == ["2:15: error: <span> cannot contain <span>: spans do not nest"])
        let text = try #require(sizingParse("<text>a<span>b<br/>c</span></text>").scene?.nodes.first)
        guard case .text(let spec) = text.kind else {
            Issue.record("not a text: \(text.kind)")
            return
        }
        #expect(spec.spans.count == 1)
    }
}
