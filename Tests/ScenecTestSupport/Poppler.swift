import Foundation
import ScenecCore

/// poppler-utils (scripts/setup installs it), an independent reader of our PDFs; a missing tool fails
/// the test.
public enum Poppler {
    /// pdftocairo draws with cairo, as our PNG backend does; pdftoppm with poppler's own Splash.
    public enum Rasteriser: String, Sendable { case pdftoppm, pdftocairo }

    /// Runs `tool` with `arguments` and returns what it wrote to standard output.
    public static func run(_ tool: String, _ arguments: [String]) throws -> [UInt8] {
        let path = try Executables.require(tool, install: "run scripts/setup (poppler-utils)")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw TestFailure("\(tool) exited with \(process.terminationStatus)") }
        return Array(data)
    }

    /// `bitmap` composited over white and made opaque: poppler draws on white paper, so a transparent
    /// PNG is compared with a PDF rendering after this.
    public static func overWhite(_ bitmap: Bitmap) -> Bitmap {
        var copy = bitmap
        for i in stride(from: 0, to: copy.pixels.count, by: 4) {
            let a = Int(copy.pixels[i + 3])
            for c in i..<(i + 3) {
                copy.pixels[c] = UInt8((Int(copy.pixels[c]) * a + 255 * (255 - a) + 127) / 255)
            }
            copy.pixels[i + 3] = 255
        }
        return copy
    }
}
