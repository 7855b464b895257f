import Testing
@testable import ScenecSVG

/// Tags escape their attribute values with `XMLEscaper` (tested in ScenecCoreTests).
@Suite struct EscapeTests {
    @Test func tagsEscapeTheirValues() {
        let tag = XMLTag("text", [.init("data-label", ##"a<b & "c" 'd'>"##), .init("x", "1")])
        #expect(tag.text(empty: true) == ##"<text data-label="a&lt;b &amp; &quot;c&quot; &#39;d&#39;&gt;" x="1"/>"##)
        #expect(tag.text(empty: false) == ##"<text data-label="a&lt;b &amp; &quot;c&quot; &#39;d&#39;&gt;" x="1">"##)
    }
}
