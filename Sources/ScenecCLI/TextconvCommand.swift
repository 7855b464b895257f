import ArgumentParser
import Scenec

/// `scenec textconv FILE`: a scene's SVG (or an SVG file) as a reviewer reads it, each text run on one
/// line as its words (`ReviewText`), for git's `diff.<driver>.textconv` (docs/ci.md).
struct TextconvCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "textconv",
        abstract: "Print a scene's SVG (or an SVG file) for review: each text run on one line as its words.",
        discussion: """
            The lines are the SVG scenec writes, with each text run's per-glyph <tspan x> stretches folded \
            into its string and without the up-to-date key, so `git diff` through textconv shows a label \
            changed from "Save" to "Save all" as those words. - reads a scene from standard input (its \
            hrefs resolve against the working directory). An XML file that is not an acceptable scene (a \
            <library>, an Android strings.xml, a scene with errors mid-edit) is printed as it is, its \
            problems on standard error, so `git diff` shows it as XML rather than stopping. Exit status: 0 \
            printed, 2 bad usage, 3 an input/output or rendering failure.
            """
    )

    @Argument(help: "The scene or SVG file; - reads a scene from standard input.")
    var file: String

    @Option(parsing: .unconditional, help: ArgumentHelp("Device pixels per point the scene is laid out at, 0.1 to 16.", valueName: "S"))
    var scale: Double = 1

    @Option(help: ArgumentHelp("Also allow images from this folder (repeatable).", valueName: "DIR"))
    var allowPath: [String] = []

    @Flag(help: "End each line a scene element wrote with that element and its line, as scenec diff does.")
    var origins = false

    func validate() throws {
        do {
            try BuildPlanner.checkScale(scale, source: "--scale")
        } catch {
            throw ValidationError(error.message)
        }
    }

    func run() throws {
        do throws(ScenecError) {
            let isSVG = file != StandardStreams.dash && file.lowercased().hasSuffix(".svg")
            let (source, name) = isSVG
                ? (try FileIO.read(file, limit: ReviewText.svgFileBytes), file)
                : try SceneCompiler.readStreamScene(file)
            do throws(ScenecError) {
                let review = try ReviewText.text(source: source, file: name, scale: scale, origins: origins,
                                                 options: CompileOptions(allowedPaths: allowPath))
                Diagnostics.print(review.warnings)
                try StandardStreams.writeOutput(Array(review.text.utf8))
            } catch .invalidScene(let diagnostics) {
                // git stops a whole diff when a textconv driver fails: a file that is not an acceptable
                // scene is shown as the XML it is, and why on standard error.
                Diagnostics.print(diagnostics)
                try StandardStreams.writeOutput(source)
            }
        } catch {
            throw ExitCode(Diagnostics.report(error))
        }
    }
}
