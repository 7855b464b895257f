import ScenecCore
import ScenecModel
import ScenecTestSupport
import Testing

/// `<tokens>`, `{name}` substitution and `<tokens theme>` (format 1.1, "Reuse").
@Suite("Tokens and themes")
struct TokenTests {
    private let tokens = """
          <tokens>
            <token name="brand" value="#4a6cf7"/>
            <token name="radius" value="12"/>
            <token name="accent" value="{brand}"/>
          </tokens>
          <tokens theme="dark"><token name="brand" value="#8ea2ff"/></tokens>
        """

    @Test("a token is substituted in attributes and text before the value is parsed; {{ and }} are literal braces")
    func substitution() throws {
        let result = parse(scene("""
            \(tokens)
              <rect width="{radius}" height="10" corner-radius="{radius}" fill="{accent}"/>
              <text width="80" height="20">{{not a token}} {radius}pt</text>
            """))
        let scene = try #require(result.scene, "\(dump(result))")
        #expect(scene.nodes[0].style.cornerRadius == 12)
        guard case .points(let width)? = scene.nodes[0].frame.width else { Issue.record("no width"); return }
        #expect(width == 12)
        guard case .color(let fill)? = scene.nodes[0].style.fills.first else { Issue.record("no fill"); return }
        #expect(fill == RGBA(red: 0x4a / 255, green: 0x6c / 255, blue: 0xf7 / 255))
        guard case .text(let text) = scene.nodes[1].kind else { Issue.record("not text"); return }
        #expect(text.text == "{not a token} 12pt")
    }

    @Test("the dark theme overrides the default's tokens, and tokens that refer to them follow")
    func themes() throws {
        let xml = scene("""
            \(tokens)
              <rect width="10" height="10" fill="{accent}"/>
            """)
        let light = try #require(parse(xml).scene)
        let dark = try #require(parse(xml, theme: "dark").scene)
        let defaultByName = try #require(parse(xml, theme: "default").scene)
        #expect("\(light.nodes[0].style.fills)" != "\(dark.nodes[0].style.fills)")
        #expect("\(light.nodes[0].style.fills)" == "\(defaultByName.nodes[0].style.fills)")
        guard case .color(let color)? = dark.nodes[0].style.fills.first else { Issue.record("\(dark.nodes[0].style.fills)"); return }
        #expect(color == RGBA(red: 0x8e / 255, green: 0xa2 / 255, blue: 1))
        #expect(parse(xml).themes == ["dark"])
    }

    @Test("asking for a theme the scene does not define is an error naming the themes it defines")
    func unknownTheme() {
        let result = parse(scene(tokens + "\n<rect width=\"1\" height=\"1\"/>"), theme: "drak")
        let d = expectError(result, "theme 'drak' is not defined by this scene", line: 1, column: 1)
        #expect(d?.message.contains("it defines 'dark' besides 'default'") == true, "\(dump(result))")
        #expect(d?.message.contains("did you mean 'dark'?") == true)
        let none = parse(scene("<rect width=\"1\" height=\"1\"/>"), theme: "dark")
        expectError(none, "it defines no themes besides 'default'")
    }

    @Test("an unknown token is an error at its attribute with a did-you-mean, and the value is not judged again")
    func unknownToken() {
        let xml = scene("""
            \(tokens)
              <rect width="10" height="10" fill="{brnd}"/>
            """)
        let result = parse(xml)
        let line = 8
        let d = expectError(result, "fill: unknown token 'brnd'", line: line, column: column(of: "fill", line: line, in: xml))
        #expect(d?.message.contains("(did you mean 'brand'?)") == true, "\(dump(result))")
        #expect(result.diagnostics.count == 1, "\(dump(result))")
    }

    @Test("every problem of every attribute is reported at once")
    func allAtOnce() {
        let xml = scene("""
            \(tokens)
              <rect width="{wide}" height="10" fill="{brand"/>
              <text width="10" height="10">a } b</text>
            """)
        let result = parse(xml)
        expectError(result, "width: unknown token 'wide'", line: 8)
        expectError(result, "fill: '{' starts a reference with no closing '}'; write '{{' for a literal brace", line: 8)
        expectError(result, "the text of <text>: '}' closes no reference; write '}}' for a literal brace", line: 9)
    }

