import ScenecCore

/// `{name}` references in attribute values and text: each is replaced by what `lookup` gives for the
/// name (a token, or a component's param); `{{` and `}}` are literal braces. A text without braces is
/// returned as it is, so the common case copies nothing.
enum Substitution {
    /// One thing wrong with a text; the caller says where (the attribute, the element).
    enum Problem: Equatable {
        /// `{name}` where `lookup` knows no `name`.
        case unknown(String)
        /// `{` or `}` that is neither a reference nor doubled.
        case unmatchedOpen, unmatchedClose
        /// `{…}` whose content is not a name.
        case notAName(String)
        /// The substituted text would pass `Substitution.Budget`'s limit.
        case tooLong
        /// `{key(…)}` whose arguments cannot be used (the message says why).
        case badCall(String)
    }

    /// The characters substitution may still produce in this document: every substituted value counts,
    /// so neither tokens that double per level nor many instances of a long param can blow up memory.
    struct Budget {
        var remaining: Int = Limits.substitutedCharacters
    }

    /// Names of tokens, themes and params: a letter or `_`, then letters, digits, `_`, `-` and `.`
    /// (`{brand}`, `{space.m}`, `{text-2}`), so a reference is never mistaken for a CSS-like value.
    static func isName(_ text: some StringProtocol) -> Bool {
        guard let first = text.utf8.first, isNameStart(first) else { return false }
        return text.utf8.allSatisfy { isNameStart($0) || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2D || $0 == 0x2E }
    }

    private static func isNameStart(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
    }

    private static let open = UInt8(ascii: "{"), close = UInt8(ascii: "}")

    /// True when `text` has a brace, that is, when substitution may change it.
    static func mayChange(_ text: String) -> Bool {
        text.utf8.contains { $0 == open || $0 == close }
    }

    /// The text with every reference replaced, or every problem found in it (each unknown name once).
    static func apply(_ text: String, budget: inout Budget, lookup: (String) -> String?) -> Result<String, Problems> {
        apply(text, budget: &budget, lookup: lookup, allowsCalls: false) { _, _ in nil }
    }

    /// The same, with `{key(arg, …)}` given to `call` (the name and the arguments as written, split at
    /// commas outside quotes) when `allowsCalls`; otherwise such a reference is not a name. `call` gives the value, or
    /// nil for an unknown name, or throws a problem with the arguments.
    static func apply(_ text: String, budget: inout Budget, lookup: (String) -> String?, allowsCalls: Bool = true,
                      call: (String, [String]) throws(CallProblem) -> String?) -> Result<String, Problems> {
        guard mayChange(text) else { return .success(text) }
        let bytes = Array(text.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var problems: [Problem] = []
        var unknown: Set<String> = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == close {
                if index + 1 < bytes.count, bytes[index + 1] == close {
                    out.append(close)
                    index += 2
                } else {
                    problems.append(.unmatchedClose)
                    index += 1
                }
                continue
            }
            guard byte == open else {
                out.append(byte)
                index += 1
                continue
            }
            if index + 1 < bytes.count, bytes[index + 1] == open {
                out.append(open)
                index += 2
                continue
            }
            // `{` starts a reference, which ends at the next `}`; another `{` first means it was unmatched.
            var end = index + 1
            while end < bytes.count, bytes[end] != close, bytes[end] != open { end += 1 }
            guard end < bytes.count, bytes[end] == close else {
                problems.append(.unmatchedOpen)
                index += 1
                continue
            }
            let name = String(decoding: bytes[(index + 1)..<end], as: UTF8.self)
            index = end + 1
            if allowsCalls, let open = name.firstIndex(of: "("), name.hasSuffix(")"), isName(name[..<open]) {
                let callee = String(name[..<open])
                let arguments = Self.arguments(String(name[name.index(after: open)..<name.index(before: name.endIndex)]))
                do throws(CallProblem) {
                    guard let value = try call(callee, arguments) else {
                        if unknown.insert(callee).inserted { problems.append(.unknown(callee)) }
                        continue
                    }
                    out.append(contentsOf: value.utf8)
                } catch {
                    problems.append(.badCall(error.message))
                }
                continue
            }
            guard isName(name) else {
                problems.append(.notAName(name))
                continue
            }
            guard let value = lookup(name) else {
                if unknown.insert(name).inserted { problems.append(.unknown(name)) }
                continue
            }
            out.append(contentsOf: value.utf8)
        }
        guard problems.isEmpty else { return .failure(Problems(list: problems)) }
        guard out.count <= budget.remaining else { return .failure(Problems(list: [.tooLong])) }
        budget.remaining -= out.count
        return .success(String(decoding: out, as: UTF8.self))
    }

    /// Why a `{key(…)}` cannot be drawn.
    struct CallProblem: Error {
        var message: String
    }

    /// `a, 'b, c', "d"` → `a`, `'b, c'`, `"d"`: split at commas outside quotes, each trimmed.
    static func arguments(_ text: String) -> [String] {
        var parts: [String] = []
        var current = ""
        var quote: Character?
        for character in text {
            if let open = quote {
                current.append(character)
                if character == open { quote = nil }
            } else if character == "'" || character == "\"" {
                quote = character
                current.append(character)
            } else if character == "," {
                parts.append(current.trimmingWhitespace())
                current = ""
            } else {
                current.append(character)
            }
        }
        let last = current.trimmingWhitespace()
        if !last.isEmpty || !parts.isEmpty { parts.append(last) }
        return parts
    }

    /// The problems of one text (an `Error` so it can travel in a `Result`).
    struct Problems: Error {
        var list: [Problem]
    }

    /// The message for one problem in `what` (`fill`, `the text of <text>`): `unknown` describes an
    /// unknown name, with its "did you mean".
    static func message(_ problem: Problem, in what: String, unknown: (String) -> String) -> String {
        switch problem {
        case .unknown(let name):
            return "\(what): \(unknown(name))"
        case .unmatchedOpen:
            return "\(what): '{' starts a reference with no closing '}'; write '{{' for a literal brace"
        case .unmatchedClose:
            return "\(what): '}' closes no reference; write '}}' for a literal brace"
        case .notAName(let text):
            return "\(what): '{\(text)}' is not a reference: names are letters, digits, '_', '-' and '.', starting with a letter or '_' (write '{{' for a literal brace)"
        case .tooLong:
            return "\(what): substituting references makes more than \(Limits.substitutedCharacters) characters in this scene; this is refused"
        case .badCall(let message):
            return "\(what): \(message)"
        }
    }
}
