import Foundation
import Scenec
import ScenecCore
import ScenecTestSupport
import Testing

/// Issue 10: an SVG is laid out for one scale (crisp edges snapped to its pixels), so `scenec diff`
/// draws a scenec SVG at the scale it records, and `name@2x.svg` compares with `name@2x.png`.
@Suite struct DiffScaleTests {
    static let scene = #"<scene width="30" height="20" background="white"><rect x="3.3" y="2.6" width="20" height="10" stroke="black" crisp="true"/></scene>"#

    @Test func anSVGBuiltAtScale2IsDrawnAtScale2AndMatchesThePNGOfScale2() throws {
        let folder = try TemporaryFolder(prefix: "diff-scale")
        let scene = try folder.write("x.xml", Self.scene)
        for name in ["x@2x.svg", "x@2x.png"] {
            let output = try SceneCompiler.compile(path: scene.path, format: name.hasSuffix("svg") ? .svg : .png, scale: 2)
            _ = try folder.write(name, bytes: output.bytes)
        }
        let svgSide = try DiffRunner.load(folder.file("x@2x.svg").path, options: DiffRunner.Options())
        #expect(svgSide.bitmap?.width == 60 && svgSide.bitmap?.height == 40, "drawn at the recorded scale, not --scale 1")
        let report = try DiffRunner.run(before: folder.file("x@2x.svg").path, after: folder.file("x@2x.png").path,
                                        options: DiffRunner.Options())
        #expect(report.files.first?.status == .same, "\(report.files.map { ($0.status, $0.pixels.map { "\($0)" } ?? "") })")
    }

    @Test func anSVGWithoutARecordedScaleIsDrawnAtTheOptionsScale() throws {
        let folder = try TemporaryFolder(prefix: "diff-scale")
        let file = try folder.write("plain.svg", #"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="5"><rect width="10" height="5"/></svg>"#)
        let side = try DiffRunner.load(file.path, options: DiffRunner.Options(scale: 3))
        #expect(side.bitmap?.width == 30 && side.bitmap?.height == 15)
    }
}
