import Scenec

/// `?locale=de&row=3` on a picture's URL (format 1.2): the scene drawn for one locale and one row of
/// the data `serve --data` was given, rendered on demand and not kept (the page's own pictures, without
/// a query, are the ones re-rendered on every change). Anything else in the query (the page's `v=…`
/// cache key) is ignored; a value that is not a locale tag or a row of the data is not found.
struct PreviewVariant: Sendable, Hashable {
    var locale: String?
    /// 1-based, as a user counts the rows of a data file.
    var row: Int?

    var isDefault: Bool { locale == nil && row == nil }

    /// The variant of a request target, or nil when its query asks for one that cannot exist.
    init?(target: String) {
        guard let question = target.firstIndex(of: "?") else { return }
        for pair in target[target.index(after: question)...].split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2, let value = PercentDecoding.decode(parts[1]) else { continue }
            switch parts[0] {
            case "locale":
                guard LocaleTag.isValid(value) else { return nil }
                locale = value
            case "row":
                guard let number = Int(value), number >= 1 else { return nil }
                row = number
            default:
                continue
            }
        }
    }

    init() {}

    /// `options` for this variant, or nil for a row the data does not have.
    func options(_ options: CompileOptions, data: DataTable?) -> CompileOptions? {
        var chosen = options
        if let locale { chosen.locale = locale }
        if let row {
            guard let data, row <= data.rows.count else { return nil }
            chosen.tokens += data.rows[row - 1].tokens
        }
        return chosen
    }
}
