/// `--android-icon` with `-o res/`: an adaptive launcher icon (Android 8, API 26) per scene. The scene
/// is 108 × 108 pt, Android's 108 dp layer; its top-level nodes with `id="background"` and
/// `id="foreground"` (both required) and `id="monochrome"` (optional: the themed icon of Android 13)
/// become the layers, each `mipmap-{m,h,xh,xxh,xxx}hdpi/NAME_LAYER.png` at 108 dp (108 to 432 px),
/// referenced by `mipmap-anydpi-v26/NAME.xml`. For launchers before API 26, `mipmap-*/NAME.png` is the
/// composed icon (background and foreground) cut to the middle 72 dp that adaptive masks show, at
/// Android's 48 dp launcher size (48 to 192 px), and `mipmap-*/NAME_round.png` the same clipped to the
/// circle that fills it (the legacy round icon manifests name as `android:roundIcon`), with
/// `mipmap-anydpi-v26/NAME_round.xml` the adaptive icon again under that name, as Android Studio
/// writes them. The store icon `NAME-playstore.png` (512 × 512 px: the same 72 dp, square, as Google
/// Play masks it itself) goes beside the res folder, where Android Studio writes it.
package enum AndroidIcon {
    /// The side of the scene in points: Android's 108 dp adaptive layer.
    static let canvas = 108.0
    /// What a launcher's mask shows of a layer (the outer 18 dp on each side are for its effects).
    static let visible = 72.0
    /// The legacy launcher icon's side.
    static let legacy = 48.0
    /// The store icon's side in pixels (Google Play's 512 × 512 px, always PNG).
    static let store = 512.0
    /// The layers: background and foreground are required, monochrome is optional.
    static let layers: [(id: String, required: Bool)] = [("background", true), ("foreground", true), ("monochrome", false)]

    /// The jobs of one scene named `name` under `root`: per density, each layer and the legacy icon.
    static func jobs(scene: String, name: String, root: String, format: OutputFormat) -> [BuildJob] {
        var jobs: [BuildJob] = []
        for density in AndroidResources.densities {
            let folder = "\(root)/mipmap-\(density.qualifier)"
            for layer in layers {
                jobs.append(BuildJob(scene: scene, output: "\(folder)/\(name)_\(layer.id).\(format.fileExtension)", format: format,
                                     scale: density.scale, part: .layer(id: layer.id, required: layer.required)))
            }
            // 72 dp of the layer shown at 48 dp: the scale makes 72 pt 48 dp, the inset drops 18 pt a side.
            jobs.append(BuildJob(scene: scene, output: "\(folder)/\(name).\(format.fileExtension)", format: format,
                                 scale: density.scale * legacy / visible,
                                 part: .composed(excluding: ["monochrome"], inset: (canvas - visible) / 2)))
            jobs.append(BuildJob(scene: scene, output: "\(folder)/\(name)_round.\(format.fileExtension)", format: format,
                                 scale: density.scale * legacy / visible,
                                 part: .composed(excluding: ["monochrome"], inset: (canvas - visible) / 2, round: true)))
        }
        // 72 pt at 512/72 is 512 px; the 18 pt inset is 128 px, whole, so nothing is resampled.
        jobs.append(BuildJob(scene: scene, output: storeIcon(name: name, root: root), format: .png, scale: store / visible,
                             part: .composed(excluding: ["monochrome"], inset: (canvas - visible) / 2)))
        return jobs
    }

    /// `NAME-playstore.png` in the folder that holds `root` (the res folder): `app/src/main/res` →
    /// `app/src/main/NAME-playstore.png`; `res` → `NAME-playstore.png`.
    static func storeIcon(name: String, root: String) -> String {
        let file = "\(name)-playstore.png"
        let parts = root.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count > 1 else { return root == "." ? "../" + file : file }
        if parts.last == "." { return parts.dropLast().joined(separator: "/") + "/../" + file }
        let parent = parts.dropLast().joined(separator: "/")
        return (parent.isEmpty ? "/" : parent + "/") + file
    }

    /// `mipmap-anydpi-v26/NAME.xml`: the adaptive icon naming its layers (`<monochrome>` only when the
    /// scene has that layer), as Android Studio writes it.
    static func xml(name: String, monochrome: Bool) -> [UInt8] {
        var lines = ["<?xml version=\"1.0\" encoding=\"utf-8\"?>",
                     "<adaptive-icon xmlns:android=\"http://schemas.android.com/apk/res/android\">",
                     "    <background android:drawable=\"@mipmap/\(name)_background\" />",
                     "    <foreground android:drawable=\"@mipmap/\(name)_foreground\" />"]
        if monochrome { lines.append("    <monochrome android:drawable=\"@mipmap/\(name)_monochrome\" />") }
        lines.append("</adaptive-icon>")
        return Array((lines.joined(separator: "\n") + "\n").utf8)
    }

    /// The adaptive icon as a build's output layout.
    package struct Layout: OutputLayout {
        let root: String
        let format: OutputFormat
        let options: CompileOptions

        package init(request: OutputRequest, options: CompileOptions) throws(BuildPlanner.UsageError) {
            guard !request.android else {
                throw BuildPlanner.UsageError(message: "--android-icon writes launcher icons and --android drawables; build them separately")
            }
            guard request.scales == nil, request.formats == nil || request.formats == [.png] || request.formats == [.webp] else {
                throw BuildPlanner.UsageError(message: "--android-icon writes PNG (or --format webp) at the five densities; drop --scale, and --format other than png or webp")
            }
            guard request.themes == nil || request.themes == [nil] else {
                throw BuildPlanner.UsageError(message: "--android-icon builds the default theme only")
            }
            guard try OutputTarget(request.output) == .folder else {
                throw BuildPlanner.UsageError(message: "--android-icon needs a folder for -o (the res folder), got \(request.output)")
            }
            root = request.output.hasSuffix("/") && request.output.count > 1 ? String(request.output.dropLast()) : request.output
            format = request.formats?.first ?? .png
            self.options = options
        }

        package func plan(_ inputs: [BuildPlanner.Input]) throws(BuildPlanner.UsageError) -> OutputPlan {
            guard !inputs.isEmpty else { throw BuildPlanner.UsageError(message: "no scenes to build") }
            var jobs: [BuildJob] = [], rejected: [OutputPlan.Rejection] = []
            var owner: [String: String] = [:]
            for input in inputs {
                let name = AndroidResources.resourceName(of: input)
                guard AndroidResources.isValidName(name) else {
                    rejected.append(OutputPlan.Rejection(scene: input.path, message: "\"\(name)\" is not a valid Android resource name (a-z, 0-9 and _, starting with a letter); rename the scene to \(AndroidResources.validName(from: name)).xml"))
                    continue
                }
                // A scene's round icon is NAME_round too: `a.xml` and `a_round.xml` would share it.
                for resource in [name, name + "_round"] {
                    if let first = owner[resource] {
                        throw BuildPlanner.UsageError(message: "\(first) and \(input.path) would both be launcher icon \(resource); rename one")
                    }
                }
                owner[name] = input.path
                owner[name + "_round"] = input.path
                jobs += AndroidIcon.jobs(scene: input.path, name: name, root: root, format: format)
            }
            try BuildPlanner.refuseInputs(jobs.map(\.output), inputs: inputs)
            return OutputPlan(jobs: jobs, rejected: rejected)
        }

        package var refusesPatterns: String? { "--android-icon" }

        /// Each built scene's `mipmap-anydpi-v26/NAME.xml`. Whether it names a monochrome layer is read
        /// from the scene again (it built, so it loads), not from files a former build may have left.
        package func finish(built: [BuildPlanner.Input], writing: (String) -> Bool) throws(ScenecError) -> [String] {
            var files: [(path: String, bytes: [UInt8])] = []
            for input in built where writing(index(of: input)) {
                let name = AndroidResources.resourceName(of: input)
                let scene = try SceneCompiler.load(path: input.path, options: options).scene
                let monochrome = scene.nodes.contains { $0.id == "monochrome" }
                // The round icon's adaptive XML names the same layers (Android Studio's own output).
                let xml = AndroidIcon.xml(name: name, monochrome: monochrome)
                files += [(index(of: input), xml), (roundIndex(of: input), xml)]
            }
            return try AssetCatalog.write(files)
        }

        package func prepare(writing outputs: [String]) throws(ScenecError) -> [String] {
            try AndroidResourceClash.clear(for: outputs)
        }

        package func extraOutputs(for inputs: [BuildPlanner.Input]) -> [String] {
            inputs.filter { AndroidResources.isValidName(AndroidResources.resourceName(of: $0)) }.flatMap { [index(of: $0), roundIndex(of: $0)] }
        }

        /// `mipmap-anydpi-v26/NAME.xml` belongs with `mipmap-mdpi/NAME.png`, the legacy icon (and
        /// `NAME_round.xml` with `NAME_round.png`): one scene's either way, since no two scenes may
        /// share a resource name (`plan`).
        package func listedPrefix(ofIndex path: String) -> String {
            let file = path.split(separator: "/").last.map(String.init) ?? path
            let name = file.hasSuffix(".xml") ? String(file.dropLast(4)) : file
            return "\(root)/mipmap-\(AndroidResources.densities.first?.qualifier ?? "mdpi")/\(name)."
        }

        /// The scene's `mipmap-anydpi-v26/NAME.xml`.
        func index(of input: BuildPlanner.Input) -> String {
            "\(root)/mipmap-anydpi-v26/\(AndroidResources.resourceName(of: input)).xml"
        }

        /// The scene's `mipmap-anydpi-v26/NAME_round.xml`.
        func roundIndex(of input: BuildPlanner.Input) -> String {
            "\(root)/mipmap-anydpi-v26/\(AndroidResources.resourceName(of: input))_round.xml"
        }
    }
}
