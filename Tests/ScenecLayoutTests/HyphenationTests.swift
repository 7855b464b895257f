import ScenecCore
import ScenecLayout
import ScenecModel
import ScenecSceneTestSupport
import ScenecTestSupport
import Testing

/// `hyphens`: `auto` breaks words at the hyphenation points of the text's language (libhyphen with
/// Debian's hyphen-de and hyphen-en-us patterns), `manual` (the default) at soft hyphens, `none` at
/// neither; a line that ends in a break shows a hyphen (U+2010) in the render list and the SVG.
@Suite struct HyphenationTests {
    static func lines(_ attributes: String, _ text: String, width: Int = 120) throws -> [String] {
        let xml = #"<scene width="300" height="300"><text x="10" y="10" width="\#(width)" wrap="word" font-size="16" \#(attributes)>\#(text)</text></scene>"#
        let list = try InlineScene.renderList(xml: xml)
        let op = try #require(list.items.lazy.compactMap { item -> TextOp? in if case .text(let op) = item.op { return op } else { return nil } }.first)
        // Soft hyphens are invisible: left out to compare what is drawn.
        return op.text.split(separator: "\n").map { String($0).replacingOccurrences(of: "\u{AD}", with: "") }
    }

    @Test func germanBreaksAtThePatternsPoints() throws {
        // Do-nau-dampf-schiff-fahrts-ge-sell-schafts-ka-pi-täns-müt-zen (hyph_de_DE.dic).
        let lines = try Self.lines(#"lang="de" hyphens="auto""#, "Donaudampfschifffahrtsgesellschaftskapitänsmützen")
        #expect(lines == ["Donaudampf‐", "schifffahrtsge‐", "sellschaftskapi‐", "tänsmützen"])
    }

    @Test func englishBreaksAtThePatternsPoints() throws {
        let lines = try Self.lines(#"lang="en-US" hyphens="auto""#, "Internationalization considerations")
        #expect(lines == ["Internationaliza‐", "tion considera‐", "tions"])
    }

    @Test func withoutALanguageOrWithManualOnlySoftHyphensBreak() throws {
        // No dictionary: the word breaks between characters, without a hyphen (as before).
        let plain = try Self.lines(#"hyphens="auto""#, "Donaudampfschifffahrtsgesellschaftskapitänsmützen")
        #expect(!plain.contains { $0.hasSuffix("‐") })
        #expect(plain.joined() == "Donaudampfschifffahrtsgesellschaftskapitänsmützen")
        #expect(try Self.lines("", "Some\u{AD}thing", width: 60) == ["Some‐", "thing"])
        let none = try Self.lines(#"hyphens="none""#, "Some\u{AD}thing", width: 60)
        #expect(!none.contains { $0.hasSuffix("‐") }, "\(none)")
    }

    @Test func theSVGShowsTheHyphen() throws {
        let xml = #"<scene width="300" height="300"><text x="10" y="10" width="60" wrap="word" font-size="16">Some&#173;thing</text></scene>"#
        let svg = try InlineScene.svg(try InlineScene.renderList(xml: xml))
        #expect(svg.contains("\u{2010}"), "\(svg)")
    }

    @Test func hyphensIsAChoice() {
        #expect(InlineScene.errorMessages(#"<scene width="10" height="10"><text hyphens="yes">a</text></scene>"#).first?.hasPrefix("hyphens:") == true)
    }
}
