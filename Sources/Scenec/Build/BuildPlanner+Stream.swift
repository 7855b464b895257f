extension BuildPlanner {
    /// The jobs of a build with a stream: `-o -` is one format (default SVG) at one scale (default 1) in
    /// one theme (default: the default theme); a scene from standard input goes to one file (`-o x@2x.png`,
    /// or `--scale 1,2` and `--theme default,dark` naming each), never a folder, which mirrors scene files.
    package static func planStream(scene: String, output: String, scales: [Double]?, formats: [OutputFormat]?,
                                   themes: [String?]? = nil) throws(UsageError) -> [BuildJob] {
        if output == StandardStreams.dash {
            guard (formats ?? [.svg]).count == 1, (scales ?? [1]).count == 1, (themes ?? [nil]).count == 1 else {
                throw UsageError(message: "-o - (standard output) takes one --format and one --scale, and one --theme")
            }
            let scale = scales?.first ?? 1
            try checkScale(scale, source: "--scale")
            return [BuildJob(scene: scene, output: output, format: formats?.first ?? .svg, scale: scale, theme: themes?.first ?? nil)]
        }
        guard case .file = try OutputTarget(output, formats: formats) else {
            throw UsageError(message: "-o \(output): a scene from standard input builds one file; name a .png, .svg, .pdf, .webp, .jpg or .ico file")
        }
        return try plan(inputs: [Input(path: scene, relativePath: scene)], output: output, scales: scales, formats: formats, themes: themes)
    }
}
