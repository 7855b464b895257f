import ArgumentParser
import Scenec

#if canImport(Glibc)
import Glibc
#endif

struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Build scenes to PNG, SVG, PDF, WebP, JPEG, ICO and ICNS files and Android VectorDrawables.",
        discussion: """
            -o names a file (out.png, out.svg, out.pdf, out.webp, out.jpg or .jpeg, out.ico, out.icns: the format comes from \
            the extension; out@2x.png implies --scale 2) \
            or, for several scenes or a folder of scenes, a folder; other extensions are refused. Only regular \
            files are replaced, never a scene or an image of the build. With several scales files are named \
            name.png, name@2x.png, name@3x.png. --theme builds token themes: the default theme's files keep \
            their names, another theme's carry ~NAME before the scale (name~dark.png, name~dark@2x.png; \
            -o out~dark.png implies --theme dark); a theme a scene does not define is an error for that \
            scene. WebP is lossless unless --quality makes it lossy; JPEG takes --quality (default 90) and is \
            flattened over the scene's background, else white; an ICO holds 16, 32 and 48 px images (no \
            --scale). A failed scene writes nothing. A scene that cannot be \
            rendered (a canvas the machine cannot allocate) is reported as \
            `scene.xml: error: rendering PNG failed: ...` with exit status 3, like other input/output failures.
            """
    )

    @Argument(help: "Scene files or folders of scenes (*.xml, recursively); - reads one scene from standard input.")
    var scenes: [String]

    @Option(name: .short, help: "Output file or folder, NAME.xcassets (an Xcode asset catalog) or NAME.appiconset (an app icon); - writes one output to standard output (--format, default svg).")
    var output: String

    // `.unconditional`: `--scale -1` is a value to refuse with the range, not a missing value.
    @Option(parsing: .unconditional, help: ArgumentHelp("Device pixels per point, 0.1 to 16, e.g. 2 or 1,2,3.", valueName: "S[,S...]"))
    var scale: String?

    @Option(help: ArgumentHelp("Output formats for a folder: png, svg, pdf, webp, jpg (or jpeg), ico, icns, or vector (Android VectorDrawables, NAME.xml; also for -o NAME.xml and --android), or a list like png,webp.", valueName: "svg|png|pdf|webp|jpg|ico|icns|vector[,..]"))
    var format: String?

    // `.unconditional`: `--quality -1` is a value to refuse with the range, not a missing value.
    @Option(parsing: .unconditional, help: ArgumentHelp("WebP and JPEG quality, 0 to 100: makes WebP lossy (default lossless); JPEG's default is 90.", valueName: "Q"))
    var quality: String?

    @Option(help: ArgumentHelp("Token themes to build: default (the tokens without a theme) and names of <tokens theme=\"NAME\">, e.g. dark or default,dark.", valueName: "NAME[,NAME...]"))
    var theme: String?

    @Flag(help: "Write Android drawable folders under -o: drawable-mdpi (1x), -hdpi (1.5x), -xhdpi (2x), -xxhdpi (3x), -xxxhdpi (4x); PNG, or WebP with --format webp.")
    var android = false

    @Flag(help: "Write Android adaptive launcher icons under -o: the layers (top-level nodes with id background, foreground and optional monochrome of a 108 × 108 pt scene) per density in mipmap-*, mipmap-anydpi-v26/NAME.xml, and the legacy 48 dp NAME.png.")
    var androidIcon = false

    @Option(name: .customLong("icon-platform"), help: ArgumentHelp("What an .appiconset holds: ios (the 1024 px icon and its appearances; the default), macos (the ten macOS sizes, 16 to 512 pt at @1x and @2x, transparency allowed) or all.", valueName: "ios|macos|all"))
    var iconPlatform: String?

    @Flag(help: "Write SVG text as outlines, so the SVG looks the same without the fonts.")
    var textAsPaths = false

    @Option(help: ArgumentHelp("How SVG text in the scene's own fonts (<font href>) looks the same everywhere: outline (default) writes it as outlines; embed keeps it text and embeds each used font, subset to that text, as a WOFF2 @font-face (for browsers).", valueName: "outline|embed"))
    var svgFonts: String?

    @Flag(help: "Reference image files from the SVG instead of embedding them as data URIs.")
    var linkImages = false

    @Option(help: ArgumentHelp("Also allow images from this folder (repeatable).", valueName: "DIR"))
    var allowPath: [String] = []

    @Flag(help: "Set text only with the scene's own fonts (<font href>): no system font configuration is read, and a text whose family the scene does not provide is an error.")
    var noSystemFonts = false

    @Option(name: [.customShort("j"), .customLong("jobs")], parsing: .unconditional,
            help: ArgumentHelp("Scenes built at the same time (default: the number of cores).", valueName: "N"))
    var jobs: Int?

    @Option(help: ArgumentHelp("Write Make-syntax dependencies of every output (scene, images, scenec itself).", valueName: "FILE"))
    var depfile: String?

    @Flag(help: "Rebuild outputs even when they are up to date (newer than their inputs, and built with the same options).")
    var force = false

    @Flag(name: [.customShort("q"), .customLong("quiet")], help: "No progress bar and no summary line; only diagnostics.")
    var quiet = false

    @Option(name: .customLong("set"), help: ArgumentHelp("Define or override a token for the build, above every <tokens> (repeatable).", valueName: "NAME=VALUE"))
    var set: [String] = []

    @Option(help: ArgumentHelp("Build each scene once per row of a CSV file (with a header row) or a JSON array of objects; each column is a token, and -o is a pattern like \"cards/{slug}@2x.png\".", valueName: "FILE.csv|FILE.json"))
    var data: String?

    @Option(help: ArgumentHelp("Locales to build (<tokens locale>, <strings>): a folder per locale, localized images in an asset catalog, drawable-LANG-… with --android; all: every locale each scene declares.", valueName: "L[,L...]|all"))
    var locale: String?

    @Option(name: .customLong("source-locale"), help: ArgumentHelp("The language of an Android res folder's values/ strings and of the JSON strings file other locales fall back to (default: en).", valueName: "TAG"))
    var sourceLocale: String?

    @Flag(help: "Print every file the build would write, one per line, and build nothing.")
    var listOutputs = false

    @Option(help: ArgumentHelp("Build only the K-th of N deterministic, disjoint slices of the outputs (1 ≤ K ≤ N); N shards together write the files of the whole build.", valueName: "K/N"))
    var shard: String?

    var compileOptions: CompileOptions {
        // `validate()` has checked the quality and the tokens; an unparsable one never gets here.
        var options = CompileOptions(textAsPaths: textAsPaths, linkImages: linkImages, allowedPaths: allowPath, quality: quality.flatMap(Self.parseQuality),
                                     locale: singleLocale, tokens: set.compactMap(Self.parseSet))
        options.systemFonts = !noSystemFonts
        if let sourceLocale { options.sourceLocale = sourceLocale }
        options.svgFonts = svgFonts.flatMap(SVGFontMode.init(rawValue:)) ?? .outline
        return options
    }

    /// `--icon-platform`, checked by `validate()`.
    var parsedIconPlatform: IconPlatform {
        iconPlatform.flatMap(IconPlatform.init(rawValue:)) ?? .ios
    }

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("-j takes a number of scenes of at least 1, got \(jobs)") }
        if output.isEmpty { throw ValidationError("-o needs a file or folder name, got an empty one") }
        if depfile?.isEmpty == true { throw ValidationError("--depfile needs a file name, got an empty one") }
        if let iconPlatform, IconPlatform(rawValue: iconPlatform) == nil {
            throw ValidationError("--icon-platform takes ios, macos or all, got \"\(iconPlatform)\"")
        }
        if let quality, Self.parseQuality(quality) == nil {
            throw ValidationError("--quality takes a whole number from 0 to 100, got \"\(quality)\"")
        }
        if let svgFonts, SVGFontMode(rawValue: svgFonts) == nil {
            throw ValidationError("--svg-fonts takes outline or embed, got \"\(svgFonts)\"")
        }
        try validateMatrix()
    }

    func run() throws {
        if usesStandardStreams { return try runWithStandardStreams() }
        let scales = try scale.map(Self.parseScales)
        let formats = try format.map(Self.parseFormats)
        let themes = try theme.map(Self.parseThemes)
        let table = try readData()
        let found: SceneFinder.Found
        do {
            found = try SceneFinder.find(scenes)
        } catch {
            throw ExitCode(Diagnostics.report(error))
        }
        let layout: any OutputLayout
        let full: OutputPlan, plan: OutputPlan
        do throws(BuildPlanner.UsageError) {
            layout = try OutputLayouts.layout(for: OutputRequest(output: output, scales: scales, formats: formats, themes: themes, android: android,
                                                                   androidIcon: androidIcon, options: compileOptions, locales: (try? localeChoice()) ?? .none,
                                                                   iconPlatform: parsedIconPlatform))
            full = try expandedPlan(layout.plan(found.inputs), layout: layout, table: table, inputs: found.inputs)
            plan = slice(full)
            try BuildPlanner.checkQuality(compileOptions.quality, jobs: plan.jobs)
            if let depfile { try BuildPlanner.checkDepfile(depfile, jobs: plan.jobs, inputs: found.inputs) }
        } catch {
            throw ValidationError(error.message)
        }
        if listOutputs {
            printOutputs(plan, full: full, layout: layout, inputs: found.inputs)
            return
        }
        for note in found.notes { Diagnostics.printError(note) }
        do throws(ScenecError) {
            for note in try layout.prepare(writing: plan.jobs.map(\.output) + layout.extraOutputs(for: found.inputs)) { Diagnostics.printError(note) }
        } catch {
            throw ExitCode(Diagnostics.report(error))
        }

        let binary = UpToDate.executablePath().map { [$0] } ?? []
        var options = BatchBuilder.Options(compile: compileOptions, parallelism: jobs ?? Self.coreCount(),
                                           force: force, extraDependencies: binary)
        // A scene's `{Product Name}` of a column that is no token name is an error at the column.
        options.compile.ignoredColumns = table?.ignoredColumns ?? [:]
        // SCENEC_SHARE_ROW_LAYERS=0: every data row drawn whole (same bytes; for measuring what sharing saves).
        if let share = getenv("SCENEC_SHARE_ROW_LAYERS"), String(cString: share) == "0" { options.sharesRowLayers = false }
        let sceneCount = BatchBuilder.group(plan.jobs).count
        // A batch (several scenes, a folder, data rows or locales) reports progress and a summary; one
        // scene stays silent like a compiler, printing only its diagnostics.
        let isBatch = sceneCount > 1 || scenes.contains(where: FileIO.isDirectory) || data != nil || locale != nil
        let mode: ProgressMode = quiet || !isBatch ? .silent : (Self.isInteractive() ? .bar : .summary)
        // With rows or locales the bar counts files (rows × locales × themes × scales), else scenes.
        let countsFiles = data != nil || locale != nil
        let reporter = BuildReporter(mode: mode, total: countsFiles ? plan.jobs.count : sceneCount, countsFiles: countsFiles)
        let clock = ContinuousClock()
        let start = clock.now
        let outcomes = BatchBuilder.build(plan.jobs, options: options) { event in reporter.handle(event) }
        let elapsed = clock.now - start
        reporter.finish()

        var status = ExitStatus.success
        for rejection in plan.rejected {
            Diagnostics.printError("\(rejection.scene): error: \(rejection.message)")
            status = max(status, ExitStatus.invalidScene)
        }
        for outcome in outcomes {
            if outcome.diagnostics.hasErrors { status = max(status, ExitStatus.invalidScene) }
            if let failure = outcome.failure { status = max(status, Diagnostics.exitStatus(for: failure)) }
        }
        let built = Set(outcomes.filter { !$0.failed }.map(\.scene))
        do throws(ScenecError) {
            let notes = try layout.finish(built: found.inputs.filter { built.contains($0.path) }, writing: writesIndex(of: full, layout: layout))
            for note in notes where !quiet { Diagnostics.printError(note) }
        } catch {
            status = max(status, Diagnostics.report(error))
        }
        if let depfile {
            // The data file is a dependency of every output for make; the up-to-date key holds the row's
            // values, so a build does not redo every row when one changes.
            status = max(status, Self.writeDepfile(depfile, outcomes: outcomes, extra: binary + (data.map { [$0] } ?? [])))
        }
        if mode != .silent {
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            Diagnostics.printError(BatchBuilder.summary(outcomes, seconds: seconds))
        }
        if status != ExitStatus.success { throw ExitCode(status) }
    }

    /// Writes the depfile unless it is one of the scenes' images or names a file make cannot read;
    /// returns the exit status it calls for.
    static func writeDepfile(_ depfile: String, outcomes: [SceneOutcome], extra: [String]) -> Int32 {
        let rules = BatchBuilder.depfileRules(outcomes, extra: extra)
        do throws(ScenecError) {
            try BatchBuilder.refuseOverwritingInputs([depfile], inputs: outcomes.flatMap(\.dependencies))
            let text: String
            do {
                text = try Depfile.text(rules)
            } catch {
                throw .io(path: depfile, message: error.description)
            }
            try FileIO.writeAtomically(Array(text.utf8), to: depfile)
            return ExitStatus.success
        } catch {
            return Diagnostics.report(error)
        }
    }

    /// The default of `-j`: the cores this process may run on (its affinity mask, so `taskset` and
    /// container cpusets are respected), not every core online.
    static func coreCount() -> Int {
        AvailableCores.count
    }

    /// A progress bar only on a terminal, and never in CI (`CI` set), where logs want one summary line.
    static func isInteractive() -> Bool {
        if let ci = getenv("CI"), !String(cString: ci).isEmpty { return false }
        if let term = getenv("TERM"), String(cString: term) == "dumb" { return false }
        return isatty(2) == 1
    }

    /// `--quality`: a whole number from 0 to 100, else nil.
    static func parseQuality(_ text: String) -> Int? {
        guard let value = Int(text.trimmingWhitespace()), (0...100).contains(value) else { return nil }
        return value
    }

    static func parseScales(_ text: String) throws -> [Double] {
        let values = text.split(separator: ",", omittingEmptySubsequences: false).map { Double($0.trimmingCharacters()) }
        guard !text.isEmpty, values.allSatisfy({ $0 != nil }) else {
            throw ValidationError("--scale takes numbers from \(BuildPlanner.scaleRange.lowerBound) to \(Int(BuildPlanner.scaleRange.upperBound)) like 2 or 1,2,3, got \"\(text)\"")
        }
        return values.compactMap { $0 }
    }

    /// `--theme dark` or `default,dark`: nil stands for the default theme.
    static func parseThemes(_ text: String) throws -> [String?] {
        do throws(BuildPlanner.UsageError) {
            return try ThemeNames.parse(text)
        } catch {
            throw ValidationError(error.message)
        }
    }

    static func parseFormats(_ text: String) throws -> [OutputFormat] {
        try text.split(separator: ",").map { part in
            guard let format = OutputFormat(formatName: part.trimmingCharacters()) else {
                throw ValidationError("--format takes \(OutputFormat.acceptedNames) or a list like png,webp, got \"\(text)\"")
            }
            return format
        }
    }
}

