/// `-o out.png` or `-o out/`: one file, or a folder mirroring the inputs (`BuildPlanner` names the
/// files). Nothing is kept beside the images.
package struct FolderLayout: OutputLayout {
    package let request: OutputRequest

    package func plan(_ inputs: [BuildPlanner.Input]) throws(BuildPlanner.UsageError) -> OutputPlan {
        // A file pattern with {name} names one file per scene: each scene is planned as if alone.
        if inputs.count > 1, let pattern = try OutputPattern(request.output), pattern.names.contains(OutputPattern.sceneName),
           case .file = try OutputTarget(request.output, formats: request.formats) {
            var jobs: [BuildJob] = []
            for input in inputs {
                jobs += try BuildPlanner.plan(inputs: [input], output: request.output, scales: request.scales,
                                              formats: request.formats, themes: request.themes)
            }
            return OutputPlan(jobs: jobs)
        }
        return OutputPlan(jobs: try BuildPlanner.plan(inputs: inputs, output: request.output, scales: request.scales,
                                                      formats: request.formats, themes: request.themes))
    }

    /// A folder per locale: `out/card@2x.png` → `out/de/card@2x.png` (below `-o`'s folder, keeping the
    /// scenes' folders beneath it); `-o card.png` → `de/card.png` beside where it would be. A pattern
    /// with `{locale}` places the files where it says.
    package func localized(_ output: String, locale: String, pattern: OutputPattern?) throws(BuildPlanner.UsageError) -> String {
        if pattern?.names.contains(OutputPattern.localeName) == true { return output }
        if case .folder = try OutputTarget(request.output, formats: request.formats) {
            let root = request.output.hasSuffix("/") && request.output.count > 1 ? String(request.output.dropLast()) : request.output
            if output.hasPrefix(root + "/") { return root + "/" + locale + output.dropFirst(root.count) }
        }
        guard let slash = output.lastIndex(of: "/") else { return locale + "/" + output }
        return output[...slash] + locale + output[slash...]
    }

    package func finish(built: [BuildPlanner.Input], writing: (String) -> Bool) throws(ScenecError) -> [String] { [] }
}
