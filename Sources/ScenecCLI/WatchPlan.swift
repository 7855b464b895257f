import Scenec
import Synchronization

/// What `scenec watch` builds, planned again whenever a watched folder changes: the same layouts as
/// `build` (files and folders, `-o NAME.xcassets`, `--android`). The two app-asset layouts have parts
/// a batch writes after its images, so the watch does them per scene: an asset catalog's
/// `Contents.json` files after each scene that built, an Android name error once per scene.
final class WatchPlan: Sendable {
    let scenes: [String]
    let output: String
    let scales: [Double]?
    let formats: [OutputFormat]?
    let themes: [String?]?
    let android: Bool
    let catalog: AssetCatalog?

    private struct Seen {
        /// The inputs of the last plan by path, to find a built scene's image set.
        var inputs: [String: BuildPlanner.Input] = [:]
        /// Scenes whose Android name error was printed.
        var rejected: Set<String> = []
    }

    private let seen = Mutex(Seen())

    init(scenes: [String], output: String, scales: [Double]?, formats: [OutputFormat]?, themes: [String?]?, android: Bool) {
        self.scenes = scenes
        self.output = output
        self.scales = scales
        self.formats = formats
        self.themes = themes
        self.android = android
        catalog = android ? nil : AssetCatalog(output: output)
    }

    /// The jobs for the scenes there are now. Throws `BuildPlanner.UsageError` or `ScenecError`.
    func jobs() throws -> [BuildJob] {
        let inputs = try SceneFinder.inputs(for: scenes)
        seen.withLock { $0.inputs = Dictionary(inputs.map { ($0.path, $0) }) { first, _ in first } }
        if android {
            let (jobs, rejected) = try AndroidResources.plan(inputs: inputs, output: output, scales: scales, formats: formats, themes: themes)
            for rejection in rejected where seen.withLock({ $0.rejected.insert(rejection.scene).inserted }) {
                Diagnostics.printError("\(rejection.scene): error: \(rejection.message)")
            }
            return jobs
        }
        if let catalog {
            return try catalog.plan(inputs: inputs, scales: scales, formats: formats, themes: themes)
        }
        return try BuildPlanner.plan(inputs: inputs, output: output, scales: scales, formats: formats, themes: themes)
    }

    /// After a scene built: its image set's `Contents.json` and those of the folders above it, when the
    /// output is an asset catalog (each written only when its bytes change).
    func built(_ outcome: SceneOutcome) {
        guard let catalog, !outcome.failed, let input = seen.withLock({ $0.inputs[outcome.scene] }) else { return }
        do {
            try AssetCatalog.write(try catalog.contents(builtInputs: [input], scales: scales, formats: formats, themes: themes))
        } catch let error as ScenecError {
            _ = Diagnostics.report(error)
        } catch {
            Diagnostics.printError("\(outcome.scene): error: \(error)")
        }
    }
}
