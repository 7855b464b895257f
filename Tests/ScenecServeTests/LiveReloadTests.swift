import Foundation
import Scenec
import ScenecTestSupport
import Testing

/// The page in a real headless Chromium: a save shows up in the open page, broken saves show their
/// diagnostics over the last good picture, and fixing them clears it.
@Suite(.serialized)
struct LiveReloadTests {
    private static let image = "document.querySelector('section[data-scene=\"card\"] img')"
    private static let section = "document.querySelector('section[data-scene=\"card\"]')"

    /// The centre of the scene's picture in the window, in screenshot pixels (device scale 1).
    private func pictureCentre(_ browser: HeadlessChromium) async throws -> (x: Int, y: Int) {
        let text = try await browser.evaluate("JSON.stringify(\(Self.image).getBoundingClientRect())") ?? ""
        let box = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Double] ?? [:]
        guard let x = box["x"], let y = box["y"], let width = box["width"], let height = box["height"], width > 0 else {
            throw TestFailure("the picture has no box: \(text)")
        }
        return (Int(x + width / 2), Int(y + height / 2))
    }

    private func shownColour(_ browser: HeadlessChromium) async throws -> RGBA8 {
        let centre = try await pictureCentre(browser)
        return try pixel(ofPNG: await browser.screenshot(), x: centre.x, y: centre.y)
    }

    @Test func aSaveShowsInTheOpenPageWithinTwoSeconds() async throws {
        let fixture = try await ServeFixture(files: ["card.xml": TestScenes.solid("#ff0000")])
        do {
            let browser = try await HeadlessChromium.open(url: fixture.url, width: 800, height: 600)
            #expect(try await browser.waitFor("\(Self.image)?.dataset.version === '1' && document.body.dataset.live === 'true'",
                                        timeout: .seconds(20)))
            let before = try await shownColour(browser)
            #expect(before.r > 240 && before.g < 16 && before.b < 16, "the page shows \(before), not the red scene")

            for (round, colour) in ["#0000ff", "#00c000", "#ff0000"].enumerated() {
                let saved = Date().timeIntervalSince1970 * 1000
                try fixture.save("card.xml", TestScenes.solid(colour))
                let version = "'\(round + 2)'"
                let reloaded = try await browser.waitFor("\(Self.image).dataset.version === \(version)", timeout: .seconds(2))
                #expect(reloaded, "the page did not show render \(version) within 2 s of the save")
                guard reloaded else { break }
                let loadedAt = Double(try await browser.evaluate("\(Self.image).dataset.loadedAt") ?? "") ?? 0
                print("live reload: save to new picture in the page: \(Int(loadedAt - saved)) ms")
                let shown = try await shownColour(browser)
                let expected = TestScenes.rgb(colour)
                #expect(shown.maximumChannelDifference(to: expected) <= 2, "after saving \(colour) the page shows \(shown)")
            }
        }
        await fixture.stop()
    }

    @Test func aBrokenSaveShowsItsDiagnosticsOverTheLastGoodPictureUntilFixed() async throws {
        // Large enough for the picture to show below the diagnostics panel.
        let fixture = try await ServeFixture(files: ["card.xml": TestScenes.solid("#0000ff", width: 480, height: 320)])
        do {
            let browser = try await HeadlessChromium.open(url: fixture.url, width: 1000, height: 1000)
            #expect(try await browser.waitFor("\(Self.image)?.dataset.version === '1' && document.body.dataset.live === 'true'",
                                        timeout: .seconds(20)))
            try fixture.save("card.xml", TestScenes.broken)
            let problems = "\(Self.section).querySelector('.problems')"
            #expect(try await browser.waitFor("!\(problems).classList.contains('none')", timeout: .seconds(2)),
                    "no diagnostics in the page within 2 s of a broken save")
            let text = try await browser.evaluate("\(problems).textContent") ?? ""
            let file = fixture.folder.file("card.xml").path
            #expect(text.contains("\(file):2:"), "the diagnostics do not name card.xml line 2: \(text)")
            #expect(text.contains("error:"))
            // The markup in the message and the source line is shown as text, never parsed.
            #expect(text.contains("<b>bold</b>"), "the markup of the source line is not shown as text: \(text)")
            #expect(try await browser.evaluate("\(problems).querySelector('b') === null") == "true")
            let line = try await browser.evaluate("\(problems).querySelector('pre')?.textContent")
            #expect(line == #"  <rect width="200" height="150" fill="&lt;b&gt;bold&lt;/b&gt;"/>"#)
            // The last good picture stays under the diagnostics.
            #expect(try await browser.evaluate("\(Self.image).dataset.version") == "1")
            #expect(try await fixture.get("/render/card.png").status == 200)
            // Below the panel, the last good (blue) picture is still visible.
            let panelBottom = Double(try await browser.evaluate("\(problems).getBoundingClientRect().bottom") ?? "") ?? 0
            let pictureBottom = Double(try await browser.evaluate("\(Self.image).getBoundingClientRect().bottom") ?? "") ?? 0
            let centre = try await pictureCentre(browser)
            #expect(panelBottom < pictureBottom - 10, "the panel covers the whole picture")
            let below = try pixel(ofPNG: await browser.screenshot(), x: centre.x, y: Int(pictureBottom) - 5)
            #expect(below.maximumChannelDifference(to: TestScenes.rgb("#0000ff")) <= 2, "under the diagnostics the page shows \(below)")

            try fixture.save("card.xml", TestScenes.solid("#00c000"))
            #expect(try await browser.waitFor("\(problems).classList.contains('none') && \(Self.image).dataset.version === '2'",
                                        timeout: .seconds(2)), "the fixed scene did not replace the diagnostics within 2 s")
            let shown = try await shownColour(browser)
            #expect(shown.maximumChannelDifference(to: TestScenes.rgb("#00c000")) <= 2, "after the fix the page shows \(shown)")
        }
        await fixture.stop()
    }
    @Test func theFormatToggleShowsTheSVGAndTheZoomScalesThePicture() async throws {
        let fixture = try await ServeFixture(files: ["card.xml": TestScenes.solid("#0000ff")])
        do {
            let browser = try await HeadlessChromium.open(url: fixture.url, width: 800, height: 600)
            #expect(try await browser.waitFor("\(Self.image)?.dataset.version === '1'", timeout: .seconds(20)))
            #expect(try await browser.evaluate("\(Self.image).getBoundingClientRect().width") == "200")

            _ = try await browser.evaluate("(() => { const r = document.querySelector('input[value=svg]'); r.click(); return r.checked; })()")
            #expect(try await browser.waitFor("\(Self.image).dataset.format === 'svg'", timeout: .seconds(2)))
            #expect(try await browser.evaluate("new URL(\(Self.image).src).pathname") == "/render/card.svg")
            let svgShown = try await shownColour(browser)
            #expect(svgShown.maximumChannelDifference(to: TestScenes.rgb("#0000ff")) <= 2, "the SVG shows \(svgShown)")

            _ = try await browser.evaluate("(() => { const z = document.getElementById('zoom'); z.value = '2'; z.dispatchEvent(new Event('change')); return z.value; })()")
            #expect(try await browser.waitFor("\(Self.image).getBoundingClientRect().width === 400", timeout: .seconds(2)))
            #expect(try await browser.evaluate("\(Self.image).getBoundingClientRect().height") == "300")
        }
        await fixture.stop()
    }
}

extension TestScenes {
    /// `#rrggbb` as an opaque pixel.
    static func rgb(_ hex: String) -> RGBA8 {
        let value = Int(hex.dropFirst(), radix: 16) ?? 0
        return RGBA8(r: UInt8(value >> 16 & 0xFF), g: UInt8(value >> 8 & 0xFF), b: UInt8(value & 0xFF), a: 255)
    }
}
