import Foundation
import Scenec
import ScenecTestSupport
import Testing
@testable import ScenecServe

/// A scene is re-rendered when a DTCG token file it reads changes: the JSON a `<tokens href>` names, a
/// resolver document, and a file a resolver's context names (issue 39).
@Suite(.serialized)
struct TokenFileDependencyTests {
    private static func tokens(_ color: String) -> String {
        #"{"paint": {"$type": "color", "$value": "\#(color)"}}"#
    }

    private static let usesTokens = """
        <scene width="200" height="150" version="1.3">
          <tokens href="tokens.json"/>
          <rect width="200" height="150" fill="{paint}"/>
        </scene>
        """

    private static let usesResolver = """
        <scene width="200" height="150" version="1.3">
          <tokens href="ds.resolver.json"/>
          <rect width="200" height="150" fill="{paint}"/>
        </scene>
        """

    /// A resolver whose theme modifier's default context is `light.json`, layered over `base.json`.
    private static func resolver(defaultTheme: String) -> String {
        """
        {"sets": {"base": {"sources": [{"$ref": "base.json"}]}},
         "modifiers": {"theme": {"contexts": {"light": [{"$ref": "light.json"}], "dark": [{"$ref": "dark.json"}]}, "default": "\(defaultTheme)"}},
         "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}]}
        """
    }

    @Test func changingATokenFileRerendersTheScene() async throws {
        let fixture = try await ServeFixture(files: ["uses-tokens.xml": Self.usesTokens, "tokens.json": Self.tokens("#ff0000")])
        do {
            let first = try await fixture.get("/render/uses-tokens.png")
            #expect(try pixel(ofPNG: first.body, x: 100, y: 75) == TestScenes.rgb("#ff0000"))
            try fixture.save("tokens.json", Self.tokens("#0000ff"))
            try await waitUntil("the re-render after the token file changed", timeout: .seconds(10)) {
                await fixture.version(of: "uses-tokens") == 2
            }
            let second = try await fixture.get("/render/uses-tokens.png")
            #expect(try pixel(ofPNG: second.body, x: 100, y: 75) == TestScenes.rgb("#0000ff"))
        }
        await fixture.stop()
    }

    @Test func changingAResolverOrAFileItNamesRerendersTheScene() async throws {
        let fixture = try await ServeFixture(files: [
            "uses-resolver.xml": Self.usesResolver, "ds.resolver.json": Self.resolver(defaultTheme: "light"),
            "base.json": Self.tokens("#808080"), "light.json": Self.tokens("#ff0000"), "dark.json": Self.tokens("#000080"),
        ])
        do {
            let first = try await fixture.get("/render/uses-resolver.png")
            #expect(try pixel(ofPNG: first.body, x: 100, y: 75) == TestScenes.rgb("#ff0000"))
            // A context's file, named only by the resolver.
            try fixture.save("light.json", Self.tokens("#00ff00"))
            try await waitUntil("the re-render after the light context changed", timeout: .seconds(10)) {
                await fixture.version(of: "uses-resolver") == 2
            }
            let second = try await fixture.get("/render/uses-resolver.png")
            #expect(try pixel(ofPNG: second.body, x: 100, y: 75) == TestScenes.rgb("#00ff00"))
            // The resolver itself: dark becomes the default.
            try fixture.save("ds.resolver.json", Self.resolver(defaultTheme: "dark"))
            try await waitUntil("the re-render after the resolver changed", timeout: .seconds(10)) {
                await fixture.version(of: "uses-resolver") == 3
            }
            let third = try await fixture.get("/render/uses-resolver.png")
            #expect(try pixel(ofPNG: third.body, x: 100, y: 75) == TestScenes.rgb("#000080"))
        }
        await fixture.stop()
    }
}
