/// One file to produce: a scene rendered at a scale in a format with a token theme, a locale and a
/// data row. The jobs of one scene and row share one load of it per theme and locale, and one layout
/// per theme, locale and scale.
public struct BuildJob: Sendable, Hashable {
    /// The scene file.
    public var scene: String
    /// The file to write.
    public var output: String
    /// What to write.
    public var format: OutputFormat
    /// Device pixels per point.
    public var scale: Double
    /// The token theme (`<tokens theme="NAME">`); nil is the default theme, the tokens without one.
    public var theme: String?
    /// When set, `scale` is decided by the scene's size once it is loaded (an app icon: the scale that
    /// makes the square scene 1024 px), and the scene must meet the fit's conditions.
    public var fit: SquareFit?
    /// When set, the output draws only this part of the scene (an adaptive icon's layer).
    public var part: ScenePart?
    /// The locale (`<tokens locale>`, string tables; the texts' default `lang`); nil: none.
    public var locale: String?
    /// The `--data` row whose columns are tokens of this output; nil: no data.
    public var row: DataRow?

    /// A job writing `scene` at `scale` in `format` with `theme` to `output`.
    public init(scene: String, output: String, format: OutputFormat, scale: Double, theme: String? = nil, fit: SquareFit? = nil,
                part: ScenePart? = nil, locale: String? = nil, row: DataRow? = nil) {
        self.locale = locale
        self.row = row
        self.scene = scene
        self.output = output
        self.format = format
        self.scale = scale
        self.theme = theme
        self.fit = fit
        self.part = part
    }
}

extension BuildJob {
    /// A unit of work of a batch: the scene, and the data row when there is one.
    struct Unit: Hashable {
        var scene: String
        var row: Int?
    }

    var unit: Unit { Unit(scene: scene, row: row?.index) }

    /// The loads of a unit: one per theme, locale and row (a unit holds one row, but a caller that
    /// builds a scene's jobs together, like `watch`, still loads each row with its own tokens).
    struct Variant: Hashable {
        var theme: String?
        var locale: String?
        var row: Int?
    }

    var variant: Variant { Variant(theme: theme, locale: locale, row: row?.index) }
}

/// A raster output of a fixed pixel size for a square scene of any size, like an app icon.
public struct SquareFit: Sendable, Hashable {
    /// The side in pixels; the scene is laid out at `side / width`.
    public var side: Int
    /// Every pixel must be opaque (alpha 255): the App Store refuses a light app icon with transparency.
    public var opaque: Bool

