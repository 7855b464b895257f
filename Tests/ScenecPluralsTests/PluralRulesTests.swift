import ScenecPlurals
import Testing

/// CLDR plural categories as ICU gives them.
@Suite("Plural rules")
struct PluralRulesTests {
    @Test("English, Polish, Arabic, Japanese and Serbian categories; fractions; an unknown language is root (other)")
    func categories() {
        #expect([0, 1, 2, 5].map { PluralRules.category(of: $0, locale: "en") } == ["other", "one", "other", "other"])
        #expect([1, 2, 5, 22, 25, 1.5].map { PluralRules.category(of: $0, locale: "pl") } == ["one", "few", "many", "few", "many", "other"])
        #expect([0, 1, 2, 3, 11, 100].map { PluralRules.category(of: $0, locale: "ar") } == ["zero", "one", "two", "few", "many", "other"])
        #expect(PluralRules.category(of: 1, locale: "ja") == "other")
        #expect([1, 3, 5].map { PluralRules.category(of: $0, locale: "sr-Latn") } == ["one", "few", "other"])
        #expect(PluralRules.category(of: .nan, locale: "en") == "other")
    }
}
