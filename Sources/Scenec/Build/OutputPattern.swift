/// An `-o` name with `{…}` in it (format 1.2): `cards/{slug}@2x.png`, `out/{locale}/{name}.png`. Each
/// `{NAME}` takes the value of the row or locale being built, or the scene's name; `{{` and `}}` are
/// literal braces. The names are checked before anything is built.
package struct OutputPattern: Sendable, Hashable {
    /// The names used, in order of first use.
    package let names: [String]
    package let text: String

    /// `{name}`: the scene's file name without `.xml`. `{locale}`: the locale built.
    package static let sceneName = "name", localeName = "locale"
    /// `{#}`: the data row's number, 1-based (for files without a unique column).
    package static let rowNumberName = "#"

    /// The pattern of `output`, nil when it has no `{`. A usage error for a `{` or `}` that opens
    /// or closes nothing, or an empty `{}`.
    package init?(_ output: String) throws(BuildPlanner.UsageError) {
        guard output.contains("{") || output.contains("}") else { return nil }
        var names: [String] = []
        for part in try Self.parts(output) {
            if case .name(let name) = part, !names.contains(name) { names.append(name) }
        }
        guard !names.isEmpty else { return nil }
        self.names = names
        text = output
    }

    enum Part {
        case text(String)
        case name(String)
    }

    static func parts(_ output: String) throws(BuildPlanner.UsageError) -> [Part] {
        var parts: [Part] = []
        var text = ""
        var index = output.startIndex
        while index < output.endIndex {
            let character = output[index]
            let next = output.index(after: index)
            if character == "{" || character == "}", next < output.endIndex, output[next] == character {
                text.append(character)
                index = output.index(after: next)
                continue
            }
            if character == "}" {
                throw BuildPlanner.UsageError(message: "-o \(output): a } that closes no {; write }} for a brace in the name")
            }
            if character == "{" {
                guard let close = output[next...].firstIndex(of: "}") else {
                    throw BuildPlanner.UsageError(message: "-o \(output): a { that is never closed; write {{ for a brace in the name")
                }
                let name = String(output[next..<close])
                guard !name.isEmpty, !name.contains("{") else {
                    throw BuildPlanner.UsageError(message: "-o \(output): {\(name)} names nothing; write {NAME} with a data column, {name} or {locale}")
                }
                if !text.isEmpty { parts.append(.text(text)) }
                text = ""
                parts.append(.name(name))
                index = output.index(after: close)
                continue
            }
            text.append(character)
            index = next
        }
        if !text.isEmpty { parts.append(.text(text)) }
        return parts
    }

    /// A usage error for a name that is neither `{name}`, `{locale}` (with `--locale`) nor a column
    /// of the data.
    package func check(columns: [String], hasLocales: Bool) throws(BuildPlanner.UsageError) {
        var known = [Self.sceneName] + columns
        if hasLocales { known.append(Self.localeName) }
        if !columns.isEmpty { known.append(Self.rowNumberName) }
        for name in names where !known.contains(name) {
            var message = "-o \(text): {\(name)} is unknown; an -o pattern takes {name} (the scene's name)"
            message += hasLocales ? ", {locale}" : ""
            message += columns.isEmpty ? "" : ", {#} (the row's number) and the data's columns " + columns.map { "{\($0)}" }.joined(separator: ", ")
            if name == Self.localeName { message += "; {locale} needs --locale" }
            throw BuildPlanner.UsageError(message: message)
        }
    }

    /// `text` (an output path planned from the pattern) with each name replaced by `value(name)`.
    /// A value that would change the path's shape (a `/`, an empty name, `.` or `..`) is refused
    /// with the name: a row must not write outside the folder the pattern names.
    package static func substitute(_ text: String, value: (String) -> String?) -> Result<String, Refusal> {
        let parts: [Part]
        do {
            parts = try Self.parts(text)
        } catch {
            return .failure(Refusal(name: "", message: error.message))
        }
        var out = ""
        for part in parts {
            switch part {
            case .text(let text):
                out += text
            case .name(let name):
                guard let substituted = value(name) else {
                    return .failure(Refusal(name: name, message: "has no value for {\(name)} in the -o pattern"))
                }
                // Control characters (a line break, a tab, NUL) would make names a listing cannot show
                // and a shell or Makefile cannot carry.
                let control = substituted.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7f }
                if substituted.isEmpty || substituted == "." || substituted == ".." || substituted.contains("/") || control {
                    return .failure(Refusal(name: name, message: "\(name): \"\(substituted.lineBreaksEscaped)\" cannot be part of a file name (-o takes no empty value, '/', '.', '..' or control character from a row)"))
                }
                out += substituted
            }
        }
        return .success(out)
    }

    package struct Refusal: Error, Sendable {
        package var name: String
        package var message: String
    }
}
