import ScenecCore

/// The tokens of a track list: words (`120`, `1*`, `minmax`), `(`, `)`, `,` and `[line names]`.
struct GridTokenScanner {
    enum Token: Equatable {
        case word(String)
        case names([String])
        case open, close, comma

        var text: String {
            switch self {
            case .word(let word): return "\"\(word)\""
            case .names(let names): return "[\(names.joined(separator: " "))]"
            case .open: return "\"(\""
            case .close: return "\")\""
            case .comma: return "\",\""
            }
        }
    }

    private let characters: [Character]
    private var index = 0

    init(_ text: String) {
        characters = Array(text)
    }

    private mutating func skipSpace() {
        while index < characters.count, characters[index].isWhitespace { index += 1 }
    }

    /// Whether the next token is `(` (a word followed by it is a function).
    mutating func peekOpen() -> Bool {
        skipSpace()
        return index < characters.count && characters[index] == "("
    }

    mutating func next() throws(ValueError) -> Token? {
        skipSpace()
        guard index < characters.count else { return nil }
        let character = characters[index]
        switch character {
        case "(": index += 1; return .open
        case ")": index += 1; return .close
        case ",": index += 1; return .comma
        case "[":
            index += 1
            var names: [String] = []
            while true {
                skipSpace()
                guard index < characters.count else { throw ValueError("a line name list [ is not closed with ]") }
                if characters[index] == "]" { index += 1; break }
                let name = word()
                guard GridLineParser.isName(name) else {
                    throw ValueError("line names are words of letters, digits, - and _ (not a number, span or auto), got \"\(name.isEmpty ? String(characters[index]) : name)\"")
                }
                names.append(name)
            }
            return .names(names)
        case "]":
            throw ValueError("\"]\" without [")
        default:
            return .word(word())
        }
    }

    private mutating func word() -> String {
        let start = index
        while index < characters.count, !characters[index].isWhitespace, !"()[],".contains(characters[index]) { index += 1 }
        return String(characters[start..<index])
    }

    mutating func expect(_ token: Token) throws(ValueError) {
        let found = try next()
        guard found == token else { throw ValueError("expected \(token.text), got \(found?.text ?? "the end")") }
    }

    /// The next token, which must be a word (`in` names the function for the message).
    mutating func word(in function: String) throws(ValueError) -> String {
        guard case .word(let word)? = try next() else { throw ValueError("\(function) expects a size") }
        return word
    }
}
