import Foundation
@testable import Scenec
import ScenecCairo
import ScenecTestSupport
import Testing

/// How a bundled scene's PDF, rendered back by poppler, differs from its PNG: shared by the PDF
/// output and PDF icon suites.
enum PDFAgreement {
    /// Our PNG at `scale` and the PDF rendered by `tool` at `72 × scale` dpi, both over white
    /// (poppler draws on white paper).
    static func compare(_ name: String, scale: Double, tool: Poppler.Rasteriser) throws -> BitmapDifference {
        let loaded = try SceneCompiler.load(path: PackagePaths.path("scenes/\(name).xml"))
        let png = try Bitmap.decodePNG(SceneCompiler.compile(loaded, format: .png, scale: scale).bytes)
        let folder = try TemporaryFolder(prefix: "pdf-agree")
        let pdf = folder.file("\(name).pdf")
        try Data(SceneCompiler.compile(loaded, format: .pdf, scale: scale).bytes).write(to: pdf)
        let rendered = try Bitmap.decodePNG(Poppler.run(tool.rawValue, ["-r", String(72 * scale), "-png", "-singlefile", pdf.path]
                                                        + (tool == .pdftocairo ? ["-"] : [])))
        let difference = try #require(BitmapDifference(Poppler.overWhite(png), Poppler.overWhite(rendered)),
                                      "\(png.width)×\(png.height) vs \(rendered.width)×\(rendered.height)")
        print("PDF agreement \(name) @\(scale)x via \(tool.rawValue): \(difference)")
        return difference
    }
}
