/// The scene source a reviewer reads beside the SVG and the pixels (`scenec diff --report`): the diff
/// of the scene's XML and of each `<library>` it includes that changed, paired by their path relative
/// to the scene's folder (a library only one side includes is shown whole, added or removed).
enum SourceDiff {
    /// The unified diffs of the pairs of `before` and `after` that differ, scene first, then the
    /// libraries in the order `after` (then `before`) includes them.
    static func format(before: [DiffRunner.SourceFile], after: [DiffRunner.SourceFile]) -> String {
        var keys: [String] = []
        for file in after + before where !keys.contains(file.key) { keys.append(file.key) }
        var out = ""
        for key in keys {
            let old = before.first { $0.key == key }, new = after.first { $0.key == key }
            let lines1 = old?.lines ?? [], lines2 = new?.lines ?? []
            let edits = TextDiff.diff(lines1, lines2)
            out += UnifiedDiff.format(edits, lines1, lines2, headers: (old?.path ?? "/dev/null", new?.path ?? "/dev/null"), unit: "line")
        }
        return out
    }

    /// Whether any pair differs.
    static func differs(before: [DiffRunner.SourceFile], after: [DiffRunner.SourceFile]) -> Bool {
        let old = Dictionary(before.map { ($0.key, $0.lines) }, uniquingKeysWith: { first, _ in first })
        let new = Dictionary(after.map { ($0.key, $0.lines) }, uniquingKeysWith: { first, _ in first })
        return old != new
    }

    /// A file's lines as the diff shows them (the last line break ends a line, it does not start one).
    static func lines(_ bytes: [UInt8]) -> [String] {
        var lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// `path` with `.` and `..` components resolved and repeated slashes removed (`a/./b/../c` → `a/c`),
    /// so an image named `../images/x.png` from `scenes/keys/` is found as `scenes/images/x.png`.
    static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..":
                if let last = parts.last, last != ".." { parts.removeLast() } else { parts.append(part) }
            default: parts.append(part)
            }
        }
        return (path.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
    }
}
