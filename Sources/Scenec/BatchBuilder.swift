import Dispatch
import ScenecCore
import Synchronization

/// What happened to one scene of a batch build.
public struct SceneOutcome: Sendable {
    public var scene: String
    /// Every output the plan asked of this scene.
    public var outputs: [String]
    /// Outputs written by this run.
    public var written: [String] = []
    /// Outputs skipped because they were newer than all their dependencies.
    public var upToDate: [String] = []
    /// Warnings of a scene that loaded (errors are in `error`).
    public var warnings: [Diagnostic] = []
    /// Why the scene produced nothing, if it failed.
    public var error: ScenecError?
    /// The scene file and the image files it uses (empty when it did not load).
    public var dependencies: [String] = []

    public var failed: Bool {
        guard let error else { return false }
        if case .invalidScene(let diagnostics) = error { return diagnostics.hasErrors }
        return true
    }
}

/// Builds many scenes on a pool of workers. Each scene is independent: its outputs are all rendered
/// before any is written (a scene failing at one scale writes nothing), a failed scene does not stop
/// the others, and results are reported in input order whatever finishes first, so the files and the
/// log are the same for any number of workers.
public enum BatchBuilder {
    public struct Options: Sendable {
        public var compile: CompileOptions
        /// Scenes built at the same time (at least 1).
        public var parallelism: Int
        /// Rebuild outputs that are up to date.
        public var force: Bool
        /// Extra dependencies of every output (the scenec binary).
        public var extraDependencies: [String]

        public init(compile: CompileOptions = CompileOptions(), parallelism: Int = 1, force: Bool = false,
                    extraDependencies: [String] = []) {
            self.compile = compile
            self.parallelism = parallelism
            self.force = force
            self.extraDependencies = extraDependencies
        }
    }

    public enum Event: Sendable {
        /// A worker started on the scene at `index` (of `total`).
        case started(index: Int, scene: String)
        /// The scene at `index` is done and every scene before it has been reported: outcomes
        /// arrive exactly once each, in input order.
        case finished(index: Int, outcome: SceneOutcome, completed: Int)
    }

    /// The scenes of `jobs` in first-appearance order, each with its jobs.
    public static func group(_ jobs: [BuildJob]) -> [(scene: String, jobs: [BuildJob])] {
        var order: [String] = []
        var byScene: [String: [BuildJob]] = [:]
        for job in jobs {
            if byScene[job.scene] == nil { order.append(job.scene) }
            byScene[job.scene, default: []].append(job)
        }
        return order.map { ($0, byScene[$0] ?? []) }
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

    /// Builds every scene; `onEvent` is called one event at a time (never concurrently).
    public static func build(_ jobs: [BuildJob], options: Options,
                             onEvent: @escaping @Sendable (Event) -> Void = { _ in }) -> [SceneOutcome] {
        let scenes = group(jobs)
        let shared = Shared(State(results: Array(repeating: nil, count: scenes.count)))
        let workers = max(1, min(options.parallelism, scenes.count))

        @Sendable func work() {
            while true {
                let index: Int? = shared.state.withLock { state in
                    guard state.next < scenes.count else { return nil }
                    defer { state.next += 1 }
                    onEvent(.started(index: state.next, scene: scenes[state.next].scene))
                    return state.next
                }
                guard let index else { return }
                let outcome = buildScene(scenes[index].scene, jobs: scenes[index].jobs, options: options)
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

        if workers == 1 {
            work()
        } else {
            let group = DispatchGroup()
            for _ in 0..<workers {
                DispatchQueue.global().async(group: group) { work() }
            }
            group.wait()
        }
        return shared.state.withLock { $0.results.map { $0! } }
    }

    /// Loads one scene, skips outputs already up to date, renders the rest and writes them.
    public static func buildScene(_ scene: String, jobs: [BuildJob], options: Options) -> SceneOutcome {
        var outcome = SceneOutcome(scene: scene, outputs: jobs.map(\.output))
        do throws(ScenecError) {
            let loaded = try SceneCompiler.load(path: scene, options: options.compile)
            outcome.warnings = loaded.warnings
            outcome.dependencies = [scene] + imageFiles(of: loaded, scene: scene)
            let dependencies = outcome.dependencies + options.extraDependencies
            var pending: [BuildJob] = []
            for job in jobs {
                if !options.force, UpToDate.isUpToDate(output: job.output, dependencies: dependencies),
                   UpToDate.looksLikeOutput(job.output, format: job.format) {
                    outcome.upToDate.append(job.output)
                } else {
                    pending.append(job)
                }
            }
            var files: [(path: String, bytes: [UInt8])] = []
            var lists: [Double: RenderList] = [:]
            for job in pending {
                let list: RenderList
                if let cached = lists[job.scale] {
                    list = cached
                } else {
                    list = try SceneCompiler.renderList(for: loaded, scale: job.scale)
                    lists[job.scale] = list
                }
                files.append((job.output, try SceneCompiler.render(list, as: job.format)))
            }
            for file in files {
                let folder = file.path.lastIndex(of: "/").map { String(file.path[..<$0]) } ?? ""
                if !folder.isEmpty, !FileIO.isDirectory(folder) { try FileIO.makeDirectories(folder) }
                try FileIO.writeAtomically(file.bytes, to: file.path)
                outcome.written.append(file.path)
            }
        } catch {
            outcome.error = error
        }
        return outcome
    }

    /// The image files a loaded scene uses (the keys of `images`), as paths that exist: as given,
    /// or relative to the scene's folder. Sorted, without duplicates.
    static func imageFiles(of loaded: SceneCompiler.Loaded, scene: String) -> [String] {
        let folder = scene.lastIndex(of: "/").map { String(scene[..<$0]) }
        var files: Set<String> = []
        for key in loaded.images.keys {
            if key.hasPrefix("/") || FileIO.exists(key) {
                if FileIO.exists(key) { files.insert(key) }
            } else if let folder, FileIO.exists(folder + "/" + key) {
                files.insert(folder + "/" + key)
            }
        }
        return files.sorted()
    }

    /// Depfile rules for the outcomes: every output depends on its scene, its images and `extra`.
    public static func depfileRules(_ outcomes: [SceneOutcome], extra: [String]) -> [Depfile.Rule] {
        outcomes.flatMap { outcome in
            let dependencies = (outcome.dependencies.isEmpty ? [outcome.scene] : outcome.dependencies) + extra
            return outcome.outputs.map { Depfile.Rule(output: $0, dependencies: dependencies) }
        }
    }

    /// `built 120 files from 40 scenes in 3.2 s` (+ up to date and failed counts when there are any).
    public static func summary(_ outcomes: [SceneOutcome], seconds: Double) -> String {
        let written = outcomes.reduce(0) { $0 + $1.written.count }
        let upToDate = outcomes.reduce(0) { $0 + $1.upToDate.count }
        let failed = outcomes.filter(\.failed).count
        var text = "built \(written) file\(written == 1 ? "" : "s") from \(outcomes.count) scene\(outcomes.count == 1 ? "" : "s")"
        text += " in " + formatSeconds(seconds)
        if upToDate > 0 { text += ", \(upToDate) up to date" }
        if failed > 0 { text += ", \(failed) failed" }
        return text
    }

    static func formatSeconds(_ seconds: Double) -> String {
        let tenths = Int((seconds * 10).rounded())
        return "\(tenths / 10).\(tenths % 10) s"
    }
}
