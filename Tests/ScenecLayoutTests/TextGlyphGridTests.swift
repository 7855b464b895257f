import ScenecCore
import ScenecLayout
import ScenecModel
import ScenecTestSupport
import ScenecText
import Testing

/// Glyphs on quarter device pixels: Chromium (Skia) draws each glyph at its device x rounded to a quarter
/// pixel whatever the SVG says, so layout rounds every glyph itself (`TextRun.glyphs`) and every
/// renderer draws it where the PNG has it.
@Suite struct TextGlyphGridTests {
    init() { TestFonts.install() }

    static func runs(_ body: String, scale: Double) throws -> [TextRun] {
        try TextBaselineSnappingTests.ops(body, scale: scale).flatMap(\.runs)
    }

    /// Where Pango puts each character's glyph of `run` (absolute points), unrounded.
    static func exactX(_ run: TextRun) throws -> [Double] {
        let font = FontSpec(families: run.font.families, size: run.font.size, weight: run.font.weight, style: run.font.style,
                            letterSpacing: run.font.letterSpacing)
        let offsets = try #require(TextEngine.measure(run.text, font: font).characterOffsets)
        return offsets.map { run.layoutOrigin.x + $0 }
    }

    static let wrapped = #"<text x="10.3" y="10" width="150" wrap="word" font-size="15">Every glyph of this <span font-weight="700">text</span> lands on a quarter device pixel, kerned: AVA Ty.</text>"#

    @Test(arguments: [1.0, 2.0, 3.0, 1.5])
    func everyGlyphIsOnAQuarterDevicePixelNearWherePangoPutIt(scale: Double) throws {
        let runs = try Self.runs(Self.wrapped, scale: scale)
        #expect(runs.count >= 4)
        for run in runs {
            let glyphs = try #require(run.glyphs, "\(run.text)")
            let exact = try Self.exactX(run)
            #expect(glyphs.x.count == run.text.unicodeScalars.count)
            for (x, want) in zip(glyphs.x, exact) {
                let steps = x * 4 * scale
                #expect(abs(steps.rounded() - steps) < 1e-6, "\(run.text): \(x) at scale \(scale)")
                // Rounded to the nearest quarter pixel: at most an eighth of a pixel away.
                #expect(abs(x - want) * scale <= 0.125 + 1e-9, "\(run.text): \(x) vs \(want)")
            }
        }
    }

    @Test(arguments: [1.0, 2.0])
    func withinAStretchEachGlyphIsWhereThePreviousOnesAdvancePutsIt(scale: Double) throws {
        let runs = try Self.runs(Self.wrapped, scale: scale)
        var stretches = 0
        for run in runs {
            let glyphs = try #require(run.glyphs)
            let exact = try Self.exactX(run)
            #expect(glyphs.stretchStarts.first == 0)
            #expect(glyphs.stretchStarts == glyphs.stretchStarts.sorted() && Set(glyphs.stretchStarts).count == glyphs.stretchStarts.count)
            let characters = Array(run.text.unicodeScalars)
            for stretch in glyphs.stretches {
                stretches += 1
                #expect(!characters[stretch.lowerBound].properties.isWhitespace)
                // An SVG renderer draws the stretch's first glyph at its x and advances by Pango's advances.
                for k in stretch.dropFirst() where !characters[k].properties.isWhitespace {
                    let advanced = glyphs.x[stretch.lowerBound] + exact[k] - exact[stretch.lowerBound]
                    #expect(abs(glyphs.x[k] - advanced) * scale <= 1.0 / 64 + 1e-9, "\(run.text) at \(k)")
                }
            }
        }
        // Most glyphs need a stretch of their own; a few continue one.
        let characters = runs.map { $0.text.unicodeScalars.count }.reduce(0, +)
        #expect(stretches > 1 && stretches < characters, "\(stretches) stretches for \(characters) characters")
    }

    @Test func underARotationOrScaleGlyphsKeepPangosPositions() throws {
        for transform in ["rotate(8)", "scale(1.5)", "skewX(10)"] {
            let runs = try Self.runs(#"<group transform="\#(transform)">"# + Self.wrapped + "</group>", scale: 1)
            #expect(!runs.isEmpty)
            #expect(runs.allSatisfy { $0.glyphs == nil }, "\(transform)")
        }
        // A translation keeps them (as it keeps rounded baselines).
        #expect(try Self.runs(#"<group transform="translate(3 4)">"# + Self.wrapped + "</group>", scale: 1).allSatisfy { $0.glyphs != nil })
    }

    /// Runs that are not one left-to-right glyph per character: a ligature (Nimbus Sans has "fi"), a
    /// combining accent (DejaVu Sans draws e + U+0301 as one glyph), Hebrew (right to left), a character
    /// beyond the BMP (its run, in the fallback font).
    @Test(arguments: [("office", "Nimbus Sans"), ("cafe\u{301}", "DejaVu Sans"), ("שלום", "DejaVu Sans"), ("\u{1D400}", "Nimbus Sans")])
    func runsThatAreNotOneGlyphPerCharacterKeepPangosPositions(text: String, family: String) throws {
        let runs = try Self.runs(#"<text x="10.3" y="10" font-size="15" font-family="\#(family)">ab \#(text)</text>"#, scale: 1)
        let run = try #require(runs.first { $0.text.contains(text) }, "\(runs.map(\.text))")
        #expect(run.glyphs == nil, "\(run.text)")
        // The plain run before it, where there is one, is placed glyph by glyph.
        if let plain = runs.first(where: { $0.text == "ab" }) { #expect(plain.glyphs != nil) }
    }

    @Test func aShadowsGlyphsMoveWithIt() throws {
        let runs = try Self.runs(#"<text x="10.3" y="10" font-size="15">Label<drop-shadow dx="0.3" dy="1" blur="0"/></text>"#, scale: 1)
        try #require(runs.count == 2)
        let shadow = try #require(runs[0].glyphs), text = try #require(runs[1].glyphs)
        #expect(shadow.stretchStarts == text.stretchStarts)
        for (s, t) in zip(shadow.x, text.x) { #expect(abs(s - (t + 0.3)) < 1e-9) }
    }
}
