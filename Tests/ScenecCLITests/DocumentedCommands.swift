import Foundation
import Scenec

// The `scenec` commands that README.md and docs/*.md show in fenced blocks, and their check against the
// binary's own description of its command line (`CLIDescription`). A block is either concrete
// (`scenec build scenes/ -o build/images --scale 1,2,3`) or a synopsis (`[--scale S]`, `SCENE|FOLDER`,
// `[build options]`): words inside brackets are placeholders, options inside them must still exist.

/// A fenced block of a Markdown file.
struct DocumentedBlock {
    /// The file, relative to the package root (`docs/ci.md`).
    var file: String
    /// The 1-based line of the block's first content line.
    var firstLine: Int
    /// The block's content lines.
    var lines: [String]
    /// Whether the line before the opening fence is `<!-- runnable -->`: the block runs as a shell script
    /// in a temporary folder holding a copy of `scenes/` (`DocCommandTests`).
    var runnable: Bool

    /// The marker a block is made runnable with, on the line before its fence.
    static let runnableMarker = "<!-- runnable -->"

    /// Every fenced block (``` or ~~~, indented or not) of `text`.
    static func blocks(in text: String, file: String) -> [DocumentedBlock] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var blocks: [DocumentedBlock] = []
        var open: (fence: String, start: Int, runnable: Bool)?
        var content: [String] = []
        for (index, line) in lines.enumerated() {
            let trimmed = line.drop { $0 == " " }
            if let current = open {
                // A closing fence is the opening one's character, at least as many, and nothing else.
                if trimmed.hasPrefix(current.fence) && trimmed.allSatisfy({ current.fence.contains($0) || $0 == " " }) {
                    blocks.append(DocumentedBlock(file: file, firstLine: current.start, lines: content, runnable: current.runnable))
                    open = nil
                    content = []
                } else {
                    content.append(line)
                }
            } else if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
                let fence = String(trimmed.prefix { $0 == trimmed.first })
                let previous = index > 0 ? lines[index - 1].trimmingCharacters(in: .whitespaces) : ""
                open = (fence, index + 2, previous == runnableMarker)
            }
        }
        return blocks
    }

    /// The block's lines with shell continuations (`\` at the end) joined, each with its first line number.
    var logicalLines: [(line: Int, text: String)] {
        var result: [(Int, String)] = []
        var pending: (Int, String)?
        for (offset, raw) in lines.enumerated() {
            let number = firstLine + offset
            var text = raw
            let continues = text.hasSuffix("\\")
            if continues { text.removeLast() }
            if let (start, before) = pending {
                pending = (start, before + " " + text)
            } else {
                pending = (number, text)
            }
            if !continues, let done = pending {
                result.append(done)
                pending = nil
            }
        }
        if let done = pending { result.append(done) }
        return result
    }

    /// The `scenec` invocations of the block.
    var invocations: [DocumentedInvocation] {
        logicalLines.flatMap { DocumentedInvocation.all(in: $0.text, file: file, line: $0.line) }
    }
}

/// One `scenec …` found in a documented line: the words after `scenec` up to the end of the command.
struct DocumentedInvocation {
    /// Where it is written, `docs/ci.md:11`.
    var location: String
    /// The words after `scenec`, quotes and trailing punctuation of the surrounding code removed.
    var words: [String]

    /// Words a command ends at: redirections, shell operators and comments.
    private static let enders: Set<String> = ["<", ">", ">>", "2>", "2>&1", "&&", "||", ";", "&"]

    /// Every invocation in `text`: a word `scenec` (or a path or label ending in `/scenec`, `:scenec`)
    /// followed by a subcommand-like word or an option. `rule scenec` (Ninja) and `scenec scenes/x.xml`
    /// (a Ninja build line naming the rule) are not invocations.
    static func all(in text: String, file: String, line: Int) -> [DocumentedInvocation] {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        var result: [DocumentedInvocation] = []
        var index = 0
        while index < words.count {
            let word = clean(words[index])
            let isProgram = word == "scenec" || word.hasSuffix("/scenec") || word.hasSuffix(":scenec")
            guard isProgram, index + 1 < words.count, startsCommand(clean(words[index + 1])) else {
                index += 1
                continue
            }
            var rest: [String] = []
            var depth = 0
            var next = index + 1
            while next < words.count {
                let raw = words[next]
                if depth == 0 && (enders.contains(raw) || raw.hasPrefix("#") || (raw.hasPrefix("(") && !raw.hasPrefix("$("))) { break }
                if raw == "|" && depth == 0 {
                    // `scenec --help | --version`: alternatives of the same command; `| scenec …` starts another.
                    guard next + 1 < words.count, clean(words[next + 1]).hasPrefix("-") else { break }
                    next += 1
                    continue
                }
                if clean(raw) == "scenec" { break }
                depth += raw.filter { $0 == "[" }.count - raw.filter { $0 == "]" }.count
                rest.append(raw)
                next += 1
            }
            result.append(DocumentedInvocation(location: "\(file):\(line)", words: rest))
            index = next
        }
        return result
    }

