/// The token themes a build writes (`--theme NAME[,NAME…]`, format 1.1) and how their files are named.
/// A theme is `String?` everywhere in the build: nil is the default theme (the tokens without a
/// theme), which `--theme` spells `default`. The default theme's files keep their names; another
/// theme's files carry `~NAME` before the scale suffix: `key~dark.png`, `key~dark@2x.png`.
/// The command line's rules, not library API: a library user sets `BuildJob.theme` directly.
package enum ThemeNames {
    /// How `--theme` names the default theme.
    package static let defaultName = "default"

    /// Whether `name` can name a theme on the command line and in a file name: letters, digits, `-`
    /// and `_`, starting with a letter or `_` (so `~NAME` is unambiguous in `key~dark@2x.png`, safe in
    /// every file system, never read as an option, and a name `<tokens theme>` can declare).
    package static func isValid(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, isLetter(first) || first == "_" else { return false }
        return name.unicodeScalars.allSatisfy { isLetter($0) || ("0"..."9").contains($0) || $0 == "-" || $0 == "_" }
    }

    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }

    /// The themes of a `--theme` value, in the order given, `default` as nil. A usage error for an
    /// empty or invalid name, or one named twice.
    package static func parse(_ text: String, option: String = "--theme") throws(BuildPlanner.UsageError) -> [String?] {
        var themes: [String?] = []
        var seen: Set<String> = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            let name = String(part)
            guard isValid(name) else {
                var shown = name.isEmpty ? "an empty name" : "\"\(name.replacingLineBreaks())\""
                if name != text { shown += " in \"\(text.replacingLineBreaks())\"" }
                throw BuildPlanner.UsageError(message: "\(option) takes theme names made of letters, digits, - and _ (starting with a letter or _), like dark or default,dark; got \(shown)")
            }
            // A set, so a long list is refused or accepted in linear time.
            guard seen.insert(name).inserted else {
                throw BuildPlanner.UsageError(message: "\(option) names the theme \(name) twice")
            }
            themes.append(name == defaultName ? nil : name)
        }
        return themes
    }

    /// The file-name suffix of a theme: none for the default theme, `~dark` for `dark`.
    package static func suffix(for theme: String?) -> String {
        theme.map { "~" + $0 } ?? ""
    }

    /// The name `--theme` and messages use: `default` for nil.
    package static func displayName(_ theme: String?) -> String {
        theme ?? defaultName
    }

    /// `key~dark` → ("key", "dark"); `key` → ("key", nil). Only a valid theme name other than `default`
    /// after the last `~` of the last path component counts, so `~/out/key` and `key~` stay names.
    package static func splitSuffix(_ base: String) -> (String, String?) {
        guard let tilde = base.lastIndex(of: "~") else { return (base, nil) }
        let name = String(base[base.index(after: tilde)...])
        guard isValid(name), name != defaultName, base[..<tilde].last.map({ $0 != "/" }) ?? false else { return (base, nil) }
        return (String(base[..<tilde]), name)
    }
}
