import Foundation
@testable import Scenec
import ScenecCore
import ScenecTestSupport
import Testing

/// The allow-list and the bounds an icon passes before librsvg sees it (issue 29), and the harmless
/// things real icons hold that it accepts: base64 with whitespace, Illustrator's plain-text entities,
/// `<a>` links, Inkscape's own elements and attributes.
@Suite("SVG icon allow-list")
struct SVGIconAllowListTests {
    private static func svg(_ body: String, root: String = "") -> String {
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"24\" height=\"24\"\(root)>\(body)</svg>"
    }

    private static func filter(_ primitive: String) -> String {
        svg("<filter id=\"f\">\(primitive)</filter><rect width=\"24\" height=\"24\" filter=\"url(#f)\"/>")
    }

    @Test("refused before librsvg sees it, with the reason", arguments: [
        (filter("<feConvolveMatrix order=\"3\" kernelMatrix=\"1 2 3 4 5 6 7 8 9 10\"/>"), "kernelMatrix does not hold exactly 9 numbers (order 3×3)"),
        (filter("<feConvolveMatrix order=\"2 3\" kernelMatrix=\"1 2 3 4 5\"/>"), "kernelMatrix does not hold exactly 6 numbers (order 2×3)"),
        (filter("<feConvolveMatrix kernelMatrix=\"1 2 3 4\"/>"), "exactly 9 numbers"),
        (filter("<feConvolveMatrix order=\"11\" kernelMatrix=\"1\"/>"), "order=\"11\" is not one or two whole numbers from 1 to 10"),
        (filter("<feConvolveMatrix order=\"2\" kernelMatrix=\"1 1 1 1\" targetX=\"2\"/>"), "targetX=\"2\" is not a column or row"),
        (filter("<feConvolveMatrix order=\"1\" kernelMatrix=\"1\" divisor=\"0\"/>"), "divisor is 0"),
        (filter("<feTurbulence baseFrequency=\"0.05\" numOctaves=\"1000000000\"/>"), "numOctaves=\"1000000000\" (at most 10"),
        (filter("<feMorphology radius=\"1000\"/>"), "feMorphology with radius=\"1000\""),
        (filter("<feDiffuseLighting kernelUnitLength=\"0.01\"><feDistantLight/></feDiffuseLighting>"), "kernelUnitLength under 1"),
        (filter(String(repeating: "<feOffset/>", count: 257)), "more than 256 filter primitives"),
        (svg("<text>\(String(repeating: "W", count: 20_000))</text>"), "more than 1000 characters of text"),
        (svg("<text>\(String(repeating: "<tspan>WWWWWWWWWW</tspan>", count: 101))</text>"), "more than 1000 characters of text"),
        (svg("<script>alert(1)</script>"), "has a <script>"),
        (svg("<foreignObject width=\"4\" height=\"4\"/>"), "has a <foreignObject>"),
        (svg("<blink/>"), "has a <blink> element"),
        (svg("<rect width=\"4\" height=\"4\" onclick=\"x()\"/>"), "has an event handler (onclick)"),
        (svg("", root: " onload=\"x()\""), "has an event handler (onload)"),
        (svg("<rect width=\"4\" height=\"4\" bogus=\"1\"/>"), "has an attribute 'bogus'"),
        ("<!DOCTYPE svg [<!ENTITY x SYSTEM \"file:///etc/passwd\">]>" + svg("<text>&x;</text>"), "declarations other than plain-text entities"),
        ("<!DOCTYPE svg [<!ENTITY % p \"x\">]>" + svg(""), "declarations other than plain-text entities"),
        ("<!DOCTYPE svg [<!ENTITY a \"1\"><!ENTITY b \"&a;&a;\">]>" + svg("<text>&b;</text>"), "declarations other than plain-text entities"),
        ("<!DOCTYPE svg [<!ELEMENT svg ANY>]>" + svg(""), "declarations other than plain-text entities"),
    ])
    func refused(text: String, refusal: String) {
        switch SVGIconFile.icon(from: Array(text.utf8), file: "icon.svg") {
        case .success: Issue.record("accepted: \(text.prefix(200))")
        case .failure(let problem): #expect(problem.message.contains(refusal), "\(problem.message)")
        }
    }

