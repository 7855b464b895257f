import Foundation
import ScenecCore
@testable import ScenecModel
import Testing

/// Every example of the DTCG Color module 2025.10 (`Fixtures/DTCG/color/NN.json`): each colour space's
/// hot pink converted to sRGB with CSS Color 4's conversions. The wide-gamut spaces' (1, 0, 1) lies outside
/// sRGB and is clipped to #ff00ff with a warning; the HSL and HWB examples write hue 330, which is
/// #ff0080, not their `hex` #ff00ff: the components are drawn and the mismatch is a warning.
@Suite("DTCG Color module examples")
struct DTCGColorExampleTests {
    struct Example: Sendable, CustomTestStringConvertible {
        var fixture: String
        var values: [String: String]
        var clipped = false
        var errors: [String] = []
        var warnings: [String] = []
        var testDescription: String { fixture }
    }

    static let mismatch = "hex #ff00ff is not the colour of the components (#ff0080); the components are drawn"

    static let examples: [Example] = [
        Example(fixture: "00", values: ["Hot pink": "#ff00ff", "Translucent shadow": "#00000080"]),
        // "none" hue of an achromatic colour.
        Example(fixture: "01", values: ["White": "#ffffff"]),
        Example(fixture: "02", values: ["White": "#ffffff"]),
        Example(fixture: "03", values: ["Hot pink": "#ff00ff"]),
        Example(fixture: "04", values: ["Hot pink": "#ff00ff"]),
        Example(fixture: "05", values: ["Hot pink": "#ff0080"], warnings: ["8:14: \(mismatch)"]),
        Example(fixture: "06", values: ["Hot pink": "#ff0080"], warnings: ["8:14: \(mismatch)"]),
        Example(fixture: "07", values: ["Hot pink": "#ff00ff"]),
        Example(fixture: "08", values: ["Hot pink": "#ff00ff"]),
        // The example's rounded components land just outside sRGB.
        Example(fixture: "09", values: ["Hot pink": "#ff00ff"], clipped: true),
        Example(fixture: "10", values: ["Hot pink": "#ff00ff"]),
        Example(fixture: "11", values: ["Hot pink": "#ff00ff"], clipped: true),
        Example(fixture: "12", values: ["Hot pink": "#ff00ff"], clipped: true),
        Example(fixture: "13", values: ["Hot pink": "#ff00ff"], clipped: true),
        Example(fixture: "14", values: ["Hot pink": "#ff00ff"], clipped: true),
        Example(fixture: "15", values: ["Hot pink": "#ff00ff"]),
        Example(fixture: "16", values: ["Hot pink": "#ff00ff"]),
        Example(fixture: "17", values: ["color.green": "#abc9bd", "color.shadow": "#00000087"]),
        Example(fixture: "18", values: ["color.palette.black": "#000000", "color.text.base": "#000000"]),
        // Fragments whose aliases name tokens of other examples.
        Example(fixture: "19", values: [:], errors: ["5:19: unknown token '{color.brand.primary}'", "10:19: unknown token '{color.palette.black}'"]),
        Example(fixture: "20", values: ["color.grass": "#abc9bd", "color.brand.watermelon": "#e8476b"]),
        Example(fixture: "21", values: ["color.green.400": "#6bbaa1", "color.green.500": "#268f6b", "color.green.600": "#12805c"]),
        Example(fixture: "22", values: ["color.gray.25": "#ededed", "color.gray.50": "#dedede", "color.gray.75": "#cccccc", "color.gray.100": "#bababa"]),
        Example(fixture: "23", values: ["color.gray.22": "#383838", "color.gray.49": "#7d7d7d", "color.gray.73": "#bababa", "color.gray.99": "#fcfcfc"]),
        Example(fixture: "24", values: ["color.green.10": "#21b3ab1a", "color.green.20": "#21b3ab33"]),
        Example(fixture: "25", values: [:], errors: ["5:19: unknown token '{color.red.600}'", "8:19: unknown token '{color.green.400}'",
                                                     "13:19: unknown token '{color.palette.black}'", "16:19: unknown token '{color.red.700}'"]),
        Example(fixture: "26", values: [:], errors: ["5:19: unknown token '{color.red.600}'", "8:19: unknown token '{color.green.400}'"]),
        Example(fixture: "27", values: [:], errors: ["6:21: unknown token '{color.background.error}'", "9:21: unknown token '{color.background.success}'",
                                                     "14:21: unknown token '{color.text.error}'", "17:21: unknown token '{color.text.success}'"]),
    ]

    @Test(arguments: examples)
    func example(_ example: Example) {
        let fixture = DesignTokenFixture("color/\(example.fixture).json")
        for (name, value) in example.values {
            #expect(fixture.text(name) == value, "\(name)")
            #expect(fixture.tokens[name]?.clipped == example.clipped, "\(name)")
        }
        #expect(fixture.errors == example.errors)
        #expect(fixture.warnings == example.warnings)
    }

    /// Examples 25 to 27 are one design system's layers: after 20 and 21 (the palette) and 18, the
    /// aliases that name their tokens resolve.
    @Test func layeredExamplesResolveTogether() throws {
        var context = ParseContext()
        var pool = DesignTokenPool()
        let palette = ##"{"color": {"$type": "color", "red": {"600": {"$value": "#da1e28"}, "700": {"$value": "#a2191f"}}}}"##
        pool.add(try LocatedJSON.parse(Array(palette.utf8)), file: "palette", scope: .all)
        for name in ["18", "21", "25"] {
            let bytes = Array(try String(contentsOfFile: DesignTokenFixture.folder + "/color/\(name).json", encoding: .utf8).utf8)
            pool.add(try LocatedJSON.parse(bytes), file: name, scope: .all)
        }
        let resolution = pool.resolve(theme: nil, context: &context)
        #expect(context.diagnostics.isEmpty)
        #expect(resolution.tokensByName()["color.background.error"]?.value.sceneText == "#da1e28")
        #expect(resolution.tokensByName()["color.background.success"]?.value.sceneText == "#6bbaa1")
        #expect(resolution.tokensByName()["color.text.errorHover"]?.value.sceneText == "#a2191f")
        #expect(resolution.tokensByName()["color.text.base"]?.aliasOf == "color.palette.black")
    }
}
