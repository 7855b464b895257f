import Testing
@testable import ScenecSVG

@Suite struct EscapeTests {
    @Test func allFiveSpecialCharacters() {
        #expect(XMLEscaper.escape(##"<&"'>"##) == "&lt;&amp;&quot;&#39;&gt;")
    }

    @Test func plainTextIsUnchanged() {
        #expect(XMLEscaper.escape("M0 0L1-2Z url(#lg-0a1b2c3d) ⌫ ⇧ é") == "M0 0L1-2Z url(#lg-0a1b2c3d) ⌫ ⇧ é")
        #expect(XMLEscaper.escape("") == "")
    }

    @Test func ampersandIsNotDoubleCounted() {
        #expect(XMLEscaper.escape("&amp;") == "&amp;amp;")
    }

    @Test func tagsEscapeTheirValues() {
        let tag = XMLTag("text", [.init("data-label", ##"a<b & "c" 'd'>"##), .init("x", "1")])
        #expect(tag.text(empty: true) == ##"<text data-label="a&lt;b &amp; &quot;c&quot; &#39;d&#39;&gt;" x="1"/>"##)
        #expect(tag.text(empty: false) == ##"<text data-label="a&lt;b &amp; &quot;c&quot; &#39;d&#39;&gt;" x="1">"##)
    }
}
