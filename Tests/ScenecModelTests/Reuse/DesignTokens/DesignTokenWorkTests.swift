import ScenecCore
@testable import ScenecModel
import Testing

/// Reading design tokens stays linear in the files' size (issue 39): the work counted while resolving
/// (JSON values visited for references and substitutions, names looked up by `$extends`) is bounded by
/// a small multiple of what the file holds, for long alias chains, large files and heavy `$extends`.
/// `scripts/benchmark-tokens` times the same shapes.
@Suite("Design token resolution counts its work")
struct DesignTokenWorkTests {
    static func resolve(_ json: String, theme: String? = nil) throws -> (DesignTokenResolution, ParseContext) {
        var context = ParseContext()
        var pool = DesignTokenPool()
        pool.add(try LocatedJSON.parse(Array(json.utf8)), file: "tokens.json", scope: .all)
        return (pool.resolve(theme: theme, context: &context), context)
    }

    @Test func aChainOf5000AliasesVisitsEachValueTwice() throws {
        var members = [##""t0": {"$type": "color", "$value": "#336699"}"##]
        for index in 1..<5000 { members.append(##""t\##(index)": {"$value": "{t\##(index - 1)}"}"##) }
        let (resolution, context) = try Self.resolve("{" + members.joined(separator: ",\n") + "}")
        #expect(context.diagnostics.isEmpty)
        #expect(resolution.tokensByName()["t4999"]?.value.sceneText == "#336699")
        #expect(resolution.tokensByName()["t4999"]?.aliasOf == "t4998")
        // Each token's value once to find its alias, once to substitute it; the first, with nothing
        // to substitute, only once. The colour is typed once: each alias takes its target's value.
        #expect(resolution.work == 2 * 5000 - 1)
        #expect(resolution.conversions == 1)
    }

    /// The benchmark's shape at 10,000 tokens: colours in four spaces, alias chains of up to 30,
    /// dimensions, and typography and shadow composites whose members are aliases.
    static func designSystem(scale: Int) -> (json: String, values: Int) {
        var palette: [String] = [], semantic: [String] = [], space: [String] = [], type: [String] = [], shadow: [String] = []
        let spaces = ["srgb", "oklch", "display-p3", "lab"]
        for index in 0..<(4 * scale) {
            palette.append(##""c\##(index)": {"$value": {"colorSpace": "\##(spaces[index % 4])", "components": [0.5, 0.1, 0.25], "alpha": 1}}"##)
        }
        for index in 0..<(3 * scale) {
            semantic.append(##""s\##(index)": {"$value": "\##(index % 30 == 0 ? "{palette.c\(index)}" : "{semantic.s\(index - 1)}")"}"##)
        }
        for index in 0..<(2 * scale) { space.append(##""d\##(index)": {"$value": {"value": \##(index % 64), "unit": "px"}}"##) }
        for index in 0..<(scale / 2) {
            type.append(##""t\##(index)": {"$value": {"fontFamily": ["Inter", "sans-serif"], "fontSize": "{space.d\##(index)}", "fontWeight": 400, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.4}}"##)
            shadow.append(##""h\##(index)": {"$value": [{"color": "{palette.c\##(index)}", "offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 2, "unit": "px"}, "blur": {"value": 4, "unit": "px"}, "spread": {"value": 0, "unit": "px"}}]}"##)
        }
        func group(_ name: String, _ type: String, _ members: [String]) -> String {
            ##""\##(name)": {"$type": "\##(type)", "## + members.joined(separator: ",\n") + "}"
        }
        let json = "{" + [group("palette", "color", palette), group("semantic", "color", semantic), group("space", "dimension", space),
                          group("type", "typography", type), group("shadow", "shadow", shadow)].joined(separator: ",\n") + "}"
        // JSON values in the tokens' `$value`s: a colour 7 (the object, its space, components and their
        // 3, alpha), an alias 1, a dimension 3 (object, value, unit), a typography 10, a shadow 15.
        let values = 4 * scale * 7 + 3 * scale + 2 * scale * 3 + scale / 2 * (10 + 15)
        return (json, values)
    }

    @Test(arguments: [1000, 2500])
    func aDesignSystemVisitsEachValueAtMostTwice(scale: Int) throws {
        let (json, values) = Self.designSystem(scale: scale)
        let (resolution, context) = try Self.resolve(json)
        #expect(context.diagnostics.filter { $0.severity == .error }.isEmpty)
        #expect(resolution.inOrder.count == 10 * scale)
        #expect(resolution.tokensByName()["semantic.s\(3 * scale - 1)"]?.value.sceneText == resolution.tokensByName()["palette.c\(3 * scale - 30)"]?.value.sceneText)
        // Finding references visits every value; substituting visits again only the values that hold
        // a reference (an alias 1, a typography 10, a shadow 15), an alias's target only as the one
        // value it stands for. The palette and the dimensions are typed as written.
        #expect(resolution.work == values + 3 * scale + scale / 2 * (10 + 15))
        // Each value is typed once; the 3 × scale aliases (all whole) take their targets'.
        #expect(resolution.conversions == 4 * scale + 2 * scale + scale / 2 * 2)
    }

    /// 1,000 groups that each extend a base group of 10 tokens: 10,000 copies, each found by looking
    /// its name's prefixes up once (before, every extending group scanned every token: 1,000 × 11,000).
    @Test func manyGroupsExtendingOneCostTheirCopies() throws {
        let base = (0..<10).map { ##""b\##($0)": {"$value": "#00000\##($0)"}"## }.joined(separator: ", ")
        var groups = [##""base": {"$type": "color", \##(base)}"##]
        for index in 0..<1000 { groups.append(##""g\##(index)": {"$extends": "{base}", "own": {"$type": "color", "$value": "#ffffff"}}"##) }
        let (resolution, context) = try Self.resolve("{" + groups.joined(separator: ",\n") + "}")
        #expect(context.diagnostics.isEmpty)
        #expect(resolution.inOrder.count == 10 + 1000 * 11)
        #expect(resolution.tokensByName()["g999.b7"]?.value.sceneText == "#000007")
        // Prefix lookups (one per name and per extending group, one per copy) and copies, then two
        // visits of each token's value.
        let names = 10 + 1000 + 1000 * 10
        #expect(resolution.work <= 3 * names + 2 * resolution.inOrder.count)
    }

    /// Groups that extend groups that extend groups double the tokens at each level: refused at a
    /// bound, with one error, instead of taking all memory.
    @Test func doublingExtensionsAreRefusedAtTheBound() throws {
        var groups = [##""l0": {"$type": "color", "a": {"$value": "#000000"}}"##]
        for level in 1...40 {
            groups.append(##""l\##(level)": {"x": {"$extends": "{l\##(level - 1)}"}, "y": {"$extends": "{l\##(level - 1)}"}}"##)
        }
        let (_, context) = try Self.resolve("{" + groups.joined(separator: ",\n") + "}")
        let errors = context.diagnostics.filter { $0.severity == .error }.map(\.message)
        #expect(errors.count == 1)
        #expect(errors.first == "$extends: the groups' extensions would copy more than 250000 tokens; this is refused")
    }

    /// `DesignTokenType(named:)`, which reads every token's `$type`, finds what `init(rawValue:)` finds.
    @Test func typeNames() {
        for type in DesignTokenType.allCases { #expect(DesignTokenType(named: type.rawValue) == type) }
        for name in ["", "Color", "colour", "font-family", "fontfamily", "dimensions", "number "] {
            #expect(DesignTokenType(named: name) == nil)
            #expect(DesignTokenType(rawValue: name) == nil)
        }
    }
}
