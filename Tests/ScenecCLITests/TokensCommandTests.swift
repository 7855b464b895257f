import Foundation
import ScenecTestSupport
import Testing

// `scenec tokens` (shared/cli.md) and token files as dependencies of a build (docs/tokens.md).

@Suite("scenec tokens")
struct TokensCommandTests {
    static let tokens = """
    {
      "color": {
        "$type": "color",
        "brand": { "$value": "#4a6cf7", "$description": "The brand", "$extensions": { "modes": { "dark": "#8ea2ff" } } },
        "link": { "$value": "{color.brand}" }
      },
      "space": { "m": { "$type": "dimension", "$value": { "value": 1, "unit": "rem" } } }
    }
    """

    static let scene = """
    <scene width="20" height="10"><tokens href="tokens.json"/><tokens><token name="radius" value="{space.m}"/></tokens>
    <rect width="100%" height="100%" fill="{color.link}" corner-radius="{radius}"/></scene>
    """

    @Test func tableOfEveryTheme() throws {
        let folder = try TemporaryFolder()
        try folder.write("tokens.json", Self.tokens)
        try folder.write("scene.xml", Self.scene)
        let result = try folder.run(["tokens", "scene.xml"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == """
        name         type       default  dark     origin
        color.brand  color      #4a6cf7  #8ea2ff  tokens.json:4
        color.link   color      #4a6cf7  #8ea2ff  tokens.json:5
        space.m      dimension  16       16       tokens.json:7
        radius       token      16       16       scene.xml:1

        """)
    }

    @Test func jsonOfOneTheme() throws {
        let folder = try TemporaryFolder()
        try folder.write("tokens.json", Self.tokens)
        let result = try folder.run(["tokens", "tokens.json", "--theme", "dark", "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["themes"] as? [String] == ["dark"])
        let tokens = try #require(object["tokens"] as? [[String: Any]])
        #expect(tokens.map { $0["name"] as? String } == ["color.brand", "color.link", "space.m"])
        #expect((tokens[0]["values"] as? [String: String]) == ["dark": "#8ea2ff"])
        #expect(tokens[0]["description"] as? String == "The brand")
        #expect((tokens[1]["origin"] as? [String: Any])?["line"] as? Int == 5)
    }

    @Test func errorsAsForBuild() throws {
        let folder = try TemporaryFolder()
        try folder.write("tokens.json", #"{"a": {"$type": "color", "$value": "{b}"}}"#)
        let result = try folder.run(["tokens", "tokens.json"])
        #expect(result.status == 1)
        #expect(result.stderrLines == ["tokens.json:1:36: error: unknown token '{b}' (did you mean '{a}'?)"])
        #expect(result.stdout.isEmpty)
    }

    /// The token file is a dependency: in the depfile, and a change to it rebuilds.
    @Test func tokenFilesAreDependencies() throws {
        let folder = try TemporaryFolder()
        try folder.write("tokens.json", Self.tokens)
        try folder.write("scene.xml", Self.scene)
        let first = try folder.run(["build", "scene.xml", "-o", "out.png", "--depfile", "out.d"])
        #expect(first.status == 0, "\(first.stderr)")
        let depfile = try String(contentsOfFile: folder.path("out.d"), encoding: .utf8)
        #expect(depfile.contains("tokens.json"))
        let before = try Data(contentsOf: URL(fileURLWithPath: folder.path("out.png")))
        try folder.write("tokens.json", Self.tokens.replacingOccurrences(of: "#4a6cf7", with: "#ff0000"))
        let second = try folder.run(["build", "scene.xml", "-o", "out.png"])
        #expect(second.status == 0, "\(second.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder.path("out.png"))) != before)
    }
}
