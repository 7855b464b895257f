import Foundation
@testable import Scenec
import ScenecCairo
import ScenecCore
import ScenecTestSupport
import Testing

/// SVG icons in PDF output are vectors (librsvg draws into the PDF surface): poppler renders them back
/// sharp at any resolution, and like our PNG.
@Suite("PDF output: SVG icons")
struct PDFIconTests {
    @Test("the toolbar scene renders back through poppler like its PNG at @3x")
    func toolbarAgrees() throws {
        let splash = try PDFAgreement.compare("toolbar", scale: 3, tool: .pdftoppm)
        #expect(splash.mean <= 3, "\(splash)")
        let cairo = try PDFAgreement.compare("toolbar", scale: 3, tool: .pdftocairo)
        #expect(cairo.mean <= 1, "\(cairo)")
    }

    @Test("an icon in a PDF read back at 216 dpi has edges one pixel wide: vectors, not a bitmap")
    func sharpAt3x() throws {
        let folder = try TemporaryFolder(prefix: "pdf-icon")
        try folder.write("icons/half.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\" height=\"10\"><rect width=\"5\" height=\"10\" fill=\"#0000ff\"/><circle cx=\"7.5\" cy=\"5\" r=\"1.5\" fill=\"#000000\"/></svg>")
        try folder.write("scene.xml", "<scene width=\"40\" height=\"40\" background=\"white\"><image href=\"icons/half.svg\" width=\"40\" height=\"40\"/></scene>")
        let loaded = try SceneCompiler.load(path: folder.path("scene.xml"))
        try Data(SceneCompiler.compile(loaded, format: .pdf, scale: 1).bytes).write(to: folder.file("out.pdf"))
        let bitmap = try Bitmap.decodePNG(Poppler.run("pdftocairo", ["-r", "216", "-png", "-singlefile", folder.path("out.pdf"), "-"]))
        #expect(bitmap.width == 120 && bitmap.height == 120)
        let blue = RGBA8(r: 0, g: 0, b: 255, a: 255), white = RGBA8(r: 255, g: 255, b: 255, a: 255)
        #expect(bitmap.pixel(x: 59, y: 60).isClose(to: blue, within: 2) && bitmap.pixel(x: 60, y: 60).isClose(to: white, within: 2))
        let edges = (0..<120).filter { x in
            let p = bitmap.pixel(x: x, y: 60)
            return ![blue, white, RGBA8(r: 0, g: 0, b: 0, a: 255)].contains { p.isClose(to: $0, within: 2) }
        }
        #expect(edges.count <= 2, "\(edges)")
    }
}
