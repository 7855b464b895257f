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
