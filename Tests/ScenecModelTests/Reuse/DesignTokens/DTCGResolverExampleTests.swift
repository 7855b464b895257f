import Foundation
import ScenecCore
@testable import ScenecModel
import Testing

/// The examples of the DTCG Resolver module 2025.10 (`Fixtures/DTCG/resolver/NN.json`, with the token
/// files they name written beside them). The input examples (`{"theme": "dark"}`) are `--theme` choices:
/// the contexts of the modifier named `theme` (or of the only one) are themes; the other modifiers take
/// their default.
@Suite("DTCG Resolver module examples")
struct DTCGResolverExampleTests {
    @Test func setsLayerTheirSourcesInOrder() {
        // Example 0: foundation.json's brand replaces legacy.json's; the semantic alias sees the later one.
        let fixture = DesignTokenFixture("resolver/00.json")
        #expect(fixture.errors.isEmpty)
        #expect(fixture.text("color.brand") == "#0066cc")
        #expect(fixture.text("color.legacy-only") == "#999999")
        #expect(fixture.text("color.link") == "#0066cc")
        #expect(fixture.text("color.blue.500") == "#2a5fb7")
        #expect(fixture.text("space.base.100") == "32")
    }

    /// Examples 4 to 8: the four contexts of `theme`, each an input, and the default `light`.
    @Test(arguments: [(nil, "#ffffff", "#1a1a1a"), ("light", "#ffffff", "#1a1a1a"), ("lightHighContrast", "#000000", "#ffffff"),
                      ("dark", "#121212", "#f5f5f5"), ("darkHighContrast", "#000000", "#ffffff")] as [(String?, String, String)])
    func themeContexts(theme: String?, background: String, text: String) {
        let fixture = DesignTokenFixture("resolver/04.json", theme: theme)
        #expect(fixture.themes == ["light", "lightHighContrast", "dark", "darkHighContrast"])
        #expect(fixture.defaultTheme == "light")
        #expect(fixture.errors.isEmpty)
        #expect(fixture.text("color.background") == background)
        #expect(fixture.text("color.text") == text)
        #expect(fixture.text("size.radius") == "8")
        #expect(fixture.text("motion.fast") == "100ms")
    }

    @Test func themeModifierAlone() {
        // Example 1: only a modifier.
        let fixture = DesignTokenFixture("resolver/01.json", theme: "darkHighContrast")
        #expect(fixture.errors.isEmpty)
        #expect(fixture.text("color.background") == "#000000")
    }

    /// Examples 2 and 3: the only modifier (`size`) gives the themes; a set without sources is an error.
    @Test func onlyModifierGivesThemes() {
        let small = DesignTokenFixture("resolver/02.json")
        #expect(small.themes == ["small", "medium", "large"])
        #expect(small.errors.isEmpty)
        #expect(small.text("space.gutter") == "16")
        #expect(small.text("type.body") == "400 14/1.4 Inter")
        let large = DesignTokenFixture("resolver/02.json", theme: "large")
        #expect(large.text("space.gutter") == "32")
        #expect(large.text("space.unit") == "4")
        #expect(large.text("type.body") == "400 16/1.5 Inter")
        #expect(DesignTokenFixture("resolver/03.json").errors == ["4:17: a set needs sources: an array of {\"$ref\": \"file.json\"} or inline tokens"])
    }

    /// Example 9: a boolean-like modifier alone: its contexts are themes.
    @Test func debugModifier() {
        #expect(DesignTokenFixture("resolver/09.json").text("debug.outline") == nil)
        #expect(DesignTokenFixture("resolver/09.json", theme: "true").text("debug.outline") == "#ff00ff")
    }

    /// Example 10: inline sets and modifiers in resolutionOrder; its `#/sets/Animation` names nothing.
    @Test func inlineResolutionOrder() {
        let fixture = DesignTokenFixture("resolver/10.json", theme: "dark")
        #expect(fixture.errors == ["17:29: $ref: #/sets/Animation points at nothing in this document"])
        #expect(fixture.text("size.radius") == "8")
        #expect(fixture.text("color.background") == "#121212")
        #expect(fixture.text("motion.fast") == nil)
    }

    /// Examples 16 and 17: pointers that make cycles are errors, not hangs.
    @Test func pointerCycles() {
        #expect(DesignTokenFixture("resolver/16.json").errors == ["6:22: a circular reference (foo.bar → baz.bat → foo.bar)"])
        #expect(DesignTokenFixture("resolver/17.json").errors == ["4:24: $ref: #/foo/bar names a group; a value's $ref names a token or a part of its $value"])
    }

