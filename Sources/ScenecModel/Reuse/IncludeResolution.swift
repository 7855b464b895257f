import ScenecCore

/// A file an `<include href>` names, as the library read it (parsing stays a pure function: the
/// library decides which files may be read and reads them, `SceneParser` only asks).
public struct IncludedSource: Sendable, Hashable {
    /// The path diagnostics inside the file name (relative like the scene's own path when it is).
    public var file: String
    /// Equal for the same file reached by two paths (its resolved path): how include cycles and a
    /// library included twice are recognised.
    public var identity: String
    public var bytes: [UInt8]

    public init(file: String, identity: String, bytes: [UInt8]) {
        self.file = file
        self.identity = identity
        self.bytes = bytes
    }
}

/// What `<include href>` asks for: `href` as written, relative to `includingFile`.
public struct IncludeRequest: Sendable, Hashable {
    public var href: String
    /// The path of the file that contains the `<include>` (the scene, or an included library).
    public var includingFile: String

    public init(href: String, includingFile: String) {
        self.href = href
        self.includingFile = includingFile
    }
}

/// Why an include could not be read: the whole message, starting with `href:`.
public struct IncludeRefusal: Error, Sendable {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }
}

/// Reads the file an include names, or says why it may not be read.
public typealias IncludeLoader = (IncludeRequest) -> Result<IncludedSource, IncludeRefusal>
