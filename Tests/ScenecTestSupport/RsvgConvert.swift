import Foundation
import ScenecCairo
import ScenecCore

/// rsvg-convert, the independent renderer our SVG output is checked against. A missing rsvg-convert is
/// a failure, not a skip: scripts/setup installs it, and CI must prove the agreement.
public enum RsvgConvert {
    /// Renders SVG text at `zoom` (device pixels per point) and decodes the PNG with our decoder.
    /// Relative references in the SVG resolve against a scratch folder, so use `render(svgFile:)` for
    /// documents that link files.
    public static func render(svg: String, zoom: Double) throws -> Bitmap {
        let folder = try TemporaryFolder(prefix: "rsvg")
        let input = try folder.write("in.svg", svg)
        return try render(svgFile: input.path, zoom: zoom)
    }

    /// Renders the SVG file at `path` at `zoom`; references inside it resolve next to the file.
    public static func render(svgFile path: String, zoom: Double = 1) throws -> Bitmap {
        let tool = try Executables.require("rsvg-convert", install: "run scripts/setup")
        let folder = try TemporaryFolder(prefix: "rsvg-out")
        let output = folder.file("out.png")
        return try run(tool, arguments: ["-z", String(zoom), "-o", output.path, path], output: output)
    }

    /// Runs an SVG renderer (`tool` with `arguments`) and decodes the PNG it wrote to `output`.
    static func run(_ tool: String, arguments: [String], output: URL) throws -> Bitmap {
        // The renderer inherits the environment: it sets text in the pinned fonts, as Cairo does.
        TestFonts.install()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw TestFailure("\(tool) failed with status \(process.terminationStatus) on \(arguments.joined(separator: " "))")
        }
        return try Bitmap.decodePNG(Array(try Data(contentsOf: output)))
    }
}
