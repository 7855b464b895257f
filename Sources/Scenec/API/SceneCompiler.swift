import ScenecCairo
import ScenecCore
import ScenecLayout
import ScenecModel
import ScenecSVG
import ScenecVector
import ScenecXML

/// Compiles scenes in-process: load and validate, lay out at a scale, render to SVG, PNG, PDF, WebP,
/// JPEG or ICO.
/// The `scenec` command is a thin shell over this.
///
/// ```swift
/// let loaded = try SceneCompiler.load(path: "key.xml")
/// let png = try SceneCompiler.compile(loaded, format: .png, scale: 2)
/// try png.write(to: "key@2x.png")
/// ```
public enum SceneCompiler {
    /// A scene that parsed and validated, with the images it uses decoded (per-scale files
    /// included). Compile it at any number of scales and formats; it is not laid out until then, and
    /// each scale draws its own files.
    public struct Loaded: Sendable {
        /// The path (or name) the scene's diagnostics are located in.
        public let file: String
        /// The options it was loaded with; they apply to every compile of it.
        public let options: CompileOptions
        /// Warnings found while reading the scene and its images. Layout's warnings (a font that fell
        /// back) come with each compile.
        public let warnings: [Diagnostic]
        /// The validated scene tree; images without a size get theirs per scale.
        package let scene: Scene
        /// The image files by `href` as written (the key layout finds them by).
        package let images: ImageAssets
        /// The token themes the scene (and its includes) declares, sorted, without "default": what
        /// `--theme` may name besides "default".
        public let themes: [String]
        /// The `<library>` files the scene includes, as read (paths for depfiles, bytes for up-to-date keys).
        public let includes: [IncludedSource]
        /// The locales the scene, its libraries and their string tables declare, sorted: what
        /// `--locale` may name.
        public let locales: [String]
        /// The string tables' files (`<strings href>`), as read: dependencies like the includes.
        public let stringFiles: [IncludedSource]
        /// The scene's own fonts (`<font href>`, `--no-system-fonts`); nil: the system's.
        package var fonts: FontSet? = nil
        /// The font files it names, as resolved paths (dependencies like images).
        public var fontFiles: [String] = []
        /// The first `<font>` naming each file of `fonts` (by its path there: a web font's decoded file).
        package var fontLocations: [String: SourceLocation] = [:]

        /// The scene substituted and expanded, for the schema (nil without tokens, includes or components).
        package let expanded: XMLElement?

        /// The paths of the included files, in the order first included.
        public var includedFiles: [String] { includes.map(\.file) }

        /// The same load drawing `scene` instead (a part of the scene: `ScenePart`).
        package func drawing(_ scene: Scene) -> Loaded {
            var part = Loaded(file: file, options: options, warnings: warnings, scene: scene, images: images, themes: themes,
                              includes: includes, locales: locales, stringFiles: stringFiles, expanded: expanded)
            part.fonts = fonts
            part.fontFiles = fontFiles
            part.fontLocations = fontLocations
            return part
        }
    }

    /// A render list and every warning of the scene it was laid out from.
    package struct LaidOut: Sendable {
        package var renderList: RenderList
        /// Load's warnings and layout's, each once, in file order.
        package var warnings: [Diagnostic]
    }

    /// Reads and validates a scene file. Throws `.invalidScene` with every diagnostic, or `.io` when the
    /// file cannot be read.
    public static func load(path: String, options: CompileOptions = CompileOptions()) throws(ScenecError) -> Loaded {
        let source = try FileIO.read(path, limit: Limits.documentBytes)
        return try load(source: source, file: path, options: options)
    }

    /// Validates a scene given as bytes; `file` names it in diagnostics, and relative image and include
    /// paths resolve against its folder. The token theme is `options.theme`; asking for one the scene
    /// does not declare is an error. Throws `.invalidScene` with every diagnostic.
    public static func load(source: [UInt8], file: String, options: CompileOptions = CompileOptions()) throws(ScenecError) -> Loaded {
        try load(source: source, file: file, options: options, cache: nil)
    }

