import Foundation
import Scenec
import ScenecCore
import ScenecTestSupport
import Testing

/// Issue 28: the preview page's theme, scale and background switches, in a real headless Chromium. The
/// theme and the scale are query parameters of the picture the server renders; the background is the
/// page's, behind a stage exactly the picture's size.
@Suite(.serialized)
struct PreviewSwitchTests {
    private static let image = "document.querySelector('section[data-scene=\"badge\"] img')"
    private static let stage = "document.querySelector('section[data-scene=\"badge\"] .stage')"

    /// 114 × 44 pt, red (blue in the dark theme), its corners rounded so the background shows there.
    static let badge = """
        <scene width="114" height="44">
          <tokens><token name="fill" value="#ff0000"/></tokens>
          <tokens theme="dark"><token name="fill" value="#0000ff"/></tokens>
          <rect x="0" y="0" width="114" height="44" corner-radius="12" fill="{fill}"/>
        </scene>
        """

    private func box(_ browser: HeadlessChromium, _ element: String) async throws -> [String: Double] {
        let text = try await browser.evaluate("JSON.stringify(\(element).getBoundingClientRect())") ?? ""
        return try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Double] ?? [:]
    }

    /// The screenshot's pixel at (`dx`, `dy`) from the picture's top left corner.
    private func shown(_ browser: HeadlessChromium, dx: Double, dy: Double) async throws -> RGBA8 {
        let picture = try await box(browser, Self.image)
        return try pixel(ofPNG: await browser.screenshot(), x: Int((picture["x"] ?? 0) + dx), y: Int((picture["y"] ?? 0) + dy))
    }

    private func choose(_ browser: HeadlessChromium, select id: String, _ value: String) async throws {
        _ = try await browser.evaluate("(() => { const s = document.getElementById('\(id)'); s.value = '\(value)'; s.dispatchEvent(new Event('change')); return s.value; })()")
    }

    @Test func theThemeScaleAndBackgroundSwitchesChangeThePicture() async throws {
        let fixture = try await ServeFixture(files: ["badge.xml": Self.badge], scale: 2)
        do {
            let browser = try await HeadlessChromium.open(url: fixture.url, width: 800, height: 600)
            #expect(try await browser.waitFor("\(Self.image)?.dataset.version === '1'", timeout: .seconds(20)))
            // The switches offer the scene's themes and the scales, the served ones chosen.
            #expect(try await browser.evaluate("[...document.getElementById('theme').options].map(o => o.value).join()") == "default,dark")
            #expect(try await browser.evaluate("[...document.getElementById('scale').options].map(o => o.textContent).join()") == "1×,2×,3×")
            #expect(try await browser.evaluate("document.getElementById('scale').value") == "2")
            #expect(try await browser.evaluate("\(Self.image).naturalWidth + 'x' + \(Self.image).naturalHeight") == "228x88")

            // The picture and the checkerboard behind it are exactly the picture's size.
            let picture = try await box(browser, Self.image), stage = try await box(browser, Self.stage)
            #expect(picture["width"] == 114 && picture["height"] == 44, "\(picture)")
            #expect(stage == picture, "the stage \(stage) is not the picture \(picture)")

            let red = try await shown(browser, dx: 57, dy: 22)
            #expect(red.maximumChannelDifference(to: TestScenes.rgb("#ff0000")) <= 2, "the default theme shows \(red)")

            try await choose(browser, select: "theme", "dark")
            #expect(try await browser.waitFor("\(Self.image).dataset.variant === '&theme=dark'", timeout: .seconds(5)))
            #expect(try await browser.evaluate("new URL(\(Self.image).src).search") == "?v=1&theme=dark")
            let blue = try await shown(browser, dx: 57, dy: 22)
            #expect(blue.maximumChannelDifference(to: TestScenes.rgb("#0000ff")) <= 2, "the dark theme shows \(blue)")

            try await choose(browser, select: "scale", "3")
            #expect(try await browser.waitFor("\(Self.image).dataset.variant === '&theme=dark&scale=3'", timeout: .seconds(5)))
            #expect(try await browser.evaluate("\(Self.image).naturalWidth + 'x' + \(Self.image).naturalHeight") == "342x132")
            #expect(try await box(browser, Self.image) == picture, "a scale switch changes the pixels, not the picture's size in the page")

            // The background shows in the rounded corners, and nowhere past the picture.
            let corner = try await shown(browser, dx: 0.5, dy: 0.5)
            let checker = [TestScenes.rgb("#e8e8e8"), TestScenes.rgb("#ffffff")]
            #expect(checker.contains { corner.maximumChannelDifference(to: $0) <= 2 }, "the checkerboard corner shows \(corner)")
            for (background, colour) in [("dark", "#1c1c1e"), ("light", "#ffffff")] {
                _ = try await browser.evaluate("document.querySelector('input[name=background][value=\(background)]').click()")
                #expect(try await browser.waitFor("document.body.dataset.background === '\(background)'", timeout: .seconds(2)))
                let shownCorner = try await shown(browser, dx: 0.5, dy: 0.5)
                #expect(shownCorner.maximumChannelDifference(to: TestScenes.rgb(colour)) <= 2, "the \(background) background shows \(shownCorner)")
                let outside = try await shown(browser, dx: 114.5, dy: 22)
                #expect(outside.maximumChannelDifference(to: TestScenes.rgb("#ffffff")) <= 2, "the \(background) background reaches past the picture: \(outside)")
            }
        }
        await fixture.stop()
    }

    /// Issue 25: the locales the scene declares and the rows of `serve --data` are switches too.
    @Test func theLocaleAndRowSwitchesChangeThePicture() async throws {
        let badge = """
            <scene width="114" height="44" version="1.2">
              <tokens><token name="fill" value="#ff0000"/></tokens>
              <tokens locale="de"><token name="fill" value="#0000ff"/></tokens>
              <rect x="0" y="0" width="114" height="44" corner-radius="12" fill="{fill}"/>
            </scene>
            """
        let fixture = try await ServeFixture(files: ["badge.xml": badge], data: "fill\n#00ff00\n#ffff00\n")
        do {
            let browser = try await HeadlessChromium.open(url: fixture.url, width: 800, height: 600)
            #expect(try await browser.waitFor("\(Self.image)?.dataset.version === '1'", timeout: .seconds(20)))
            #expect(try await browser.evaluate("[...document.getElementById('locale').options].map(o => o.value).join()") == ",de")
            #expect(try await browser.evaluate("[...document.getElementById('row').options].map(o => o.textContent).join()") == "no row,row 1,row 2")
            func centre() async throws -> RGBA8 { try await shown(browser, dx: 57, dy: 22) }
            #expect(try await centre().maximumChannelDifference(to: TestScenes.rgb("#ff0000")) <= 2)

            try await choose(browser, select: "locale", "de")
            #expect(try await browser.waitFor("\(Self.image).dataset.variant === '&locale=de'", timeout: .seconds(5)))
            #expect(try await centre().maximumChannelDifference(to: TestScenes.rgb("#0000ff")) <= 2, "German")

            // A row's columns win over the locale's tokens, as in a build.
            try await choose(browser, select: "row", "2")
            #expect(try await browser.waitFor("\(Self.image).dataset.variant === '&locale=de&row=2'", timeout: .seconds(5)))
            #expect(try await centre().maximumChannelDifference(to: TestScenes.rgb("#ffff00")) <= 2, "row 2")
        }
        await fixture.stop()
    }

    @Test func withoutLocalesOrRowsThoseSwitchesAreHidden() async throws {
        let fixture = try await ServeFixture(files: ["badge.xml": Self.badge])
        do {
            let browser = try await HeadlessChromium.open(url: fixture.url, width: 800, height: 600)
            #expect(try await browser.waitFor("\(Self.image)?.dataset.version === '1'", timeout: .seconds(20)))
            #expect(try await browser.evaluate("document.getElementById('locale').closest('label').hidden + ',' + document.getElementById('row').closest('label').hidden") == "true,true")
            #expect(try await browser.evaluate("document.getElementById('theme').closest('label').hidden") == "false")
        }
        await fixture.stop()
    }

    @Test func aSceneBrokenFromTheStartShowsItsDiagnosticsInRoomOfTheirOwn() async throws {
        let fixture = try await ServeFixture(files: ["card.xml": TestScenes.broken])
        do {
            let browser = try await HeadlessChromium.open(url: fixture.url, width: 800, height: 600)
            let problems = "document.querySelector('section[data-scene=\"card\"] .problems')"
            #expect(try await browser.waitFor("\(problems) && !\(problems).classList.contains('none')", timeout: .seconds(20)))
            // The stage has no picture to size it; the panel is still as tall as its text, none of it scrolled away.
            let sizes = try await browser.evaluate("\(problems).scrollHeight + ' ' + \(problems).clientHeight") ?? ""
            let parts = sizes.split(separator: " ").compactMap { Double($0) }
            #expect(parts.count == 2 && parts[0] == parts[1] && parts[1] > 30, "the panel's content and box heights: \(sizes)")
            #expect(try await browser.evaluate("\(problems).textContent.includes('error:')") == "true")
        }
        await fixture.stop()
    }

    @Test func theServerRendersAVariantOnlyForAThemeAndAScaleItCanTake() async throws {
        let fixture = try await ServeFixture(files: ["badge.xml": Self.badge], scale: 2)
        do {
            for (query, size) in [("", "228x88"), ("?scale=1", "114x44"), ("?v=4&theme=dark&scale=3", "342x132"), ("?theme=default&scale=2", "228x88")] {
                let response = try await fixture.get("/render/badge.png" + query)
                #expect(response.status == 200, "\(query)")
                let header = PNGHeader.size(of: response.body)
                #expect(header.map { "\($0.width)x\($0.height)" } == size, "\(query)")
            }
            let dark = try await fixture.get("/render/badge.png?theme=dark&scale=1")
            #expect(try pixel(ofPNG: dark.body, x: 57, y: 22).maximumChannelDifference(to: TestScenes.rgb("#0000ff")) <= 2)
            for query in ["?theme=light", "?scale=4", "?scale=0", "?theme=%2e%2e", "?theme=" + String(repeating: "a", count: 65)] {
                #expect(try await fixture.get("/render/badge.png" + query).status == 404, "\(query)")
            }
        }
        await fixture.stop()
    }
}