    /// Example 20: `$extensions` on a set are kept out of the tokens.
    @Test func setExtensions() {
        let fixture = DesignTokenFixture("resolver/20.json")
        #expect(fixture.errors.isEmpty)
        #expect(fixture.text("color.success") == "#6bbaa1")
    }

    /// Examples 21 and 22: `theme` has no default (its first context is drawn without --theme); `size`
    /// has none either (its first, with a warning); `beta` defaults to "false".
    @Test func modifiersTakeTheirDefaults() {
        let fixture = DesignTokenFixture("resolver/21.json", theme: "dark")
        #expect(fixture.themes == ["light", "dark"])
        #expect(fixture.defaultTheme == "light")
        #expect(fixture.text("surface") == "#202020")
        #expect(fixture.text("control.height") == "32")
        #expect(fixture.text("beta.badge") == nil)
        #expect(fixture.warnings == ["11:5: the modifier 'size' has no default; scenec uses its first context, 'default' (only the modifier named 'theme' gives themes)"])
    }

    /// Examples 25 and 26: the later of two sources wins.
    @Test func conflictResolution() {
        #expect(DesignTokenFixture("resolver/25.json").text("color.text.default") == "#1a1a1a")
        #expect(DesignTokenFixture("resolver/26.json").text("color.text.default") == "#1a1a1a")
    }

    /// Examples 27 and 28: the worked example, input `{"theme": "dark"}`: four tokens.
    @Test func workedExample() {
        let fixture = DesignTokenFixture("resolver/27.json", theme: "dark")
        #expect(fixture.errors.isEmpty)
        #expect(fixture.order.sorted() == ["button.background", "button.padding", "color.brand.primary", "theme.accent"])
        #expect(fixture.text("theme.accent") == "#409cff")
        #expect(fixture.text("button.background") == "#0066cc")
        #expect(DesignTokenFixture("resolver/27.json").text("theme.accent") == "#0a84ff")
    }

    /// Examples 29 to 31: files, their contents inline, and `$defs` pointers resolve alike (30 and 31
    /// write the contents as placeholders: no tokens, no errors).
    @Test func bundledForms() {
        let files = DesignTokenFixture("resolver/29.json", theme: "dark")
        #expect(files.errors.isEmpty)
        #expect(files.text("color.background") == "#121212")
        #expect(files.text("color.palette.white") == "#ffffff")
        for bundled in ["30", "31"] {
            let fixture = DesignTokenFixture("resolver/\(bundled).json", theme: "dark")
            #expect(fixture.themes == ["light", "dark"])
            #expect(fixture.diagnostics.isEmpty)
            #expect(fixture.order.isEmpty)
        }
    }

    /// Examples 11 to 15: the forms of `$ref` a source takes.
    @Test func referenceForms() throws {
        let resolver = ##"""
        {"sets": {"MySet": {"sources": [{"color": {"a": {"$type": "color", "$value": "#010203"}}}]},
                  "other": {"sources": [{"$ref": "#/sets/MySet"}, {"$ref": "debug.json"}, {"$ref": "https://my-server.com/tokens.json"}]}},
         "resolutionOrder": [{"$ref": "#/sets/other"}]}
        """##
        var context = ParseContext()
        let document = DesignTokenResolverDocument(try LocatedJSON.parse(Array(resolver.utf8)), file: "r.json", read: { href in
            guard href == "debug.json", let data = FileManager.default.contents(atPath: DesignTokenFixture.folder + "/resolver/debug.json") else {
                return .failure(IncludeRefusal("href: \(href) is a URL; only files inside the scene's folder are read"))
            }
            return .success(IncludedSource(file: href, identity: href, bytes: Array(data)))
        }, context: &context)
        var pool = DesignTokenPool()
        for layer in document.layers { pool.add(layer.document, file: layer.file, scope: layer.scope) }
        let resolution = pool.resolve(theme: nil, context: &context)
        #expect(resolution.tokensByName()["color.a"]?.value.sceneText == "#010203")
        #expect(resolution.tokensByName()["debug.outline"]?.value.sceneText == "#ff00ff")
        #expect(context.diagnostics.map(\.message) == ["$ref: https://my-server.com/tokens.json is a URL; only files inside the scene's folder are read"])
    }
}
