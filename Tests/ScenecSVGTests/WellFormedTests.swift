import Foundation
import ScenecCore
import ScenecTestSupport
import Testing
@testable import ScenecSVG

/// Checks the writer's output with libxml2's `xmllint`. CI needs it installed
/// (Debian: `apt-get install -y libxml2-utils`); the test fails when it is missing.
@Suite struct WellFormedTests {
    static func xmllintPath() throws -> String {
        try Executables.require("xmllint", install: "apt-get install -y libxml2-utils")
    }

    /// Runs `xmllint --noout -` on `text`; returns its exit status and error output.
    static func xmllint(_ text: String, at tool: String) throws -> (status: Int32, errors: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = ["--noout", "-"]
        let input = Pipe(), errors = Pipe()
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        try process.run()
        input.fileHandleForWriting.write(Data(text.utf8))
        try input.fileHandleForWriting.close()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: errorData, as: UTF8.self))
    }

    static let everything: RenderList = {
        var path = Path()
        path.move(to: Point(-5, 5))
        path.curve(to: Point(20, 20), control1: Point(0, -3.25), control2: Point(10.5, 0))
        path.line(to: Point(0, 20))
        path.close()
        let clip = Clip(geometry: .path(path), rule: .evenodd)
        let radial = RadialGradient(center: Point(50, 25), radius: 30, stops: [
            GradientStop(offset: 0, color: RGBA(white: 1, alpha: 0.4)), GradientStop(offset: 1, color: .black),
        ])
        return Fixture.list([
            Fixture.fill(.rect(0, 0, 100, 50), .solid(.white)),
            .beginGroup(GroupStyle(opacity: 0.5, clip: clip)),
            Fixture.fill(.rect(2, 2, 20, 20, radius: 4), .linearGradient(Fixture.verticalGradient)),
            .beginGroup(GroupStyle(opacity: 0.25)),
            Fixture.fill(.ellipse(Rect(x: 30, y: 5, width: 10, height: 10)), .radialGradient(radial)),
            Fixture.fill(.ellipse(Rect(x: 30, y: 5, width: 10, height: 20)), .solid(RGBA(red: 0, green: 0, blue: 1, alpha: 0.5))),
            .endGroup,
            .endGroup,
            .stroke(StrokeOp(geometry: .line(Point(0, 0.5), Point(100, 0.5)), paint: .solid(Fixture.red), width: 1,
                             clip: Clip(geometry: .rect(0, 0, 50, 50)))),
            Fixture.fill(.path(path), rule: .evenodd),
            .beginGroup(GroupStyle()),
        ])
    }()

    @Test func outputIsWellFormedXML() throws {
        let tool = try Self.xmllintPath()
        let result = try Self.xmllint(Fixture.svg(Self.everything), at: tool)
        #expect(result.status == 0, "\(result.errors)")
    }

    @Test func xmllintRejectsBrokenMarkup() throws {
        // Guards against the check above passing vacuously.
        let tool = try Self.xmllintPath()
        let result = try Self.xmllint("<svg><g></svg>\n", at: tool)
        #expect(result.status != 0)
    }

    @Test func escapedValuesStayWellFormed() throws {
        let tool = try Self.xmllintPath()
        let tag = XMLTag("svg", [.init("xmlns", "http://www.w3.org/2000/svg"), .init("data-x", ##"<&"'>"##)])
        let result = try Self.xmllint(tag.text(empty: true) + "\n", at: tool)
        #expect(result.status == 0, "\(result.errors)")
    }
}

/// Issue 10: every SVG the writer produces is valid SVG 1.1 (the DTD, not only well-formed XML).
@Suite struct SVG11ValidityTests {
    static let bitmap = Bitmap(width: 2, height: 1, pixels: [255, 0, 0, 255, 0, 0, 255, 128])

    /// Every op kind but text (the scenes' test in ScenecRenderTests covers text): groups with clips
    /// and opacity, fills, strokes, blurs (both filter regions), an embedded and a linked image.
    static let allOps: RenderList = {
        var ops = WellFormedTests.everything.items.map(\.op)
        ops += [
            .endGroup,
            .blurredFill(BlurredFillOp(geometry: .rect(10, 10, 30, 20), sigma: 2, color: .black,
                                       clip: Clip(geometry: .rect(0, 0, 50, 50)))),
            .blurredFill(BlurredFillOp(geometry: .rect(10, 10, 30, 0), sigma: 1, color: .black)),
            .image(ImageOp(bitmap: bitmap, frame: Rect(x: 0, y: 0, width: 8, height: 4))),
            .image(ImageOp(bitmap: bitmap, frame: Rect(x: 0, y: 0, width: 8, height: 4),
                           link: ImageLink(href: "images/a b.png", width: 2, height: 1, transform: AffineTransform(a: 4, b: 0, c: 0, d: 4, e: 0, f: 0)))),
        ]
        return Fixture.list(ops)
    }()

    @Test func everyOpKindIsValidSVG11() throws {
        let result = try SVG11DTD.validate(Fixture.svg(Self.allOps))
        #expect(result.status == 0 && result.errors.isEmpty, "\(result.errors)")
    }

    @Test func theValidatorRefusesWhatSVG11DoesNotHave() throws {
        // Guards against the check above passing vacuously: SVG 2's bare href and data-* are not SVG 1.1.
        let svg = ##"<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="1" height="1" data-x="1"><use href="#a"/></svg>"##
        let result = try SVG11DTD.validate(svg)
        #expect(result.status != 0)
        #expect(result.errors.contains("data-x") && result.errors.contains("href"), "\(result.errors)")
    }
}
