/// One file to produce: a scene rendered at a scale in a format. The jobs of one scene share one
/// load of it and one layout per scale.
public struct BuildJob: Sendable, Hashable {
    /// The scene file.
    public var scene: String
    /// The file to write.
    public var output: String
    /// What to write.
    public var format: OutputFormat
    /// Device pixels per point.
    public var scale: Double

    /// A job writing `scene` at `scale` in `format` to `output`.
    public init(scene: String, output: String, format: OutputFormat, scale: Double) {
        self.scene = scene
        self.output = output
        self.format = format
        self.scale = scale
    }
}

/// Decides which files a `build` writes, and their names: one file when `-o` names a `.png`/`.svg`,
/// otherwise a folder mirroring the inputs, with iOS scale suffixes (`name.png`, `name@2x.png`).
/// The command line's rules, not library API: a library user makes `BuildJob`s directly.
package enum BuildPlanner {
    /// A plan the command line cannot carry out (exit status 2).
    package struct UsageError: Error, Sendable, CustomStringConvertible {
        package var message: String
        package var description: String { message }
    }

    /// A scene to build and the folder its output path is relative to.
    package struct Input: Sendable, Hashable {
        package var path: String
        /// The path below the input folder it was found in (its file name for a named scene).
        package var relativePath: String
    }

    /// The jobs for `inputs` written to `output` (a `.png`/`.svg` file or a folder), at `scales`
    /// (default: the one implied by `name@2x.png`, else 1) in `formats` (default: the file's, else PNG).
    package static func plan(inputs: [Input], output: String, scales: [Double]?, formats: [OutputFormat]?) throws(UsageError) -> [BuildJob] {
        guard !inputs.isEmpty else { throw UsageError(message: "no scenes to build") }
        if let scales, scales.contains(where: { !($0 > 0 && $0 <= 16) }) {
            throw UsageError(message: "--scale takes values above 0 and at most 16")
        }
        if let fileFormat = OutputFormat(path: output), !FileIO.isDirectory(output) {
            guard inputs.count == 1, let input = inputs.first else {
                throw UsageError(message: "-o \(output) names one file, but there are \(inputs.count) scenes; name a folder instead")
            }
            if let formats, formats != [fileFormat] {
                throw UsageError(message: "-o \(output) is a .\(fileFormat.rawValue) file, which contradicts --format \(formats.map(\.rawValue).joined(separator: ","))")
            }
            let (base, impliedScale) = splitScaleSuffix(String(output.dropLast(fileFormat.fileExtension.count + 1)))
            let chosen = scales ?? [impliedScale ?? 1]
            if chosen.count == 1, let scale = chosen.first {
                return [BuildJob(scene: input.path, output: output, format: fileFormat, scale: scale)]
            }
            return chosen.map { BuildJob(scene: input.path, output: base + suffix(for: $0) + "." + fileFormat.fileExtension, format: fileFormat, scale: $0) }
        }
        let folder = output.hasSuffix("/") && output.count > 1 ? String(output.dropLast()) : output
        var jobs: [BuildJob] = []
        for input in inputs {
            let stem = input.relativePath.hasSuffix(".xml") ? String(input.relativePath.dropLast(4)) : input.relativePath
            for format in formats ?? [.png] {
                for scale in scales ?? [1] {
                    jobs.append(BuildJob(scene: input.path, output: "\(folder)/\(stem)\(suffix(for: scale)).\(format.fileExtension)",
                                         format: format, scale: scale))
                }
            }
        }
        let outputs = jobs.map(\.output)
        if Set(outputs).count != outputs.count {
            throw UsageError(message: "two scenes would write the same output file; build them into separate folders")
        }
        return jobs
    }

    /// `name@2x` → ("name", 2); `name` → ("name", nil).
    package static func splitScaleSuffix(_ base: String) -> (String, Double?) {
        guard base.hasSuffix("x"), let at = base.lastIndex(of: "@") else { return (base, nil) }
        let number = base[base.index(after: at)..<base.index(before: base.endIndex)]
        guard let scale = Double(number), scale > 0 else { return (base, nil) }
        return (String(base[..<at]), scale)
    }

    /// The iOS file-name suffix for a scale: none for 1, `@2x`, `@1.5x`.
    package static func suffix(for scale: Double) -> String {
        if scale == 1 { return "" }
        let text = scale == scale.rounded() ? String(Int(scale)) : String(scale)
        return "@\(text)x"
    }
}
