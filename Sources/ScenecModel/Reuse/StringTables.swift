import ScenecCore

/// An app's own translations, as the library read them for `<strings href>` (an Xcode String Catalog,
/// an Android `res` folder, a folder of JSON files): each locale's strings by key, in the order the
/// files give them, and which locale is the source every other falls back to. Parsing the scene stays
/// a pure function: the library reads the files.
public struct StringTables: Sendable, Hashable {
    /// One string of one locale.
    public struct Entry: Sendable, Hashable {
        public var key: String
        /// The text; for a plural string, its `other` form (what `{key}` without a count draws).
        public var value: String
        /// A plural string's forms by CLDR category (`one`, `few`, `other`, …) or exact number (`=0`);
        /// empty for a plain string.
        public var plural: [String: String]
        /// The same in every locale (a catalog's `shouldTranslate: false`, Android's
        /// `translatable="false"`): a locale without it is not missing a translation.
        public var everyLocale: Bool
        /// Rich-text runs of `value` (Android's `<b>`, `<i>`, …), in order, not overlapping.
        public var spans: [StringSpan]
        /// An Xcode catalog string's variables by name (`%#@files@` in `value`), each with its own
        /// plural forms; empty for the others.
        public var substitutions: [String: StringSubstitution]

        public init(key: String, value: String, plural: [String: String] = [:], everyLocale: Bool = false, spans: [StringSpan] = [],
                    substitutions: [String: StringSubstitution] = [:]) {
            self.key = key
            self.value = value
            self.plural = plural
            self.everyLocale = everyLocale
            self.spans = spans
            self.substitutions = substitutions
        }

        /// Whether the locale has nothing to draw for it (an empty string is an untranslated one).
        public var isEmpty: Bool { value.isEmpty && plural.values.allSatisfy(\.isEmpty) }
    }

    /// Strings by locale tag (`de`, `pt-BR`), each locale's in file order; the source locale's too.
    /// A folder-per-locale table reads only the locales a build asks for; `declared` names the others.
    public var locales: [String: [Entry]]
    /// Every locale the table has, read or not (what `--locale all` builds).
    public var declared: Set<String> = []
    /// The locale whose strings a locale without a translation draws: a catalog's `sourceLanguage`,
    /// Android's `values/` (`--source-locale`), the source locale's JSON file. Nil: there is none.
    public var sourceLocale: String?
    /// The files read, each with the locale it holds (nil: every locale's, like a catalog): for
    /// depfiles, watchers and up-to-date keys, so a locale's outputs depend on its own files only.
    public var files: [IncludedSource]
    public var fileLocales: [String?]
    /// Problems inside the table, located in its files: a file skipped while the rest loaded (a JSON
    /// file not named by a locale, an unreadable folder: warnings), a reference that cannot be
    /// resolved (an error).
    public var problems: [Diagnostic]

    public init(locales: [String: [Entry]] = [:], sourceLocale: String? = nil, files: [IncludedSource] = [],
                fileLocales: [String?]? = nil, problems: [Diagnostic] = []) {
        self.locales = locales
        self.sourceLocale = sourceLocale
        self.files = files
        self.fileLocales = fileLocales ?? Array(repeating: nil, count: files.count)
        self.problems = problems
    }

    /// Adds a file read for `locale` (nil: every locale's).
    public mutating func add(_ file: IncludedSource, locale: String?) {
        files.append(file)
        fileLocales.append(locale)
    }

    /// The files a build of `locale` depends on: the shared ones, the source locale's and its own.
    public func files(for locale: String?) -> [IncludedSource] {
        zip(files, fileLocales).filter { _, owner in owner == nil || owner == sourceLocale || owner == locale }.map(\.0)
    }
}

/// One variable of an Xcode String Catalog string (`%#@files@ in %#@folders@`, the catalog's
/// `substitutions`, Xcode's multi-variable plurals): the argument that chooses its plural form, how
/// that argument is written where the form says `%arg`, and the forms.
public struct StringSubstitution: Sendable, Hashable {
    /// `argNum`: the 1-based argument of `{key(…)}` (nil: the variable's place among the specifiers).
    public var argument: Int?
    /// `formatSpecifier` without its `%` (`lld`, `d`, `@`): what `%arg` in a form stands for.
    public var specifier: String
    /// The forms by CLDR category or `=N`, as a plural string's.
    public var forms: [String: String]

    public init(argument: Int?, specifier: String, forms: [String: String]) {
        self.argument = argument
        self.specifier = specifier
        self.forms = forms
    }
}

/// A run of a string's text drawn differently: Android's `<b>`, `<i>`, `<u>`, `<strike>`, `<sup>`,
/// `<sub>` and `<font color>` (UTF-8 offsets into the entry's `value`).
public struct StringSpan: Sendable, Hashable {
    public enum Style: Sendable, Hashable {
        case bold, italic, underline, strike, superscript, `subscript`
        case color(String)
    }

    public var range: Range<Int>
    public var styles: [Style]

    public init(range: Range<Int>, styles: [Style]) {
        self.range = range
        self.styles = styles
    }
}

/// What the library gives each `<strings href>`: its tables, read once per build.
public typealias StringsLoader = (IncludeRequest) -> Result<StringTables, IncludeRefusal>
