import ScenecCore
import ScenecModel

/// An Xcode String Catalog (`.xcstrings`, JSON, Xcode 15): every language's strings, the source
/// language a locale like the others. Read with `LocatedJSON`, so a syntax error and a value of the
/// wrong kind are errors at their line and column in the catalog, all of them at once; a key with a
/// problem is left out and the rest still load.
///
/// What is read of each key: its localizations (a `stringUnit`, or `variations` by `plural` or
/// `device`, which may nest), their `substitutions` (Xcode's multi-variable plurals, `%#@files@`)
/// and `shouldTranslate`. Comments, `state`, `extractionState` and `version` are not read.
package enum XcodeStringCatalog {
    /// A key without a localization in the source language is its own source text (Xcode's rule: the
    /// key is the English text); a `shouldTranslate: false` key is its source text in every locale.
    /// Keys sorted, so the table does not depend on the order the JSON writes them in.
    package static func read(_ bytes: [UInt8], file: String) -> StringTables {
        var reader = Reader(file: file)
        let root: LocatedJSON
        do throws(LocatedJSON.SyntaxError) {
            root = try LocatedJSON.parse(bytes)
        } catch {
            return StringTables(problems: [.error("this is not an Xcode String Catalog: \(error.message)",
                                                  at: SourceLocation(file: file, line: error.line, column: error.column))])
        }
        guard let top = root.object else {
            return StringTables(problems: [.error("an Xcode String Catalog is a JSON object with sourceLanguage and strings, not \(root.kindName)", at: reader.at(root))])
        }
        guard let sourceValue = top["sourceLanguage"] else {
            return StringTables(problems: [.error("this Xcode String Catalog has no sourceLanguage (the language its keys are written in, such as \"en\")", at: reader.at(root))])
        }
        guard let source = sourceValue.string, !source.isEmpty else {
            return StringTables(problems: [.error("sourceLanguage is a language tag such as \"en\", not \(sourceValue.kindName)", at: reader.at(sourceValue))])
        }
        var tables = StringTables(locales: [source: []], sourceLocale: source)
        guard let stringsValue = top["strings"] else {
            tables.problems = [.error("this Xcode String Catalog has no strings (an object of keys)", at: reader.at(root))]
            return tables
        }
        guard let strings = reader.object(stringsValue, "strings", "an object of keys") else {
            tables.problems = reader.problems
            return tables
        }
        for member in strings.list.sorted(by: { $0.key < $1.key }) {
            let key = member.key
            let before = reader.problems.count
            guard let entry = reader.object(member.value, key, "an object with localizations") else { continue }
            var everyLocale = false
            if let flag = entry["shouldTranslate"] {
                if case .bool(let value) = flag.value { everyLocale = !value } else {
                    reader.problem("shouldTranslate is true or false, not \(flag.kindName)", at: flag)
                }
            }
            var localizations: [(language: String, entry: StringTables.Entry?)] = []
            if let value = entry["localizations"], let languages = reader.object(value, "localizations", "an object of languages") {
                for language in languages.list {
                    localizations.append((language.key, reader.text(of: language.value, key: key, what: language.key)))
                }
            }
            // A key with a broken value is left out whole: half a string in some locales would be a
            // silent wrong result (the errors fail the build anyway).
            guard reader.problems.count == before else { continue }
            var sourceEntry = localizations.first(where: { $0.language == source })?.entry ?? StringTables.Entry(key: key, value: key)
            if sourceEntry.isEmpty { sourceEntry = StringTables.Entry(key: key, value: key) }
            sourceEntry.everyLocale = everyLocale
            tables.locales[source, default: []].append(sourceEntry)
            guard !everyLocale else { continue }
            for (language, translated) in localizations.sorted(by: { $0.language < $1.language }) where language != source {
                guard let translated else { continue }
                tables.locales[language, default: []].append(translated)
            }
        }
        tables.problems = reader.problems
        return tables
    }

    /// Walks one catalog, collecting its problems at their lines.
    private struct Reader {
        var file: String
        var problems: [Diagnostic] = []

        func at(_ value: LocatedJSON) -> SourceLocation { SourceLocation(file: file, line: value.line, column: value.column) }

        mutating func problem(_ message: String, at value: LocatedJSON) {
            problems.append(.error(message, at: at(value)))
        }

        /// `value` as an object, or a problem saying what `name` should be.
        mutating func object(_ value: LocatedJSON, _ name: String, _ expected: String) -> LocatedJSON.Members? {
            guard let members = value.object else {
                problem("\(name.lineBreaksEscaped): this is \(value.kindName); the catalog has \(expected) here", at: value)
                return nil
            }
            return members
        }

        /// A localization's (or a variation's) text: its `stringUnit`, or its device variation `other`
        /// (else the first by name), or its plural forms (`other` as the text), with the variables of
        /// its `substitutions` (an inner level's replace an outer's of the same name). Xcode's `zero`
        /// form is also `=0`: Apple platforms use it for 0 in every language. Nil: nothing to draw.
        mutating func text(of value: LocatedJSON, key: String, what: String,
                           substitutions inherited: [String: StringSubstitution] = [:]) -> StringTables.Entry? {
            guard let localization = object(value, what, "an object with a stringUnit or variations") else { return nil }
            var substitutions = inherited
            if let written = localization["substitutions"], let variables = object(written, "substitutions", "an object of variables") {
                for variable in variables.list {
                    if let read = substitution(variable.value, name: variable.key, key: key) { substitutions[variable.key] = read }
                }
            }
            if let unit = localization["stringUnit"] {
                guard let fields = object(unit, "stringUnit", "an object with a value") else { return nil }
                guard let text = fields["value"] else {
                    problem("stringUnit has no value (the text of '\(key.lineBreaksEscaped)' in \(what.lineBreaksEscaped))", at: unit)
                    return nil
                }
                guard let string = text.string else {
                    problem("a stringUnit's value is a string, not \(text.kindName)", at: text)
                    return nil
                }
                return StringTables.Entry(key: key, value: string, substitutions: substitutions)
            }
            guard let variationsValue = localization["variations"], let variations = object(variationsValue, "variations", "an object of plural or device") else {
                return nil
            }
            if let deviceValue = variations["device"], let devices = object(deviceValue, "device", "an object of devices") {
                guard let chosen = devices["other"] ?? devices.list.min(by: { $0.key < $1.key })?.value else { return nil }
                return text(of: chosen, key: key, what: what, substitutions: substitutions)
            }
            guard let forms = pluralForms(variations, key: key) else { return nil }
            return StringTables.Entry(key: key, value: forms["other"] ?? forms[forms.keys.sorted()[0]] ?? "", plural: forms, substitutions: substitutions)
        }

        /// `variations.plural`'s forms by category (and `=0` for `zero`); nil when there are none.
        mutating func pluralForms(_ variations: LocatedJSON.Members, key: String) -> [String: String]? {
            guard let pluralValue = variations["plural"], let plural = object(pluralValue, "plural", "an object of plural categories") else { return nil }
            var forms: [String: String] = [:]
            for category in plural.list {
                guard let value = text(of: category.value, key: key, what: category.key)?.value else { continue }
                forms[category.key] = value
                if category.key == "zero" { forms["=0"] = value }
            }
            return forms.isEmpty ? nil : forms
        }

        /// One variable of `substitutions`: `argNum` (a whole number from 1), `formatSpecifier`
        /// (default `lld`, as Xcode writes it) and `variations.plural`.
        mutating func substitution(_ value: LocatedJSON, name: String, key: String) -> StringSubstitution? {
            guard let fields = object(value, name, "an object with argNum, formatSpecifier and variations") else { return nil }
            var argument: Int?
            if let number = fields["argNum"] {
                guard let written = number.number, written >= 1, written <= 1000, written == written.rounded() else {
                    problem("argNum is the number of the argument that chooses the form (1, 2, …), not \(number.kindName == "a number" ? "\(number.number ?? 0)" : number.kindName)", at: number)
                    return nil
                }
                argument = Int(written)
            }
            var specifier = "lld"
            if let format = fields["formatSpecifier"] {
                guard let text = format.string, !text.isEmpty, text.count <= 8, !text.contains("%") else {
                    problem("formatSpecifier is a conversion such as \"lld\" or \"@\", not \(format.kindName)", at: format)
                    return nil
                }
                specifier = text
            }
            let before = problems.count
            guard let variationsValue = fields["variations"], let variations = object(variationsValue, "variations", "an object with plural"),
                  let forms = pluralForms(variations, key: key) else {
                if problems.count == before { problem("the variable '\(name.lineBreaksEscaped)' has no plural forms (variations.plural)", at: value) }
                return nil
            }
            return StringSubstitution(argument: argument, specifier: specifier, forms: forms)
        }
    }
}
