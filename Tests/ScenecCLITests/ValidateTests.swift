import Foundation
import ScenecTestSupport
import Testing

// `scenec validate`: the schema and the semantic rules, without rendering (shared/cli.md).

@Suite("scenec validate")
struct ValidateTests {
    @Test("a good scene validates: exit 0, no errors, nothing written")
    func goodScene() throws {
        let folder = try TemporaryFolder()
        try folder.write("good.xml", Scenes.good)
        let result = try folder.run(["validate", "good.xml"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stderr.contains("error:"), "\(result.stderr)")
        #expect(folder.allFiles() == ["good.xml"])
    }

    @Test("a bad scene exits 1 with every error, located and in file order")
    func badScene() throws {
        let folder = try TemporaryFolder()
        try folder.write("bad.xml", Scenes.bad)
        let result = try folder.run(["validate", "bad.xml"])
        #expect(result.status == 1, "\(result.stderr)")
        let lines = result.stderrLines
        #expect(lines.allSatisfy { isLocatedError($0, file: "bad.xml") }, "\(result.stderr)")
        #expect(lines.contains { $0.hasPrefix("bad.xml:3:") && $0.contains("unknown colour \"gren\"") }, "\(result.stderr)")
        #expect(lines.contains { $0.hasPrefix("bad.xml:4:3: error: unknown element <rectt> (did you mean <rect>?)") }, "\(result.stderr)")
        #expect(lines.contains { $0.hasPrefix("bad.xml:5:9: error: unknown attribute 'widht' on <rect> (did you mean 'width'?)") }, "\(result.stderr)")
        #expect(lines.contains { $0.hasPrefix("bad.xml:5:3: error: <rect> needs a width") }, "\(result.stderr)")
        let lineNumbers = lines.compactMap { Int($0.split(separator: ":")[1]) }
        #expect(lineNumbers == lineNumbers.sorted(), "\(result.stderr)")
        #expect(folder.allFiles() == ["bad.xml"])
    }

    @Test("a value that only a theme's token makes invalid is found: every declared theme is checked")
    func everyTheme() throws {
        let folder = try TemporaryFolder()
        try folder.write("themed.xml", """
            <scene width="20" height="10" version="1.1">
              <tokens><token name="brand" value="#ff0000"/></tokens>
              <tokens theme="dark"><token name="brand" value="#zz0000"/></tokens>
              <rect width="100%" height="100%" fill="{brand}"/>
            </scene>
            """)
        let result = try folder.run(["validate", "themed.xml"])
        #expect(result.status == 1, "\(result.stderr)")
        let colour = result.stderrLines.filter { $0.contains("invalid colour \"#zz0000\"") }
        #expect(colour.count == 1 && colour.allSatisfy { isLocatedError($0, file: "themed.xml") && $0.hasPrefix("themed.xml:4:") }, "\(result.stderr)")
    }

    @Test("several scenes: all are checked, exit 1 if any is bad")
    func severalScenes() throws {
        let folder = try TemporaryFolder()
        try folder.write("a.xml", Scenes.good)
        try folder.write("b.xml", Scenes.bad)
        let result = try folder.run(["validate", "b.xml", "a.xml"])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderrLines.allSatisfy { !$0.hasPrefix("a.xml:") || !$0.contains("error:") }, "\(result.stderr)")
        #expect(result.stderrLines.contains { isLocatedError($0, file: "b.xml") })
    }

    @Test("a missing scene exits 3")
    func missingScene() throws {
        let folder = try TemporaryFolder()
        let result = try folder.run(["validate", "nope.xml"])
        #expect(result.status == 3, "\(result.stderr)")
    }

    @Test("an entity bomb is refused quickly")
    func entityBomb() throws {
        let folder = try TemporaryFolder()
        try folder.write("bomb.xml", HostileDocuments.billionLaughs { "<scene width=\"10\" height=\"10\"><rect width=\"1\" height=\"1\"/>\($0)</scene>" })
        let result = try folder.run(["validate", "bomb.xml"], timeout: .seconds(20), memoryLimitMiB: 1024)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.duration < .seconds(5), "took \(result.duration)")
        #expect(result.stderr.contains("entity declarations are not allowed"))
    }
}
