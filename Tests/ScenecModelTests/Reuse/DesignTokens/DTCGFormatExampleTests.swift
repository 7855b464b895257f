import Foundation
import ScenecCore
@testable import ScenecModel
import Testing

/// Every JSON example of the DTCG Format module 2025.10, written into `Fixtures/DTCG/format/NN.json`
/// (NN is the example's place among the specification's code blocks; comments and trailing commas, which
/// the examples use for explanation, removed), read and resolved as the specification says. The
/// examples that are fragments naming tokens defined elsewhere in the text resolve what they define and
/// report the alias they cannot, at its line and column.
@Suite("DTCG Format module examples")
struct DTCGFormatExampleTests {
    struct Example: Sendable, CustomTestStringConvertible {
        var fixture: String
        var values: [String: String]
        var errors: [String] = []
        var warnings: [String] = []
        var testDescription: String { fixture }
    }

    static let examples: [Example] = [
        // A composite shadow whose colour is written as a nested token.
        Example(fixture: "01", values: ["shadow-token": "8 8 24 0 #00000080"]),
        Example(fixture: "02", values: ["token name": "#ff0000"]),
        // Names are case-sensitive: two tokens; 3 rem is 48 points.
        Example(fixture: "03", values: ["font-size": "48", "FONT-SIZE": "16"]),
        Example(fixture: "05", values: ["Button background": "#777777"]),
        Example(fixture: "06", values: ["Button background": "#777777"]),
        Example(fixture: "07", values: ["Button background": "#777777"]),
        Example(fixture: "08", values: ["Button background": "#777777", "Button focus": "#70c0ff"]),
        Example(fixture: "11", values: ["color.accent.$root": "#dd0000", "color.accent.light": "#ff2222", "color.accent.dark": "#aa0000"]),
        Example(fixture: "12", values: [:]),
        Example(fixture: "13", values: ["color.primary": "#0066cc", "color.secondary": "#6699ff", "color.semantic.success": "#00cc66"],
                warnings: ["26:20: 'color.semantic.warning': $type \"string\" is not a DTCG type; the token is left out"]),
        Example(fixture: "14", values: ["button.background": "#0066cc", "button.text": "#ffffff",
                                        "button-primary.background": "#cc0066", "button-primary.text": "#ffffff"]),
        // Fragments of 14 without its `button` group.
        Example(fixture: "15", values: ["button-primary.background": "#cc0066", "button-primary.focus": "#ff3399"],
                errors: ["3:17: $extends: there is no group 'button'"]),
        Example(fixture: "16", values: ["button-primary.background": "#cc0066", "button-primary.focus": "#ff3399"],
                errors: ["3:13: $extends: there is no group 'button'"]),
        // The override "100px" is a string without a type: not a 2025.10 dimension.
        Example(fixture: "17", values: ["input.field.width": "192", "input.field.background": "#ffffff", "input-amount.field.background": "#ffffff"],
                errors: ["20:7: 'input-amount.field.width' has no $type, and its value does not say one (set $type on the token or its group)"]),
        Example(fixture: "18", values: ["base.color": "#0033cc", "base.spacing": "16", "extended.color": "#e60d00",
                                        "extended.border": "1 solid #e60d00", "extended.spacing": "16"]),
        Example(fixture: "19", values: ["button.color": "#663399"],
                errors: ["8:19: $extends: a circular reference ('button.secondary' extends its own parent group 'button')"]),
        Example(fixture: "20", values: [:], errors: ["9:17: $extends: a circular reference (groupA → groupB → groupA)"]),
        Example(fixture: "21", values: ["button.color": "#00ffff", "button.border": "1 solid #00ffff", "button-secondary.color": "#666666",
                                        "button-secondary.border": "1 solid #00ffff", "button-large.padding": "16", "button-large.color": "#00ffff",
                                        "button-large.border": "1 solid #00ffff"]),
        Example(fixture: "22", values: [:]),
        Example(fixture: "23", values: ["base": "#0066cc", "alias": "#0066cc"]),
        Example(fixture: "24", values: ["base": "#0066cc", "alias": "#0066cc"]),
        Example(fixture: "25", values: ["base.primary": "#0066cc", "extended.spacing": "16", "extended.primary": "#0066cc"]),
        Example(fixture: "26", values: [:], errors: ["4:22: $extends: a circular reference (a → b → c → a)"]),
        Example(fixture: "27", values: ["spacing.$root": "16", "spacing.small": "8", "spacing.large": "32"]),
        Example(fixture: "28", values: ["input.field.background": "#ffffff", "input-amount.field.width": "100", "input-amount.field.background": "#ffffff"],
                errors: ["5:52: a dimension's unit is \"px\" or \"rem\", not \"%\""]),
        Example(fixture: "29", values: ["color.brand.$root": "#0066cc", "color.brand.strong": "#3388dd", "color.brand.subdued": "#004499",
                                        "color.semantic.success.$root": "#00cc66", "color.semantic.error.strong": "#ff3333",
                                        "color.semantic.$root": "#0066cc", "color.semantic.subdued": "#004499"]),
        Example(fixture: "30", values: ["brand.color.acid green": "#00ff66", "brand.color.hot pink": "#ff00ff",
                                        "brand.typeface.primary": "\"Comic Sans MS\"", "brand.typeface.secondary": "\"Times New Roman\""]),
        Example(fixture: "31", values: ["brand-color-acid-green": "#00ff66", "brand-color-hot-pink": "#ff00ff",
                                        "brand-typeface-primary": "\"Comic Sans MS\"", "brand-typeface-secondary": "\"Times New Roman\""]),
        Example(fixture: "32", values: ["brand.color.hot pink": "#ff00ff", "brand.typeface.primary": "\"Comic Sans MS\""]),
        Example(fixture: "34", values: ["colors.blue": "#0066cc", "semantic.primary": "#0066cc"]),
        // A pointer into a value: the first component of the blue.
        Example(fixture: "35", values: ["colors.blue": "#0066cc", "semantic.primary": "#0066cc", "semantic.primaryHue": "0"]),
        Example(fixture: "36", values: ["base.primary": "#0066cc", "semantic.brand": "#0066cc", "semantic.link": "#0066cc"]),
        Example(fixture: "37", values: [:], errors: ["4:20: a circular reference (a → b → c → a)"]),
        Example(fixture: "38", values: ["base.blue": "#3366e6", "semantic.primary": "#3366b3", "semantic.secondary": "#336680"]),
        // 16 rem (the pointer's 16 with the token's own unit) and 32 px.
        Example(fixture: "39", values: ["base.spacing": "16", "layout.small": "256", "layout.large": "32"]),
        Example(fixture: "40", values: ["base.text": "400 16/1.5 Helvetica, Arial, sans-serif", "headings.h1": "700 32/1.5 Helvetica, Arial, sans-serif",
                                        "headings.h2": "600 24/1.5 Helvetica, Arial, sans-serif"]),
        // Plain JSON illustrating pointer ambiguity, not tokens.
        Example(fixture: "41", values: [:], errors: [
            "3:5: 'ambiguous.data' is an array; a token is an object with $value, a group an object of tokens",
            "5:7: 'ambiguous.metadata.0' is a string; a token is an object with $value, a group an object of tokens",
            "6:7: 'ambiguous.metadata.1' is a string; a token is an object with $value, a group an object of tokens",
        ]),
        Example(fixture: "42", values: ["spacing-stack-0": "0", "spacing-stack-1": "8"]),
        Example(fixture: "43", values: ["Primary font": "\"Comic Sans MS\"", "Body font": "Helvetica, Arial, sans-serif"]),
        Example(fixture: "44", values: ["font-weight-default": "350", "font-weight-thick": "800"]),
        Example(fixture: "45", values: ["Duration-Quick": "100ms", "Duration-Long": "1500ms"]),
        Example(fixture: "46", values: ["Accelerate": "0.5, 0, 1, 1", "Decelerate": "0, 0, 0.5, 1"]),
        Example(fixture: "47", values: ["line-height-large": "2.3"]),
        Example(fixture: "48", values: [:], errors: ["5:7: unknown token '{base.shadow}'"]),
        Example(fixture: "49", values: ["shadow-token": "8 8 24 0 #00000080"]),
        Example(fixture: "50", values: ["space.small": "8", "color.shadow-050": "#00000080", "shadow.medium": "8 8 24 0 #00000080",
                                        "component.card.box-shadow": "8 8 24 0 #00000080"]),
        Example(fixture: "51", values: ["focus-ring-style": "dashed"]),
        Example(fixture: "52", values: ["alert-border-style": "8 4 round"]),
        Example(fixture: "53", values: ["notification-border-style": "10 4 butt", "mixed-dash-style": "16 4 2 4 round", "dash-gap-short": "4"]),
        Example(fixture: "55", values: ["border.heavy": "3 solid #383838"], errors: ["20:18: unknown token '{color.focusring}'"]),
        Example(fixture: "56", values: ["transition.emphasis": "200ms 0ms cubic-bezier(0.5, 0, 1, 1)"]),
        Example(fixture: "57", values: ["shadow-token": "8 8 24 0 #00000080",
                                        "layered-shadow": "0 24 22 0 #0000001a, 0 42.9 44 0 #00000033, 0 64 64 0 #0000004d",
                                        "inner-shadow": "inset 2 2 4 0 #00000080"],
                errors: ["58:5: unknown token '{base.shadow}'"]),
        Example(fixture: "58", values: ["blue-to-red": "linear-gradient(#0000ff 0%, #ff0000 100%)"]),
        Example(fixture: "59", values: ["mostly-yellow": "linear-gradient(#ffff00 66.6%, #ff0000 100%)"]),
        Example(fixture: "60", values: ["position-end": "1", "brand-in-the-middle": "linear-gradient(#000000 0%, #00ff66 50%, #000000 100%)",
                                        "gradient.start-stop": "linear-gradient(#ffffff 0%)"],
                errors: ["44:18: unknown token '{brand.secondary}'"]),
        Example(fixture: "61", values: ["type styles.heading-level-1": "700 42/1.2 Roboto"], errors: ["22:23: unknown token '{font.serif}'"]),
    ]

