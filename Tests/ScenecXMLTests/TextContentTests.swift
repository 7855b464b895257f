import ScenecCore
import ScenecXML
import Testing

/// `XMLElement.text` is the element's own character data: text and CDATA children in document order,
/// with references decoded, and nothing from comments, processing instructions or child elements.
@Suite("Text content")
struct TextContentTests {
    @Test func ownTextAndCDATAInOrderWithoutCommentsPIsOrChildren() throws {
        let result = read("<scene>a<!--comment-->b<![CDATA[<x>&amp;]]><?pi data?>&amp;&#x41;&#66;<child>inner</child>c</scene>")
        let root = try #require(result.root, "\(result.dump)")
        // CDATA stays literal; references outside it are decoded.
        #expect(root.text == "ab<x>&amp;&ABc")
        #expect(root.children.map(\.name) == ["child"])
        #expect(root.children.first?.text == "inner")
    }

    @Test func whitespaceIsKeptAsWritten() throws {
        let result = read("<scene>\n  <a>  two  spaces\t</a>\n</scene>")
        let root = try #require(result.root, "\(result.dump)")
        #expect(root.text == "\n  \n")
        #expect(root.children.first?.text == "  two  spaces\t")
    }

    @Test func anElementWithoutTextHasEmptyText() throws {
        let result = read("<scene><empty/><also></also></scene>")
        let root = try #require(result.root, "\(result.dump)")
        #expect(root.text == "")
        #expect(root.children.map(\.text) == ["", ""])
    }

    @Test func attributeValuesAreDecodedAndNormalised() throws {
        let result = read("<scene a=\"x\ny\tz\" b=\"&lt;&amp;&#65;&#x42;&quot;\" c='\"'/>")
        let root = try #require(result.root, "\(result.dump)")
        // XML attribute-value normalisation: each newline and tab becomes one space.
        #expect(root.attributes.map(\.name) == ["a", "b", "c"])
        #expect(root.attributes.map(\.value) == ["x y z", "<&AB\"", "\""])
    }

    @Test func nonASCIITextRoundTrips() throws {
        let result = read("<scene label=\"Déjà ⌫\">Shift ⇧ 😀</scene>")
        let root = try #require(result.root, "\(result.dump)")
        #expect(root.attribute("label")?.value == "Déjà ⌫")
        #expect(root.text == "Shift ⇧ 😀")
    }
}
