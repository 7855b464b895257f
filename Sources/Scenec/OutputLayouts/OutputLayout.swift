/// Where a build's files go and what the folder needs besides them: a plain folder or file
/// (`FolderLayout`), an Xcode asset catalog (`AssetCatalog.Layout`), an Xcode app icon set
/// (`AppIconSet.Layout`), Android resource folders (`AndroidResources.Layout`), an Android adaptive
/// launcher icon (`AndroidIcon.Layout`). `build` and `watch` hold one layout value, chosen once by
/// `OutputLayouts.layout(for:)`, and never ask which one it is.
package protocol OutputLayout: Sendable {
    /// The files to build for `inputs`, and the scenes the layout refuses. Throws for a request the
    /// command line cannot carry out (exit status 2), before anything is built.
    func plan(_ inputs: [BuildPlanner.Input]) throws(BuildPlanner.UsageError) -> OutputPlan

    /// Writes what the layout keeps beside the images of `built`, the scenes whose files were all
    /// built or already up to date (an asset catalog's `Contents.json` files). A batch calls it once
    /// after its last scene; `watch` after each scene it rebuilds. Returns notes for stderr (files
    /// it removed because the new index no longer lists them).
    func finish(built: [BuildPlanner.Input], writing: (String) -> Bool) throws(ScenecError) -> [String]

    /// Where `output`, planned without a locale, goes for `locale` (format 1.2): a folder per
    /// locale, a localized image of the same set, a `drawable-LANG-…` folder. `pattern` is `-o` when it
    /// has `{…}` (a pattern naming `{locale}` places the files itself). A usage error for a layout
    /// that has no place for locales.
    func localized(_ output: String, locale: String, pattern: OutputPattern?) throws(BuildPlanner.UsageError) -> String

    /// Makes room for `outputs` before anything is built, returning notes for stderr: an Android
    /// folder must not keep another file of a resource name it is about to hold
    /// (`AndroidResourceClash`). Throws, having changed nothing, when what is there is not scenec's.
    func prepare(writing outputs: [String]) throws(ScenecError) -> [String]

    /// The files `finish` writes when every scene of `inputs` builds (`--list-outputs`).
    func extraOutputs(for inputs: [BuildPlanner.Input]) -> [String]

    /// What it is called in a usage error when `-o` is a pattern it cannot take, or nil when it can:
    /// a layout that writes one index of all its files at `finish` (a catalog's Contents.json) cannot
    /// be split into one root per row.
    var refusesPatterns: String? { get }

    /// What the outputs an index file lists begin with: by default its folder (a `Contents.json`
    /// lists what lies beside and below it). `--shard` gives an index to the shard with the first of them.
    func listedPrefix(ofIndex path: String) -> String
}

extension OutputLayout {
    package func extraOutputs(for inputs: [BuildPlanner.Input]) -> [String] { [] }

    package func prepare(writing outputs: [String]) throws(ScenecError) -> [String] { [] }

    package var refusesPatterns: String? { nil }

    package func listedPrefix(ofIndex path: String) -> String {
        path.lastIndex(of: "/").map { String(path[...$0]) } ?? ""
    }

    /// Every index file for `built`; returns the notes for stderr.
    @discardableResult
    package func finish(built: [BuildPlanner.Input]) throws(ScenecError) -> [String] {
        try finish(built: built, writing: { _ in true })
    }

    package func localized(_ output: String, locale: String, pattern: OutputPattern?) throws(BuildPlanner.UsageError) -> String {
        throw BuildPlanner.UsageError(message: "this output has no place for locales: --locale builds into a folder, an -o pattern with {locale}, an asset catalog or --android")
    }
}

/// What a build's output options ask for, as the command line read them.
package struct OutputRequest: Sendable {
    /// `-o`: a file, a folder, `NAME.xcassets`, or for `--android` the res folder.
    package var output: String
    /// `--scale`, `--format` and `--theme` (nil for the default theme), each nil when not given.
    package var scales: [Double]?
    package var formats: [OutputFormat]?
    package var themes: [String?]?
    /// `--android`.
    package var android: Bool
    /// `--android-icon`.
    package var androidIcon: Bool
    /// `--icon-platform` (format 1.3): which entries an app icon set holds.
    package var iconPlatform: IconPlatform = .ios
    /// The options scenes are compiled with: a layout that reads a built scene again (the adaptive
    /// icon's monochrome layer) reads it as it was built.
    package var options: CompileOptions
    /// `--locale` (format 1.2): what the asset catalog lists per image set.
    package var locales: LocaleChoice

    package init(output: String, scales: [Double]? = nil, formats: [OutputFormat]? = nil, themes: [String?]? = nil, android: Bool = false,
                 androidIcon: Bool = false, options: CompileOptions = CompileOptions(), locales: LocaleChoice = .none,
                 iconPlatform: IconPlatform = .ios) {
        self.locales = locales
        self.iconPlatform = iconPlatform
        self.output = output
        self.scales = scales
        self.formats = formats
        self.themes = themes
        self.android = android
        self.androidIcon = androidIcon
        self.options = options
    }
}

/// A layout's plan: the jobs, and the scenes it cannot hold, each an error for that scene alone
/// (exit status 1) while the others build.
package struct OutputPlan: Sendable {
    package struct Rejection: Sendable, Hashable {
        package var scene: String
        package var message: String
    }

    package var jobs: [BuildJob]
    package var rejected: [Rejection] = []
}

/// The choice of layout, in one place for `build` and `watch`.
package enum OutputLayouts {
    /// `--android-icon` → adaptive launcher icons; `--android` → Android resources; `-o NAME.appiconset` → an app icon set; `-o NAME.xcassets` → an
    /// asset catalog; anything else the
    /// file or folder `-o` names. A new layout is a type and a line here. Throws for options the
    /// layout cannot take at all (an asset catalog of SVG), before any scene is looked at.
    package static func layout(for request: OutputRequest) throws(BuildPlanner.UsageError) -> any OutputLayout {
        if request.iconPlatform != .ios, request.androidIcon || request.android {
            throw BuildPlanner.UsageError(message: "--icon-platform \(request.iconPlatform.rawValue) is for an Xcode app icon set, not \(request.androidIcon ? "--android-icon" : "--android")")
        }
        if request.androidIcon { return try AndroidIcon.Layout(request: request, options: request.options) }
        if request.android { return AndroidResources.Layout(request: request) }
        if let set = AppIconSet(output: request.output) { return try AppIconSet.Layout(set: set, request: request) }
        if let catalog = AssetCatalog(output: request.output) { return try AssetCatalog.Layout(catalog: catalog, request: request) }
        // Only an app icon set has platforms; anywhere else the option would be silently ignored.
        if request.iconPlatform != .ios {
            throw BuildPlanner.UsageError(message: "--icon-platform \(request.iconPlatform.rawValue) is for an app icon set: -o NAME.appiconset, or AppIcon.xml in -o NAME.xcassets")
        }
        return FolderLayout(request: request)
    }
}
