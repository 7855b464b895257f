import ScenecPlurals

/// `{key(arg, …)}` of a string-table string: its format specifiers filled from the arguments (as
/// Xcode and Android write them: `%@`, `%s`, `%d`, `%lld`, `%f`, `%.2f`, positional `%1$@`, `%%`;
/// i18next's `{{name}}`), and for a plural string the form the first numeric argument selects by the
/// locale's CLDR plural rules (ICU).
enum StringFormat {
    /// The form of `forms` that `number` takes in `locale`: an exact `=N` form, else the CLDR category's,
    /// else `other`.
    static func form(_ forms: [String: String], number: Double, locale: String?) -> String? {
        if number == number.rounded(), abs(number) < 1e15, let exact = forms["=\(Int64(number))"] { return exact }
        return forms[PluralRules.category(of: number, locale: locale)] ?? forms["other"]
    }

    /// `template` with its printf-style specifiers filled from `arguments` in order (or by position),
    /// and `{{name}}` from `named` (a token of that name), else `count` from the first numeric argument,
    /// else the next argument. A specifier without an argument is left as written. An Xcode catalog
    /// variable (`%#@files@`, `%2$#@files@`) of `variables` draws the form its argument chooses in
    /// `locale` (`other` without one); a variable whose argument is not a number is a problem.
    static func fill(_ template: String, arguments: [String], named: (String) -> String?,
                     variables: [String: StringSubstitution] = [:], locale: String? = nil) throws(Substitution.CallProblem) -> String {
        let scalars = Array(template.unicodeScalars)
        var out = String.UnicodeScalarView()
        var next = 0
        var index = 0
        func argument(_ position: Int?) -> String? {
            let at = position.map { $0 - 1 } ?? next
            if position == nil { next += 1 }
            return at >= 0 && at < arguments.count ? arguments[at] : nil
        }
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "{", index + 1 < scalars.count, scalars[index + 1] == "{",
               let close = (index + 2..<scalars.count).first(where: { scalars[$0] == "}" && $0 + 1 < scalars.count && scalars[$0 + 1] == "}" }) {
                let name = String(String.UnicodeScalarView(scalars[(index + 2)..<close])).trimmingWhitespace()
                let value = named(name) ?? (name == "count" ? arguments.first { Double($0) != nil } : nil) ?? argument(nil)
                if let value {
                    out.append(contentsOf: value.unicodeScalars)
                } else {
                    out.append(contentsOf: scalars[index..<(close + 2)])
                }
                index = close + 2
                continue
            }
            if scalar == "%", !variables.isEmpty, let variable = Variable.parse(scalars, at: index + 1) {
                index = variable.end
                guard let substitution = variables[variable.name] else {
                    out.append(contentsOf: scalars[variable.start..<variable.end])
                    continue
                }
                // The variable takes an argument's place among the specifiers, as in a format string.
                let written = variable.position ?? (next + 1)
                if variable.position == nil { next += 1 }
                let position = substitution.argument ?? written
                let text = try Variable.form(of: substitution, named: variable.name, arguments: arguments, position: position, locale: locale)
                out.append(contentsOf: try fill(text, arguments: arguments, named: named).unicodeScalars)
                continue
            }
            guard scalar == "%", let spec = Specifier.parse(scalars, at: index + 1) else {
                out.append(scalar)
                index += 1
                continue
            }
            defer { index = spec.end }
            if spec.conversion == "%" {
                out.append("%")
                continue
            }
            guard let value = argument(spec.position) else {
                out.append(contentsOf: scalars[index..<spec.end])
                continue
            }
            out.append(contentsOf: spec.format(value).unicodeScalars)
        }
        return String(out)
    }

    /// `value` with its line breaks (LF, CRLF, CR) as U+2028 LINE SEPARATOR, which a text's whitespace
    /// collapsing keeps as a line break (`TextContent`).
    static func lineBreaksKept(_ value: String) -> String {
        guard value.utf8.contains(where: { $0 == 0x0A || $0 == 0x0D }) else { return value }
        var out = String.UnicodeScalarView()
        var previousCR = false
        for scalar in value.unicodeScalars {
            if scalar == "\n", previousCR {
                previousCR = false
                continue
            }
            previousCR = scalar == "\r"
            out.append(scalar == "\n" || scalar == "\r" ? "\u{2028}" : scalar)
        }
        return String(out)
    }

    /// One printf specifier after its `%`: `1$`, flags, width, `.precision`, length, conversion.
    struct Specifier {
        var position: Int?
        var precision: Int?
        var conversion: Unicode.Scalar
        /// The index after the specifier.
        var end: Int

        static func parse(_ scalars: [Unicode.Scalar], at start: Int) -> Specifier? {
            var index = start
            func digits() -> Int? {
                var value: Int?
                while index < scalars.count, let digit = scalars[index].properties.numericType == .decimal ? Int(String(scalars[index])) : nil {
                    value = min((value ?? 0) * 10 + digit, 10_000)
                    index += 1
                }
                return value
            }
            var position: Int?
            let first = index
            if let number = digits(), index < scalars.count, scalars[index] == "$" {
                position = number
                index += 1
            } else {
                index = first
            }
            while index < scalars.count, "-+ 0#'".unicodeScalars.contains(scalars[index]) { index += 1 }
            _ = digits()
            var precision: Int?
            if index < scalars.count, scalars[index] == "." {
                index += 1
                precision = digits() ?? 0
            }
            while index < scalars.count, "hlqLzjt".unicodeScalars.contains(scalars[index]) { index += 1 }
            guard index < scalars.count, "@dDiuUxXoOfFeEgGsScC%".unicodeScalars.contains(scalars[index]) else { return nil }
            return Specifier(position: position, precision: precision, conversion: scalars[index], end: index + 1)
        }

        /// The argument as this conversion writes it: integers without a fraction, `%f` with its
        /// precision (6 by default, as printf), text as it is.
        func format(_ value: String) -> String {
            switch conversion {
            case "d", "D", "i", "u", "U":
                guard let number = Double(value.trimmingWhitespace()), number.isFinite, abs(number) < 9e18 else { return value }
                return String(Int64(number.rounded(.towardZero)))
            case "f", "F":
                guard let number = Double(value.trimmingWhitespace()), number.isFinite, abs(number) < 9e15 else { return value }
                return Self.fixed(number, digits: min(precision ?? 6, 12))
            default:
                return value
            }
        }

        /// `number` with `digits` decimals, rounded half away from zero.
        static func fixed(_ number: Double, digits: Int) -> String {
            var scale = 1.0
            for _ in 0..<digits { scale *= 10 }
            let scaled = (abs(number) * scale).rounded()
            guard scaled < 9e18 else { return String(number) }
            let whole = Int64(scaled)
            let divisor = Int64(scale)
            var text = String(whole / divisor)
            if digits > 0 {
                let fraction = String(whole % divisor)
                text += "." + String(repeating: "0", count: digits - fraction.count) + fraction
            }
            return (number < 0 && scaled > 0 ? "-" : "") + text
        }
    }
}
