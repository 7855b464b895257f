import Scenec
import Synchronization

/// `scenec watch`: builds the scenes once (outputs already up to date are skipped, as `build` does),
/// then rebuilds exactly the scenes whose file, or an image they use, changed. A scene that fails
/// writes nothing, so its last good outputs stay.
public final class Rebuilder: Sendable {
    /// What happened to a scene: `initial` for the first build, false for a rebuild after a change.
    public typealias Report = @Sendable (_ outcome: SceneOutcome, _ initial: Bool) -> Void

    private struct Known {
        var jobs: [String: [BuildJob]] = [:]
        var dependencies: [String: Set<String>] = [:]
    }

    private let plan: @Sendable () throws -> [BuildJob]
    private let options: BatchBuilder.Options
    private let report: Report
    private let known = Mutex(Known())
    private let watcher: Mutex<FileWatcher?> = Mutex(nil)

    /// Builds the jobs `plan` gives (called again when a folder's scenes change), reports every scene,
    /// then watches `arguments` (files and folders) and their scenes' images.
    public init(arguments: [String], options: BatchBuilder.Options,
                plan: @escaping @Sendable () throws -> [BuildJob], report: @escaping Report) throws {
        self.plan = plan
        self.options = options
        self.report = report
        let jobs = try plan()
        let fileWatcher = try FileWatcher { [weak self] batch in self?.changed(batch) }
        watcher.withLock { $0 = fileWatcher }
        for argument in arguments {
            if FileIO.isDirectory(argument) {
                fileWatcher.watch(folder: argument, recursive: true)
            } else {
                fileWatcher.watch(folder: PathName.folder(of: argument))
            }
        }
        build(jobs, force: false, initial: true)
    }

    /// Stops watching; a rebuild in progress finishes first.
    public func stop() {
        let current = watcher.withLock { watcher in
            defer { watcher = nil }
            return watcher
        }
        current?.stop()
    }

    /// Runs on the watcher's thread, so rebuilds never overlap and changes made during one are seen
    /// after it as the next batch.
    private func changed(_ batch: Set<String>) {
        let jobs = (try? plan()) ?? []
        let scenes = BatchBuilder.group(jobs)
        let (fresh, stale) = known.withLock { known in
            var fresh: [BuildJob] = [], stale: [BuildJob] = []
            for (scene, sceneJobs) in scenes {
                if known.jobs[scene] == nil {
                    fresh += sceneJobs
                } else if !(known.dependencies[scene] ?? [PathName.canonical(scene)]).isDisjoint(with: batch) {
                    stale += sceneJobs
                }
            }
            return (fresh, stale)
        }
        // New scenes build like a first build; changed ones are rebuilt even if their outputs look newer
        // (a save within the file system's time resolution of the last build).
        if !fresh.isEmpty { build(fresh, force: false, initial: false) }
        if !stale.isEmpty { build(stale, force: true, initial: false) }
    }

    private func build(_ jobs: [BuildJob], force: Bool, initial: Bool) {
        var options = self.options
        options.force = options.force || force
        let outcomes = BatchBuilder.build(jobs, options: options)
        let grouped = BatchBuilder.group(jobs)
        var folders: Set<String> = []
        known.withLock { known in
            for (scene, sceneJobs) in grouped { known.jobs[scene] = sceneJobs }
            for outcome in outcomes where !outcome.dependencies.isEmpty {
                let dependencies = Set(outcome.dependencies.map(PathName.canonical))
                known.dependencies[outcome.scene] = dependencies
                for dependency in dependencies { folders.insert(PathName.folder(of: dependency)) }
            }
        }
        let current = watcher.withLock { $0 }
        for folder in folders { current?.watch(folder: folder) }
        for outcome in outcomes { report(outcome, initial) }
    }
}
