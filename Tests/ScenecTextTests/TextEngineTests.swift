import ScenecCore
import ScenecTestSupport
import ScenecText
import Testing

@Suite struct TextEngineTests {
    init() { TestFonts.install() }

    static let helvetica = FontSpec(families: ["Helvetica"], size: 26)

    @Test func widerStringIsWider() {
        let short = TextEngine.measure("Hi", font: Self.helvetica)
        let long = TextEngine.measure("Hi there, world", font: Self.helvetica)
        #expect(short.width > 0)
        #expect(long.width > short.width * 3)
        #expect(short.lineHeight == long.lineHeight)
    }

    @Test func helveticaResolvesToNimbusSansWithPlausibleMetrics() {
        let metrics = TextEngine.measure("Hxg", font: Self.helvetica)
        #expect(metrics.resolution.resolved == "Nimbus Sans")
        #expect(!metrics.resolution.isFallback)
        #expect(metrics.resolution.warning == nil)
        // Nimbus Sans (URW OpenType): ascent 0.729 em (its cap height), descent ~0.27 em at 26 pt.
        #expect(metrics.ascent > 0.7 * 26 && metrics.ascent < 1.1 * 26, "ascent \(metrics.ascent)")
        #expect(metrics.descent > 0.15 * 26 && metrics.descent < 0.4 * 26, "descent \(metrics.descent)")
        // The H's cap height (0.72 em) sits above the baseline; g descends below it.
        print("Nimbus Sans 26: ascent \(metrics.ascent) descent \(metrics.descent) width \(metrics.width) ink \(metrics.ink)")
        #expect(metrics.ink.minY < metrics.ascent - 0.65 * 26)
        #expect(metrics.ink.maxY > metrics.ascent + 0.1 * 26)
    }

    @Test func sizeScalesMetricsLinearly() {
        let small = TextEngine.measure("Scale", font: FontSpec(families: ["Helvetica"], size: 13))
        let large = TextEngine.measure("Scale", font: Self.helvetica)
        #expect(abs(large.width - 2 * small.width) < 0.01)
        #expect(abs(large.ascent - 2 * small.ascent) < 0.01)
    }

    @Test func boldIsWider() {
        let regular = TextEngine.measure("Bold text", font: Self.helvetica)
        let bold = TextEngine.measure("Bold text", font: FontSpec(families: ["Helvetica"], size: 26, weight: 700))
        #expect(bold.width > regular.width)
    }

    @Test func missingFamilyIsReportedAsFallback() {
        let metrics = TextEngine.measure("x", font: FontSpec(families: ["Comic Zeta Pro"], size: 20))
        #expect(metrics.resolution.isFallback)
        #expect(metrics.resolution.resolved == "DejaVu Sans")
        #expect(metrics.resolution.warning == "font 'Comic Zeta Pro' not found, using 'DejaVu Sans'")
    }

    @Test func laterFamilyInTheListIsNoFallback() {
        let resolution = TextEngine.resolve(FontSpec(families: ["Comic Zeta Pro", "Helvetica", "sans-serif"], size: 20))
        #expect(resolution.resolved == "Nimbus Sans")
        #expect(!resolution.isFallback)
    }

    @Test func genericFamilyIsNoFallback() {
        let resolution = TextEngine.resolve(FontSpec(families: ["sans-serif"], size: 20))
        #expect(resolution.resolved == "DejaVu Sans")
        #expect(!resolution.isFallback)
    }

    @Test func keySymbolsHaveInk() {
        for symbol in ["⌫", "⇧", "↵"] {
            let metrics = TextEngine.measure(symbol, font: Self.helvetica)
            #expect(metrics.width > 5, "\(symbol) has no advance")
            #expect(metrics.ink.width > 5 && metrics.ink.height > 5, "\(symbol) has no ink: \(metrics.ink)")
            let outline = TextEngine.outline(symbol, font: Self.helvetica, origin: Point(10, 20))
            #expect(!outline.isEmpty)
            // The outline is the ink, moved to the origin.
            let bounds = outline.bounds
            #expect(abs(bounds.minX - (10 + metrics.ink.minX)) < 1 && abs(bounds.minY - (20 + metrics.ink.minY)) < 1,
                    "\(symbol): outline \(bounds) vs ink \(metrics.ink)")
        }
    }

    @Test func markupIsNotInterpreted() {
        let literal = TextEngine.measure("<b>x</b>", font: Self.helvetica)
        let x = TextEngine.measure("x", font: Self.helvetica)
        #expect(literal.width > 4 * x.width)
    }
}
