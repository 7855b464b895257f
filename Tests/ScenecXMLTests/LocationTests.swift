import ScenecCore
import ScenecXML
import Testing

// Elements are located at the `<` of their start tag and attributes at the first character of their
// name. Lines count from 1 at each "\n". Columns count from 1 in Unicode scalar values (the reader
// counts UTF-8 lead bytes): a tab is one column, "é" one, "😀" one (two UTF-16 units, four bytes) and
// "e" + U+0301 (one character on screen) two.

@Suite("Source locations")
struct LocationTests {
    @Test func elementsAndAttributesAreLocatedAtTheirStartTagsNotWhereTheTagEnds() throws {
        let source = "<scene width=\"10\"\n       height=\"20\">\n  <rect\n    x=\"1\"/>\n</scene>\n"
        let result = XMLReader.parse(Array(source.utf8), file: "s.xml")
        let root = try #require(result.root)
        #expect(result.diagnostics.isEmpty)
        #expect(root.location == SourceLocation(file: "s.xml", line: 1, column: 1))
        #expect(root.attribute("height")?.location == SourceLocation(file: "s.xml", line: 2, column: 8))
        let rect = try #require(root.children.first)
        #expect(rect.location == SourceLocation(file: "s.xml", line: 3, column: 3))
        #expect(rect.attribute("x")?.location == SourceLocation(file: "s.xml", line: 4, column: 5))
    }

    @Test func columnsCountUnicodeScalarsNotBytesUTF16UnitsOrCharacters() throws {
        // Before x: `<rect title="` (13) + é ⌫ 😀 e U+0301 (5 scalars) + `" ` (2) = 20 scalars.
        // Bytes would put x at 28, UTF-16 units at 22, characters (grapheme clusters) at 20.
        let result = read("<scene>\n<rect title=\"é⌫😀e\u{301}\" x=\"1\"/></scene>")
        let rect = try #require(result.root?.children.first, "\(result.dump)")
        #expect(rect.attribute("title")?.value == "é⌫😀e\u{301}")
        #expect(rect.attribute("x")?.location == at(2, 21))
        // The element after them on the same line is counted the same way.
        let sibling = try #require(read("<scene><a t=\"😀😀\"/><b/></scene>").root?.children.last)
        #expect(sibling.location == at(1, 19))
    }

    @Test func aTabIsOneColumn() throws {
        let result = read("<scene>\n\t<rect\tx=\"1\"\n\t\ty=\"2\"/>\n</scene>")
        let rect = try #require(result.root?.children.first, "\(result.dump)")
        #expect(rect.location == at(2, 2))
        #expect(rect.attribute("x")?.location == at(2, 8))
        #expect(rect.attribute("y")?.location == at(3, 3))
    }

    @Test func aByteOrderMarkDoesNotShiftLineOne() throws {
        let result = read(bytes: [0xEF, 0xBB, 0xBF] + Array("<scene a=\"1\">\n<rect b=\"2\"/></scene>".utf8))
        let root = try #require(result.root, "\(result.dump)")
        #expect(result.diagnostics.isEmpty, "\(result.dump)")
        #expect(root.location == at(1, 1))
        #expect(root.attribute("a")?.location == at(1, 8))
        #expect(root.children.first?.attribute("b")?.location == at(2, 7))
    }

    @Test func windowsLineEndingsCountOneLineEach() throws {
        let result = read("<scene\r\n  a=\"1\">\r\n  <rect b=\"2\"/>\r\n</scene>\r\n")
        let root = try #require(result.root, "\(result.dump)")
        #expect(root.attribute("a")?.location == at(2, 3))
        #expect(root.children.first?.location == at(3, 3))
        #expect(root.children.first?.attribute("b")?.location == at(3, 9))
    }

