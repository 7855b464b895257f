import ScenecCore
import Testing

@Suite struct XMLEscaperTests {
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

    @Test func lineBreaksBecomeReferencesOnlyWhenAsked() {
        #expect(XMLEscaper.escape("a\nb\r\tc") == "a\nb\r\tc")
        #expect(XMLEscaper.escape("a\nb\r\tc", lineBreaks: true) == "a&#10;b&#13;&#9;c")
        #expect(XMLEscaper.escape("<\n", lineBreaks: true) == "&lt;&#10;")
    }
}