extension Substring {
    func trimmingCharacters() -> String { String(self).trimmingWhitespace() }
}

enum ProgressMode {
    case silent, summary, bar
}

/// Prints each scene's diagnostics together, in input order, and on a terminal keeps a progress bar
/// on the last line of stderr. Called one event at a time by the batch builder.
final class BuildReporter: @unchecked Sendable {
    let mode: ProgressMode
    let total: Int
    /// Count each outcome's files rather than its scene (a build over rows and locales).
    let countsFiles: Bool
    // Only touched from BatchBuilder's serialised event callback, then from the main thread after it.
    private var current: String?
    private var completed = 0
    private var barShown = false
    /// Every diagnostic printed so far, notes included: one that does not depend on the row (a `--set`
    /// name no scene uses, a scene's own warning) is said once, not once per row of a data build.
    private var printed: Set<String> = []

    init(mode: ProgressMode, total: Int, countsFiles: Bool = false) {
        self.mode = mode
        self.total = total
        self.countsFiles = countsFiles
    }

    func handle(_ event: BatchBuilder.Event) {
        switch event {
        case .started(_, let scene):
            current = scene
        case .finished(_, let outcome, let completed):
            self.completed = countsFiles ? self.completed + outcome.outputs.count : completed
            clearBar()
            // The outcome holds each diagnostic once (layout's warnings merged across scales); outcomes of
            // other rows may hold it again.
            Diagnostics.print(outcome.diagnostics.filter { printed.insert($0.description).inserted })
            if let failure = outcome.failure { _ = Diagnostics.report(failure) }
        }
        drawBar()
    }

    func finish() {
        clearBar()
    }

    private func drawBar() {
        guard mode == .bar else { return }
        writeStderr("\r\u{1B}[2K" + ProgressLine.text(completed: completed, total: total, current: current))
        barShown = true
    }

    private func clearBar() {
        guard barShown else { return }
        writeStderr("\r\u{1B}[2K")
        barShown = false
    }
}

/// Writes text to stderr as it is (no newline added): the progress bar's carriage returns.
func writeStderr(_ text: String) {
    let bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
        let n = bytes.withUnsafeBytes { buffer in
            buffer.baseAddress.map { write(2, $0 + offset, buffer.count - offset) } ?? -1
        }
        if n <= 0 { break }
        offset += n
    }
}
