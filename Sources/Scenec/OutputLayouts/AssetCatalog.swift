/// `-o NAME.xcassets`: an Xcode asset catalog. Each scene becomes `NAME.imageset/` holding its scales
/// (`name.png`, `name@2x.png`, `name@3x.png`; default `--scale 1,2,3`) or one vector `name.pdf`
/// (`--format pdf`), and a `Contents.json` in Xcode's format; the scenes' folders become folders of the
/// catalog with an `info`-only `Contents.json`, and so does the catalog itself. The image files go
/// through `BatchBuilder` like any output (up-to-date keys, depfile); the JSON is written afterwards
/// for the scenes that built.
///
/// Themes are appearances: the default theme is Xcode's "Any" appearance, the `light` and `dark`
/// themes its luminosity variants (`name~dark@2x.png`). An image set's `Contents.json` describes the
/// whole set: a build without the default theme adds its appearances to sets that have their default
/// images, and builds the default too for sets that do not (`AssetCatalog+Adding.swift`); other theme
/// names have no appearance and are a usage error.
package struct AssetCatalog: Sendable {
    /// The catalog folder, without a trailing slash.
    package let root: String

    /// The catalog `output` names, or nil when it is not one (`Assets.xcassets`, `out/Assets.xcassets/`).
    package init?(output: String) {
        let trimmed = output.hasSuffix("/") ? String(output.dropLast()) : output
        let name = trimmed.split(separator: "/").last.map(String.init) ?? trimmed
        guard name.lowercased().hasSuffix(".xcassets"), name.count > ".xcassets".count else { return nil }
        root = trimmed
    }

    /// The themes that are appearances, in the order Xcode lists them within a scale: Any, Light, Dark.
    /// A theme's name is the value of its `luminosity` appearance.
    static let appearanceThemes: [String?] = [nil, "light", "dark"]

    /// One image file of an image set.
    struct Entry: Sendable, Hashable {
        var filename: String
        /// nil for a vector PDF, which serves every scale.
        var scale: Double?
        /// The theme, whose name is its luminosity appearance; nil for the default theme ("Any").
        var theme: String?
        /// The locale (Xcode's `locale` key of a localized image); nil for an image of every locale.
        var locale: String? = nil
    }

    /// What every image set of a build holds: one format, its scales and its themes.
    struct Variants {
        var format: OutputFormat
        var scales: [Double]
        /// In `appearanceThemes` order.
        var themes: [String?]
        /// The app icon's appearances (`AppIcon.xml`), in `AppIconSet.appearanceThemes` order.
        var iconThemes: [String?] = [nil]
        /// `--icon-platform`: what `AppIcon.appiconset` holds.
        var iconPlatform: IconPlatform = .ios
    }

    /// The jobs: PNG at each scale (default 1, 2, 3), or one PDF at scale 1, for each theme.
    package func plan(inputs: [BuildPlanner.Input], scales: [Double]?, formats: [OutputFormat]?, themes: [String?]? = nil) throws(BuildPlanner.UsageError) -> [BuildJob] {
        guard !inputs.isEmpty else { throw BuildPlanner.UsageError(message: "no scenes to build") }
        return try plan(inputs: inputs, variants(scales: scales, formats: formats, themes: themes))
    }

    /// The jobs for `inputs` with image sets of `variants`, already checked.
    func plan(inputs: [BuildPlanner.Input], _ variants: Variants) throws(BuildPlanner.UsageError) -> [BuildJob] {
        guard !inputs.isEmpty else { throw BuildPlanner.UsageError(message: "no scenes to build") }
        if variants.iconThemes.contains("tinted"), !inputs.contains(where: { appIconSet(for: $0) != nil }) {
            throw BuildPlanner.UsageError(message: "-o \(root): the theme tinted is an app icon appearance, and no scene is named \(Self.appIconName).xml")
        }
        var jobs: [BuildJob] = []
        for input in inputs {
            if let icon = appIconSet(for: input) {
                jobs += icon.jobs(scene: input.path, themes: iconThemes(icon, variants, listing: false), platform: variants.iconPlatform)
                continue
            }
            let set = imageSet(for: input)
            for entry in Self.entries(name: set.name, self.variants(of: set, variants, listing: false)) {
                jobs.append(BuildJob(scene: input.path, output: "\(set.folder)/\(entry.filename)", format: variants.format,
                                     scale: entry.scale ?? 1, theme: entry.theme))
            }
        }
        let outputs = jobs.map(\.output)
        if Set(outputs).count != outputs.count {
            throw BuildPlanner.UsageError(message: "two scenes would make the same image set in \(root); rename one")
        }
        try BuildPlanner.refuseInputs(outputs, inputs: inputs)
        return jobs
    }

    /// The format, scales and themes of the image sets, or the usage error they make.
    func variants(scales: [Double]?, formats: [OutputFormat]?, themes: [String?]?) throws(BuildPlanner.UsageError) -> Variants {
        let format = try Self.format(formats)
        let vector = format.descriptor.catalog == .vector
        if vector, scales != nil {
            throw BuildPlanner.UsageError(message: "-o \(root): a \(format.displayName) image set is one vector file for every scale; drop --scale")
        }
        let chosen = vector ? [1.0] : scales ?? [1, 2, 3]
        for scale in chosen { try BuildPlanner.checkScale(scale, source: "--scale") }
        let asked = themes ?? [nil]
        if let other = asked.first(where: { !Self.appearanceThemes.contains($0) && !AppIconSet.appearanceThemes.contains($0) }) {
            throw BuildPlanner.UsageError(message: "-o \(root): the theme \(ThemeNames.displayName(other)) is not an appearance; an asset catalog takes the themes default (Any), light and dark (and tinted for \(Self.appIconName).xml)")
        }
        // Without the default theme, a build adds appearances to the image sets (`AssetCatalog+Adding.swift`).
        return Variants(format: format, scales: chosen, themes: Self.appearanceThemes.filter(asked.contains),
                        iconThemes: AppIconSet.appearanceThemes.filter(asked.contains))
    }

    /// PNG (the default) or another format an image set holds (PDF); an asset catalog takes one of them.
    static func format(_ formats: [OutputFormat]?) throws(BuildPlanner.UsageError) -> OutputFormat {
        let chosen = formats ?? [.png]
        let names = OutputFormat.allCases.filter { $0.descriptor.catalog != .notHeld }.map(\.rawValue)
        let held = names.count > 1 ? names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "") : names.joined()
        guard chosen.count == 1, let format = chosen.first else {
            throw BuildPlanner.UsageError(message: "an asset catalog takes one format, \(held); got \(chosen.map(\.rawValue).joined(separator: ","))")
        }
        switch format.descriptor.catalog {
        case .perScale, .vector: return format
        case .notHeld: throw BuildPlanner.UsageError(message: "an asset catalog holds \(held) images, not \(format.rawValue)")
        }
    }

    /// The files of an image set in Xcode's order: by scale, and within a scale Any, Light, Dark.
    static func entries(name: String, _ variants: Variants) -> [Entry] {
        switch variants.format.descriptor.catalog {
        case .vector:
            return variants.themes.map { Entry(filename: "\(name)\(ThemeNames.suffix(for: $0)).\(variants.format.fileExtension)", scale: nil, theme: $0) }
        case .perScale, .notHeld:
            return variants.scales.flatMap { scale in
                variants.themes.map { theme in
                    Entry(filename: "\(name)\(ThemeNames.suffix(for: theme))\(BuildPlanner.suffix(for: scale)).\(variants.format.fileExtension)",
                          scale: scale, theme: theme)
                }
            }
        }
    }

    /// The entries of every locale in turn (each locale's files, in Xcode's order), or `entries` as
    /// they are without locales.
    static func localized(_ entries: [Entry], name: String, locales: [String]) -> [Entry] {
        guard !locales.isEmpty else { return entries }
        return locales.flatMap { locale in
            entries.map { entry in
                var localized = entry
                localized.filename = localizedFilename(entry.filename, name: name, locale: locale)
                localized.locale = locale
                return localized
            }
        }
    }

    /// `star~dark@2x.png` of the set `star` → `star-de~dark@2x.png`.
    static func localizedFilename(_ filename: String, name: String, locale: String) -> String {
        guard filename.hasPrefix(name) else { return locale + "-" + filename }
        return name + "-" + locale + filename.dropFirst(name.count)
    }

    /// The scene name that makes the catalog's app icon set instead of an image set (Xcode's default).
    static let appIconName = "AppIcon"

    /// The app icon set of a scene named `AppIcon.xml` (`scenes/AppIcon.xml` → `ROOT/AppIcon.appiconset`),
    /// nil for any other scene.
    func appIconSet(for input: BuildPlanner.Input) -> AppIconSet? {
        let set = imageSet(for: input)
        guard set.name == Self.appIconName else { return nil }
        let folder = String(set.folder.dropLast(".imageset".count)) + ".appiconset"
        return AppIconSet(folder: folder, name: set.name)
    }

    /// The image set of a scene: `scenes/icons/star.xml` found under `scenes` → `ROOT/icons/star.imageset`.
    func imageSet(for input: BuildPlanner.Input) -> (folder: String, name: String) {
        let stem = input.relativePath.hasSuffix(".xml") ? String(input.relativePath.dropLast(4)) : input.relativePath
        let parts = stem.split(separator: "/").map(String.init)
        let name = parts.last ?? stem
        let folders = parts.dropLast().map { "/" + $0 }.joined()
        return ("\(root)\(folders)/\(name).imageset", name)
    }

    /// Every `Contents.json` of the catalog for the scenes that built, path → bytes: each image set's,
    /// each folder's between them and the root, and the root's.
    package func contents(builtInputs inputs: [BuildPlanner.Input], scales: [Double]?, formats: [OutputFormat]?,
                          themes: [String?]? = nil) throws(BuildPlanner.UsageError) -> [(path: String, bytes: [UInt8])] {
        contents(builtInputs: inputs, try variants(scales: scales, formats: formats, themes: themes))
    }

    /// The `Contents.json` files for the scenes that built, with image sets of `variants`.
    func contents(builtInputs inputs: [BuildPlanner.Input], _ variants: Variants,
                  locales: (BuildPlanner.Input) -> [String] = { _ in [] }) -> [(path: String, bytes: [UInt8])] {
        var files: [String: [UInt8]] = [root + "/Contents.json": Array(ContentsJSON.folder.utf8)]
        for input in inputs {
            let set = imageSet(for: input)
            if let icon = appIconSet(for: input) {
                files[icon.folder + "/Contents.json"] = icon.contents(themes: iconThemes(icon, variants, listing: true), platform: variants.iconPlatform)
            } else {
                let listed = self.variants(of: set, variants, listing: true)
                let entries = Self.localized(Self.entries(name: set.name, listed), name: set.name, locales: locales(input))
                files[set.folder + "/Contents.json"] = Array(ContentsJSON.imageSet(entries, vector: variants.format.descriptor.catalog == .vector).utf8)
            }
            var folder = set.folder
            while let slash = folder.lastIndex(of: "/"), String(folder[..<slash]).count > root.count {
                folder = String(folder[..<slash])
                files[folder + "/Contents.json"] = Array(ContentsJSON.folder.utf8)
            }
        }
        return files.keys.sorted().map { ($0, files[$0] ?? []) }
    }
}

