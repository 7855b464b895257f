import Foundation

/// Reads back the Make-syntax depfile scenec wrote for a scene's outputs on the previous build, so the
/// next build's command lists exactly the files that scene was made from. The syntax is scenec's own
/// (docs/ci.md): `target: dep dep \` lines, spaces escaped as `\ `, `#` as `\#`, `$` as `$$`.
enum Depfile {
    /// The prerequisites of every rule in the file, or nil when there is no readable depfile yet.
    static func dependencies(of url: URL) -> [URL]? {
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return nil }
        var files: [URL] = []
        var seen: Set<String> = []
        for rule in text.replacingOccurrences(of: "\\\n", with: " ").split(separator: "\n") {
            guard let colon = ruleColon(in: rule) else { continue }
            for word in words(rule[rule.index(after: colon)...]) where seen.insert(word).inserted {
                files.append(URL(fileURLWithPath: word))
            }
        }
        return files
    }

    /// The colon that ends a rule's targets: the first one not escaped and not followed by a space-less
    /// drive letter (scenec writes absolute POSIX paths, so the first unescaped `: ` is the separator).
    private static func ruleColon(in rule: Substring) -> Substring.Index? {
        var index = rule.startIndex
        while index < rule.endIndex {
            if rule[index] == "\\" {
                index = rule.index(after: index)
                if index < rule.endIndex { index = rule.index(after: index) }
                continue
            }
            if rule[index] == ":" { return index }
            index = rule.index(after: index)
        }
        return nil
    }

    /// Whitespace-separated words, with `\ `, `\#`, `\\` and `$$` unescaped.
    private static func words(_ text: Substring) -> [String] {
        var words: [String] = []
        var current = ""
        var iterator = text.makeIterator()
        while let character = iterator.next() {
            switch character {
            case "\\":
                if let next = iterator.next() { current += next == " " || next == "#" || next == "\\" ? String(next) : "\\\(next)" }
            case "$":
                if let next = iterator.next() { current += next == "$" ? "$" : "$\(next)" }
            case " ", "\t":
                if !current.isEmpty { words.append(current); current = "" }
            default:
                current.append(character)
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }
}