    /// Comments, processing instructions, the DOCTYPE and CDATA hold text that looks like start tags;
    /// none of it may be counted as an element or searched for attributes.
    @Test func tagsInsideCommentsPIsDoctypeAndCDATAAreNotElements() throws {
        let source = """
            <?xml version="1.0"?>
            <!-- <rect x="comment"> -->
            <?scenec <rect x="pi"> ?>
            <!DOCTYPE scene [
              <!ATTLIST scene note CDATA "] > x='subset'">
              <!ELEMENT scene ANY>
            ]>
            <scene>
              <![CDATA[ <rect x="cdata"> ]]><rect x="real"/>
              <!-- <circle r="comment"/> --><circle r="real"/>
            </scene>
            """
        let result = read(source)
        let root = try #require(result.root, "\(result.dump)")
        #expect(result.diagnostics.isEmpty, "\(result.dump)")
        #expect(root.location == at(8, 1))
        #expect(root.children.map(\.name) == ["rect", "circle"])
        // Attribute defaults declared in the subset are not applied (no XML_PARSE_DTDATTR).
        #expect(root.attribute("note") == nil)
        let rect = root.children[0], circle = root.children[1]
        #expect(rect.location == at(9, 33))
        #expect(rect.attribute("x")?.location == at(9, 39))
        #expect(rect.attribute("x")?.value == "real")
        #expect(circle.location == at(10, 33))
        #expect(circle.attribute("r")?.location == at(10, 41))
    }

    /// A comment in the internal subset may hold `]`, `>` and an apostrophe; the DOCTYPE ends at its
    /// own `]>`. StartTagIndex skips comments in the subset whole: otherwise the fake tag below would
    /// count as the first element and every location after it would be off by one element (with
    /// `it's`, the quote would never close and no element after the DOCTYPE would get a column).
    @Test(arguments: ["<!-- ] > <rect x=\"subset\"> -->", "<!-- it's -->"])
    func commentsInTheInternalSubsetDoNotEndTheDoctype(comment: String) throws {
        let result = read("<!DOCTYPE scene [\n  \(comment)\n]>\n<scene a=\"1\">\n  <rect x=\"2\"/>\n</scene>")
        let root = try #require(result.root, "\(result.dump)")
        #expect(root.location == at(4, 1))
        #expect(root.attribute("a")?.location == at(4, 8))
        #expect(root.children.first?.attribute("x")?.location == at(5, 9))
    }

    /// The attribute search skips quoted values and names that only end like the one looked for.
    @Test func attributesAreFoundByNameNotByText() throws {
        let source = #"<scene><rect title="x=1 > y='2'" data-x="no" x = "yes" y='"x="'/></scene>"#
        let result = read(source)
        let rect = try #require(result.root?.children.first, "\(result.dump)")
        let x = try #require(rect.attribute("x"))
        #expect(x.value == "yes")
        #expect(x.location == at(1, 46))
        #expect(rect.attribute("data-x")?.location == at(1, 34))
        #expect(rect.attribute("y")?.location == at(1, 56))
    }

    @Test func attributeValuesSpanningLinesShiftTheAttributesAfterThem() throws {
        let result = read("<scene a=\"one\ntwo\" b=\"3\"/>")
        let root = try #require(result.root, "\(result.dump)")
        // Attribute-value normalisation turns the newline into a space; the location still counts it.
        #expect(root.attribute("a")?.value == "one two")
        #expect(root.attribute("b")?.location == at(2, 6))
    }

    @Test func elementsAreLocatedInDocumentOrderAcrossNesting() throws {
        let result = read("<scene><a><b/><c><d/></c></a>\n<e/></scene>")
        let root = try #require(result.root, "\(result.dump)")
        let a = try #require(root.children.first)
        #expect(a.location == at(1, 8))
        #expect(a.children.map(\.location) == [at(1, 11), at(1, 15)])
        #expect(a.children.last?.children.first?.location == at(1, 18))
        #expect(root.children.last?.location == at(2, 1))
    }

    @Test func prefixedAttributesAreNamedAndLocatedWithTheirPrefix() throws {
        let result = read(##"<scene xmlns:xlink="http://www.w3.org/1999/xlink"><use xlink:href="#a" href="#b"/></scene>"##)
        let use = try #require(result.root?.children.first, "\(result.dump)")
        #expect(use.attributes.map(\.name) == ["xlink:href", "href"])
        #expect(use.attribute("xlink:href")?.location == at(1, 56))
        #expect(use.attribute("href")?.location == at(1, 72))
    }
}