    @Test("accepted as real icons write them", arguments: [
        // Inkscape: the PNG's base64 starts on a new line, indented; its own namespaces; RDF metadata.
        """
        <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd" xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" width="24" height="24" inkscape:version="1.2" sodipodi:docname="x.svg">
          <sodipodi:namedview id="n" pagecolor="#ffffff" inkscape:zoom="1"/>
          <metadata><rdf:RDF><rdf:Description about="x"/></rdf:RDF></metadata>
          <image width="1" height="1" inkscape:label="img" xlink:href="data:image/png;base64,
             iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg=="/>
        </svg>
        """,
        // Illustrator: plain-text entities for its namespaces.
        """
        <?xml version="1.0" encoding="utf-8"?>
        <!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd" [
        \t<!ENTITY ns_svg "http://www.w3.org/2000/svg">
        \t<!ENTITY ns_xlink "http://www.w3.org/1999/xlink">
        \t<!-- generated -->
        ]>
        <svg version="1.1" xmlns="&ns_svg;" xmlns:xlink="&ns_xlink;" width="24" height="24" x="0px" y="0px" enable-background="new 0 0 24 24" xml:space="preserve">
        <rect width="24" height="24" fill="#336699"/></svg>
        """,
        // A link is never followed, wherever it points; filters within bounds; an animation librsvg ignores.
        svg("""
            <a href="https://example.com/help"><rect width="4" height="4"/></a>
            <filter id="f" x="-0.1" y="-0.1" width="1.2" height="1.2"><feTurbulence baseFrequency="0.1" numOctaves="4"/>
            <feConvolveMatrix order="3" kernelMatrix="0 -1 0 -1 5 -1 0 -1 0" targetX="1"/><feGaussianBlur stdDeviation="1"/></filter>
            <circle cx="12" cy="12" r="4" filter="url(#f)"><animate attributeName="r" from="4" to="8" dur="1s"/></circle>
            """),
        // Breeze: Inkscape's flowed text (librsvg draws none of it); elementary: a `label` attribute.
        svg("""
            <flowRoot xml:space="preserve"><flowRegion><rect width="10" height="10"/></flowRegion><flowPara>Text</flowPara></flowRoot>
            <g label="Layer 1"><rect width="4" height="4"/></g>
            """),
    ])
    func accepted(text: String) throws {
        switch SVGIconFile.icon(from: Array(text.utf8), file: "icon.svg") {
        case .success(let icon): #expect(icon.width == 24 && icon.height == 24)
        case .failure(let problem): Issue.record("refused: \(problem.message)")
        }
    }

    @Test("plain-text entities are replaced and the subset removed: librsvg draws the rewritten document")
    func entitiesReplaced() throws {
        let text = "<!DOCTYPE svg [<!ENTITY ns \"http://www.w3.org/2000/svg\"><!ENTITY c 'red'>]><svg xmlns=\"&ns;\" width=\"2\" height=\"2\"><rect width=\"2\" height=\"2\" fill=\"&c;\"/><text>&amp;&c;</text></svg>"
        let expanded = try SVGIconEntities.expand(Array(text.utf8)).get()
        #expect(String(decoding: expanded, as: UTF8.self)
            == "<!DOCTYPE svg ><svg xmlns=\"http://www.w3.org/2000/svg\" width=\"2\" height=\"2\"><rect width=\"2\" height=\"2\" fill=\"red\"/><text>&amp;red</text></svg>")
        // Expansion is bounded: a 4 KB entity used a million times is refused, not built.
        let bomb = "<!DOCTYPE svg [<!ENTITY a \"\(String(repeating: "x", count: 1_000))\">]>" + Self.svg("<text>" + String(repeating: "&a;", count: 10_000) + "</text>")
        #expect(throws: SVGIconCheck.Refusal.self) { try SVGIconEntities.expand(Array(bomb.utf8)).get() }
    }

    @Test("the elements drawn through a filter are counted for the draw-time check; a stylesheet naming one counts them all")
    func filteredElementsCounted() throws {
        let attributes = try SVGIconFileTests.icon(Self.svg("<filter id=\"f\"><feGaussianBlur stdDeviation=\"1\"/></filter><rect width=\"1\" height=\"1\" filter=\"url(#f)\"/><g style=\"filter:url(#f)\"/><rect width=\"1\" height=\"1\"/>"))
        #expect(attributes.filteredElements == 2)
        let stylesheet = try SVGIconFileTests.icon(Self.svg("<style>rect { filter: url(#f) }</style><filter id=\"f\"><feGaussianBlur stdDeviation=\"1\"/></filter><rect width=\"1\" height=\"1\"/>"))
        #expect(stylesheet.filteredElements == 5, "svg, style, filter, feGaussianBlur, rect")
        #expect(try SVGIconFileTests.icon(Self.svg("<rect width=\"1\" height=\"1\"/>")).filteredElements == 0)
    }
}
