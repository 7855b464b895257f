/// What the page shows, sent to it as JSON (`GET /state`): the page builds its DOM from this with
/// `textContent`, so nothing in it (scene names, diagnostics) is ever read as markup.
public struct PageState: Sendable, Codable, Hashable {
    public struct Scene: Sendable, Codable, Hashable {
        /// The scene's path below the served folder, without `.xml`: its pictures are `/render/ID.png|svg`.
        public var id: String
        /// Bumped by every render, good or bad.
        public var version: Int
        /// Bumped by every good render: the pictures' cache key (`?v=`).
        public var pictureVersion: Int
        /// Whether a good picture exists (the last one, when the scene is broken now).
        public var hasPicture: Bool
        /// The picture's size in points.
        public var width: Double?
        public var height: Double?
        /// Not rendered yet, or being rendered again.
        public var rendering: Bool
        /// Errors of the last render; the picture is the last good one.
        public var errors: [ProblemView]
        public var warnings: [ProblemView]
        /// The themes the page's theme switch offers for it: `default`, then those the scene declares.
        public var themes: [String] = ["default"]
        /// The locales the page's locale switch offers for it (format 1.2): those the scene declares.
        public var locales: [String] = []
    }

    /// Bumped by every change of any scene; the page's WebSocket is sent this number.
    public var generation: Int
    /// Device pixels per point of the PNGs.
    public var scale: Double
    public var scenes: [Scene]
    /// The theme the served pictures are in (`--theme`, or `default`).
    public var theme: String = "default"
    /// The scales the page's scale switch offers besides `scale`.
    public var scales: [Double] = PreviewVariant.scales
    /// The locale the served pictures are in (`--locale`), or nil for the scene's own tokens.
    public var locale: String? = nil
    /// How many rows `serve --data` was given: the page's row switch offers 1…rows (0: no switch).
    public var rows: Int = 0
}

extension PageState {
    /// The JSON the page reads, members in sorted order (stable output, easy to diff).
    var json: JSONValue {
        .object([
            ("generation", .number(Double(generation))),
            ("locale", locale.map(JSONValue.string)),
            ("rows", .number(Double(rows))),
            ("scale", .number(scale)),
            ("scales", .array(scales.map(JSONValue.number))),
            ("scenes", .array(scenes.map(\.json))),
            ("theme", .string(theme)),
        ])
    }
}

extension PageState.Scene {
    var json: JSONValue {
        .object([
            ("errors", .array(errors.map(\.json))),
            ("hasPicture", .bool(hasPicture)),
            ("height", height.map(JSONValue.number)),
            ("id", .string(id)),
            ("locales", .array(locales.map(JSONValue.string))),
            ("pictureVersion", .number(Double(pictureVersion))),
            ("rendering", .bool(rendering)),
            ("themes", .array(themes.map(JSONValue.string))),
            ("version", .number(Double(version))),
            ("warnings", .array(warnings.map(\.json))),
            ("width", width.map(JSONValue.number)),
        ])
    }
}

extension ProblemView {
    var json: JSONValue {
        .object([
            ("location", .string(location)),
            ("message", .string(message)),
            ("severity", .string(severity)),
            ("sourceLine", sourceLine.map(JSONValue.string)),
            ("text", .string(text)),
        ])
    }
}
