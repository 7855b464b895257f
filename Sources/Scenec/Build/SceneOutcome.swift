import ScenecCore

/// What happened to one scene of a batch build.
public struct SceneOutcome: Sendable {
    /// The scene file.
    public var scene: String
    /// Every output the jobs asked of this scene.
    public var outputs: [String]
    /// Outputs written by this run.
    public var written: [String] = []
    /// Outputs skipped because they were newer than all their dependencies.
    public var upToDate: [String] = []
    /// Every diagnostic of the scene, errors and warnings, each once and in file order: reading it,
    /// then laying it out at each scale built (layout's warnings are the same at every scale and
    /// appear once). Outputs that were up to date were not laid out, so they add nothing.
    public var diagnostics: [Diagnostic] = []
    /// A failure that is not about the scene's text: a file that could not be read or written
    /// (`.io`), a canvas the raster backend could not draw (`.render`). Never `.invalidScene`: those
    /// diagnostics are in `diagnostics`.
    public var failure: ScenecError?
    /// The scene file, the libraries it includes and the image files it uses, in every theme built,
    /// each once (empty when it did not load).
    public var dependencies: [String] = []
    /// The `--data` row built, nil without data.
    public var row: DataRow?

    /// A scene with nothing done yet.
    public init(scene: String, outputs: [String]) {
        self.scene = scene
        self.outputs = outputs
    }

    /// The warnings among `diagnostics`.
    public var warnings: [Diagnostic] { diagnostics.filter { $0.severity == .warning } }

    /// Whether the scene produced nothing because of an error or a failure.
    public var failed: Bool { failure != nil || diagnostics.hasErrors }

    /// Records an error thrown while building: diagnostics join the scene's, anything else is the failure.
    mutating func record(_ error: ScenecError) {
        switch error {
        case .invalidScene(let found):
            diagnostics = (diagnostics + found).deduplicatedInFileOrder()
        case .io, .render:
            failure = error
        }
    }
}