    /// The same, taking image files already decoded by this build from `cache`.
    package static func load(source: [UInt8], file: String, options: CompileOptions, cache: LoadCache?) throws(ScenecError) -> Loaded {
        let policy = HrefPolicy(file: file, allowedPaths: options.allowedPaths)
        var choice = TokenChoice(theme: options.theme, locale: options.locale, overrides: options.tokens)
        choice.ignoredColumns = options.ignoredColumns
        let result = SceneParser.parse(source: source, file: file, choice: choice,
                                       include: IncludeFiles.loader(scene: file, policy: policy),
                                       strings: StringsFiles.loader(scene: file, policy: policy, sourceLocale: options.sourceLocale, locale: options.locale,
                                                                    cache: cache),
                                       tokens: IncludeFiles.loader(scene: file, policy: policy, target: .tokens))
        // SVG icons are measured with librsvg: a machine without it is an input/output failure (exit 3).
        try SVGIconFile.requireLibrary(for: result.imageReferences, scene: file)
        // Image files are checked even when the scene has errors, so every problem is reported at once.
        let (assets, problems) = ImageAssets.load(result.imageReferences, policy: policy, cache: cache)
        let systemFonts = options.systemFonts && result.scene?.systemFonts != false
        let fonts = FontFiles.load(result.scene?.fonts ?? [], scene: file, systemFonts: systemFonts, policy: policy, cache: cache)
        let diagnostics = (result.diagnostics + problems + fonts.diagnostics
                           + FontFiles.iconTextWarnings(result.imageReferences, icons: assets.icons, systemFonts: systemFonts)).sortedByLocation()
        guard let scene = result.scene, !diagnostics.hasErrors else { throw .invalidScene(diagnostics) }
        // No layout here: layout runs once per scale in `compile`, and its warnings come from there.
        var loaded = Loaded(file: file, options: options, warnings: diagnostics, scene: scene, images: assets,
                            themes: result.themes, includes: result.includes, locales: result.locales, stringFiles: result.stringFiles,
                            expanded: result.expanded)
        loaded.fonts = fonts.fonts
        loaded.fontFiles = fonts.files
        loaded.fontLocations = fonts.locations
        return loaded
    }

    /// The reader `load` gives the parser for a scene's `<strings href>` (for tests that parse a scene
    /// file themselves, as `load` would read it).
    package static func stringsLoader(scene file: String, options: CompileOptions = CompileOptions()) -> StringsLoader {
        StringsFiles.loader(scene: file, policy: HrefPolicy(file: file, allowedPaths: options.allowedPaths), sourceLocale: options.sourceLocale,
                            locale: options.locale)
    }

    /// The locales a scene, its libraries and their string tables declare (for `--locale all`), or nil
    /// when the file cannot be read; a scene with errors still lists what it declares.
    package static func declaredLocales(path: String, options: CompileOptions, cache: LoadCache? = nil) -> [String]? {
        // A scene that declares nothing because a table cannot be read is built to report that error.
        guard let found = declaration(path: path, options: options, cache: cache), !(found.locales.isEmpty && !found.errors.isEmpty) else { return nil }
        return found.locales
    }

    /// The locales a scene declares and, when it declares none, the errors that may be why (a string
    /// table that cannot be read): `--locale all` reports those instead of "no locales".
    package static func declaration(path: String, options: CompileOptions, cache: LoadCache? = nil) -> (locales: [String], errors: [Diagnostic])? {
        guard let source = try? FileIO.read(path, limit: Limits.documentBytes) else { return nil }
        let policy = HrefPolicy(file: path, allowedPaths: options.allowedPaths)
        let result = SceneParser.parse(source: source, file: path, choice: TokenChoice(), include: IncludeFiles.loader(scene: path, policy: policy),
                                       strings: StringsFiles.loader(scene: path, policy: policy, sourceLocale: options.sourceLocale, cache: cache),
                                       tokens: IncludeFiles.loader(scene: path, policy: policy, target: .tokens))
        return (result.locales, result.diagnostics.filter { $0.severity == .error })
    }

