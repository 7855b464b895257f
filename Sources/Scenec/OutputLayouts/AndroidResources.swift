/// `--android`: Android drawable folders under the `-o` folder, one `name.png` (or with `--format webp`
/// `name.webp`) per scene in each
/// density: `drawable-mdpi` (1x), `-hdpi` (1.5x), `-xhdpi` (2x), `-xxhdpi` (3x), `-xxxhdpi` (4x). Pixel
/// sizes round up like every canvas. Drawables are one flat namespace, so a scene's folder is not kept,
/// and its file name must be a valid resource name (`[a-z0-9_]`, starting with a letter).
///
/// Themes are Android's night-mode qualifier, written before the density: the `dark` theme goes into
/// `drawable-night-xhdpi`, the `light` theme into `drawable-notnight-xhdpi`, the default theme into
/// `drawable-xhdpi`. Other theme names have no qualifier and are a usage error.
package enum AndroidResources {
    /// The densities, in Android's order, with their scales.
    package static let densities: [(qualifier: String, scale: Double)] = [
        ("mdpi", 1), ("hdpi", 1.5), ("xhdpi", 2), ("xxhdpi", 3), ("xxxhdpi", 4),
    ]

    /// The night-mode qualifier of each theme that has one (the default theme has none).
    package static let nightQualifiers: [String: String] = ["dark": "night", "light": "notnight"]

    /// The jobs for the scenes with valid names, and the others' rejections (in input order): a scene
    /// that cannot be a drawable is an error for that scene alone (exit 1), with a valid name to use.
    package static func plan(inputs: [BuildPlanner.Input], output: String, scales: [Double]?, formats: [OutputFormat]?,
                             themes: [String?]? = nil) throws(BuildPlanner.UsageError) -> (jobs: [BuildJob], rejected: [OutputPlan.Rejection]) {
        guard !inputs.isEmpty else { throw BuildPlanner.UsageError(message: "no scenes to build") }
        // Android reads PNG and WebP drawables (WebP with alpha and lossless since API 18), and
        // VectorDrawables, one file for every density.
        guard scales == nil, formats == nil || formats == [.png] || formats == [.webp] || formats == [.vector] else {
            throw BuildPlanner.UsageError(message: "--android writes PNG (or --format webp) at the five densities (1x to 4x), or one VectorDrawable per scene with --format vector; drop --scale, and --format other than png, webp or vector")
        }
        let format = formats?.first ?? .png
        guard try OutputTarget(output) == .folder else {
            throw BuildPlanner.UsageError(message: "--android needs a folder for -o (the res folder), got \(output)")
        }
        let themes = themes ?? [nil]
        if let other = themes.compactMap({ $0 }).first(where: { nightQualifiers[$0] == nil }) {
            throw BuildPlanner.UsageError(message: "--android: the theme \(other) has no Android qualifier; --android takes the themes default (drawable-…), dark (drawable-night-…) and light (drawable-notnight-…)")
        }
        let root = output.hasSuffix("/") && output.count > 1 ? String(output.dropLast()) : output
        var jobs: [BuildJob] = [], rejected: [OutputPlan.Rejection] = []
        var owner: [String: String] = [:]
        for input in inputs {
            let name = resourceName(of: input)
            guard isValidName(name) else {
                rejected.append(OutputPlan.Rejection(scene: input.path, message: "\"\(name)\" is not a valid Android resource name (a-z, 0-9 and _, starting with a letter); rename the scene to \(validName(from: name)).xml"))
                continue
            }
            if let first = owner[name] {
                throw BuildPlanner.UsageError(message: "\(first) and \(input.path) would both be drawable \(name); rename one")
            }
            owner[name] = input.path
            for theme in themes {
                if format == .vector {
                    // Density-independent: drawable/NAME.xml, drawable-night/NAME.xml for the dark theme.
                    jobs.append(BuildJob(scene: input.path, output: "\(root)/\(folder(for: nil, theme: theme))/\(name).\(format.fileExtension)",
                                         format: format, scale: format.descriptor.fixedScale, theme: theme))
                    continue
                }
                for density in densities {
                    jobs.append(BuildJob(scene: input.path, output: "\(root)/\(folder(for: density.qualifier, theme: theme))/\(name).\(format.fileExtension)",
                                         format: format, scale: density.scale, theme: theme))
                }
            }
        }
        try BuildPlanner.refuseInputs(jobs.map(\.output), inputs: inputs)
        return (jobs, rejected)
    }

    /// `drawable-xhdpi`, or `drawable-night-xhdpi` for the dark theme (night before density, Android's
    /// qualifier order); without a density (a VectorDrawable) `drawable` and `drawable-night`.
    static func folder(for density: String?, theme: String?) -> String {
        let qualifiers = [theme.flatMap { nightQualifiers[$0] }, density].compactMap { $0 }
        return (["drawable"] + qualifiers).joined(separator: "-")
    }

    /// The scene's file name without `.xml` and without its folders.
    static func resourceName(of input: BuildPlanner.Input) -> String {
        let file = input.relativePath.split(separator: "/").last.map(String.init) ?? input.relativePath
        return file.hasSuffix(".xml") ? String(file.dropLast(4)) : file
    }

    package static func isValidName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, ("a"..."z").contains(first) else { return false }
        return name.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "_" }
    }

    /// `Key-Big@2` → `key_big_2`; `2up` → `img_2up`.
    package static func validName(from name: String) -> String {
        var out = ""
        for scalar in name.lowercased().unicodeScalars {
            let ok = ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "_"
            out.unicodeScalars.append(ok ? scalar : "_")
        }
        if let first = out.unicodeScalars.first, ("a"..."z").contains(first) { return out }
        return "img_" + out
    }
}

