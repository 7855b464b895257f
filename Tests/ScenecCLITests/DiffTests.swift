import Foundation
import Scenec
import ScenecTestSupport
import Testing

// `scenec diff`: text diff with scene origins, antialiasing-tolerant pixel counts, diff.png, folder
// comparisons and the HTML review page (issue #5).

/// Four rects in a row, 20 × 20 pt each at x = 5, 30, 55, 80; the third one's fill is `third`.
func rowScene(third: String) -> String {
    """
    <scene width="110" height="40" background="white">
      <rect id="k1" x="5" y="10" width="20" height="20" fill="#3366cc" corner-radius="3"/>
      <rect id="k2" x="30" y="10" width="20" height="20" fill="#3366cc" corner-radius="3"/>
      <rect id="k3" x="55" y="10" width="20" height="20" fill="\(third)" corner-radius="3"/>
      <rect id="k4" x="80" y="10" width="20" height="20" fill="#3366cc" corner-radius="3"/>
    </scene>
    """
}

/// Pixels of a PNG file through the library's own decoder (the diff side loader).
func redPixels(of path: String) throws -> (width: Int, height: Int, red: [(Int, Int)]) {
    let side = try DiffRunner.load(path, options: DiffRunner.Options())
    let bitmap = try #require(side.bitmap)
    var red: [(Int, Int)] = []
    for y in 0..<bitmap.height {
        for x in 0..<bitmap.width {
            let p = bitmap.pixel(x: x, y: y)
            if p.r == 255 && p.g == 0 && p.b == 0 { red.append((x, y)) }
        }
    }
    return (bitmap.width, bitmap.height, red)
}

