import ScenecCore
import ScenecModel
import ScenecSceneTestSupport
import Testing

// `<image>` as the parser sees it: a pure reading of the bytes. Which files an href may name is the
// library's check (Tests/ScenecTests/Load/HrefPolicyTests.swift).

private func parse(_ body: String) -> SceneParser.Result {
    InlineScene.parse("<scene width=\"10\" height=\"10\">\n\(body)\n</scene>\n", file: "/nowhere/scene.xml")
}

private func imageSpec(_ result: SceneParser.Result) -> ImageSpec? {
    guard let node = result.scene?.nodes.first, case .image(let spec) = node.kind else { return nil }
    return spec
}

@Suite struct ImageParsingTests {
    @Test func hrefIsRequired() {
        let missing = parse("<image width=\"4\"/>")
        #expect(missing.scene == nil)
        #expect(missing.diagnostics.contains { $0.message.contains("needs an href") && $0.location.line == 2 })
    }

    @Test func everyImageFileIsAReferenceWithItsLocationWhetherOrNotTheSceneHasErrors() {
        let result = parse("<image href=\"/etc/passwd\" width=\"x\"/>\n<key width=\"9\" height=\"9\" image=\"icons/a.png\"/>")
        #expect(result.scene == nil)
        #expect(result.imageReferences.map(\.href) == ["/etc/passwd", "icons/a.png"])
        #expect(result.imageReferences.map(\.attribute) == ["href", "image"])
        #expect(result.imageReferences.map(\.location.line) == [2, 3])
        // Parsing names the files but never judges or reads them: no error mentions the absolute path.
        #expect(!result.diagnostics.contains { $0.message.contains("absolute") })
    }

    @Test func orientationModeAndColorAreRead() {
        for orientation in ImageOrientation.allCases {
            #expect(imageSpec(parse("<image href=\"x.png\" orientation=\"\(orientation.rawValue)\"/>"))?.orientation == orientation)
        }
        let plain = imageSpec(parse("<image href=\"x.png\"/>"))
        #expect(plain?.orientation == .up && plain?.mode == .color && plain?.color == .black && plain?.href == "x.png")
        let mask = imageSpec(parse("<image href=\"x.png\" mode=\"mask\" color=\"#ff0000\"/>"))
        #expect(mask?.mode == .mask && mask?.color == RGBA(red: 1, green: 0, blue: 0))
        let bad = parse("<image href=\"x.png\" orientation=\"upside-down\" mode=\"alpha\"/>")
        #expect(bad.scene == nil)
        #expect(bad.diagnostics.contains { $0.message.hasPrefix("orientation: ") })
        #expect(bad.diagnostics.contains { $0.message.hasPrefix("mode: ") })
        let warned = parse("<image href=\"x.png\" color=\"red\"/>")
        #expect(warned.scene != nil)
        #expect(warned.diagnostics.contains { $0.severity == .warning && $0.message.hasPrefix("color: ") })
    }
}