/// `Contents.json` as Xcode writes it: keys in alphabetical order, two-space indentation, `" : "`
/// between key and value, no time stamps, so equal catalogs have equal bytes.
package enum ContentsJSON {
    static let info = "  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }"

    /// A folder's (and the catalog's): `info` only.
    static let folder = "{\n\(info)\n}\n"

    static func imageSet(_ entries: [AssetCatalog.Entry], vector: Bool) -> String {
        let images = entries.map { entry in
            var fields: [String] = []
            if let theme = entry.theme {
                fields.append("      \"appearances\" : [\n        {\n          \"appearance\" : \"luminosity\",\n          \"value\" : \"\(escaped(theme))\"\n        }\n      ]")
            }
            fields += ["      \"filename\" : \"\(escaped(entry.filename))\"", "      \"idiom\" : \"universal\""]
            if let locale = entry.locale { fields.append("      \"locale\" : \"\(escaped(locale))\"") }
            if let scale = entry.scale { fields.append("      \"scale\" : \"\(scaleText(scale))\"") }
            return "    {\n" + fields.joined(separator: ",\n") + "\n    }"
        }
        var text = "{\n  \"images\" : [\n" + images.joined(separator: ",\n") + "\n  ],\n" + info
        if vector {
            text += ",\n  \"properties\" : {\n    \"preserves-vector-representation\" : true\n  }"
        }
        return text + "\n}\n"
    }

    /// `1x`, `2x`, `1.5x`.
    static func scaleText(_ scale: Double) -> String {
        (scale == scale.rounded() ? String(Int(scale)) : String(scale)) + "x"
    }

    /// `text` as the inside of a JSON string literal (also used by `scenec serve` for its page state).
    package static func escaped(_ text: String) -> String {
        // Most text needs nothing escaped: returned as it is, without building a copy.
        if !text.utf8.contains(where: { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 < 0x20 }) { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}

extension AssetCatalog {
    /// The catalog as a build's output layout: its image sets' files, then the `Contents.json` files.
    /// The format, scales and themes are checked once, when the layout is made, so finishing the
    /// catalog cannot meet a usage error.
    package struct Layout: OutputLayout {
        package let catalog: AssetCatalog
        let variants: Variants
        let request: OutputRequest

        package init(catalog: AssetCatalog, request: OutputRequest) throws(BuildPlanner.UsageError) {
            self.catalog = catalog
            self.request = request
            var variants = try catalog.variants(scales: request.scales, formats: request.formats, themes: request.themes)
            variants.iconPlatform = request.iconPlatform
            // The themes are the image sets' too: a macOS-only AppIcon simply has no appearances.
            self.variants = variants
        }

        package func plan(_ inputs: [BuildPlanner.Input]) throws(BuildPlanner.UsageError) -> OutputPlan {
            OutputPlan(jobs: try catalog.plan(inputs: inputs, variants))
        }

        package var refusesPatterns: String? { "an asset catalog" }

        /// The catalog's, the folders' and the built scenes' image sets' `Contents.json` (each written
        /// only when its bytes change).
        package func finish(built: [BuildPlanner.Input], writing: (String) -> Bool) throws(ScenecError) -> [String] {
            try AssetCatalog.write(catalog.contents(builtInputs: built, variants, locales: locales).filter { writing($0.path) })
        }

        package func extraOutputs(for inputs: [BuildPlanner.Input]) -> [String] {
            catalog.contents(builtInputs: inputs, variants, locales: locales).map(\.path)
        }

        /// A localized image of the same set: `star~dark@2x.png` → `star-de~dark@2x.png`, listed with
        /// Xcode's `locale` key. An app icon has no localized variants.
        package func localized(_ output: String, locale: String, pattern: OutputPattern?) throws(BuildPlanner.UsageError) -> String {
            guard let slash = output.lastIndex(of: "/"), output[..<slash].hasSuffix(".imageset") else {
                throw BuildPlanner.UsageError(message: "-o \(catalog.root): an app icon set has no localized images; build \(AssetCatalog.appIconName).xml without --locale")
            }
            let folder = output[..<slash]
            let name = String(folder.split(separator: "/").last?.dropLast(".imageset".count) ?? "")
            return folder + "/" + AssetCatalog.localizedFilename(String(output[output.index(after: slash)...]), name: name, locale: locale)
        }

        /// The locales an image set holds (`--locale`; for `all`, what the scene declares).
        func locales(_ input: BuildPlanner.Input) -> [String] {
            switch request.locales {
            case .none: return []
            case .list(let list): return list
            case .all: return SceneCompiler.declaredLocales(path: input.path, options: request.options) ?? []
            }
        }
    }
}
