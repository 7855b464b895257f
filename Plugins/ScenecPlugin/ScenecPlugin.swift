import Foundation
import PackagePlugin

/// The SwiftPM build-tool plugin: every scene under a target's `Scenes/` folder becomes image resources of
/// that target (reachable through `Bundle.module`) and a constant of `SceneImages`, built by this package's
/// own `scenec` during `swift build`.
///
/// One build command per scene and format, so SwiftPM reruns only the commands whose inputs changed: a
/// scene's inputs are the scene, `scenec.json` and, once it has been built, the files its depfile lists
/// (images, includes, fonts, string tables); before its first build (no depfile yet) every other file
/// under `Scenes/` stands in for them. The names of the outputs follow scenec's naming rules
/// (`OutputNames`), which `ScenecPluginTests` checks against `scenec build --list-outputs`.
@main
struct ScenecPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        // `directoryURL` needs tools version 6.1; the package stays at 6.0.
        let scenesFolder = URL(fileURLWithPath: "\(module.directory)").appending(path: "Scenes")
        guard FileManager.default.fileExists(atPath: scenesFolder.path) else { return [] }
        let configuration = try PluginConfiguration.read(from: scenesFolder)
        let files = try SceneFiles.find(in: scenesFolder)
        // The tool is named after the executable target (the `scenec` product is the same binary).
        let scenec = try context.tool(named: "ScenecCLI").url
        let work = context.pluginWorkDirectoryURL
        let images = work.appending(path: "Images")
        let depfiles = work.appending(path: "Dependencies")
        // scenec creates an output's folders but not a depfile's.
        try FileManager.default.createDirectory(at: depfiles, withIntermediateDirectories: true)

        var commands: [Command] = []
        for scene in files.scenes {
            for format in configuration.formats {
                let outputs = OutputNames.files(scene: scene.name, format: format, scales: configuration.scales,
                                                themes: configuration.themes).map { images.appending(path: $0) }
                let depfile = depfiles.appending(path: "\(scene.name).\(format).d")
                let known = Depfile.dependencies(of: depfile) ?? files.others
                commands.append(.buildCommand(
                    // SwiftPM shortens a display name holding a path to its last part: the name, unique, says it.
                    displayName: "Building scene \(scene.name) (\(format))",
                    executable: scenec,
                    arguments: SceneBuildArguments.make(scene: scene.url, format: format,
                                                       output: images.appending(path: OutputNames.base(scene: scene.name, format: format)),
                                                       configuration: configuration, depfile: depfile),
                    inputFiles: [scene.url] + configuration.files + known,
                    outputFiles: outputs))
            }
        }
        let constants = work.appending(path: "Generated/SceneImages.swift")
        commands.append(.buildCommand(
            displayName: "Writing SceneImages for \(files.scenes.count) scenes",
            executable: scenec,
            arguments: ["swift-names", "-o", constants.path] + files.scenes.map(\.name),
            inputFiles: configuration.files,
            outputFiles: [constants]))
        return commands
    }
}