    @Test("a token only a theme defines is unknown in the default theme, and the message says where it is")
    func themeOnlyToken() {
        let xml = scene("""
            <tokens theme="dark"><token name="glow" value="#fff"/></tokens>
            <rect width="10" height="10" fill="{glow}"/>
            """)
        expectError(parse(xml), "token 'glow' has no value in this theme (only in 'dark')")
        #expect(parse(xml, theme: "dark").scene != nil)
    }

    @Test("a token several themes define names them all, sorted, once each")
    func tokenOfSeveralThemes() {
        let xml = scene("""
            <tokens theme="dim"><token name="glow" value="#888"/></tokens>
            <tokens theme="dark"><token name="glow" value="#fff"/></tokens>
            <tokens theme="dim"><token name="glow" value="#999"/></tokens>
            <rect width="10" height="10" fill="{glow}"/>
            """)
        expectError(parse(xml), "token 'glow' has no value in this theme (only in 'dark', 'dim')")
        #expect(parse(xml, theme: "dim").scene != nil)
    }

    @Test("tokens that refer to each other in a cycle are an error at the value that closes it")
    func tokenCycle() {
        let xml = scene("""
            <tokens>
              <token name="a" value="{b}"/>
              <token name="b" value="x{a}"/>
              <token name="self" value="{self}"/>
            </tokens>
            <rect width="10" height="10" fill="{a}" stroke="{b}"/>
            <text width="10" height="10">{self}</text>
            """)
        let result = parse(xml)
        expectError(result, "value: token 'b' refers to itself (a → b → a)", line: 4)
        expectError(result, "value: token 'self' refers to itself (self → self)", line: 5)
        // Each is reported once, at its value: a use is neither unknown nor "without a value in this theme".
        #expect(result.diagnostics.count == 2, "\(dump(result))")
    }

    @Test("tokens that double per level are refused, not built: a 2 KB file cannot ask for gigabytes")
    func doublingTokens() {
        var lines = [#"<token name="t0" value="0123456789abcdef"/>"#]
        for level in 1..<40 { lines.append(#"<token name="t\#(level)" value="{t\#(level - 1)}{t\#(level - 1)}"/>"#) }
        let xml = scene("<tokens>\(lines.joined())</tokens><rect width=\"1\" height=\"1\" fill=\"{t39}\"/>")
        #expect(xml.utf8.count < 3000)
        let result = parse(xml)
        expectError(result, "substituting references makes more than")
        #expect(!result.diagnostics.contains { $0.message.contains("has no value in this theme") }, "\(dump(result))")
    }

    @Test("token and theme names are checked, and a name defined twice in one <tokens> is an error")
    func badDeclarations() {
        let xml = scene("""
            <tokens theme="default"><token name="1x" value="1"/><token name="a" value="1"/><token name="a" value="2"/></tokens>
            <tokens><token value="3"/><rect/></tokens>
            """)
        let result = parse(xml)
        expectError(result, "theme: 'default' names the tokens without a theme", line: 2)
        expectError(result, "name: '1x' is not a token name", line: 2)
        expectError(result, "name: token 'a' is already defined in these <tokens> at line 2", line: 2)
        expectError(result, "<token> needs a name", line: 3)
        expectError(result, "<rect> is not allowed inside <tokens>", line: 3)
    }

    @Test("<tokens> in the wrong place is refused by the reader, saying where it goes")
    func misplacedTokens() {
        let result = parse(scene(#"<group><tokens/></group>"#))
        expectError(result, "<tokens> is not allowed inside <group>; <tokens> goes directly inside <scene> or <library>")
    }

    @Test("thousands of unknown references among thousands of tokens are each reported, hints within a budget")
    func manyUnknownReferences() {
        let count = 4_000
        let tokens = (0..<count).map { #"<token name="colour\#($0)" value="red"/>"# }.joined()
        let uses = (0..<count).map { #"<rect width="1" height="1" fill="{color\#($0)}"/>"# }.joined(separator: "\n")
        let result = parse(scene("<tokens>\(tokens)</tokens>\n\(uses)"))
        let unknown = result.diagnostics.filter { $0.message.contains("unknown token 'color") }
        #expect(unknown.count == count)
        // The first ones get a hint; once the comparison budget is spent the rest have none.
        #expect(unknown.first?.message.contains("did you mean 'colour0'?") == true, "\(unknown.first?.message ?? "")")
        #expect(unknown.last?.message.contains("did you mean") == false)
    }
}
