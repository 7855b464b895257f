import Foundation
import Scenec
import ScenecCairo
import ScenecCore
import ScenecSceneTestSupport
import ScenecTestSupport
import Testing

/// A variable font draws any weight at exactly that `wght` (format 1.2, "font-weight"): Inter's variable
/// TTF (the gallery ships it, from Debian's fonts-inter-variable) has named instances at 100, 200, …,
/// 900 and a `wght` axis from 100 to 900, so 250 is neither ExtraLight (200) nor Light (300) but the
/// weight between them, in its advances and its ink, and nothing warns.
@Suite struct VariableFontWeightTests {
    struct Drawn {
        var weight: Int
        var advance: Double
        var ink: Int
        var svg: String
        var warnings: [String]
    }

    static let weights = [100, 200, 250, 300, 400, 450, 500, 650, 720, 900]

    /// Inter's variable font, its `wght` axis narrowed to `axis` when given (the fvar axis record's
    /// minimum and maximum rewritten in place; FreeType and fontconfig read the range from there).
    static func inter(axis: ClosedRange<Int>? = nil) throws -> [UInt8] {
        var font = Array(try Data(contentsOf: PackagePaths.root.appendingPathComponent("scenes/fonts/Inter-roman.var.ttf")))
        guard let axis else { return font }
        func u16(_ at: Int) -> Int { Int(font[at]) << 8 | Int(font[at + 1]) }
        func u32(_ at: Int) -> Int { u16(at) << 16 | u16(at + 2) }
        func fixed(_ at: Int, _ value: Int) { font.replaceSubrange(at..<at + 4, with: [UInt8(value >> 8), UInt8(value & 0xFF), 0, 0]) }
        let tables = (0..<u16(4)).map { 12 + 16 * $0 }
        let fvar = try #require(tables.first { String(decoding: font[$0..<$0 + 4], as: UTF8.self) == "fvar" }.map { u32($0 + 8) })
        let axes = fvar + u16(fvar + 4), size = u16(fvar + 10)
        let wght = try #require((0..<u16(fvar + 8)).map { axes + size * $0 }.first { String(decoding: font[$0..<$0 + 4], as: UTF8.self) == "wght" })
        fixed(wght + 4, axis.lowerBound)
        fixed(wght + 8, min(max(400, axis.lowerBound), axis.upperBound))
        fixed(wght + 12, axis.upperBound)
        return font
    }

    /// "Hamburg" at 32 pt in Inter at `weight`, from a scene whose only font is the variable Inter.
    static func drawn(_ weight: Int, axis: ClosedRange<Int>? = nil) throws -> Drawn {
        let folder = try TemporaryFolder()
        try folder.write("fonts/Inter.ttf", bytes: try inter(axis: axis))
        let scene = try folder.write("x.xml", """
            <scene width="200" height="50" background="white" system-fonts="false">
              <defs><font href="fonts/Inter.ttf"/></defs>
              <text x="4" y="4" font-family="Inter" font-size="32" font-weight="\(weight)">Hamburg</text>
            </scene>
            """)
        let loaded = try SceneCompiler.load(path: scene.path, options: CompileOptions())
        TestFonts.install()
        let laidOut = try SceneCompiler.layout(loaded, scale: 1)
        let list = laidOut.renderList
        let op = try #require(TextPixelTests.textOp(list))
        let run = try #require(op.lines.first?.runs.first)
        let bitmap = try CairoRenderer.render(list)
        var ink = 0
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width { ink += 255 - Int(bitmap.pixel(x: x, y: y).r) }
        }
        let warnings = laidOut.warnings.filter { $0.severity == .warning }.map(\.message)
        return Drawn(weight: run.font.weight, advance: run.advance, ink: ink, svg: try InlineScene.svg(list), warnings: warnings)
    }

    @Test("every weight is drawn as written: advances and ink grow with it, 250 lies strictly between 200 and 300")
    func anyWeightIsExact() throws {
        let drawn = try Self.weights.map { try Self.drawn($0) }
        #expect(drawn.map(\.weight) == Self.weights, "no weight is rounded to a named instance")
        for (lighter, heavier) in zip(drawn, drawn.dropFirst()) {
            #expect(heavier.advance > lighter.advance, "\(heavier.weight) is wider than \(lighter.weight)")
            #expect(heavier.ink > lighter.ink, "\(heavier.weight) has more ink than \(lighter.weight)")
        }
        let (w200, w250, w300) = (drawn[1], drawn[2], drawn[3])
        // Interpolated on the axis: halfway in weight is about halfway in advance (within 0.2 pt of 1.5).
        #expect(abs(w250.advance - (w200.advance + w300.advance) / 2) < 0.2, "\(w200.advance) \(w250.advance) \(w300.advance)")
        #expect(w250.ink > w200.ink + (w300.ink - w200.ink) / 4 && w250.ink < w300.ink - (w300.ink - w200.ink) / 4,
                "250's ink \(w250.ink) lies well inside 200's \(w200.ink) and 300's \(w300.ink)")
        #expect(drawn.allSatisfy { $0.warnings.isEmpty }, "\(drawn.flatMap(\.warnings))")
    }

    @Test("past a narrower axis the weight is clamped to it, as CSS clamps it, with a warning beyond 100")
    func weightsBeyondTheAxisAreClamped() throws {
        let heavy = try Self.drawn(900, axis: 300...700)
        #expect(heavy.weight == 700)
        #expect(heavy.warnings == ["font-weight: 900 is more than 100 from every weight 'Inter' has (300–700); 700 is drawn"])
        let near = try Self.drawn(750, axis: 300...700)
        #expect(near.weight == 700 && near.warnings.isEmpty, "\(near.warnings)")
        #expect(try Self.drawn(450, axis: 300...700).weight == 450)
        #expect(try Self.drawn(900).warnings.isEmpty, "Inter's own axis reaches 900")
    }

    @Test("the SVG asks for the same weight (in CSS where SVG 1.1's attribute cannot say it), so a renderer with the font sets the same axis value")
    func theSVGCarriesTheWeight() throws {
        #expect(try Self.drawn(250).svg.contains(#"font-family="Inter, sans-serif" font-size="32" style="font-weight:250""#))
        #expect(try Self.drawn(450).svg.contains(#"style="font-weight:450""#))
        #expect(try Self.drawn(900).svg.contains(#"font-weight="900""#))
        let valid = try SVG11DTD.validate(try Self.drawn(650).svg)
        #expect(valid.status == 0 && valid.errors.isEmpty, "\(valid.errors)")
    }
}
