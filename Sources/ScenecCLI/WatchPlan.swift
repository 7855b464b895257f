import Scenec
import Synchronization

/// What `scenec watch` builds, planned again whenever a watched folder changes, with the same output
/// layout as `build` (`OutputLayouts.layout(for:)`). What a batch does once after its images, the
/// watch does per scene: the layout is finished after each scene that built (an asset catalog's
/// `Contents.json` files), and a scene the layout refuses is reported once, not at every plan.
final class WatchPlan: Sendable {
    let scenes: [String]
    let layout: any OutputLayout
    /// `--locale` and an `-o` pattern: each scene's jobs for every locale, as `build` plans them.
    let matrix: BuildMatrix
    let options: CompileOptions

    private struct Seen {
        /// The inputs of the last plan by path, to finish the layout for a scene that built.
        var inputs: [String: BuildPlanner.Input] = [:]
        /// Scenes whose rejection was printed.
        var rejected: Set<String> = []
    }

    private let seen = Mutex(Seen())

    init(scenes: [String], request: OutputRequest, matrix: BuildMatrix = BuildMatrix()) throws(BuildPlanner.UsageError) {
        self.scenes = scenes
        self.matrix = matrix
        options = request.options
        layout = try OutputLayouts.layout(for: request)
        if !matrix.isTrivial { try matrix.check(output: request.output, layout: layout) }
    }

    /// The jobs for the scenes there are now. Throws `BuildPlanner.UsageError` or `ScenecError`.
    func jobs() throws -> [BuildJob] {
        let inputs = try SceneFinder.inputs(for: scenes)
        seen.withLock { $0.inputs = Dictionary(inputs.map { ($0.path, $0) }) { first, _ in first } }
        var plan = try layout.plan(inputs)
        if !matrix.isTrivial {
            let options = self.options
            // Without data no two outputs share a name, so there is no conflict to report.
            plan = (try? matrix.expand(plan, layout: layout) { SceneCompiler.declaredLocales(path: $0, options: options) }) ?? plan
        }
        for rejection in plan.rejected where seen.withLock({ $0.rejected.insert(rejection.scene).inserted }) {
            Diagnostics.printError("\(rejection.scene): error: \(rejection.message)")
        }
        for note in try layout.prepare(writing: plan.jobs.map(\.output) + layout.extraOutputs(for: inputs)) { Diagnostics.printError(note) }
        return plan.jobs
    }

    /// After a scene built: what the layout keeps beside its images (each file written only when its
    /// bytes change).
    func built(_ outcome: SceneOutcome) {
        guard !outcome.failed, let input = seen.withLock({ $0.inputs[outcome.scene] }) else { return }
        do throws(ScenecError) {
            for note in try layout.finish(built: [input]) { Diagnostics.printError(note) }
        } catch {
            _ = Diagnostics.report(error)
        }
    }
}
