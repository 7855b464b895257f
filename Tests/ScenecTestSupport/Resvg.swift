import Foundation
import ScenecCore

/// resvg, a second independent SVG renderer (Rust; no fontconfig, librsvg or Cairo underneath), for checks
/// that an SVG draws the same in more than one renderer. Missing, it is a failure like rsvg-convert:
/// scripts/setup installs it (PyPI resvg-cli) and CI must prove the agreement.
public enum Resvg {
    /// resvg has no fontconfig: it gets exactly the font folders and generic families of
    /// Tests/Fonts/fonts.conf, so it draws text with the files our PNG uses.
    static let fontArguments: [String] = [
        "--skip-system-fonts",
        "--use-fonts-dir", "/usr/share/fonts/opentype/urw-base35",
        "--use-fonts-dir", "/usr/share/fonts/truetype/dejavu",
        "--use-fonts-dir", "/usr/share/fonts/truetype/wqy",
        "--use-fonts-dir", "/usr/share/fonts/truetype/noto",
        "--use-fonts-dir", PackagePaths.root.appendingPathComponent("scenes/fonts").path,
        "--font-family", "DejaVu Sans", "--sans-serif-family", "DejaVu Sans",
        "--serif-family", "DejaVu Serif", "--monospace-family", "DejaVu Sans Mono",
    ]

    /// Renders SVG text at `zoom` (device pixels per point) and decodes the PNG with our decoder.
    public static func render(svg: String, zoom: Double) throws -> Bitmap {
        let tool = try Executables.require("resvg", install: "run scripts/setup (PyPI resvg-cli)")
        let folder = try TemporaryFolder(prefix: "resvg")
        let input = try folder.write("in.svg", svg)
        let output = folder.file("out.png")
        return try RsvgConvert.run(tool, arguments: fontArguments + ["--zoom", String(zoom), input.path, output.path],
                                   output: output)
    }
}
