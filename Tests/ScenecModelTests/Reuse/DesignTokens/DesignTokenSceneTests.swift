import ScenecCore
@testable import ScenecModel
import ScenecXML
import Testing

/// `<tokens href>` in a scene: design tokens as `{name}`, composite tokens with one attribute, themes from
/// a resolver and from `$extensions.modes`, and located errors in the JSON file and where a token is used.
@Suite("Design tokens in a scene")
struct DesignTokenSceneTests {
    /// Parses `scene` with `files` (by href) as the files its `<tokens href>` reads.
    static func parse(_ scene: String, files: [String: String], theme: String? = nil) -> SceneParser.Result {
        let loader: IncludeLoader = { request in
            guard let text = files[request.href] else { return .failure(IncludeRefusal("href: \(request.href) does not exist")) }
            return .success(IncludedSource(file: request.href, identity: request.href, bytes: Array(text.utf8)))
        }
        return SceneParser.parse(source: Array(scene.utf8), file: "scene.xml", choice: TokenChoice(theme: theme), tokens: loader)
    }

    static func messages(_ result: SceneParser.Result) -> [String] {
        result.diagnostics.map { "\($0.location.file):\($0.location.line):\($0.location.column): \($0.severity): \($0.message)" + $0.notes.map { " | " + $0 }.joined() }
    }

    /// The expanded tree's first element named `name`, depth first.
    static func first(_ name: String, in element: XMLElement?) -> XMLElement? {
        guard let element else { return nil }
        if element.name == name { return element }
        for child in element.children { if let found = first(name, in: child) { return found } }
        return nil
    }

    static let tokens = """
    {
      "color": {
        "$type": "color",
        "brand": { "$value": { "colorSpace": "oklch", "components": [0.6, 0.2, 260] }, "$extensions": { "modes": { "dark": "#8ea2ff" } } },
        "old": { "$value": "#123456", "$deprecated": "use color.brand" }
      },
      "radius": { "$type": "dimension", "card": { "$value": { "value": 0.75, "unit": "rem" } } },
      "type": { "heading": { "$type": "typography", "$value": { "fontFamily": ["Inter", "Helvetica Neue"], "fontSize": { "value": 24, "unit": "px" }, "fontWeight": "bold", "letterSpacing": { "value": 0.5, "unit": "px" }, "lineHeight": 1.25 } } },
      "shadow": { "card": { "$type": "shadow", "$value": [
        { "color": "#00000040", "offsetX": { "value": 0, "unit": "px" }, "offsetY": { "value": 1, "unit": "px" }, "blur": { "value": 2, "unit": "px" }, "spread": { "value": 0, "unit": "px" } },
        { "color": "#0000001a", "offsetX": { "value": 0, "unit": "px" }, "offsetY": { "value": 8, "unit": "px" }, "blur": { "value": 24, "unit": "px" }, "spread": { "value": -4, "unit": "px" } } ] } },
      "border": { "input": { "$type": "border", "$value": { "color": "{color.brand}", "width": { "value": 2, "unit": "px" }, "style": "dashed" } } },
      "gradient": { "hero": { "$type": "gradient", "$value": [ { "color": "#ff0000", "position": 0 }, { "color": "{color.brand}", "position": 1 } ] } }
    }
    """

    @Test func simpleTokensSubstitute() {
        let result = Self.parse(##"<scene width="100" height="100"><tokens href="t.json"/><rect width="{radius.card}" height="10" fill="{color.brand}"/></scene>"##,
                                files: ["t.json": Self.tokens])
        #expect(Self.messages(result) == [])
        let rect = Self.first("rect", in: result.expanded)
        #expect(rect?.attribute("width")?.value == "12")
        // oklch(0.6 0.2 260) in sRGB.
        #expect(rect?.attribute("fill")?.value == "#2e79f5")
        #expect(result.themes == ["dark"])
    }

    @Test func modesAreThemes() {
        let result = Self.parse(##"<scene width="100" height="100"><tokens href="t.json"/><rect width="10" height="10" fill="{color.brand}"/></scene>"##,
                                files: ["t.json": Self.tokens], theme: "dark")
        #expect(Self.first("rect", in: result.expanded)?.attribute("fill")?.value == "#8ea2ff")
    }

