/// Make-syntax dependency files (`--depfile`), read by make (`-include`), Ninja (`depfile =`) and
/// Bazel/other tools that understand gcc-style `.d` files. One rule per output, so Ninja ≥ 1.10 and
/// make both accept it.
public enum Depfile {
    public struct Rule: Sendable, Hashable {
        public var output: String
        public var dependencies: [String]

        public init(output: String, dependencies: [String]) {
            self.output = output
            self.dependencies = dependencies
        }
    }

    /// The text of a depfile: `output: dep dep \` lines, paths escaped for make.
    public static func text(_ rules: [Rule]) -> String {
        var lines: [String] = []
        for rule in rules {
            var line = escape(rule.output) + ":"
            for dependency in rule.dependencies {
                line += " \\\n  " + escape(dependency)
            }
            lines.append(line)
        }
        return lines.joined(separator: "\n") + (lines.isEmpty ? "" : "\n")
    }

    /// Escapes a path the way gcc -MD does: spaces and `#` with a backslash, `$` doubled.
    public static func escape(_ path: String) -> String {
        var out = ""
        for character in path {
            switch character {
            case " ", "#": out += "\\" + String(character)
            case "$": out += "$$"
            default: out.append(character)
            }
        }
        return out
    }
}
