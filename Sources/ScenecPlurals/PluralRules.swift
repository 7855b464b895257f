internal import CICU
import Synchronization

/// CLDR plural categories through ICU (`uplrules_select`): which form of a plural string a number takes in
/// a language (`one` for 1 in English, `few` for 3 in Polish, `other` for 1.5 in both). ICU carries the
/// rules for every CLDR language; scenec keeps no table of its own.
public enum PluralRules {
    /// The categories CLDR names, in its order.
    public static let categories = ["zero", "one", "two", "few", "many", "other"]

    /// The category of `number` in `locale` (a BCP 47 tag; nil or one ICU does not know: the root
    /// locale's rules, where every number is `other`).
    public static func category(of number: Double, locale: String?) -> String {
        guard number.isFinite, let rules = cache.rules(for: locale ?? "root") else { return "other" }
        var status = U_ZERO_ERROR
        var keyword = [UChar](repeating: 0, count: 16)
        let length = scenec_plural_rules_select(rules.pointer, number, &keyword, Int32(keyword.count), &status)
        guard scenec_icu_failure(status) == 0, length > 0, length <= Int32(keyword.count) else { return "other" }
        return String(decoding: keyword[0..<Int(length)], as: UTF16.self)
    }

    private static let cache = RulesCache()
}

/// One opened `UPluralRules` per locale for the process: ICU's rules are immutable once opened, and
/// `uplrules_select` only reads them, so threads share them.
private final class RulesCache: Sendable {
    private let opened = Mutex<[String: OpenedRules?]>([:])

    func rules(for locale: String) -> OpenedRules? {
        opened.withLock { table in
            if let found = table[locale] { return found }
            var status = U_ZERO_ERROR
            let pointer = locale.withCString { scenec_plural_rules_open($0, &status) }
            let made = pointer.flatMap { scenec_icu_failure(status) == 0 ? OpenedRules(pointer: $0) : nil }
            table[locale] = made
            return made
        }
    }
}

/// ICU's rules object, never closed (one per language for the life of the process).
private struct OpenedRules: @unchecked Sendable {
    let pointer: OpaquePointer
}