@Suite("scenec diff")
struct DiffTests {
    @Test("identical scenes exit 0 and say so")
    func identical() throws {
        let folder = try TemporaryFolder()
        try folder.write("before.xml", rowScene(third: "#3366cc"))
        try folder.write("after.xml", rowScene(third: "#3366cc"))
        let result = try folder.run(["diff", "before.xml", "after.xml", "-o", "diff.png"])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("no changes"), "\(result.stdout)")
        let image = try redPixels(of: folder.file("diff.png").path)
        #expect(image.red.isEmpty)
    }

    @Test("a changed fill: exit 1, red pixels only inside that rect's frame, the SVG line annotated", arguments: [1.0, 2.0])
    func changedFill(scale: Double) throws {
        let folder = try TemporaryFolder()
        try folder.write("before.xml", rowScene(third: "#3366cc"))
        try folder.write("after.xml", rowScene(third: "#cc3333"))
        let result = try folder.run(["diff", "before.xml", "after.xml", "-o", "diff.png", "--scale", String(scale)])
        #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
        let image = try redPixels(of: folder.file("diff.png").path)
        #expect(image.width == Int(110 * scale) && image.height == Int(40 * scale), "diff.png has the rendered size")
        #expect(image.red.count > Int(200 * scale * scale), "most of the rect is red: \(image.red.count)")
        let frame = (x: 55 * scale, y: 10 * scale, w: 20 * scale, h: 20 * scale)
        #expect(image.red.allSatisfy { Double($0.0) >= frame.x && Double($0.0) < frame.x + frame.w && Double($0.1) >= frame.y && Double($0.1) < frame.y + frame.h },
                "red pixels outside k3's frame: \(image.red.filter { Double($0.0) < frame.x || Double($0.0) >= frame.x + frame.w }.prefix(5))")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("-") && $0.contains("#3366cc") && $0.contains("<rect id=\"k3\"> at before.xml:4") }, "\(result.stdout)")
        #expect(lines.contains { $0.hasPrefix("+") && $0.contains("#cc3333") && $0.contains("<rect id=\"k3\"> at after.xml:4") }, "\(result.stdout)")
        #expect(!lines.contains { ($0.hasPrefix("+") || $0.hasPrefix("-")) && $0.contains("k2") }, "only k3's line changed: \(result.stdout)")
    }

    @Test("a changed key label: exit 1, red pixels only inside that key's frame")
    func changedLabel() throws {
        // Four keys (a rounded rect and a centred label each); only the third key's label changes.
        func keys(third: String) -> String {
            let labels = ["Q", "W", third, "R"]
            let body = labels.enumerated().map { index, label in
                """
                <group id="key\(index)" x="\(5 + index * 30)" y="5" width="26" height="30">
                  <rect width="26" height="30" corner-radius="4" fill="#f1f1f3" stroke="rgba(0,0,0,0.4)"/>
                  <text width="26" height="30" align="center" valign="middle" font-size="17">\(label)</text>
                </group>
                """
            }.joined(separator: "\n")
            return "<scene width=\"130\" height=\"40\" background=\"white\">\n\(body)\n</scene>"
        }
        let folder = try TemporaryFolder()
        try folder.write("before.xml", keys(third: "E"))
        try folder.write("after.xml", keys(third: "X"))
        let result = try folder.run(["diff", "before.xml", "after.xml", "-o", "diff.png", "--scale", "2"])
        #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
        let image = try redPixels(of: folder.file("diff.png").path)
        #expect(image.red.count > 20, "the label's ink changed: \(image.red.count)")
        let frame = (x: 65.0 * 2, y: 5.0 * 2, w: 26.0 * 2, h: 30.0 * 2)
        #expect(image.red.allSatisfy { Double($0.0) >= frame.x && Double($0.0) < frame.x + frame.w && Double($0.1) >= frame.y && Double($0.1) < frame.y + frame.h },
                "red pixels outside the third key: \(image.red.prefix(5))")
    }

    @Test("the diff's SVG lines are exactly the SVG that build writes (the origin-mapped writer matches SVGWriter)")
    func originMappedWriterMatchesBuild() throws {
        let folder = try TemporaryFolder()
        try folder.write("x.xml", Scenes.good)
        #expect(try folder.run(["build", "x.xml", "-o", "x@2x.svg"]).status == 0)
        let built = try #require(folder.bytes("x@2x.svg").flatMap { String(bytes: $0, encoding: .utf8) })
        let side = try DiffRunner.load(folder.file("x.xml").path, options: DiffRunner.Options(scale: 2))
        let lines = try #require(side.svgLines)
        // The build's file also carries its up-to-date key on the second line; nothing else differs.
        var builtLines = built.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(builtLines.count > 1 && builtLines[1].hasPrefix("<!-- scenec-key: "), "\(built.prefix(200))")
        if builtLines.count > 1 { builtLines.remove(at: 1) }
        #expect(lines.joined(separator: "\n") + "\n" == builtLines.joined(separator: "\n"))
        #expect(side.origins?.contains { $0 != nil } == true, "body lines carry their scene element")
    }

    @Test("a shape moved by a fraction of a pixel is antialiasing, not a change")
    func antialiasingTolerance() throws {
        let folder = try TemporaryFolder()
        try folder.write("before.xml", ##"<scene width="60" height="40" background="white"><ellipse x="15" y="10" width="30" height="20" fill="#222"/></scene>"##)
        try folder.write("after.xml", ##"<scene width="60" height="40" background="white"><ellipse x="15.2" y="10" width="30" height="20" fill="#222"/></scene>"##)
        let result = try folder.run(["diff", "before.xml", "after.xml"])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    }

    @Test("PNG against PNG and scene against its own PNG")
    func pngSides() throws {
        let folder = try TemporaryFolder()
        try folder.write("a.xml", rowScene(third: "#3366cc"))
        try folder.write("b.xml", rowScene(third: "#cc3333"))
        #expect(try folder.run(["build", "a.xml", "-o", "a.png"]).status == 0)
        #expect(try folder.run(["build", "b.xml", "-o", "b.png"]).status == 0)
        #expect(try folder.run(["diff", "a.png", "b.png"]).status == 1)
        #expect(try folder.run(["diff", "a.xml", "a.png"]).status == 0)
    }

    @Test("SVG sides are drawn in-process: SVG against PNG works with no rsvg-convert on PATH")
    func svgSidesWithoutRsvgConvert() throws {
        let folder = try TemporaryFolder()
        try folder.write("a.xml", rowScene(third: "#3366cc"))
        try folder.write("b.xml", rowScene(third: "#cc3333"))
        #expect(try folder.run(["build", "a.xml", "-o", "a.svg"]).status == 0)
        #expect(try folder.run(["build", "a.xml", "-o", "a.png"]).status == 0)
        #expect(try folder.run(["build", "b.xml", "-o", "b.png"]).status == 0)
        let noTools = ["PATH": folder.path]
        let same = try folder.run(["diff", "a.svg", "a.png", "-o", "same.png"], environment: noTools)
        #expect(same.status == 0, "\(same.stdout)\(same.stderr)")
        let changed = try folder.run(["diff", "a.svg", "b.png", "-o", "changed.png"], environment: noTools)
        #expect(changed.status == 1, "\(changed.stdout)\(changed.stderr)")
        #expect(try redPixels(of: folder.file("changed.png").path).red.count > 200, "the third rect changed")
        #expect(changed.stderr.isEmpty, "\(changed.stderr)")
    }

    @Test("a missing side exits 3; a bad scene side exits 1 with located errors")
    func errors() throws {
        let folder = try TemporaryFolder()
        try folder.write("a.xml", rowScene(third: "#3366cc"))
        try folder.write("bad.xml", Scenes.bad)
        #expect(try folder.run(["diff", "a.xml", "missing.xml"]).status == 3)
        let bad = try folder.run(["diff", "a.xml", "bad.xml"])
        #expect(bad.status == 1)
        #expect(bad.stderrLines.contains { isLocatedError($0, file: "bad.xml") }, "\(bad.stderr)")
        #expect(try folder.run(["diff", "a.xml", "a.xml", "--threshold", "2"]).status == 2)
    }

    @Test("two folders: added, removed and changed files are listed; unchanged ones are not")
    func folders() throws {
        let folder = try TemporaryFolder()
        try folder.write("before/same.xml", rowScene(third: "#3366cc"))
        try folder.write("before/keys/changed.xml", rowScene(third: "#3366cc"))
        try folder.write("before/gone.xml", rowScene(third: "#3366cc"))
        try folder.write("after/same.xml", rowScene(third: "#3366cc"))
        try folder.write("after/keys/changed.xml", rowScene(third: "#cc3333"))
        try folder.write("after/new.xml", rowScene(third: "#3366cc"))
        let result = try folder.run(["diff", "before", "after", "-o", "diffs", "--report", "review.html"])
        #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains("changed: keys/changed.xml (400 pixels changed)") || lines.contains { $0.hasPrefix("changed: keys/changed.xml") }, "\(result.stdout)")
        #expect(lines.contains("added: new.xml"), "\(result.stdout)")
        #expect(lines.contains("removed: gone.xml"), "\(result.stdout)")
        #expect(!lines.contains { $0.contains("same.xml") }, "\(result.stdout)")
        #expect(folder.exists("diffs/keys/changed.xml.diff.png"))
        let html = try #require(folder.bytes("review.html").flatMap { String(bytes: $0, encoding: .utf8) })
        #expect(html.contains("keys/changed.xml") && html.contains("new.xml") && html.contains("gone.xml"))
    }

    @Test("--report writes one valid, self-contained HTML page with before, after and difference")
    func htmlReport() throws {
        let folder = try TemporaryFolder()
        try folder.write("before.xml", rowScene(third: "#3366cc"))
        try folder.write("after.xml", rowScene(third: "#cc3333"))
        let result = try folder.run(["diff", "before.xml", "after.xml", "--report", "review.html"])
        #expect(result.status == 1)
        let html = try #require(folder.bytes("review.html").flatMap { String(bytes: $0, encoding: .utf8) })
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        for kind in ["before", "after", "difference"] {
            #expect(html.contains("<img class=\"\(kind)\" alt=\"\(kind)\" src=\"data:image/png;base64,"), "\(kind) image inlined")
        }
        #expect(html.contains("type=\"range\""), "a slider between before and after")
        #expect(html.contains("&lt;rect"), "the SVG diff is HTML-escaped")
        #expect(!html.contains("src=\"http") && !html.contains("href=\"http"), "nothing loaded from elsewhere")

        let lint = Process()
        lint.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        lint.arguments = ["xmllint", "--html", "--noout", folder.file("review.html").path]
        let errors = Pipe()
        lint.standardError = errors
        try lint.run()
        let output = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        lint.waitUntilExit()
        #expect(lint.terminationStatus == 0, "\(output)")
        #expect(output.isEmpty, "xmllint --html complains: \(output)")
    }
}