    /// Lays a loaded scene out and renders it in `format` at `scale` device pixels per point.
    /// Throws `.invalidScene` for problems that depend on the scale (a canvas too large), `.render`
    /// when the raster backend cannot draw it.
    public static func compile(_ loaded: Loaded, format: OutputFormat, scale: Double) throws(ScenecError) -> CompiledOutput {
        let plain = try layout(loaded, scale: scale, colorGlyphImages: false, outlinesText: format.descriptor.outlinesText)
        let laidOut = format == .svg ? forSVG(plain, of: loaded) : plain
        let bytes = try render(laidOut.renderList, of: loaded, as: format)
        return CompiledOutput(bytes: bytes, format: format, scale: scale, warnings: laidOut.warnings)
    }

    /// Loads, lays out and renders one scene file in one step.
    public static func compile(path: String, format: OutputFormat, scale: Double,
                               options: CompileOptions = CompileOptions()) throws(ScenecError) -> CompiledOutput {
        try compile(load(path: path, options: options), format: format, scale: scale)
    }

    /// The one layout pass for `scale`, with the scene's warnings. Errors come with every warning, so
    /// a failed scene's diagnostics print together.
    /// With `--text-as-paths`, colour emoji get the images an SVG carries for them
    /// (`withColorGlyphImages`), unless `colorGlyphImages` is false: a caller that draws only rasters
    /// or PDF from the layout asks not to pay for them, nor hear their warnings.
    /// `outlinesText` sets text as paths whatever the options say (for a format with no text, a
    /// VectorDrawable).
    package static func layout(_ loaded: Loaded, scale: Double, colorGlyphImages: Bool = true, outlinesText: Bool = false) throws(ScenecError) -> LaidOut {
        var layoutOptions = LayoutOptions(scale: scale, textAsPaths: loaded.options.textAsPaths || outlinesText,
                                          images: loaded.images.bitmaps(at: scale), icons: loaded.images.icons)
        layoutOptions.fonts = loaded.fonts
        // A text without `lang` is in the locale being built (issue 25), unless the caller says otherwise.
        layoutOptions.defaultLanguage = loaded.options.defaultLanguage ?? loaded.options.locale
        // Natural sizes depend on the scale: `trash@3x.png` is a third of its pixels in points.
        let scene = loaded.images.withNaturalSizes(loaded.scene, at: scale)
        let result = Layout.renderList(for: scene, options: layoutOptions)
        // Icons with filters drawn past what librsvg can be trusted with: known only once placed.
        let iconProblems = result.renderList.map(IconDrawCheck.problems) ?? []
        let diagnostics = (loaded.warnings + result.diagnostics + iconProblems).deduplicatedInFileOrder()
        guard var list = result.renderList, !diagnostics.hasErrors else { throw .invalidScene(diagnostics) }
        // Backdrop blurs are pixels of what lies beneath: computed once here, drawn alike by every backend.
        do {
            list = try BackdropResolver.resolve(list)
        } catch {
            throw .render(scene: loaded.file, format: .png, message: "\(error)")
        }
        let laidOut = LaidOut(renderList: loaded.images.applyLinkPolicy(list, linkImages: loaded.options.linkImages), warnings: diagnostics)
        return colorGlyphImages ? withColorGlyphImages(laidOut, of: loaded) : laidOut
    }

    /// `laidOut` as an SVG with `--text-as-paths` draws it: colour emoji have no outlines, so their
    /// pixels, drawn once here by cairo, go on their runs (`ColorGlyphResolver`); unchanged otherwise.
    package static func withColorGlyphImages(_ laidOut: LaidOut, of loaded: Loaded) -> LaidOut {
        guard loaded.options.textAsPaths else { return laidOut }
        let colorGlyphs = ColorGlyphResolver.resolve(laidOut.renderList)
        return LaidOut(renderList: colorGlyphs.list, warnings: (laidOut.warnings + colorGlyphs.warnings).deduplicatedInFileOrder())
    }