    private static func startsCommand(_ word: String) -> Bool {
        word.hasPrefix("-") || (!word.isEmpty && word.allSatisfy { ($0 >= "a" && $0 <= "z") || $0 == "-" })
    }

    /// `word` without the quotes, commas and closing parentheses of the code around the command.
    static func clean(_ word: String) -> String {
        var text = Substring(word)
        while let first = text.first, "'\"`".contains(first) { text.removeFirst() }
        while let last = text.last, "'\"`,)".contains(last) { text.removeLast() }
        return String(text)
    }

    /// What in this invocation the command line contradicts: an unknown subcommand or option, an option
    /// with no value, a flag given one, too many arguments, an unknown `--format`. Empty when it parses.
    func problems(against cli: CLIDescription) -> [String] {
        guard let first = words.first.map(Self.clean) else { return [] }
        var problems: [String] = []
        let command: CLIDescription.Command
        let name: String
        var index = 0
        if first.hasPrefix("-") {
            command = cli.root
            name = "scenec"
        } else if let sub = cli.subcommands[first] {
            command = sub
            name = "scenec " + first
            index = 1
        } else {
            return ["\(location): `scenec \(first)`: scenec has no subcommand \"\(first)\" (it has \(cli.subcommands.keys.sorted().joined(separator: ", ")))"]
        }
        var depth = 0
        var positionals = 0
        while index < words.count {
            let raw = words[index]
            let opens = raw.prefix { $0 == "[" }.count
            depth += opens
            let word = Self.clean(String(raw.dropFirst(opens)).replacingOccurrences(of: "]", with: ""))
            depth += raw.dropFirst(opens).filter { $0 == "[" }.count - raw.filter { $0 == "]" }.count
            index += 1
            if word == "|" || word.isEmpty { continue }
            guard word.hasPrefix("-") && word != "-" && Double(word) == nil else {
                if depth == 0 && opens == 0 && !raw.hasSuffix("]") { positionals += 1 }
                continue
            }
            let parts = word.split(separator: "=", maxSplits: 1).map(String.init)
            guard let option = command.options[parts[0]] else {
                problems.append("\(location): `\(name) … \(parts[0])`: \(name) has no option \(parts[0])")
                continue
            }
            var value = parts.count == 2 ? parts[1] : nil
            if option.takesValue && value == nil {
                guard index < words.count, !Self.isOption(words[index]) else {
                    problems.append("\(location): `\(name) … \(parts[0])`: \(parts[0]) takes a value")
                    continue
                }
                let valueWord = words[index]
                depth += valueWord.filter { $0 == "[" }.count - valueWord.filter { $0 == "]" }.count
                value = Self.clean(valueWord)
                index += 1
            } else if !option.takesValue && value != nil {
                problems.append("\(location): `\(name) … \(word)`: \(parts[0]) takes no value")
            }
            if parts[0] == "--format", let value {
                problems += formatProblems(value, name: name)
            }
        }
        if let maximum = command.maximumPositionals, positionals > maximum {
            problems.append("\(location): `\(name)` takes at most \(maximum) argument\(maximum == 1 ? "" : "s"), the docs give \(positionals)")
        }
        return problems
    }

    private static func isOption(_ raw: String) -> Bool {
        let word = clean(String(raw.drop { $0 == "[" }))
        return word.hasPrefix("-") && word != "-" && Double(word) == nil
    }

    /// The names of `--format svg|png|pdf[,..]` (a synopsis) or `--format png,svg` that scenec does not write.
    private func formatProblems(_ value: String, name: String) -> [String] {
        value.split(whereSeparator: { ",|[]".contains($0) })
            .map(String.init)
            .filter { (name: String) -> Bool in
                // Placeholders (`FORMAT`, `$(FORMATS)`, `..`) are not names.
                !name.isEmpty && !name.hasPrefix(".") && !name.hasPrefix("$") && name.lowercased() == name
            }
            .filter { (name: String) -> Bool in OutputFormat(formatName: name) == nil }
            .map { (unknown: String) -> String in
                "\(location): `\(name) … --format \(value)`: scenec does not write \"\(unknown)\" (it writes \(OutputFormat.acceptedNames))"
            }
    }
}
