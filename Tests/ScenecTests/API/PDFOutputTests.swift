import Foundation
@testable import Scenec
import ScenecCairo
import ScenecTestSupport
import Testing

/// PDF output, checked with poppler (an independent reader): rendered back with pdftoppm at the PNG's
/// resolution it agrees with our PNG, its text is extractable with pdftotext, and its bytes are stable.
@Suite("PDF output")
struct PDFOutputTests {
    /// The bundled scenes without blurred effects, and the ones with them (shadows, shines, glows).
    static let sharpScenes = ["rects", "rows-and-columns", "shapes-and-gradients", "orientation", "reflection"]
    static let blurredScenes = ["data-circles", "effects", "effects-1-2", "ipad-keyboard-landscape", "ipad-keyboard-portrait", "text"]

    // Measured at @2x (mean per channel over white, in 1/255): through pdftocairo (poppler's cairo
    // rasteriser, like our PNG's) sharp scenes 0.001–0.93 (rects' hairlines), blurred ones 0.03–0.78 (0.08–0.13 at @3x; text
    // shown as hinted glyphs instead of filled outlines is most of it); through pdftoppm (poppler's own
    // Splash rasteriser) 0.2–2.48, most from its image resampling (orientation) and small text (the keyboards).
    @Test("a scene without blur renders back through pdftocairo like its PNG (mean ≤ 1/255)", arguments: sharpScenes)
    func sharpAgreement(name: String) throws {
        let difference = try PDFAgreement.compare(name, scale: 2, tool: .pdftocairo)
        #expect(difference.mean <= 1, "\(name): \(difference)")
    }

    @Test("a scene with blurred effects renders back through pdftocairo like its PNG (mean ≤ 1/255)", arguments: blurredScenes)
    func blurredAgreement(name: String) throws {
        let difference = try PDFAgreement.compare(name, scale: 2, tool: .pdftocairo)
        #expect(difference.mean <= 1, "\(name): \(difference)")
    }

    @Test("at @3x, past the masks' resolution, blurred scenes still render back like the PNG (mean ≤ 1/255)",
          arguments: ["data-circles", "effects"])
    func blurredAgreementAt3x(name: String) throws {
        let difference = try PDFAgreement.compare(name, scale: 3, tool: .pdftocairo)
        #expect(difference.mean <= 1, "\(name): \(difference)")
    }

    @Test("every scene renders back through pdftoppm (another rasteriser) like its PNG (mean ≤ 3/255)",
          arguments: sharpScenes + blurredScenes)
    func splashAgreement(name: String) throws {
        let difference = try PDFAgreement.compare(name, scale: 2, tool: .pdftoppm)
        #expect(difference.mean <= 3, "\(name): \(difference)")
    }

    @Test("the page is the scene's size in points at any scale, and the text is selectable")
    func pageAndText() throws {
        let loaded = try SceneCompiler.load(path: PackagePaths.path("scenes/ipad-keyboard-landscape.xml"))
        let at1 = try SceneCompiler.compile(loaded, format: .pdf, scale: 1).bytes
        let at3 = try SceneCompiler.compile(loaded, format: .pdf, scale: 3).bytes
        #expect(String(decoding: at1, as: UTF8.self).contains("/MediaBox [ 0 0 1024 352 ]"))
        #expect(String(decoding: at3, as: UTF8.self).contains("/MediaBox [ 0 0 1024 352 ]"))
        let folder = try TemporaryFolder(prefix: "pdf-text")
        let pdf = folder.file("k.pdf")
        try Data(at1).write(to: pdf)
        let text = try Poppler.run("pdftotext", [pdf.path, "-"])
        let words = Set(String(decoding: text, as: UTF8.self).split(whereSeparator: \.isWhitespace).map(String.init))
        for word in ["Q", "W", "E", "R", "T", "Y", "A", "S", "D", "Z", "M"] {
            #expect(words.contains(word), "pdftotext found \(words.sorted())")
        }
    }

    @Test("equal scenes give identical bytes: no date, no random names")
    func deterministic() throws {
        let path = PackagePaths.path("scenes/effects.xml")
        let first = try SceneCompiler.compile(path: path, format: .pdf, scale: 2).bytes
        let second = try SceneCompiler.compile(path: path, format: .pdf, scale: 2).bytes
        #expect(first == second)
        let text = String(decoding: first, as: UTF8.self)
        #expect(text.contains("/CreationDate (20000101000000Z)"), "the fixed date")
        #expect(text.hasPrefix("%PDF-1.5"))
    }
}
