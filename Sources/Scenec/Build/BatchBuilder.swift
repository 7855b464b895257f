import Dispatch
import ScenecCore
import Synchronization

/// Builds many scenes on a pool of workers. Each scene is independent: its outputs are all rendered
/// before any is written (a scene failing at one scale writes nothing), a failed scene does not stop
/// the others, and results are reported in input order whatever finishes first, so the files and the
/// log are the same for any number of workers.
public enum BatchBuilder {
    /// How a batch is built.
    public struct Options: Sendable {
        /// Options every scene is compiled with.
        public var compile: CompileOptions
        /// Scenes built at the same time (at least 1).
        public var parallelism: Int
        /// Rebuild outputs that are up to date.
        public var force: Bool
        /// Extra dependencies of every output (the scenec binary): an output older than one of them
        /// is rebuilt.
        public var extraDependencies: [String]
        /// The rows of a data build draw the layers they share once (`SharedRowLayers`); off only to
        /// check that the bytes are the same without it, and to measure what it saves.
        public var sharesRowLayers = true

        /// Options for a build; the defaults build every scene, one at a time.
        public init(compile: CompileOptions = CompileOptions(), parallelism: Int = 1, force: Bool = false,
                    extraDependencies: [String] = []) {
            self.compile = compile
            self.parallelism = parallelism
            self.force = force
            self.extraDependencies = extraDependencies
        }
    }

    /// Progress of a build, for a progress bar or a log.
    public enum Event: Sendable {
        /// A worker started on the unit (a scene, or a scene's data row) at `index` (of `total`).
        case started(index: Int, scene: String)
        /// The unit at `index` is done and every unit before it has been reported: outcomes
        /// arrive exactly once each, in input order.
        case finished(index: Int, outcome: SceneOutcome, completed: Int)
    }

    /// The scenes of `jobs` in first-appearance order, each with its jobs.
    package static func group(_ jobs: [BuildJob]) -> [(scene: String, jobs: [BuildJob])] {
        group(jobs, by: \.scene).map { ($0.key, $0.jobs) }
    }

    /// The themes of `jobs` (nil: the default theme) in first-appearance order, each with its jobs.
    package static func groupByTheme(_ jobs: [BuildJob]) -> [(theme: String?, jobs: [BuildJob])] {
        group(jobs, by: \.theme).map { ($0.key, $0.jobs) }
    }

    /// The units of work of `jobs` in first-appearance order: a scene, or with `--data` a scene and
    /// one row, each with its jobs. Units build in parallel; one unit's outputs are written together.
    package static func units(_ jobs: [BuildJob]) -> [(scene: String, jobs: [BuildJob])] {
        group(jobs, by: \.unit).map { ($0.key.scene, $0.jobs) }
    }

    /// The values of `key` among `jobs` in first-appearance order, each with its jobs in order.
    static func group<Key: Hashable>(_ jobs: [BuildJob], by key: KeyPath<BuildJob, Key>) -> [(key: Key, jobs: [BuildJob])] {
        var order: [Key] = []
        var byKey: [Key: [BuildJob]] = [:]
        for job in jobs {
            let value = job[keyPath: key]
            if byKey[value] == nil { order.append(value) }
            byKey[value, default: []].append(job)
        }
        return order.map { ($0, byKey[$0] ?? []) }
    }

    private struct State {
        var next = 0
        var results: [SceneOutcome?]
        var reported = 0
        var completed = 0
    }

    private final class Shared: Sendable {
        let state: Mutex<State>
        init(_ state: State) { self.state = Mutex(state) }
    }

    /// Builds every scene of `jobs` and returns one outcome per unit (a scene, or a scene and a data
    /// row: `units`), in first-appearance order.
    /// `onEvent` is called one event at a time (never concurrently); print a scene's diagnostics
    /// from its `.finished` event to get them once each, in input order, for any parallelism.
    public static func build(_ jobs: [BuildJob], options: Options,
                             onEvent: @escaping @Sendable (Event) -> Void = { _ in }) -> [SceneOutcome] {
        let scenes = units(jobs)
        let shared = Shared(State(results: Array(repeating: nil, count: scenes.count)))
        let workers = max(1, min(options.parallelism, scenes.count))
        let cache = LoadCache()
        let rowLayers = options.sharesRowLayers ? SharedRowLayers() : nil

        @Sendable func work() {
            while true {
                let index: Int? = shared.state.withLock { state in
                    guard state.next < scenes.count else { return nil }
                    defer { state.next += 1 }
                    onEvent(.started(index: state.next, scene: scenes[state.next].scene))
                    return state.next
                }
                guard let index else { return }
                let outcome = buildScene(scenes[index].scene, jobs: scenes[index].jobs, options: options, cache: cache,
                                         rowLayers: rowLayers)
                shared.state.withLock { state in
                    state.results[index] = outcome
                    state.completed += 1
                    while state.reported < scenes.count, let ready = state.results[state.reported] {
                        onEvent(.finished(index: state.reported, outcome: ready, completed: state.completed))
                        state.reported += 1
                    }
                }
            }
        }

        // Threads of their own with a scene's stack (`HelperThread.sceneStackBytes`), one job or
        // many: a deep but valid scene recursed past a dispatch pool thread's 512 KiB, and past the
        // main thread's 8 MiB in an unoptimised build.
        let group = DispatchGroup()
        for _ in 0..<workers {
            group.enter()
            let started = HelperThread.start(stackBytes: HelperThread.sceneStackBytes) {
                work()
                group.leave()
            }
            if started != 0 {
                work()
                group.leave()
            }
        }
        group.wait()
        return shared.state.withLock { $0.results.map { $0! } }
    }

    /// Depfile rules for the outcomes: every output depends on its scene, its images and `extra`.
    package static func depfileRules(_ outcomes: [SceneOutcome], extra: [String]) -> [Depfile.Rule] {
        outcomes.flatMap { outcome in
            let dependencies = (outcome.dependencies.isEmpty ? [outcome.scene] : outcome.dependencies) + extra
            return outcome.outputs.map { Depfile.Rule(output: $0, dependencies: dependencies) }
        }
    }

    /// `built 120 files from 40 scenes in 3.2 s` (`from 1 scene × 1000 rows` with `--data`; + up to
    /// date and failed counts when there are any).
    package static func summary(_ outcomes: [SceneOutcome], seconds: Double) -> String {
        let written = outcomes.reduce(0) { $0 + $1.written.count }
        let upToDate = outcomes.reduce(0) { $0 + $1.upToDate.count }
        let failed = outcomes.filter(\.failed).count
        let scenes = Set(outcomes.map(\.scene)).count
        var text = "built \(written) file\(written == 1 ? "" : "s") from \(scenes) scene\(scenes == 1 ? "" : "s")"
        let rows = Set(outcomes.compactMap(\.row?.index)).count
        if rows > 0 { text += " × \(rows) row\(rows == 1 ? "" : "s")" }
        text += " in " + formatSeconds(seconds)
        if upToDate > 0 { text += ", \(upToDate) up to date" }
        if failed > 0 { text += ", \(failed) failed" }
        return text
    }

    package static func formatSeconds(_ seconds: Double) -> String {
        let tenths = Int((seconds * 10).rounded())
        return "\(tenths / 10).\(tenths % 10) s"
    }
}
