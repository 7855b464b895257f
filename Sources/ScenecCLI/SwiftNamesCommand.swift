import ArgumentParser
import Scenec

/// `scenec swift-names -o FILE NAME...`: the Swift file of image-name constants the SwiftPM plugin
/// (Plugins/ScenecPlugin) compiles into a target; plumbing, so it is left out of `--help`.
struct SwiftNamesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "swift-names",
        abstract: "Write a Swift enum with one constant per image name (used by the SwiftPM plugin).",
        shouldDisplay: false
    )

    @Option(name: .short, help: ArgumentHelp("The Swift file to write.", valueName: "FILE"))
    var output: String

    @Option(name: .customLong("enum"), help: ArgumentHelp("The enum's name.", valueName: "NAME"))
    var enumName = "SceneImages"

    @Argument(help: "Image names (scene file names without .xml).")
    var names: [String] = []

    func validate() throws {
        guard let first = enumName.first, first.isLetter || first == "_",
              enumName.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }) else {
            throw ValidationError("--enum takes a Swift type name (letters, digits and _), got \"\(enumName)\"")
        }
    }

    func run() throws {
        let source: String
        do {
            source = try SwiftImageNames.source(enumName: enumName, names: names)
        } catch {
            Diagnostics.printError("error: \(error.message)")
            throw ExitCode(ExitStatus.invalidScene)
        }
        do throws(ScenecError) {
            // Unchanged names leave the file as it is, so the target's Swift is not compiled again.
            if let current = try? FileIO.read(output, limit: 1 << 20), current == Array(source.utf8) { return }
            try FileIO.writeAtomically(Array(source.utf8), to: output, creatingFolders: true)
        } catch {
            throw ExitCode(Diagnostics.report(error))
        }
    }
}
