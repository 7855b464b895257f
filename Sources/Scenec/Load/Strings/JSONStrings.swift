import FoundationEssentials
import ScenecModel

/// One locale's JSON strings file: flat (`{"key": "text"}`) or nested (`{"home": {"title": "…"}}` is
/// `home.title`), with i18next's plural keys (`items_one`, `items_other`: the plural string `items`).
/// Numbers and booleans are their text; arrays and `null` are not strings and are skipped.
package enum JSONStrings {
    /// Any JSON value, for walking a file whose shape is not fixed.
    private enum Value: Decodable {
        case string(String), number(String), object([String: Value]), other

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let string = try? container.decode(String.self) {
                self = .string(string)
            } else if let object = try? container.decode([String: Value].self) {
                self = .object(object)
            } else if let integer = try? container.decode(Int64.self) {
                self = .number(String(integer))
            } else if let number = try? container.decode(Double.self) {
                self = .number(String(number))
            } else if let flag = try? container.decode(Bool.self) {
                self = .string(flag ? "true" : "false")
            } else {
                self = .other
            }
        }
    }

    /// i18next's plural suffixes (v4: CLDR categories; `_zero`… and the exact `_0`, `_1` forms).
    static let pluralSuffixes = ["zero", "one", "two", "few", "many", "other"]

    /// The strings of `bytes`, keys prefixed with `prefix` (a folder-per-locale file's name, `common.`).
    package static func read(_ bytes: [UInt8], prefix: String = "") throws(StringTableFormats.Problem) -> [StringTables.Entry] {
        let root: [String: Value]
        do {
            root = try JSONDecoder().decode([String: Value].self, from: Data(bytes))
        } catch {
            throw StringTableFormats.Problem("is not a JSON object of strings ({\"key\": \"text\"}, nested objects allowed): \(DecodingErrorText.describe(error))")
        }
        var flat: [String: String] = [:]
        func walk(_ object: [String: Value], path: String) {
            for (key, value) in object {
                let name = path + key
                switch value {
                case .string(let text), .number(let text): flat[name] = text
                case .object(let inner): walk(inner, path: name + ".")
                case .other: break
                }
            }
        }
        walk(root, path: prefix)
        // i18next plurals: `key_one`, `key_other`, … become the forms of `key` (when `key_other` is there).
        var plurals: [String: [String: String]] = [:]
        for (name, text) in flat {
            guard let underscore = name.lastIndex(of: "_") else { continue }
            let suffix = String(name[name.index(after: underscore)...])
            guard pluralSuffixes.contains(suffix) else { continue }
            plurals[String(name[..<underscore]), default: [:]][suffix] = text
        }
        var entries: [StringTables.Entry] = []
        var consumed: Set<String> = []
        for (base, forms) in plurals where forms["other"] != nil && flat[base] == nil {
            entries.append(StringTables.Entry(key: base, value: forms["other"] ?? "", plural: forms))
            for suffix in forms.keys { consumed.insert(base + "_" + suffix) }
        }
        for (name, text) in flat where !consumed.contains(name) {
            entries.append(StringTables.Entry(key: name, value: text))
        }
        return entries.sorted { $0.key < $1.key }
    }
}
