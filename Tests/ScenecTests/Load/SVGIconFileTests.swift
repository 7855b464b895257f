import Foundation
@testable import Scenec
import ScenecCairo
import ScenecCore
import ScenecTestSupport
import Testing

/// `SVGIconFile`: an SVG file's bytes → a checked, measured icon whose root size can be replaced.
@Suite("SVG icon files")
struct SVGIconFileTests {
    static func icon(_ text: String) throws -> SVGIcon {
        switch SVGIconFile.icon(from: Array(text.utf8), file: "icon.svg") {
        case .success(let icon): return icon
        case .failure(let problem): throw TestFailure(problem.message)
        }
    }

    /// The natural size librsvg reads from the document the icon gives at `width × height`.
    static func measured(_ icon: SVGIcon, width: Double, height: Double) throws -> (Double, Double, Rect?) {
        let size = try SVGRasterizer.measure(icon.document(width: width, height: height))
        return (size.width, size.height, size.viewBox)
    }

    @Test("the root's size is replaced wherever the tag is: after a prolog, comments, a DOCTYPE, with odd quoting")
    func rootSizeReplaced() throws {
        let documents = [
            "\u{FEFF}<?xml version=\"1.0\"?>\n<!-- <svg width=\"1\"> -->\n<!DOCTYPE svg PUBLIC \"-//W3C//DTD SVG 1.1//EN\" \"http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd\">\n<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"24\" height=\"12\" viewBox=\"0 0 24 12\"/>",
            "<svg xmlns='http://www.w3.org/2000/svg' data-x='a>b' width = '24'\n height='12px'><rect width='24' height='12'/></svg>",
            "<s:svg xmlns:s=\"http://www.w3.org/2000/svg\" height=\"12\" width=\"24\"></s:svg>",
            "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 24 12\"><rect width=\"24\" height=\"12\"/></svg>",
        ]
        for text in documents {
            let icon = try Self.icon(text)
            #expect(icon.width == 24 && icon.height == 12, "\(text)")
            let (width, height, viewBox) = try Self.measured(icon, width: 96, height: 48)
            #expect(width == 96 && height == 48, "\(String(decoding: icon.document(width: 96, height: 48), as: UTF8.self))")
            // A file without a viewBox gets one equal to its natural size, so a new size scales the drawing.
            #expect(viewBox == Rect(x: 0, y: 0, width: 24, height: 12), "\(text)")
        }
    }

    @Test("what the check accepts: own references, embedded rasters, url(#id), an xlink namespace")
    func accepted() throws {
        let icon = try Self.icon("""
            <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="24" height="24">
              <style>.a { fill: url( '#g' ) }</style>
              <defs><linearGradient id="g"><stop offset="0" stop-color="red"/></linearGradient><path id="p" d="M0 0h4v4z"/></defs>
              <use xlink:href="#p"/><use href=" #p "/>
              <image width="1" height="1" href="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg=="/>
              <rect class="a" width="4" height="4" style="fill: URL(#g)" filter="url(#f)"/>
              <a href="#p"><text>http://example.com is only text</text></a>
            </svg>
            """)
        #expect(icon.width == 24 && icon.height == 24)
        // Kept whole by the check: librsvg reads the document it gives at another size, with a viewBox
        // of its natural size so the drawing scales.
        let (width, height, viewBox) = try Self.measured(icon, width: 48, height: 48)
        #expect(width == 48 && height == 48)
        #expect(viewBox == Rect(x: 0, y: 0, width: 24, height: 24))
    }

    @Test("what the check refuses, each with its place in the icon", arguments: [
        ("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"1\" height=\"1\"><use href=\"other.svg#p\"/></svg>", "refers to \"other.svg#p\" (href at line 1, column 67)"),
        ("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"1\" height=\"1\"><rect style=\"fill:u\\72l(x.svg)\"/></svg>", "uses a CSS escape"),
        ("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"1\" height=\"1\"><style><![CDATA[@font-face { src: url(f.woff) }]]></style></svg>", "loads url(f.woff) in <style> at line 1"),
        ("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"1\" height=\"1\"><rect mask=\"url(file:///etc/m.svg#m)\"/></svg>", "loads url(file:///etc/m.svg#m) (mask at line 1"),
        ("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"1\" height=\"1\"><xi:include xmlns:xi=\"http://www.w3.org/2001/XInclude\" href=\"/etc/passwd\" parse=\"text\"/></svg>", "refers to \"/etc/passwd\""),
        ("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"1\" height=\"1\"><image href=\"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAdTAAAHUwCAYAAABmJ/i6\"/></svg>", "embeds a PNG that is 30000×30000 pixels"),
        ("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"1\" height=\"1\"><image href=\"data:image/jpeg;base64,/9j/4AAQ\"/></svg>", "embed PNG images (data:image/png;base64,…)"),
        ("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"1\" height=\"1\"><image href=\"data:image/png;base64,R0lGODlh\"/></svg>", "embeds a PNG that is not a PNG file"),
        ("<html xmlns=\"http://www.w3.org/1999/xhtml\"/>", "is not an SVG document (its root is <html>"),
        ("<svg width=\"1\" height=\"1\"/>", "is not an SVG document"),
        ("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"1\" height=\"1\"><rect></svg>", "is not well-formed XML (line 1, column"),
        ("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"0\" height=\"1\"/>", "is 0×1 px"),
        ("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"30000\" height=\"30000\"/>", "limited to 25 million pixels"),
        // A `>` inside the DOCTYPE's system literal must not hide the internal subset after it.
        ("<!DOCTYPE svg SYSTEM \"a>b\" [<!ATTLIST use href CDATA \"file:///etc/passwd\">]><svg xmlns=\"http://www.w3.org/2000/svg\" width=\"1\" height=\"1\"><use/></svg>",
         "has a DOCTYPE with declarations"),
    ])
    func refused(text: String, refusal: String) {
        switch SVGIconFile.icon(from: Array(text.utf8), file: "icon.svg") {
        case .success: Issue.record("accepted: \(text)")
        case .failure(let problem): #expect(problem.message.contains(refusal), "\(problem.message)")
        }
    }
}
