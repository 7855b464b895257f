import ArgumentParser
import Scenec

/// `scenec build - …` (the scene from standard input) and `scenec build SCENE -o -` (the output to
/// standard output): one scene, compiled completely before a byte is written. These outputs carry no
/// up-to-date key and are always rebuilt: a stream has no time stamp, and a key line would change with
/// every edit of the scene, noise in a `git diff` through `textconv` (docs/ci.md).
extension BuildCommand {
    var usesStandardStreams: Bool {
        scenes.contains(StandardStreams.dash) || output == StandardStreams.dash
    }

    func runWithStandardStreams() throws {
        guard scenes.count == 1, let scene = scenes.first else {
            throw ValidationError("- (standard input) and -o - (standard output) build one scene; got \(scenes.count)")
        }
        if depfile != nil, scene == StandardStreams.dash {
            throw ValidationError("--depfile needs scene files; a scene from standard input has no path to depend on")
        }
        let jobs = try plannedStreamJobs(scene: scene)
        do throws(ScenecError) {
            let (source, file) = try SceneCompiler.readStreamScene(scene)
            var warnings: [Diagnostic] = []
            var outputs: [(BuildJob, CompiledOutput)] = []
            for (theme, themeJobs) in BatchBuilder.groupByTheme(jobs) {
                var options = compileOptions
                options.theme = theme
                let loaded = try SceneCompiler.load(source: source, file: file, options: options)
                warnings = (warnings + loaded.warnings).deduplicatedInFileOrder()
                for job in themeJobs {
                    let compiled = try SceneCompiler.compile(loaded, format: job.format, scale: job.scale)
                    warnings = (warnings + compiled.warnings).deduplicatedInFileOrder()
                    outputs.append((job, compiled))
                }
            }
            Diagnostics.print(warnings)
            for (job, compiled) in outputs {
                if job.output == StandardStreams.dash {
                    try StandardStreams.writeOutput(compiled.bytes)
                } else {
                    try compiled.write(to: job.output)
                }
            }
        } catch {
            throw ExitCode(Diagnostics.report(error))
        }
    }

    private func plannedStreamJobs(scene: String) throws -> [BuildJob] {
        let scales = try scale.map(Self.parseScales)
        let formats = try format.map(Self.parseFormats)
        let themes = try theme.map(Self.parseThemes)
        do throws(BuildPlanner.UsageError) {
            let jobs = try BuildPlanner.planStream(scene: scene, output: output, scales: scales, formats: formats, themes: themes)
            try BuildPlanner.checkQuality(compileOptions.quality, jobs: jobs)
            return jobs
        } catch {
            throw ValidationError(error.message)
        }
    }
}