extension AndroidResources {
    /// Android's drawable folders as a build's output layout; a scene whose name is not a resource
    /// name is refused alone.
    package struct Layout: OutputLayout {
        package let request: OutputRequest

        package func plan(_ inputs: [BuildPlanner.Input]) throws(BuildPlanner.UsageError) -> OutputPlan {
            let (jobs, rejected) = try AndroidResources.plan(inputs: inputs, output: request.output, scales: request.scales,
                                                             formats: request.formats, themes: request.themes)
            return OutputPlan(jobs: jobs, rejected: rejected)
        }

        package func finish(built: [BuildPlanner.Input], writing: (String) -> Bool) throws(ScenecError) -> [String] { [] }

        package func prepare(writing outputs: [String]) throws(ScenecError) -> [String] {
            try AndroidResourceClash.clear(for: outputs)
        }

        /// The locale's qualifier first, as Android orders them: `drawable-night-xhdpi` →
        /// `drawable-de-night-xhdpi`.
        package func localized(_ output: String, locale: String, pattern: OutputPattern?) throws(BuildPlanner.UsageError) -> String {
            let parts = output.split(separator: "/", omittingEmptySubsequences: false)
            guard parts.count >= 2, parts[parts.count - 2] == "drawable" || parts[parts.count - 2].hasPrefix("drawable-") else { return output }
            var folders = parts.map(String.init)
            folders[parts.count - 2] = (["drawable", AndroidResources.qualifier(for: locale)] + folders[parts.count - 2].split(separator: "-").dropFirst().map(String.init))
                .joined(separator: "-")
            return folders.joined(separator: "/")
        }
    }

    /// Android's locale qualifier: `de`, `pt-rBR` for a language and a two-letter region, and BCP 47's
    /// own form `b+sr+Latn` (Android 7) for any other tag.
    package static func qualifier(for locale: String) -> String {
        let parts = locale.split(separator: "-").map(String.init)
        if parts.count == 1 { return parts[0].lowercased() }
        if parts.count == 2, parts[1].count == 2, parts[1].unicodeScalars.allSatisfy({ ("A"..."Z").contains($0) || ("a"..."z").contains($0) }) {
            return parts[0].lowercased() + "-r" + parts[1].uppercased()
        }
        return "b+" + parts.joined(separator: "+")
    }
}
