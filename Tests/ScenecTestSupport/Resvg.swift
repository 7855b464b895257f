import Foundation
import ScenecCore

/// resvg, a second independent SVG renderer (Rust, no librsvg or cairo underneath), for checks that an
/// SVG draws the same in more than one renderer. Missing, it is a failure: scripts/setup installs it.
public enum Resvg {
    /// Renders SVG text at `zoom` (device pixels per point) and decodes the PNG with our decoder.
    public static func render(svg: String, zoom: Double) throws -> Bitmap {
        let tool = try Executables.require("resvg", install: "run scripts/setup")
        let folder = try TemporaryFolder(prefix: "resvg")
        let input = try folder.write("in.svg", svg)
        return try RsvgConvert.run(tool, arguments: ["-z", String(zoom), input.path, folder.path("out.png")],
                                   output: folder.file("out.png"))
    }
}
