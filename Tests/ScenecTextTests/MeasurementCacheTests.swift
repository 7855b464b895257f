@testable import ScenecText
import ScenecCore
import ScenecTestSupport
import Testing

@Suite struct MeasurementCacheTests {
    init() { TestFonts.install() }

    static let regular = FontSpec(families: ["Helvetica"], size: 26)
    static let bold = FontSpec(families: ["Helvetica"], size: 26, weight: 700)
    static let small = FontSpec(families: ["Helvetica"], size: 13)
    static let serif = FontSpec(families: ["Times"], size: 26)
    static let fonts = [regular, bold, small, serif]

    @Test func cachedMeasurementEqualsUncached() {
        for font in Self.fonts {
            for text in ["cache me", "⌫ ⇧ ↵", "Wy,gq"] {
                let first = TextEngine.measure(text, font: font)
                let second = TextEngine.measure(text, font: font)
                let fresh = TextEngine.measureUncached(text, font: font)
                #expect(first == fresh, "\(text) in \(font)")
                #expect(second == fresh, "\(text) in \(font)")
                #expect(fresh.width > 0)
            }
        }
    }

    /// A cache keyed on the text alone (or missing one font field) would hand the first font's
    /// measurement to the others; each must get its own.
    @Test func keyDistinguishesFamilySizeAndWeight() {
        let text = "Keyed label"
        let measured = Self.fonts.map { TextEngine.measure(text, font: $0) }
        for (font, metrics) in zip(Self.fonts, measured) {
            #expect(metrics == TextEngine.measureUncached(text, font: font), "\(font)")
        }
        #expect(measured[1].width > measured[0].width, "bold")
        #expect(abs(measured[2].width - measured[0].width / 2) < 0.01, "half size")
        #expect(measured[3].resolution.resolved == "Nimbus Roman" && measured[3].width != measured[0].width, "serif")
        let keys = Set(Self.fonts.map { TextEngine.MeasurementKey(text: text, font: $0) })
        #expect(keys.count == Self.fonts.count)
        #expect(TextEngine.MeasurementKey(text: text, font: Self.regular) == TextEngine.MeasurementKey(text: text, font: Self.regular))
        #expect(TextEngine.MeasurementKey(text: text, font: Self.regular) != TextEngine.MeasurementKey(text: text + " ", font: Self.regular))
    }

    /// Several threads measure the same labels at once, each starting at a different label so they
    /// race to fill the same entries, through the cache and around it (Pango on several threads at once).
    @Test func concurrentMeasurementMatchesSerial() async {
        let jobs = Self.fonts.flatMap { font in (0..<24).map { (text: "concurrent \($0) ⌫", font: font) } }
        let reference = jobs.map { TextEngine.measureUncached($0.text, font: $0.font) }
        let workers = 8
        let results = await withTaskGroup(of: (Int, [TextMetrics], [TextMetrics]).self) { group in
            for worker in 0..<workers {
                group.addTask {
                    let order = jobs.indices.map { ($0 + worker * 11) % jobs.count }
                    var cached = [TextMetrics?](repeating: nil, count: jobs.count)
                    var uncached = cached
                    for index in order {
                        cached[index] = TextEngine.measure(jobs[index].text, font: jobs[index].font)
                        uncached[index] = TextEngine.measureUncached(jobs[index].text, font: jobs[index].font)
                    }
                    return (worker, cached.compactMap { $0 }, uncached.compactMap { $0 })
                }
            }
            var all: [(Int, [TextMetrics], [TextMetrics])] = []
            for await result in group { all.append(result) }
            return all
        }
        #expect(results.count == workers)
        for (worker, cached, uncached) in results {
            for (kind, measured) in [("cached", cached), ("uncached", uncached)] {
                let mismatch = measured.indices.first { measured[$0] != reference[$0] }
                #expect(measured.count == reference.count && mismatch == nil,
                        "worker \(worker), \(kind): \(mismatch.map { "\(jobs[$0])" } ?? "count \(measured.count)")")
            }
        }
    }

    /// Measuring far more distinct lines than the cache holds leaves it within its bound.
    @Test func measurementCacheIsBounded() {
        let bound = 2 * TextEngine.measurementCapacity
        for i in 0..<(bound + 100) {
            _ = TextEngine.measure("bounded \(i)", font: Self.small)
        }
        let count = TextEngine.cachedMeasurementCount
        #expect(count <= bound, "\(count) entries")
        #expect(count >= TextEngine.measurementCapacity, "the cache keeps at least a full generation: \(count)")
    }

    @Test func longLinesAreNotCached() {
        let limit = TextEngine.cacheableTextBytes
        #expect(TextEngine.MeasurementKey(text: String(repeating: "x", count: limit), font: Self.regular).isCacheable)
        #expect(!TextEngine.MeasurementKey(text: String(repeating: "x", count: limit + 1), font: Self.regular).isCacheable)
        // Multi-byte characters count by their UTF-8 bytes.
        #expect(!TextEngine.MeasurementKey(text: String(repeating: "⌫", count: limit / 3 + 1), font: Self.regular).isCacheable)
        let long = String(repeating: "long line ", count: 40)
        #expect(TextEngine.measure(long, font: Self.regular) == TextEngine.measureUncached(long, font: Self.regular))
    }
}
