import Foundation

/// The `scenec build` command line of one scene in one format.
enum SceneBuildArguments {
    static func make(scene: URL, format: String, output: URL, configuration: PluginConfiguration, depfile: URL) -> [String] {
        var arguments = ["build", scene.path, "-o", output.path, "--depfile", depfile.path, "--quiet"]
        if OutputNames.takesScales(format) {
            arguments += ["--scale", configuration.scales.map(OutputNames.scaleText).joined(separator: ",")]
        }
        return arguments + ["--theme", configuration.themes.joined(separator: ",")]
    }
}