    @Test func compositeAttributes() {
        let scene = """
        <scene width="200" height="100"><tokens href="t.json"/>
        <rect width="50" height="50" fill="{gradient.hero}" shadow="{shadow.card}" border="{border.input}" stroke-width="3"/>
        <text width="100" height="40" typography="{type.heading}" font-weight="300">Hi</text>
        </scene>
        """
        let result = Self.parse(scene, files: ["t.json": Self.tokens])
        #expect(Self.messages(result) == [])
        let rect = Self.first("rect", in: result.expanded)
        #expect(rect?.attributes.map { "\($0.name)=\($0.value)" } == ["width=50", "height=50", "stroke-width=3", "stroke=#2e79f5", "stroke-align=inside",
                                                                      "stroke-dasharray=6 4"])
        // The first layer on top: written last.
        #expect(rect?.children.map { element in ([element.name] + element.attributes.map { "\($0.name)=\($0.value)" }).joined(separator: " ") } == [
            "drop-shadow dx=0 dy=8 blur=24 spread=-4 color=#0000001a",
            "drop-shadow dx=0 dy=1 blur=2 spread=0 color=#00000040",
            "linear-gradient",
        ])
        #expect(rect?.children.last?.children.map { "\($0.attribute("offset")?.value ?? "") \($0.attribute("color")?.value ?? "")" } == ["0 #ff0000", "1 #2e79f5"])
        let text = Self.first("text", in: result.expanded)
        #expect(text?.attributes.map { "\($0.name)=\($0.value)" } == ["width=100", "height=40", "font-weight=300", "font-family=Inter, \"Helvetica Neue\"",
                                                                      "font-size=24", "letter-spacing=0.5", "line-height=1.25"])
    }

    @Test func compositeOfTheWrongTypeIsLocatedTwice() {
        let result = Self.parse(##"<scene width="100" height="100"><tokens href="t.json"/><text width="10" height="10" typography="{color.brand}">x</text></scene>"##,
                                files: ["t.json": Self.tokens])
        #expect(Self.messages(result) == [
            "scene.xml:1:85: error: typography: 'color.brand' is a color token; typography= takes a typography | t.json:4:26: note: the value of 'color.brand' comes from here",
        ])
    }

    @Test func tokenThatDoesNotFitTheAttribute() {
        let result = Self.parse(##"<scene width="100" height="100"><tokens href="t.json"/><rect width="10" height="10" fill="{radius.card}"/></scene>"##,
                                files: ["t.json": Self.tokens])
        let messages = Self.messages(result)
        #expect(messages.count == 1)
        #expect(messages.first?.hasPrefix("scene.xml:1:85: error: fill: invalid colour \"12\"") == true)
        #expect(messages.first?.hasSuffix("| t.json:7:57: note: the value of 'radius.card' comes from here") == true)
    }

    @Test func deprecatedTokenWarnsWhereUsed() {
        let result = Self.parse(##"<scene width="100" height="100"><tokens href="t.json"/><rect width="10" height="10" fill="{color.old}"/></scene>"##,
                                files: ["t.json": Self.tokens])
        #expect(Self.messages(result) == [
            "scene.xml:1:85: warning: fill: the design token 'color.old' is deprecated: use color.brand | t.json:5:24: note: the value of 'color.old' comes from here",
        ])
        #expect(result.scene != nil)
    }

    @Test func errorsInTheJSONFileAreLocatedThere() {
        let broken = """
        {
          "a": { "$type": "color", "$value": "{b}" },
          "b": { "$type": "color", "$value": "{a}" },
          "c": { "$type": "color", "$value": "{colour.brand}" },
          "d": { "$type": "dimension", "$value": "{e}" },
          "g": { "$type": "dimension", "$value": "{a1}" },
          "a1": { "$type": "color", "$value": "#ffffff" },
          "e": { "$type": "color", "$value": { "colorSpace": "display-p4", "components": [1, 0, 0] } },
          "f": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [1, 0] } }
        }
        """
        let result = Self.parse(##"<scene width="100" height="100"><tokens href="t.json"/></scene>"##, files: ["t.json": broken])
        #expect(Self.messages(result) == [
            "t.json:3:38: error: a circular reference (a → b → a)",
            "t.json:4:38: error: unknown token '{colour.brand}'",
            "t.json:6:42: error: '{a1}' is a color token; a dimension is needed here",
            "t.json:8:54: error: unknown colour space \"display-p4\" (did you mean \"display-p3\"?)",
            "t.json:9:76: error: a srgb colour has three components, not 2",
        ])
        #expect(result.scene == nil)
    }

    @Test func syntaxErrorAtItsLine() {
        let result = Self.parse(##"<scene width="100" height="100"><tokens href="t.json"/></scene>"##, files: ["t.json": "{\n  \"a\": { \"$value\": 1, }\n}"])
        #expect(Self.messages(result) == ["t.json:2:23: error: this is not JSON: a trailing comma before '}' is not JSON"])
    }

    /// A 5,000-long chain resolves; closing it into a cycle is one error, not a hang or a deep recursion.
    @Test(arguments: [false, true])
    func longChains(closed: Bool) {
        let first = closed ? "\"{t4999}\"" : "\"#336699\""
        var members = ["\"t0\": { \"$type\": \"color\", \"$value\": \(first) }"]
        for index in 1..<5000 { members.append("\"t\(index)\": { \"$value\": \"{t\(index - 1)}\" }") }
        let json = "{\n" + members.joined(separator: ",\n") + "\n}"
        let result = Self.parse(##"<scene width="10" height="10"><tokens href="t.json"/><rect width="1" height="1" fill="{t4999}"/></scene>"##, files: ["t.json": json])
        if closed {
            #expect(result.diagnostics.filter { $0.severity == .error }.count == 1)
            #expect(result.diagnostics.first?.message.hasPrefix("a circular reference (t0 → t4999 → t4998") == true)
        } else {
            #expect(Self.messages(result) == [])
            #expect(Self.first("rect", in: result.expanded)?.attribute("fill")?.value == "#336699")
        }
    }

    @Test func sceneTokensOverrideDesignTokensWrittenLater() {
        let scene = ##"<scene width="100" height="100"><tokens href="t.json"/><tokens><token name="color.brand" value="red"/></tokens><rect width="10" height="10" fill="{color.brand}"/></scene>"##
        #expect(Self.first("rect", in: Self.parse(scene, files: ["t.json": Self.tokens]).expanded)?.attribute("fill")?.value == "red")
    }

    @Test func resolverThemesAndAnUnknownTheme() {
        let files = [
            "r.json": ##"{"sets": {"base": {"sources": [{"$ref": "base.json"}]}}, "modifiers": {"theme": {"contexts": {"light": [{"$ref": "light.json"}], "dark": [{"$ref": "dark.json"}]}, "default": "light"}}, "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}]}"##,
            "base.json": ##"{"palette": {"$type": "color", "white": {"$value": "#ffffff"}, "ink": {"$value": "#111111"}}}"##,
            "light.json": ##"{"bg": {"$value": "{palette.white}"}}"##,
            "dark.json": ##"{"bg": {"$value": "{palette.ink}"}}"##,
        ]
        let scene = ##"<scene width="10" height="10" background="{bg}"><tokens href="r.json"/></scene>"##
        #expect(Self.parse(scene, files: files).themes == ["dark", "light"])
        #expect(Self.parse(scene, files: files).expanded?.attribute("background")?.value == "#ffffff")
        #expect(Self.parse(scene, files: files, theme: "light").expanded?.attribute("background")?.value == "#ffffff")
        #expect(Self.parse(scene, files: files, theme: "dark").expanded?.attribute("background")?.value == "#111111")
        // Resolver example 23's input: a theme the resolver does not have.
        #expect(Self.messages(Self.parse(scene, files: files, theme: "blue")) == [
            "scene.xml:1:1: error: theme 'blue' is not defined by this scene (it defines 'dark', 'light' besides 'default')",
        ])
    }
}
