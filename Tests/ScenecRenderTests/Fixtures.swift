import Foundation
import Scenec
import ScenecCairo
import ScenecCore
import Testing

/// Paths of the package, found from this file so tests run from any working directory.
enum Fixtures {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let scenesFolder = packageRoot.appendingPathComponent("scenes")
    static let goldensFolder = packageRoot.appendingPathComponent("Tests/ScenecRenderTests/Goldens")
    /// Failed comparisons leave their actual output and a diff image here.
    static let failuresFolder = packageRoot.appendingPathComponent(".build/test-failures")

    /// `SCENEC_UPDATE_GOLDENS=1 swift test` rewrites the goldens instead of comparing.
    static var updatingGoldens: Bool { ProcessInfo.processInfo.environment["SCENEC_UPDATE_GOLDENS"] == "1" }

    /// Every scene in scenes/, by file name, sorted.
    static var sceneNames: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: scenesFolder.path)) ?? []
        return names.filter { $0.hasSuffix(".xml") }.sorted()
    }

    static func scenePath(_ name: String) -> String { scenesFolder.appendingPathComponent(name).path }

    static func renderList(scene name: String, scale: Double) throws -> RenderList {
        RenderTestFonts.install()
        let loaded = try SceneCompiler.load(path: scenePath(name))
        return try SceneCompiler.renderList(for: loaded, scale: scale)
    }

    /// Compiles scene XML given inline.
    static func renderList(xml: String, scale: Double) throws -> RenderList {
        RenderTestFonts.install()
        let loaded = try SceneCompiler.load(source: Array(xml.utf8), file: "inline.xml")
        return try SceneCompiler.renderList(for: loaded, scale: scale)
    }

    static func writeFailure(_ name: String, _ bytes: [UInt8]) {
        try? FileManager.default.createDirectory(at: failuresFolder, withIntermediateDirectories: true)
        FileManager.default.createFile(atPath: failuresFolder.appendingPathComponent(name).path, contents: Data(bytes))
    }
}

/// Pins the fonts: every render test (and rsvg-convert, which inherits the environment) sees only the
/// fonts named in Tests/Fonts/fonts.conf, so pixels are the same on every machine. Called before any
/// Pango or fontconfig use.
enum RenderTestFonts {
    static let configPath = Fixtures.packageRoot.appendingPathComponent("Tests/Fonts/fonts.conf").path
    private static let installed: Bool = {
        setenv("FONTCONFIG_FILE", configPath, 1)
        return true
    }()
    static func install() { _ = installed }
}

/// rsvg-convert, the independent renderer our SVG is checked with. Missing is a failure, not a skip.
enum RSVG {
    static let path: String? = {
        let search = (ProcessInfo.processInfo.environment["PATH"] ?? "") + ":/usr/bin:/usr/local/bin"
        return search.split(separator: ":").map { "\($0)/rsvg-convert" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    static func render(svg: String, zoom: Double) throws -> Bitmap {
        guard let path else { throw TestFailure("rsvg-convert is not installed: run scripts/setup") }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scenec-rsvg-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("in.svg"), output = folder.appendingPathComponent("out.png")
        try svg.write(to: input, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = ["-z", String(zoom), "-o", output.path, input.path]
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw TestFailure("rsvg-convert failed with status \(process.terminationStatus)") }
        return try Bitmap.decodePNG(Array(try Data(contentsOf: output)))
    }
}

struct TestFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// Per-channel differences between two same-sized bitmaps, in 0...255 units.
struct BitmapDifference {
    var mean: Double
    var percentile99: Int
    var maximum: Int

    init?(_ a: Bitmap, _ b: Bitmap) {
        guard a.width == b.width, a.height == b.height else { return nil }
        var histogram = [Int](repeating: 0, count: 256)
        var sum = 0
        for i in a.pixels.indices {
            let d = abs(Int(a.pixels[i]) - Int(b.pixels[i]))
            histogram[d] += 1
            sum += d
        }
        let count = max(a.pixels.count, 1)
        mean = Double(sum) / Double(count)
        maximum = histogram.lastIndex { $0 > 0 } ?? 0
        var seen = 0
        percentile99 = 0
        for (d, n) in histogram.enumerated() {
            seen += n
            if Double(seen) >= 0.99 * Double(count) {
                percentile99 = d
                break
            }
        }
    }

    /// Changed pixels in red over a faded copy of `b`, for a human to look at after a failure.
    static func image(_ a: Bitmap, _ b: Bitmap) -> Bitmap {
        var out = Bitmap(width: b.width, height: b.height)
        for y in 0..<min(a.height, b.height) {
            for x in 0..<min(a.width, b.width) {
                let p = a.pixel(x: x, y: y), q = b.pixel(x: x, y: y)
                let dr = abs(Int(p.r) - Int(q.r)), dg = abs(Int(p.g) - Int(q.g))
                let db = abs(Int(p.b) - Int(q.b)), da = abs(Int(p.a) - Int(q.a))
                let d = max(max(dr, dg), max(db, da))
                if d > 8 {
                    out.setPixel(x: x, y: y, RGBA8(r: 255, g: 0, b: 0, a: 255))
                } else {
                    let luminance: Int = (Int(q.r) + Int(q.g) + Int(q.b)) / 3
                    let grey = UInt8(255 - (255 - luminance) / 4)
                    out.setPixel(x: x, y: y, RGBA8(r: grey, g: grey, b: grey, a: 255))
                }
            }
        }
        return out
    }
}
