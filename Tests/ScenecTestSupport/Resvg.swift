import Foundation
import ScenecCairo
import ScenecCore
import Testing

/// resvg, a second independent SVG renderer (no fontconfig, no Cairo) the SVG output is checked
/// against. scripts/setup installs it (PyPI resvg-cli); where it is missing its tests are skipped with
/// `skipReason` shown, since it is not a Debian package a minimal machine has.
public enum Resvg {
    public static var path: String? { Executables.find("resvg") }

    public static let skipReason: Comment = "resvg is not installed (scripts/setup installs PyPI resvg-cli): the resvg agreement is not checked"

    /// resvg has no fontconfig: it gets exactly the font folders and generic families of
    /// Tests/Fonts/fonts.conf, so it draws text with the files our PNG uses.
    static let fontArguments: [String] = [
        "--skip-system-fonts",
        "--use-fonts-dir", "/usr/share/fonts/opentype/urw-base35",
        "--use-fonts-dir", "/usr/share/fonts/truetype/dejavu",
        "--font-family", "DejaVu Sans", "--sans-serif-family", "DejaVu Sans",
        "--serif-family", "DejaVu Serif", "--monospace-family", "DejaVu Sans Mono",
    ]

    /// Renders SVG text at `zoom` device pixels per point and decodes the PNG with our decoder.
    public static func render(svg: String, zoom: Double) throws -> Bitmap {
        let tool = try Executables.require("resvg", install: "run scripts/setup")
        let folder = try TemporaryFolder(prefix: "resvg")
        let input = try folder.write("in.svg", svg)
        let output = folder.file("out.png")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = fontArguments + ["--zoom", String(zoom), input.path, output.path]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw TestFailure("resvg failed with status \(process.terminationStatus): \(String(decoding: message, as: UTF8.self))")
        }
        return try Bitmap.decodePNG(Array(try Data(contentsOf: output)))
    }
}