    public init(side: Int, opaque: Bool) {
        self.side = side
        self.opaque = opaque
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

    /// The scales scenec builds at: a PNG side is at least a pixel, and the canvas limits hold.
    package static let scaleRange: ClosedRange<Double> = 0.1...16

    /// The usage error for a scale outside `scaleRange`; `source` says where it came from.
    package static func checkScale(_ scale: Double, source: String) throws(UsageError) {
        guard scaleRange.contains(scale) else {
            let shown = scale.isFinite && scale == scale.rounded() && abs(scale) < 1e15 ? String(Int(scale)) : String(scale)
            throw UsageError(message: "\(source) is \(shown); scales go from \(scaleRange.lowerBound) to \(Int(scaleRange.upperBound))")
        }
    }

    /// The jobs for `inputs` written to `output` (a `.png`/`.svg` file or a folder), at `scales`
    /// (default: the one implied by `name@2x.png`, else 1) in `formats` (default: the file's, else PNG)
    /// for `themes` (nil = the default theme; default: the one implied by `name~dark.png`, else the
    /// default theme). A non-default theme's files carry `~NAME` before the scale suffix.
    package static func plan(inputs: [Input], output: String, scales: [Double]?, formats: [OutputFormat]?,
                             themes: [String?]? = nil) throws(UsageError) -> [BuildJob] {
        guard !inputs.isEmpty else { throw UsageError(message: "no scenes to build") }
        for scale in scales ?? [] { try checkScale(scale, source: "--scale") }
        switch try OutputTarget(output, formats: formats) {
        case .folder:
            break
        case .file(let fileFormat):
            guard inputs.count == 1, let input = inputs.first else {
                throw UsageError(message: "-o \(output) names one file, but there are \(inputs.count) scenes; name a folder instead")
            }
            if let formats, formats != [fileFormat] {
                throw UsageError(message: "-o \(output) is a .\(fileFormat.rawValue) file, which contradicts --format \(formats.map(\.rawValue).joined(separator: ","))")
            }
            let name = try FileName(output, format: fileFormat, themes: themes)
            if !fileFormat.descriptor.scalable {
                return try unscaledFile(input, name: name, format: fileFormat, scales: scales, themes: themes, inputs: inputs, output: output)
            }
            if let impliedScale = name.impliedScale, scales == nil {
                try checkScale(impliedScale, source: "the scale implied by -o \(output)")
            }
            let chosen = scales ?? [name.impliedScale ?? 1]
            var jobs: [BuildJob] = []
            for theme in themes ?? [name.impliedTheme] {
                for scale in chosen {
                    // One scale keeps the scale part as written (`-o x@2x.png --scale 3` writes x@2x.png).
                    let scalePart = chosen.count == 1 ? name.scalePart : suffix(for: scale)
                    jobs.append(BuildJob(scene: input.path, output: name.base + ThemeNames.suffix(for: theme) + scalePart + name.extensionPart,
                                         format: fileFormat, scale: scale, theme: theme))
                }
            }
            try refuseInputs(jobs.map(\.output), inputs: inputs)
            return jobs
        }
        let folder = output.hasSuffix("/") && output.count > 1 ? String(output.dropLast()) : output
        var jobs: [BuildJob] = []
        for input in inputs {
            let stem = input.relativePath.hasSuffix(".xml") ? String(input.relativePath.dropLast(4)) : input.relativePath
            for theme in themes ?? [nil] {
                for format in formats ?? [.png] {
                    // A format that holds its own pixel sizes (ICO) is one file, whatever the scales.
                    for scale in format.descriptor.scalable ? scales ?? [1] : [format.descriptor.fixedScale] {
                        let scalePart = format.descriptor.scalable ? suffix(for: scale) : ""
                        jobs.append(BuildJob(scene: input.path, output: "\(folder)/\(stem)\(ThemeNames.suffix(for: theme))\(scalePart).\(format.fileExtension)",
                                             format: format, scale: scale, theme: theme))
                    }
                }
            }
        }
        let outputs = jobs.map(\.output)
        if Set(outputs).count != outputs.count {
            throw UsageError(message: "two scenes would write the same output file; build them into separate folders")
        }
        try refuseInputs(outputs, inputs: inputs)
        return jobs
    }

    /// An `-o` file name taken apart: `out/key~dark@2x.PNG` is base `out/key`, theme `dark`, scale part
    /// `@2x`, extension `.PNG` (kept as written). The theme comes before the scale, as the build names files.
    struct FileName {
        var base: String
        var impliedTheme: String?
        var scalePart: String
        var impliedScale: Double?
        var extensionPart: String

        init(_ output: String, format: OutputFormat, themes: [String?]?) throws(UsageError) {
            // The extension as written: `.jpeg` is a JPEG too, and keeps its name.
            let written = output.lastIndex(of: ".").map { output.distance(from: $0, to: output.endIndex) } ?? 0
            let stem = String(output.dropLast(written))
            extensionPart = String(output.suffix(written))
            let (unscaled, impliedScale) = splitScaleSuffix(stem)
            (base, impliedTheme) = ThemeNames.splitSuffix(unscaled)
            scalePart = String(unscaled == stem ? "" : stem.dropFirst(unscaled.count))
            self.impliedScale = impliedScale
            // `key@2x~dark.png` would be read as scale 1; say where the theme goes instead.
            if impliedScale == nil, case (let unthemed, let misplaced?) = ThemeNames.splitSuffix(stem) {
                let (scaledBase, misplacedScale) = splitScaleSuffix(unthemed)
                if misplacedScale != nil {
                    throw UsageError(message: "-o \(output): the theme goes before the scale, as in \(scaledBase)~\(misplaced)\(unthemed.dropFirst(scaledBase.count))\(extensionPart)")
                }
            }
            if let impliedTheme, let themes, themes != [impliedTheme] {
                throw UsageError(message: "-o \(output) names the theme \(impliedTheme), which contradicts --theme \(themes.map(ThemeNames.displayName).joined(separator: ","))")
            }
        }
    }

    /// The jobs of `-o NAME.ico` (a format with its own pixel sizes): one file per theme, no scale.
    static func unscaledFile(_ input: Input, name: FileName, format: OutputFormat, scales: [Double]?, themes: [String?]?,
                             inputs: [Input], output: String) throws(UsageError) -> [BuildJob] {
        guard scales == nil, name.impliedScale == nil else {
            let why = format == .vector ? "is density-independent" : "holds its own pixel sizes"
            throw UsageError(message: "-o \(output): a .\(format.fileExtension) file \(why), so no scale applies; drop --scale and any @Nx")
        }
        let jobs = (themes ?? [name.impliedTheme]).map { theme in
            BuildJob(scene: input.path, output: name.base + ThemeNames.suffix(for: theme) + name.extensionPart, format: format,
                     scale: format.descriptor.fixedScale, theme: theme)
        }
        try refuseInputs(jobs.map(\.output), inputs: inputs)
        return jobs
    }

    /// A usage error when `--quality` is given but no job's format reads it (`--quality` on a PNG).
    /// The range (0–100) is the command line's to check.
    package static func checkQuality(_ quality: Int?, jobs: [BuildJob]) throws(UsageError) {
        guard quality != nil, !jobs.contains(where: { $0.format.descriptor.takesQuality }) else { return }
        let taking = OutputFormat.allCases.filter(\.descriptor.takesQuality).map(\.rawValue).joined(separator: " and ")
        let built = Set(jobs.map(\.format)).map(\.rawValue).sorted().joined(separator: ", ")
        throw UsageError(message: "--quality applies to \(taking) only; this build writes \(built)")
    }

    /// A usage error when a file the build would write (`option` names it) is one of the scenes.
    package static func refuseInputs(_ written: [String], inputs: [Input], option: String = "-o") throws(UsageError) {
        let collision = InputCollision(inputs: inputs.map(\.path))
        for path in written {
            if let input = collision.input(for: path) {
                throw UsageError(message: "\(option) \(path) would overwrite the scene \(input); choose another name")
            }
        }
    }

    /// A usage error unless `--depfile` names a file the build may write: not a scene, not an
    /// output, and with no name make cannot read among it, the outputs and the scenes.
    package static func checkDepfile(_ depfile: String, jobs: [BuildJob], inputs: [Input]) throws(UsageError) {
        try refuseInputs([depfile], inputs: inputs, option: "--depfile")
        if let output = jobs.map(\.output).first(where: { InputCollision.input($0, among: [depfile]) != nil }) {
            throw UsageError(message: "--depfile \(depfile) is also the output \(output); choose another name")
        }
        if let name = Depfile.firstUnwritable([depfile] + jobs.flatMap { [$0.output, $0.scene] }) {
            throw UsageError(message: "--depfile: " + Depfile.UnwritableName(path: name).description)
        }
    }

    /// `name@2x` → ("name", 2); `name@-2x` → ("name", -2); `name` → ("name", nil).
    package static func splitScaleSuffix(_ base: String) -> (String, Double?) {
        guard base.hasSuffix("x"), let at = base.lastIndex(of: "@") else { return (base, nil) }
        let number = base[base.index(after: at)..<base.index(before: base.endIndex)]
        // Any number counts, so that `@-2x` or `@16.5x` is refused by the range check instead of
        // silently building at scale 1.
        guard let scale = Double(number) else { return (base, nil) }
        return (String(base[..<at]), scale)
    }

    /// The iOS file-name suffix for a scale: none for 1, `@2x`, `@1.5x`.
    package static func suffix(for scale: Double) -> String {
        if scale == 1 { return "" }
        let text = scale == scale.rounded() ? String(Int(scale)) : String(scale)
        return "@\(text)x"
    }
}
