import ScenecCore

/// What the build asks of the reuse stage besides the scene: the theme, the locale, its own tokens.
public struct TokenChoice: Sendable, Hashable {
    /// `<tokens theme="NAME">` to use; nil or "default": the tokens without a theme.
    public var theme: String?
    /// `<tokens locale="TAG">` (and string tables) to use; nil: none (the tokens without a locale).
    public var locale: String?
    /// `--set` and the data row's columns, later ones winning.
    public var overrides: [TokenOverride]
    /// The data file's columns that are no token names (`Product Name`), by name, where each is
    /// written: left out of the rows, so a scene's `{Product Name}` is an error at the column.
    public var ignoredColumns: [String: SourceLocation] = [:]

    public init(theme: String? = nil, locale: String? = nil, overrides: [TokenOverride] = []) {
        self.theme = theme
        self.locale = locale
        self.overrides = overrides
    }
}
