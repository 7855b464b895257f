/// Make-syntax dependency files (`--depfile`), read by make (`-include`), Ninja (`depfile =`) and
/// Bazel/other tools that understand gcc-style `.d` files. One rule per output, so Ninja ≥ 1.10 and
/// make both accept it. The command line's `--depfile`, not library API (a library user has
/// `SceneOutcome.dependencies`).
package enum Depfile {
    /// One output and the files it was made from.
    package struct Rule: Sendable, Hashable {
        package var output: String
        package var dependencies: [String]

        package init(output: String, dependencies: [String]) {
            self.output = output
            self.dependencies = dependencies
        }
    }

    /// The text of a depfile: `output: dep dep \` lines, paths escaped for make.
    package static func text(_ rules: [Rule]) -> String {
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
    package static func escape(_ path: String) -> String {
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
