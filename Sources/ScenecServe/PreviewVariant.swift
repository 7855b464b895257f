import Scenec

/// Which version of a scene's picture the page asks for: the query of
/// `/render/ID.png?v=3&theme=dark&scale=3&locale=de&row=2`. Each switch of the page is one dimension
/// here; a theme or scale left out is the one `scenec serve` was started with (`--theme`, `--scale`),
/// whose pictures the store keeps rendered; a locale (format 1.2) is one the scene declares, a row
/// (1-based, as a user counts them) one of the data `serve --data` was given. To add a dimension, add a
/// property, its line in `init?(query:)` and in `options(_:data:)`, and its control in `PreviewPage`'s
/// `dimensions`.
struct PreviewVariant: Hashable, Sendable {
    /// A token theme the scene declares (`default` for none), or nil for the served one.
    var theme: String?
    /// Device pixels per point, one of `scales`, or nil for the served one.
    var scale: Double?
    /// A locale tag, or nil for the served one.
    var locale: String?
    /// A row of the served data, or nil for none.
    var row: Int?

    /// The scales the page offers besides the served one: few, because each is a render kept per scene.
    static let scales: [Double] = [1, 2, 3]

    /// The served picture.
    static let served = PreviewVariant()

    /// The variant a query names; nil (a 404) for a value it cannot take. Unknown keys (the page's
    /// cache key `v`) are ignored.
    init?(query: Substring) {
        for pair in query.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2 else { continue }
            let value = parts[1]
            switch parts[0] {
            case "theme":
                // A theme name follows the token name rules: letters, digits, `-` and `_`.
                guard !value.isEmpty, value.count <= 64,
                      value.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }) else { return nil }
                theme = String(value)
            case "scale":
                guard let number = Double(value), Self.scales.contains(number) else { return nil }
                scale = number
            case "locale":
                guard let decoded = PercentDecoding.decode(value), LocaleTag.isValid(decoded) else { return nil }
                locale = decoded
            case "row":
                guard let number = Int(value), number >= 1 else { return nil }
                row = number
            default:
                continue
            }
        }
    }

    init(theme: String? = nil, scale: Double? = nil, locale: String? = nil, row: Int? = nil) {
        self.theme = theme
        self.scale = scale
        self.locale = locale
        self.row = row
    }

    /// The variant with each dimension equal to the served one left out, so it compares equal to `served`.
    func normalized(servedTheme: String, servedScale: Double) -> PreviewVariant {
        PreviewVariant(theme: theme == servedTheme ? nil : theme, scale: scale == servedScale ? nil : scale, locale: locale, row: row)
    }

    /// `options` with this variant's theme, locale and row applied, or nil for a row the data does not have.
    func options(_ options: CompileOptions, data: DataTable?) -> CompileOptions? {
        var chosen = options
        if let theme { chosen.theme = theme == "default" ? nil : theme }
        if let locale { chosen.locale = locale }
        if let row {
            guard let data, row <= data.rows.count else { return nil }
            chosen.tokens += data.rows[row - 1].tokens
        }
        return chosen
    }
}
