import ScenecCore

extension BatchBuilder {
    /// Loads one scene once per theme, skips outputs already up to date, lays it out once per theme
    /// and scale still needed, renders every pending output, and only then writes them: a scene
    /// failing in one theme or at one scale writes nothing. Every theme is loaded even after one
    /// failed, so all of a scene's errors (a theme it does not define, a token a theme breaks) are
    /// reported at once. Every output carries its up-to-date key (`OutputKey`).
    /// `rowLayers`: what the rows of a data build share, drawn once (nil: every row drawn whole).
    package static func buildScene(_ scene: String, jobs: [BuildJob], options: Options, cache: LoadCache = LoadCache(),
                                   rowLayers: SharedRowLayers? = nil) -> SceneOutcome {
        var outcome = SceneOutcome(scene: scene, outputs: jobs.map(\.output))
        outcome.row = jobs.first?.row
        do throws(ScenecError) {
            let source = try cache.read(scene)
            var themes: [ThemeBuild] = []
            for (variant, themeJobs) in group(jobs, by: \.variant) {
                do throws(ScenecError) {
                    themes.append(try loadTheme(variant, scene: scene, source: source, jobs: themeJobs, options: options, cache: cache, outcome: &outcome))
                } catch {
                    outcome.record(error)
                    if outcome.failure != nil { return outcome }
                }
            }
            guard !outcome.failed else { return outcome }
            try refuseOverwritingInputs(jobs.map(\.output), inputs: outcome.dependencies)
            var files: [(path: String, bytes: [UInt8])] = []
            for theme in themes {
                files += try render(theme, scene: scene, options: options, outcome: &outcome, rowLayers: rowLayers)
            }
            for file in files {
                try FileIO.writeAtomically(file.bytes, to: file.path, creatingFolders: true)
                outcome.written.append(file.path)
            }
        } catch {
            outcome.record(error)
        }
        return outcome
    }

    /// One theme of a scene, loaded, with the jobs whose outputs are not up to date.
    struct ThemeBuild {
        var loaded: SceneCompiler.Loaded
        var pending: [(job: BuildJob, key: OutputKey)]
    }

    /// Loads the scene with `theme`'s tokens, adds its warnings and dependencies to `outcome`, and
    /// sorts out the jobs already up to date. A theme's tokens may name other image files, so each
    /// theme's images count.
    static func loadTheme(_ variant: BuildJob.Variant, scene: String, source: [UInt8], jobs: [BuildJob], options: Options,
                          cache: LoadCache, outcome: inout SceneOutcome) throws(ScenecError) -> ThemeBuild {
        var compile = options.compile
        // "default" and nil are the same tokens, so they make the same key.
        compile.theme = variant.theme == ThemeNames.defaultName ? nil : variant.theme
        compile.locale = variant.locale
        // The row's columns override `--set`, which overrides the scene's tokens.
        compile.tokens += jobs.first?.row?.tokens ?? []
        let loaded = try SceneCompiler.load(source: source, file: scene, options: compile, cache: cache)
        outcome.diagnostics = (outcome.diagnostics + loaded.warnings).deduplicatedInFileOrder()
        // An app icon's scale follows from the scene's size, so it is known only now.
        let fitted = try resolvingFits(resolvingParts(jobs, loaded: loaded), loaded: loaded)
        // An optional part the scene does not have (an adaptive icon's monochrome layer) is no output.
        let dropped = Set(jobs.map(\.output)).subtracting(fitted.map(\.output))
        outcome.outputs.removeAll { dropped.contains($0) }
        let jobs = fitted
        let images = imageFiles(of: loaded, scene: scene, scales: jobs.map(\.scale))
        let themeDependencies = [scene] + loaded.includedFiles + loaded.stringFiles.map(\.file) + images + loaded.fontFiles
        outcome.dependencies += themeDependencies.filter { !outcome.dependencies.contains($0) }
        var contents: [String: [UInt8]] = [:]
        for path in images { contents[path] = try cache.read(path, limit: Limits.imageFileBytes) }
        // Fonts change every glyph: their bytes are part of every output's key.
        let fontContents = try loaded.fontFiles.map { path throws(ScenecError) in try cache.read(path, limit: Limits.fontFileBytes) }
        var pending: [(job: BuildJob, key: OutputKey)] = []
        for job in jobs {
            // Each output depends on the image files drawn at its scale (per-scale files differ), and on
            // the included libraries' bytes as parsed, so the key matches what was built.
            let used = imageFiles(of: loaded, scene: scene, scales: [job.scale])
            // A part is named in the key, so the key says what the file draws (never the case for the
            // outputs of before, whose keys stay as they were).
            let part = job.part.map { [Array("part \($0)".utf8)] } ?? []
            // Keys of scenes without fonts of their own stay what they were.
            let fontInputs = loaded.fonts.map { [Array("fonts, system fonts \($0.systemFonts)".utf8)] + fontContents } ?? []
            let inputs = [source] + loaded.includes.map(\.bytes) + loaded.stringFiles.map(\.bytes) + used.compactMap { contents[$0] } + part + fontInputs
            let dependencies = [scene] + loaded.includedFiles + loaded.stringFiles.map(\.file) + used + loaded.fontFiles + options.extraDependencies
            let key = OutputKey(format: job.format, scale: job.scale, options: compile, inputs: inputs)
            if !options.force,
               UpToDate.isUpToDate(output: job.output, format: job.format, key: key, dependencies: dependencies) {
                outcome.upToDate.append(job.output)
            } else {
                pending.append((job, key))
            }
        }
        return ThemeBuild(loaded: loaded, pending: pending)
    }

