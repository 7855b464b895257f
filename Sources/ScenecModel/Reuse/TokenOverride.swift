import ScenecCore

/// A token the build itself defines, above every `<tokens>`: `--set NAME=VALUE`, or a column of the
/// data row being built. Its value is taken as written (a title with braces draws its braces), and
/// it wins over the scene's and its libraries' definitions in every theme and locale.
public struct TokenOverride: Sendable, Hashable {
    public var name: String
    public var value: String
    /// Where the value is written, for a data row the line its row starts on (`posts.csv:7:1`): a
    /// problem the value causes at an attribute gets a note there. Nil for `--set`.
    public var origin: SourceLocation?

    public init(name: String, value: String, origin: SourceLocation? = nil) {
        self.name = name
        self.value = value
        self.origin = origin
    }

    /// Whether `name` can name a token: a letter or `_`, then letters, digits, `_`, `-` and `.`.
    public static func isValidName(_ name: String) -> Bool {
        Substitution.isName(name)
    }
}

/// What the build asks of the reuse stage besides the scene: the theme, the locale, its own tokens.
public struct TokenChoice: Sendable, Hashable {
    /// `<tokens theme="NAME">` to use; nil or "default": the tokens without a theme.
    public var theme: String?
    /// `<tokens locale="TAG">` (and string tables) to use; nil: none (the tokens without a locale).
    public var locale: String?
    /// `--set` and the data row's columns, later ones winning.
    public var overrides: [TokenOverride]

    public init(theme: String? = nil, locale: String? = nil, overrides: [TokenOverride] = []) {
        self.theme = theme
        self.locale = locale
        self.overrides = overrides
    }
}
