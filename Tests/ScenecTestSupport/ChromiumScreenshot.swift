import Foundation
import ScenecCairo
import ScenecCore

/// Headless Chromium drawing an SVG file, as scripts/svg-agreement does: software raster, white
/// background, a window of at least 500 × 500 CSS px whose top-left holds the drawing. The renderer
/// `--svg-fonts embed` is for; a missing Chromium is a failure (scripts/setup installs it).
public enum ChromiumScreenshot {
    /// `svg` (a scene of `width` × `height` points) drawn at `zoom` device pixels per point, cropped to
    /// the drawing. `withoutSceneFonts`: Chromium's fontconfig is the tests' (Tests/Fonts/fonts.conf)
    /// without the gallery's font folder, so Inter can come only from the SVG's own `@font-face`.
    public static func render(svg: String, width: Int, height: Int, zoom: Double, withoutSceneFonts: Bool) throws -> Bitmap {
        let chromium = try Executables.require("chromium", install: "run scripts/setup (Debian package chromium)")
        let folder = try TemporaryFolder(prefix: "chromium-svg")
        let input = try folder.write("in.svg", svg)
        var environment = ProcessInfo.processInfo.environment
        environment["FONTCONFIG_FILE"] = TestFonts.configPath
        if withoutSceneFonts {
            let config = try String(contentsOfFile: TestFonts.configPath, encoding: .utf8)
                .replacingOccurrences(of: #"<dir prefix="relative">../../scenes/fonts</dir>"#, with: "")
            guard !config.contains("scenes/fonts") else { throw TestFailure("Tests/Fonts/fonts.conf names scenes/fonts in another way") }
            environment["FONTCONFIG_FILE"] = try folder.write("fonts.conf", config).path
        }
        let shot = folder.file("shot.png")
        let log = folder.file("chromium.log").path
        let process = try ChildProcess.start([
            chromium, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
            "--user-data-dir=\(folder.file("profile").path)", "--default-background-color=ffffffff",
            "--force-device-scale-factor=\(zoom)", "--window-size=\(max(width, 500)),\(max(height, 500))",
            "--screenshot=\(shot.path)", input.absoluteString,
        ], directory: folder.path, environment: environment, output: log, errors: log)
        // Chromium draws a small SVG in a few seconds; three minutes is a hung browser, not a slow one.
        let deadline = Date().addingTimeInterval(180)
        var status = process.poll()
        while status == nil, Date() < deadline {
            usleep(50_000)
            status = process.poll()
        }
        guard let status else {
            process.kill()
            _ = process.wait()
            throw TestFailure("chromium did not finish in 180 s")
        }
        guard status == 0, let png = folder.bytes("shot.png") else {
            throw TestFailure("chromium failed (\(status)): \(String(decoding: folder.bytes("chromium.log") ?? [], as: UTF8.self).suffix(2000))")
        }
        return crop(try Bitmap.decodePNG(png), width: Int((Double(width) * zoom).rounded()), height: Int((Double(height) * zoom).rounded()))
    }

    /// The top-left `width` × `height` pixels of `bitmap`.
    static func crop(_ bitmap: Bitmap, width: Int, height: Int) -> Bitmap {
        let width = min(width, bitmap.width), height = min(height, bitmap.height)
        var pixels: [UInt8] = []
        pixels.reserveCapacity(width * height * 4)
        for row in 0..<height {
            let start = row * bitmap.width * 4
            pixels += bitmap.pixels[start..<start + width * 4]
        }
        return Bitmap(width: width, height: height, pixels: pixels)
    }
}