    /// The stamped bytes of a theme's pending outputs, laid out once per scale.
    static func render(_ theme: ThemeBuild, scene: String, options: Options, outcome: inout SceneOutcome,
                       rowLayers: SharedRowLayers? = nil) throws(ScenecError) -> [(path: String, bytes: [UInt8])] {
        var files: [(path: String, bytes: [UInt8])] = []
        var layouts: [LayoutKey: SceneCompiler.LaidOut] = [:]
        for (job, key) in theme.pending {
            var laidOut: SceneCompiler.LaidOut
            let loaded = job.part.map { theme.loaded.drawing($0.scene(theme.loaded.scene)) } ?? theme.loaded
            // One layout per scale and part; an SVG's colour emoji images only for SVG outputs.
            // A format without text (a VectorDrawable) has its own layout, with text as outlines.
            let outlines = job.format.descriptor.outlinesText
            let layoutKey = LayoutKey(scale: job.scale, part: job.part, colorGlyphImages: job.format == .svg && SceneCompiler.needsSVGRenderList(loaded),
                                      outlinesText: outlines)
            if let cached = layouts[layoutKey] {
                laidOut = cached
            } else {
                let plainKey = LayoutKey(scale: job.scale, part: job.part, colorGlyphImages: false, outlinesText: outlines)
                if let plain = layouts[plainKey] {
                    laidOut = plain
                } else {
                    laidOut = try SceneCompiler.layout(loaded, scale: job.scale, colorGlyphImages: false, outlinesText: outlines)
                    layouts[plainKey] = laidOut
                }
                if layoutKey.colorGlyphImages {
                    laidOut = SceneCompiler.forSVG(laidOut, of: loaded)
                    layouts[layoutKey] = laidOut
                }
                outcome.diagnostics = (outcome.diagnostics + laidOut.warnings).deduplicatedInFileOrder()
            }
            let list = job.part.map { $0.cut(laidOut.renderList) } ?? laidOut.renderList
            // A data row starts from the layers the rows before it drew alike.
            let shared = job.row == nil ? nil : rowLayers.map { layers in
                let key = SharedRowLayers.Key(scene: scene, theme: job.theme, locale: job.locale, scale: job.scale, part: job.part,
                                              colorGlyphImages: layoutKey.colorGlyphImages)
                return { @Sendable (list: RenderList) in layers.prefix(for: list, key: key) }
            }
            let bytes = try SceneCompiler.render(list, of: loaded, as: job.format, drawnPrefix: shared)
            try checkOpaque(bytes, job: job, loaded: theme.loaded)
            files.append((job.output, key.stamped(bytes, format: job.format)))
        }
        return files
    }

    /// One layout of a theme: a scale, of the whole scene or of a part.
    struct LayoutKey: Hashable {
        var scale: Double
        var part: ScenePart?
        /// Whether the layout carries colour emoji images (`--text-as-paths` SVG).
        var colorGlyphImages: Bool
        /// Whether its text is outlines whatever the options say (a VectorDrawable's layout).
        var outlinesText: Bool
    }

    /// Throws `.io` when one of `outputs` is one of `inputs` (the same path, or the same file by
    /// device and inode through another path or a link): a build never overwrites what it reads.
    package static func refuseOverwritingInputs(_ outputs: [String], inputs: [String]) throws(ScenecError) {
        let collision = InputCollision(inputs: inputs)
        for output in outputs {
            if let input = collision.input(for: output) {
                throw .io(path: output, message: "is \(input), an input of this build; refusing to overwrite it (choose another output)")
            }
        }
    }

    /// The files besides the scene that a loaded scene was made from: its included libraries, then its
    /// images at every scale (what a watcher must watch).
    package static func inputFiles(of loaded: SceneCompiler.Loaded, scene: String) -> [String] {
        loaded.includedFiles + loaded.stringFiles.map(\.file) + imageFiles(of: loaded, scene: scene) + loaded.fontFiles
    }

    /// The image files a loaded scene uses at `scales` (the per-scale file where one is drawn; nil:
    /// every file it loaded), as paths that exist: absolute as given, relative ones in the scene's
    /// folder. Sorted, without duplicates.
    package static func imageFiles(of loaded: SceneCompiler.Loaded, scene: String, scales: [Double]? = nil) -> [String] {
        let folder = scene.lastIndex(of: "/").map { String(scene[..<$0]) }
        var files: Set<String> = []
        for key in scales.map(loaded.images.hrefs(at:)) ?? loaded.images.allHrefs {
            // Relative hrefs name files in the scene's folder, never in the working directory.
            let path = key.hasPrefix("/") ? key : folder.map { $0 + "/" + key } ?? key
            if FileIO.exists(path) { files.insert(path) }
        }
        return files.sorted()
    }
}
