/// Locale tags as `<tokens locale>`, string tables and `--locale` write them: BCP 47's shape (a
/// language of 2–8 letters, then subtags of 1–8 letters or digits after `-`), so a tag is always a
/// safe folder name and `{locale}` in a file name.
public enum LocaleTag {
    public static func isValid(_ tag: String) -> Bool {
        let parts = tag.split(separator: "-", omittingEmptySubsequences: false)
        guard let language = parts.first, (2...8).contains(language.count),
              language.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) || ("A"..."Z").contains($0) }) else { return false }
        return parts.dropFirst().allSatisfy { part in
            (1...8).contains(part.count)
                && part.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) }
        }
    }
}
