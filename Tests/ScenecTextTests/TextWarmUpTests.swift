import Foundation
@testable import ScenecText
import ScenecTestSupport
import Testing

@Suite struct TextWarmUpTests {
    init() { TestFonts.install() }

    /// The warm-up is process-wide and starts once; a thread that needs its first Pango context while
    /// it runs waits for it, takes over its context, and then measures exactly what a thread that never
    /// saw a warm-up measures.
    @Test func threadsAfterTheWarmUpMeasureTheSame() {
        let font = FontSpec(families: ["Helvetica"], size: 17)
        let measuredBefore = measuredOnNewThread("Keyboard ⇧", font: font)

        TextWarmUp.start(families: ["Helvetica"])
        // A new thread's first context goes through the wait for the warm-up.
        let measuredDuring = measuredOnNewThread("Keyboard ⇧", font: font)
        TextWarmUp.finish()
        #expect(TextWarmUp.hasEnded())
        // That thread took over the warm-up's context: nothing is left to hand over.
        #expect(TextWarmUp.takeHandover() == nil)
        // Starting again and waiting again are harmless no-ops.
        TextWarmUp.start(families: ["Nimbus Sans"])
        TextWarmUp.finish()
        TextWarmUp.finish()
        let measuredAfter = measuredOnNewThread("Keyboard ⇧", font: font)

        #expect(measuredBefore.width > 50 && !measuredBefore.resolution.resolved.isEmpty, "\(measuredBefore)")
        #expect(measuredDuring == measuredBefore)
        #expect(measuredAfter == measuredBefore)
    }

    /// Measures `text` uncached on a thread of its own (so with a fresh Pango context).
    private func measuredOnNewThread(_ text: String, font: FontSpec) -> TextMetrics {
        let result = ResultBox()
        let done = DispatchSemaphore(value: 0)
        Thread {
            result.metrics = TextEngine.measureUncached(text, font: font)
            done.signal()
        }.start()
        done.wait()
        return result.metrics ?? TextMetrics(width: -1, ascent: 0, descent: 0, ink: .init(x: 0, y: 0, width: 0, height: 0), resolution: TextEngine.unresolved(font))
    }

    private final class ResultBox: @unchecked Sendable {
        var metrics: TextMetrics?
    }
}
