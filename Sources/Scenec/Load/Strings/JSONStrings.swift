import ScenecCore
import ScenecModel

/// One locale's JSON strings file: flat (`{"key": "text"}`) or nested (`{"home": {"title": "…"}}` is
/// `home.title`), with i18next's plural keys (`items_one`, `items_other`: the plural string `items`).
/// Numbers and booleans are their text; arrays and `null` are not strings and are skipped.
package enum JSONStrings {
    /// A problem in the file: what is wrong and the 1-based line and column where (the caller adds the file).
    package struct Problem: Error, Sendable, Equatable {
        package var message: String
        package var line: Int
        package var column: Int
    }

    /// i18next's plural suffixes (v4: CLDR categories; `_zero`… and the exact `_0`, `_1` forms).
    static let pluralSuffixes = ["zero", "one", "two", "few", "many", "other"]

    /// The strings of `bytes`, keys prefixed with `prefix` (a folder-per-locale file's name, `common.`).
    package static func read(_ bytes: [UInt8], prefix: String = "") throws(Problem) -> [StringTables.Entry] {
        let root: LocatedJSON
        do throws(LocatedJSON.SyntaxError) {
            root = try LocatedJSON.parse(bytes)
        } catch {
            throw Problem(message: "this file is not JSON: \(error.message)", line: error.line, column: error.column)
        }
        guard let object = root.object else {
            throw Problem(message: "a strings file is a JSON object of strings ({\"key\": \"text\"}, nested objects allowed), not \(root.kindName)", line: root.line, column: root.column)
        }
        var flat: [String: String] = [:]
        // Iterative, so a deeply nested file costs no stack (LocatedJSON bounds the depth anyway).
        var pending: [(LocatedJSON.Members, String)] = [(object, prefix)]
        while let (members, path) = pending.popLast() {
            for member in members.list {
                let name = path + member.key
                switch member.value.value {
                case .string(let text): flat[name] = text
                case .number(_, let text): flat[name] = text
                case .bool(let flag): flat[name] = flag ? "true" : "false"
                case .object(let inner): pending.append((inner, name + "."))
                case .array, .null: break
                }
            }
        }
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
