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
    }

    /// Bumped by every change of any scene; the page's WebSocket is sent this number.
    public var generation: Int
    /// Device pixels per point of the PNGs.
    public var scale: Double
    public var scenes: [Scene]
}
