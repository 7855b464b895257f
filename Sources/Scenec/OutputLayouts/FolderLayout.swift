/// `-o out.png` or `-o out/`: one file, or a folder mirroring the inputs (`BuildPlanner` names the
/// files). Nothing is kept beside the images.
package struct FolderLayout: OutputLayout {
    package let request: OutputRequest

    package func plan(_ inputs: [BuildPlanner.Input]) throws(BuildPlanner.UsageError) -> OutputPlan {
        OutputPlan(jobs: try BuildPlanner.plan(inputs: inputs, output: request.output, scales: request.scales,
                                               formats: request.formats, themes: request.themes))
    }

    package func finish(built: [BuildPlanner.Input]) throws(ScenecError) {}
}
