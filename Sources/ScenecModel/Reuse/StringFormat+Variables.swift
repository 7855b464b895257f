extension StringFormat {
    /// An Xcode String Catalog variable in a format string: `%#@files@`, or `%2$#@files@` with the
    /// argument's position. Its text is one of the forms of the catalog's `substitutions` entry, where
    /// `%arg` stands for the argument written by the entry's `formatSpecifier`.
    struct Variable {
        /// The index of the `%`, and the index after the closing `@`.
        var start: Int
        var end: Int
        var position: Int?
        var name: String

        /// The variable starting after the `%` at `start - 1`, if one is written there.
        static func parse(_ scalars: [Unicode.Scalar], at start: Int) -> Variable? {
            var index = start
            var position: Int?
            var digits = 0
            while index < scalars.count, let digit = scalars[index].properties.numericType == .decimal ? Int(String(scalars[index])) : nil {
                position = min((position ?? 0) * 10 + digit, 10_000)
                index += 1
                digits += 1
            }
            if digits > 0 {
                guard index < scalars.count, scalars[index] == "$" else { return nil }
                index += 1
            }
            guard index + 1 < scalars.count, scalars[index] == "#", scalars[index + 1] == "@" else { return nil }
            index += 2
            let nameStart = index
            while index < scalars.count, scalars[index] != "@" {
                let scalar = scalars[index]
                guard scalar.properties.isAlphabetic || scalar.properties.numericType != nil || scalar == "_" || scalar == "-" || scalar == "." else { return nil }
                index += 1
            }
            guard index < scalars.count, index > nameStart else { return nil }
            return Variable(start: start - 1, end: index + 1, position: position, name: String(String.UnicodeScalarView(scalars[nameStart..<index])))
        }

        /// The form of `substitution` its argument (1-based `position` in `arguments`) chooses in
        /// `locale`, with `%arg` written as that argument's specifier (`%2$lld`); without the argument,
        /// the `other` form with `%arg` as the bare specifier (`%lld`), as a plural string drawn plain.
        static func form(of substitution: StringSubstitution, named name: String, arguments: [String], position: Int,
                         locale: String?) throws(Substitution.CallProblem) -> String {
            let fallback = substitution.forms["other"] ?? substitution.forms.keys.sorted().first.flatMap { substitution.forms[$0] } ?? ""
            guard position >= 1, position <= arguments.count else {
                return fallback.replacing("%arg", with: "%" + substitution.specifier)
            }
            guard let number = Double(arguments[position - 1].trimmingWhitespace()) else {
                throw Substitution.CallProblem(
                    message: "argument \(position) ('\(arguments[position - 1])') chooses the plural form of the variable '\(name)': give a number (a token whose value is a number, or one like 3)")
            }
            let chosen = StringFormat.form(substitution.forms, number: number, locale: locale) ?? fallback
            return chosen.replacing("%arg", with: "%\(position)$" + substitution.specifier)
        }
    }
}
