import ArgumentParser
import Scenec

struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two scenes, SVGs or PNGs (or two folders of them) for design review.",
        discussion: """
            Scenes are built first. Prints a text diff of the SVG, each changed line annotated with the \
            scene element and line it came from, then counts changed pixels with an antialiasing-tolerant \
            comparison. SVG files are drawn in-process with librsvg, which never follows references to other \
            files. Exit status: 0 nothing changed beyond the threshold, 1 something did, 2 bad usage, \
            3 an input/output or rendering failure.
            """
    )

    @Argument(help: "The scene, SVG, PNG or folder before the change; REV:PATH reads it from git (PATH relative to the repository's root, as in git show).")
    var before: String

    @Argument(help: "The scene, SVG, PNG or folder after the change; REV:PATH reads it from git.")
    var after: String

    @Option(name: .short, help: ArgumentHelp("Write the difference image (red: changed pixels over a faded AFTER); a folder for a folder comparison.", valueName: "DIFF.png"))
    var output: String?

    @Option(help: ArgumentHelp("Colour distance a pixel may change by, 0 to 1 (pixelmatch's YIQ threshold).", valueName: "T"))
    var threshold: Double = 0.1

    @Option(parsing: .unconditional, help: ArgumentHelp("Device pixels per point to render scenes at, 0.1 to 16.", valueName: "S"))
    var scale: Double = 1

    @Option(help: ArgumentHelp("Write a self-contained HTML review page.", valueName: "FILE.html"))
    var report: String?

    @Flag(name: [.customShort("q"), .customLong("quiet")], help: "Print no text diff, only the summary.")
    var quiet = false

    func validate() throws {
        guard threshold >= 0 && threshold <= 1 else { throw ValidationError("--threshold takes a value from 0 to 1, got \(threshold)") }
        do {
            try BuildPlanner.checkScale(scale, source: "--scale")
        } catch {
            throw ValidationError(error.message)
        }
    }

    func run() throws {
        let options = DiffRunner.Options(scale: scale, threshold: threshold)
        var result: DiffRunner.Report
        do {
            let sides = try DiffSides.resolve(before: before, after: after)
            defer { sides.removeTemporaryFolder() }
            for note in sides.notes { Diagnostics.printError(note) }
            result = try DiffRunner.run(before: sides.before, after: sides.after, options: options)
            for (prefix, label) in sides.labels { result = result.relabeling(prefix, as: label) }
        } catch {
            throw ExitCode(Diagnostics.report(error))
        }
        for warning in result.warnings { Diagnostics.printError(warning) }
        var status = ExitStatus.success
        for error in result.errors {
            status = max(status, Diagnostics.report(error))
        }
        var text = ""
        if !quiet {
            for file in result.files where !file.textDiff.isEmpty {
                text += file.textDiff
            }
        }
        let summary = DiffRunner.summaryLines(result)
        text += summary.isEmpty && result.errors.isEmpty ? "no changes beyond the threshold\n" : summary.map { $0 + "\n" }.joined()
        print(text, terminator: "")

        do throws(ScenecError) {
            if let output { try writeDiffImages(result, to: output) }
            if let report {
                try FileIO.writeAtomically(Array(ReviewReport.html(result).utf8), to: report)
            }
        } catch {
            status = max(status, Diagnostics.report(error))
        }
        if result.hasChanges { status = max(status, ExitStatus.invalidScene) }
        if status != ExitStatus.success { throw ExitCode(status) }
    }

    /// One file: the pair's difference image. Folders: `NAME.diff.png` below `path` per changed pair.
    private func writeDiffImages(_ result: DiffRunner.Report, to path: String) throws(ScenecError) {
        if !result.isFolderComparison {
            guard let pixels = result.files.first?.pixels else {
                throw .io(path: path, message: "no difference image: the files could not both be drawn")
            }
            try write(pixels.image, to: path)
            return
        }
        for file in result.files where file.status == .changed {
            guard let pixels = file.pixels else { continue }
            try write(pixels.image, to: path + "/" + file.name + ".diff.png")
        }
    }

    private func write(_ image: Bitmap, to path: String) throws(ScenecError) {
        try FileIO.writeAtomically(DiffRunner.pngBytes(image, for: path), to: path, creatingFolders: true)
    }
}
