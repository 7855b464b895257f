import ArgumentParser
import Scenec
import ScenecServe

struct WatchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "watch",
        abstract: "Build scenes, then rebuild each one when it or an image it uses changes.",
        discussion: """
            Takes the options of `scenec build`. After the first build (which skips outputs that are up \
            to date), rebuilds exactly the scenes whose file or images changed, and builds scenes added to \
            a watched folder. A broken save prints its diagnostics and keeps the last good files. \
            Ctrl-C stops it.
            """
    )

    // The build command's arguments and options, parsed and checked exactly as `build` does.
    @OptionGroup var build: BuildCommand

    func validate() throws {
        // A depfile describes one build; a watch is many, and make or Ninja would not read it meanwhile.
        if build.depfile != nil { throw ValidationError("watch does not write a depfile; use scenec build --depfile") }
        // A watch rebuilds scenes as they change; rows, listings and shards are for one build.
        if build.data != nil || build.listOutputs || build.shard != nil {
            throw ValidationError("watch takes neither --data, --list-outputs nor --shard; use scenec build")
        }
    }

    func run() throws {
        let scales = try build.scale.map(BuildCommand.parseScales)
        let formats = try build.format.map(BuildCommand.parseFormats)
        let themes = try build.theme.map(BuildCommand.parseThemes)
        let scenes = build.scenes
        let request = OutputRequest(output: build.output, scales: scales, formats: formats, themes: themes, android: build.android,
                                    androidIcon: build.androidIcon, options: build.compileOptions, locales: (try? build.localeChoice()) ?? .none,
                                    iconPlatform: build.parsedIconPlatform)
        let watchPlan: WatchPlan
        // Usage problems (an asset catalog of SVG, several scenes into one file) are found before watching starts.
        do {
            watchPlan = try WatchPlan(scenes: scenes, request: request,
                                      matrix: BuildMatrix(locales: (try? build.localeChoice()) ?? .none, pattern: try OutputPattern(build.output)))
            try BuildPlanner.checkQuality(build.compileOptions.quality, jobs: watchPlan.jobs())
        } catch let error as BuildPlanner.UsageError {
            throw ValidationError(error.message)
        } catch let error as ScenecError {
            throw ExitCode(Diagnostics.report(error))
        }
        let plan: @Sendable () throws -> [BuildJob] = { try watchPlan.jobs() }
        let options = BatchBuilder.Options(compile: build.compileOptions, parallelism: build.jobs ?? BuildCommand.coreCount(),
                                           force: build.force)
        let quiet = build.quiet
        let outcome: Result<Void, ServeError> = SignalWait.runUntilStopped { () async throws(ServeError) -> @Sendable () async -> Void in
            let rebuilder: Rebuilder
            do {
                rebuilder = try Rebuilder(arguments: scenes, options: options, plan: plan) { outcome, initial in
                    watchPlan.built(outcome)
                    Self.report(outcome, initial: initial, quiet: quiet)
                }
            } catch {
                throw ServeError(message: "error: \(error)", status: .io)
            }
            if !quiet { Diagnostics.printError("watching \(scenes.joined(separator: " ")) (Ctrl-C stops)") }
            return { rebuilder.stop() }
        }
        if case .failure(let error) = outcome {
            Diagnostics.printError(error.message)
            throw ExitCode(ExitStatus.io)
        }
    }

    /// Diagnostics always; a `rebuilt scene: N files` line for each rebuild unless --quiet.
    static func report(_ outcome: SceneOutcome, initial: Bool, quiet: Bool) {
        Diagnostics.print(outcome.diagnostics)
        if let failure = outcome.failure { _ = Diagnostics.report(failure) }
        guard !quiet, !outcome.written.isEmpty else { return }
        let count = outcome.written.count
        Diagnostics.printError("\(initial ? "built" : "rebuilt") \(outcome.scene): \(count) file\(count == 1 ? "" : "s")")
    }
}