    /// `laidOut` as an SVG draws it: with `--text-as-paths` its colour emoji images
    /// (`withColorGlyphImages`); without it, with `--svg-fonts outline` (the default), text in the
    /// scene's own fonts as outlines (`ProjectFontOutlines`), since other renderers cannot see those
    /// fonts. Only for SVG: the PNG and PDF draw glyphs themselves and must not change.
    package static func forSVG(_ laidOut: LaidOut, of loaded: Loaded) -> LaidOut {
        guard !loaded.options.textAsPaths else { return withColorGlyphImages(laidOut, of: loaded) }
        guard loaded.options.svgFonts == .outline else {
            // `embed` keeps the text and embeds its fonts as `@font-face`, which only browsers read: said
            // at each font, so no one ships an SVG that other renderers draw in a fallback face unknowingly.
            let embedded = ProjectFontEmbedding.embed(laidOut.renderList, fonts: loaded.fonts, locations: loaded.scene.fonts.map(\.location),
                                                      fontLocations: loaded.fontLocations)
            return LaidOut(renderList: embedded.list, warnings: (laidOut.warnings + embedded.warnings).deduplicatedInFileOrder())
        }
        let outlined = ProjectFontOutlines.outline(laidOut.renderList, fonts: loaded.fonts)
        return LaidOut(renderList: outlined.list, warnings: (laidOut.warnings + outlined.warnings).deduplicatedInFileOrder())
    }

    /// Whether an SVG of `loaded` needs its own render list (`forSVG` changes it).
    package static func needsSVGRenderList(_ loaded: Loaded) -> Bool {
        loaded.options.textAsPaths || !(loaded.fonts?.files.isEmpty ?? true)
    }

    /// The render list an SVG of `loaded` at `scale` is written from (`forSVG`; warnings dropped).
    package static func svgRenderList(for loaded: Loaded, scale: Double) throws(ScenecError) -> RenderList {
        try forSVG(layout(loaded, scale: scale, colorGlyphImages: false), of: loaded).renderList
    }

    /// Lays the scene out for `scale` device pixels per point (warnings dropped: for tests of the
    /// render list itself).
    package static func renderList(for loaded: Loaded, scale: Double) throws(ScenecError) -> RenderList {
        try layout(loaded, scale: scale).renderList
    }

    /// The bytes of one output file of `loaded` laid out as `list`: with its `--quality`, its
    /// background (for JPEG) and its layout at other scales (for ICO).
    /// `drawnPrefix`: see `RenderRequest.drawnPrefix`.
    package static func render(_ list: RenderList, of loaded: Loaded, as format: OutputFormat,
                               drawnPrefix: (@Sendable (RenderList) -> DrawnPrefix?)? = nil) throws(ScenecError) -> [UInt8] {
        let outlines = format.descriptor.outlinesText
        var request = RenderRequest(list: list, quality: loaded.options.quality, background: loaded.scene.background,
                                    layout: { scale in try layout(loaded, scale: scale, colorGlyphImages: false, outlinesText: outlines).renderList })
        request.drawnPrefix = drawnPrefix
        return try render(request, as: format, scene: loaded.file)
    }

    /// The bytes of one output file of a render list with no scene behind it (default options); `scene`
    /// names it in a `.render` error.
    package static func render(_ list: RenderList, as format: OutputFormat, scene: String = "<render list>") throws(ScenecError) -> [UInt8] {
        try render(RenderRequest(list: list), as: format, scene: scene)
    }

    /// The bytes of one output file; `scene` names the scene in a `.render` error.
    package static func render(_ request: RenderRequest, as format: OutputFormat, scene: String) throws(ScenecError) -> [UInt8] {
        do {
            return try format.descriptor.render(request)
        } catch let refusal as VectorDrawableRefusal {
            // What the format cannot draw is the scene's problem, at its nodes (exit status 1).
            throw .invalidScene(refusal.problems.map { problem in
                .error(problem.message, at: problem.origin?.location ?? SourceLocation(file: scene, line: 1, column: 1))
            })
        } catch {
            // An icon librsvg cannot draw (its helper process died on it) is the scene's problem, at the image.
            if case CairoError.iconNotDrawn(_, let location?, let reason) = error {
                throw .invalidScene([.error("href: this SVG icon cannot be drawn here, \(reason); it is refused", at: location)])
            }
            throw .render(scene: scene, format: format, message: "\(error)")
        }
    }
}
