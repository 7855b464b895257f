import ScenecCore

/// One compiled output: the bytes of the file and the warnings of the scene it came from.
public struct CompiledOutput: Sendable {
    /// The file's contents: SVG text in UTF-8, or a PNG.
    public var bytes: [UInt8]
    /// The format of `bytes`.
    public var format: OutputFormat
    /// Device pixels per point the scene was laid out at.
    public var scale: Double
    /// Every warning of the scene (reading it and laying it out at this scale), each once, in file
    /// order. Compiling the same scene at several scales repeats them: merge the lists with
    /// `deduplicatedInFileOrder()` to report them once.
    public var warnings: [Diagnostic]

    /// An output as `SceneCompiler.compile` makes it.
    public init(bytes: [UInt8], format: OutputFormat, scale: Double, warnings: [Diagnostic]) {
        self.bytes = bytes
        self.format = format
        self.scale = scale
        self.warnings = warnings
    }

    /// Writes the bytes to `path` atomically (a temporary file in the same folder, renamed over the
    /// target), creating missing folders: a failure never leaves a truncated file or replaces a good
    /// one. Throws `.io`.
    public func write(to path: String) throws(ScenecError) {
        try FileIO.writeAtomically(bytes, to: path, creatingFolders: true)
    }
}
