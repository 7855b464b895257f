import ScenecModel

/// Choices of the caller that change what a compile produces or accepts.
public struct CompileOptions: Sendable, Hashable {
    /// SVG text as outlines, so it looks the same without the fonts (`--text-as-paths`).
    public var textAsPaths: Bool
    /// SVG references image files instead of embedding them as data URIs (`--link-images`).
    public var linkImages: Bool
    /// Folders images may come from besides the scene's own folder (`--allow-path`).
    public var allowedPaths: [String]
    /// The token theme to build (`--theme NAME`); nil builds the default theme (tokens without a theme).
    public var theme: String?
    /// `--quality`, 0–100, for the formats that take one (WebP: lossy instead of lossless; JPEG:
    /// instead of 90); nil when not given. Other formats ignore it.
    public var quality: Int?
    /// The locale to build (`--locale`, `<tokens locale>` and string tables); nil: none.
    public var locale: String?
    /// Tokens the build defines above every `<tokens>`: `--set NAME=VALUE`, then a data row's columns.
    public var tokens: [TokenOverride]
    /// The data file's columns that are no token names, where each is written (`DataTable.ignoredColumns`).
    public var ignoredColumns: [String: SourceLocation] = [:]
    /// false for `--no-system-fonts`: text uses only the scene's own fonts (`<font href>`).
    public var systemFonts: Bool = true
    /// The language of an Android `values/` folder and of the JSON file every locale of a JSON string
    /// table falls back to (`--source-locale`, a BCP 47 tag).
    public var sourceLocale: String = "en"
    /// The language of texts that write no `lang` (a BCP 47 tag; the locale being built); nil for none.
    public var defaultLanguage: String?
    /// How SVG output carries text in the scene's own fonts (`--svg-fonts`): outlines by default.
    public var svgFonts: SVGFontMode = .outline

    /// Options with every choice spelled out; the defaults are those of `scenec build`.
    public init(textAsPaths: Bool = false, linkImages: Bool = false, allowedPaths: [String] = [], theme: String? = nil,
                quality: Int? = nil, locale: String? = nil, tokens: [TokenOverride] = []) {
        self.locale = locale
        self.tokens = tokens
        self.textAsPaths = textAsPaths
        self.linkImages = linkImages
        self.allowedPaths = allowedPaths
        self.theme = theme
        self.quality = quality
    }
}