    @Test(arguments: examples)
    func example(_ example: Example) {
        let fixture = DesignTokenFixture("format/\(example.fixture).json")
        for (name, value) in example.values {
            #expect(fixture.text(name) == value, "\(name)")
        }
        #expect(fixture.errors == example.errors)
        #expect(fixture.warnings == example.warnings)
    }

    /// Example 16 after example 14: a group's `$ref` extends like `$extends`.
    @Test func groupReferenceExtendsLikeExtends() throws {
        var context = ParseContext()
        var pool = DesignTokenPool()
        for name in ["14", "16"] {
            let bytes = Array(try String(contentsOfFile: DesignTokenFixture.folder + "/format/\(name).json", encoding: .utf8).utf8)
            pool.add(try LocatedJSON.parse(bytes), file: name, scope: .all)
        }
        let resolution = pool.resolve(theme: nil, context: &context)
        #expect(context.diagnostics.isEmpty)
        #expect(resolution.tokensByName()["button-primary.text"]?.value.sceneText == "#ffffff")
        #expect(resolution.tokensByName()["button-primary.focus"]?.value.sceneText == "#ff3399")
        #expect(resolution.tokensByName()["button-primary.background"]?.value.sceneText == "#cc0066")
    }

    /// `$description` and `$deprecated` are kept (example 8).
    @Test func descriptionAndDeprecation() {
        let fixture = DesignTokenFixture("format/08.json")
        #expect(fixture.tokens["Button background"]?.raw.deprecated == "")
        #expect(fixture.tokens["Button focus"]?.raw.deprecated == "Please use the border style for active buttons instead.")
        #expect(DesignTokenFixture("format/05.json").tokens["Button background"]?.raw.description == "The background color for buttons in their normal state.")
    }
}
