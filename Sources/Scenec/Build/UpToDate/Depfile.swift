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

    /// A file name make cannot read in a depfile: a line break ends a rule and no escape exists for
    /// it (GNU make reports "missing separator" and stops), so such a depfile is refused rather
    /// than written wrong.
    package struct UnwritableName: Error, Sendable, CustomStringConvertible {
        package var path: String
        package var description: String {
            let shown = path.replacingLineBreaks()
            return "cannot list \"\(shown)\" in a depfile: make cannot read a file name with a line break; rename it"
        }
    }

    /// The text of a depfile: `output: dep dep \` lines, paths escaped for make. Throws for a name
    /// make cannot read at all.
    package static func text(_ rules: [Rule]) throws(UnwritableName) -> String {
        var lines: [String] = []
        for rule in rules {
            var line = try escape(rule.output) + ":"
            for dependency in rule.dependencies {
                line += " \\\n  " + (try escape(dependency))
            }
            lines.append(line)
        }
        return lines.joined(separator: "\n") + (lines.isEmpty ? "" : "\n")
    }

    /// Escapes a path the way gcc -MD does: spaces and `#` with a backslash, `$` doubled. Throws for
    /// a line break, which make cannot read in a file name.
    package static func escape(_ path: String) throws(UnwritableName) -> String {
        var out = ""
        for character in path {
            switch character {
            case " ", "#": out += "\\" + String(character)
            case "$": out += "$$"
            case _ where character.isNewline: throw UnwritableName(path: path)
            default: out.append(character)
            }
        }
        return out
    }

    /// The first of `paths` make cannot read in a depfile, if any: to refuse before building.
    package static func firstUnwritable(_ paths: [String]) -> String? {
        paths.first { $0.contains(where: \.isNewline) }
    }
}

extension String {
    /// The text with line breaks shown as `\n`, for a message that must stay on one line.
    package func replacingLineBreaks() -> String {
        var out = ""
        for character in self {
            if character == "\n" { out += "\\n" } else if character.isNewline { out += "\\r" } else { out.append(character) }
        }
        return out
    }
}
