/// `-o NAME.appiconset`, or a scene named `AppIcon.xml` in `-o X.xcassets`: an Xcode app icon set in the
/// single-size form Xcode 14 introduced — one 1024 × 1024 px PNG per appearance, from which Xcode makes
/// every smaller size — with the iOS 18 dark and tinted appearances (read by Xcode 16 and later):
/// the default theme is the light icon, the `dark` and `tinted` themes the `luminosity` appearances
/// of those names. The scene must be square (any size: it is drawn at the scale that makes 1024 px),
/// and the light icon opaque, as the App Store requires (`BatchBuilder.checkOpaque`). With
/// `--icon-platform macos` or `all` the set holds macOS's ten sizes too (`AppIconSet+Mac.swift`).
package struct AppIconSet: Sendable {
    /// The set's folder, without a trailing slash.
    package let folder: String
    /// The set's name (the folder's without `.appiconset`), which its image files are named after.
    package let name: String

    /// The pixel side of every image of the set.
    static let side = 1024
    /// The themes that are appearances of an app icon, in the order Xcode lists them.
    static let appearanceThemes: [String?] = [nil, "dark", "tinted"]

    /// The set `output` names, or nil when it names none.
    package init?(output: String) {
        let trimmed = output.hasSuffix("/") ? String(output.dropLast()) : output
        let last = trimmed.split(separator: "/").last.map(String.init) ?? trimmed
        guard last.lowercased().hasSuffix(".appiconset"), last.count > ".appiconset".count else { return nil }
        folder = trimmed
        name = String(last.dropLast(".appiconset".count))
    }

    init(folder: String, name: String) {
        self.folder = folder
        self.name = name
    }

    /// The themes of a request that the set takes, in Xcode's order; a usage error for another theme.
    static func themes(_ asked: [String?]?, output: String) throws(BuildPlanner.UsageError) -> [String?] {
        let asked = asked ?? [nil]
        if let other = asked.first(where: { !appearanceThemes.contains($0) }) {
            throw BuildPlanner.UsageError(message: "-o \(output): the theme \(ThemeNames.displayName(other)) is not an app icon appearance; an app icon takes the themes default (the light icon), dark and tinted")
        }
        return appearanceThemes.filter(asked.contains)
    }

    /// A usage error for dark or tinted with macOS alone: a macOS icon has no appearances in a set.
    static func checkMacThemes(_ themes: [String?], platform: IconPlatform, output: String) throws(BuildPlanner.UsageError) {
        guard platform == .macos, let other = themes.first(where: { $0 != nil }) else { return }
        throw BuildPlanner.UsageError(message: "-o \(output): a macOS app icon has no \(ThemeNames.displayName(other)) appearance; build the default theme, or --icon-platform all for the iOS icon's appearances")
    }

    /// The appearances a build writes (`listing` false) or `Contents.json` lists (`listing` true, after
    /// the build) for the themes asked. Without the default theme, as in an asset catalog
    /// (`AssetCatalog+Adding.swift`): the light icon is built only when it is not there, and the
    /// listing names every appearance whose image is there.
    func themes(asked: [String?], listing: Bool) -> [String?] {
        guard !asked.contains(nil) else { return asked }
        return Self.appearanceThemes.filter { theme in
            if asked.contains(theme) { return true }
            let present = FileIO.kind(ofLink: "\(folder)/\(filename(theme: theme))") == .regular
            return listing ? present : theme == nil && !present
        }
    }

    /// The image file of a theme: `AppIcon.png`, `AppIcon~dark.png`.
    func filename(theme: String?) -> String {
        "\(name)\(ThemeNames.suffix(for: theme)).png"
    }

    /// For iOS one PNG job per theme, of which only the light icon must be opaque; for macOS its ten
    /// images, which every build of a set with macOS writes (they have no appearances).
    func jobs(scene: String, themes: [String?], platform: IconPlatform) -> [BuildJob] {
        let ios: [BuildJob] = !platform.hasIOS ? [] : themes.map { theme in
            BuildJob(scene: scene, output: "\(folder)/\(filename(theme: theme))", format: .png, scale: 1, theme: theme,
                     fit: SquareFit(side: Self.side, opaque: theme == nil))
        }
        return ios + (platform.hasMac ? macJobs(scene: scene) : [])
    }

    /// The set's `Contents.json`, in Xcode's own layout (`ContentsJSON`): per appearance `filename`,
    /// `idiom` `universal`, `platform` `ios`, `size` `1024x1024`, with `appearances` for dark and tinted;
    /// then, for macOS, its ten `mac` entries.
    func contents(themes: [String?], platform: IconPlatform) -> [UInt8] {
        let ios: [String] = !platform.hasIOS ? [] : themes.map { theme in
            var fields: [String] = []
            if let theme {
                fields.append("      \"appearances\" : [\n        {\n          \"appearance\" : \"luminosity\",\n          \"value\" : \"\(ContentsJSON.escaped(theme))\"\n        }\n      ]")
            }
            fields += ["      \"filename\" : \"\(ContentsJSON.escaped(filename(theme: theme)))\"", "      \"idiom\" : \"universal\"",
                       "      \"platform\" : \"ios\"", "      \"size\" : \"\(Self.side)x\(Self.side)\""]
            return "    {\n" + fields.joined(separator: ",\n") + "\n    }"
        }
        let images = ios + (platform.hasMac ? macContents : [])
        return Array(("{\n  \"images\" : [\n" + images.joined(separator: ",\n") + "\n  ],\n" + ContentsJSON.info + "\n}\n").utf8)
    }
}

extension AppIconSet {
    /// `-o NAME.appiconset` as a build's output layout: one scene, its appearances, then `Contents.json`.
    package struct Layout: OutputLayout {
        let set: AppIconSet
        let themes: [String?]
        let platform: IconPlatform

        package init(set: AppIconSet, request: OutputRequest) throws(BuildPlanner.UsageError) {
            guard request.scales == nil, request.formats == nil || request.formats == [.png] else {
                throw BuildPlanner.UsageError(message: "-o \(request.output): an app icon is one 1024 × 1024 px PNG per appearance; drop --scale and --format")
            }
            self.set = set
            themes = try AppIconSet.themes(request.themes, output: request.output)
            platform = request.iconPlatform
            try AppIconSet.checkMacThemes(themes, platform: platform, output: request.output)
        }

        package func plan(_ inputs: [BuildPlanner.Input]) throws(BuildPlanner.UsageError) -> OutputPlan {
            guard inputs.count == 1, let input = inputs.first else {
                throw BuildPlanner.UsageError(message: "-o \(set.folder) is one app icon, but there are \(inputs.count) scenes; build one scene into it")
            }
            let jobs = set.jobs(scene: input.path, themes: set.themes(asked: themes, listing: false), platform: platform)
            try BuildPlanner.refuseInputs(jobs.map(\.output), inputs: inputs)
            return OutputPlan(jobs: jobs)
        }

        package var refusesPatterns: String? { "an app icon set" }

        package func finish(built: [BuildPlanner.Input], writing: (String) -> Bool) throws(ScenecError) -> [String] {
            guard !built.isEmpty, writing(index) else { return [] }
            return try AssetCatalog.write([(index, set.contents(themes: set.themes(asked: themes, listing: true), platform: platform))])
        }

        package func extraOutputs(for inputs: [BuildPlanner.Input]) -> [String] {
            inputs.isEmpty ? [] : [index]
        }

        /// The set's `Contents.json`.
        var index: String {
            self.set.folder + "/Contents.json"
        }
    }
}
