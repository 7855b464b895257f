import ScenecCore
import ScenecTestSupport
import Testing
@testable import ScenecSVG

/// `--svg-fonts embed`: the fonts a render list carries are written as `@font-face` rules in one
/// `<style>` before `<defs>`, each font a WOFF2 `data:` URL, and the SVG stays valid SVG 1.1.
@Suite struct FontFaceStyleTests {
    static let faces = [
        EmbeddedFontFace(family: "scenec-Inter-1f2e", weights: 100...900, italic: false, woff2: Array("wOF2".utf8)),
        EmbeddedFontFace(family: "scenec-DejaVu-Sans-3c", weights: 700...700, italic: true, woff2: Array("wOF2!".utf8)),
    ]

    @Test func eachFontIsOneRuleInAStyleBeforeTheBody() {
        var list = Fixture.list([Fixture.fill(.rect(0, 0, 1, 1))])
        list.fontFaces = Self.faces
        #expect(Fixture.lines(of: Fixture.svg(list)) == [
            ##"<?xml version="1.0" encoding="UTF-8"?>"##,
            ##"<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" version="1.1" width="100" height="50" viewBox="0 0 100 50">"##,
            ##"  <!-- scenec-scale: 1 (crisp edges are snapped to whole pixels at this many device pixels per point) -->"##,
            ##"  <style type="text/css"><![CDATA["##,
            ##"    @font-face { font-family: 'scenec-Inter-1f2e'; font-weight: 100 900; font-style: normal; src: url(data:font/woff2;base64,d09GMg==) format('woff2'); }"##,
            ##"    @font-face { font-family: 'scenec-DejaVu-Sans-3c'; font-weight: 700; font-style: italic; src: url(data:font/woff2;base64,d09GMiE=) format('woff2'); }"##,
            ##"  ]]></style>"##,
            ##"  <rect x="0" y="0" width="1" height="1" fill="#000000"/>"##,
            "</svg>",
        ])
    }

    @Test func withoutFontsThereIsNoStyle() {
        #expect(!Fixture.svg(Fixture.list([Fixture.fill(.rect(0, 0, 1, 1))])).contains("<style"))
    }

    @Test func theDocumentStaysValidSVG11() throws {
        var list = Fixture.list([Fixture.fill(.rect(0, 0, 1, 1))])
        list.fontFaces = Self.faces
        let result = try SVG11DTD.validate(Fixture.svg(list))
        #expect(result.status == 0, "\(result.errors)")
    }
}
