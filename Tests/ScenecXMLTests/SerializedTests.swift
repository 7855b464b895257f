import ScenecCore
import ScenecXML
import Testing

/// `XMLElement.serialized()`: the tree written back, one start tag per line, each line located.
@Suite("Serialized element trees")
struct SerializedTests {
    private let source = """
        <scene xmlns="urn:scenec:scene:1" width="10" height="10">
          <text width="10" height="10"
                font-family="A &amp; B">x &lt; y &amp; "z"</text>
          <group xml:space="preserve" data="a&#10;b"><rect width="1" height="1"/></group>
          <other xmlns="urn:x"/>
        </scene>
        """

    @Test("writing and reading back gives the same tree, and line n holds the n-th element in document order")
    func roundTrip() throws {
        let original = try #require(XMLReader.parse(Array(source.utf8), file: "s.xml").root)
        let document = original.serialized()
        let reread = try #require(XMLReader.parse(document.bytes, file: "out.xml").root)
        #expect(names(reread) == ["scene", "text", "group", "rect", "other"])
        #expect(reread.children[0].attribute("font-family")?.value == "A & B")
        #expect(reread.children[0].text == #"x < y & "z""#)
        #expect(reread.children[1].attribute("data")?.value == "a\nb")
        #expect(reread.children[1].attribute("xml:space")?.value == "preserve")
        #expect(reread.namespaceURI == "urn:scenec:scene:1" && reread.children[2].namespaceURI == "urn:x")
        #expect(reread.children[1].children[0].namespaceURI == "urn:scenec:scene:1")
        // Each element of the re-read tree sits on the line whose location is the original element's.
        let pairs = zip(elements(reread), elements(original))
        for (written, first) in pairs {
            #expect(document.location(ofLine: written.location.line) == first.location)
        }
        #expect(document.location(ofLine: 6) == nil)
    }

    private func elements(_ root: XMLElement) -> [XMLElement] {
        [root] + root.children.flatMap(elements)
    }

    private func names(_ root: XMLElement) -> [String] {
        elements(root).map(\.name)
    }
}
