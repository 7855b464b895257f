import Scenec

/// The scenes being previewed and the last good picture of each: renders them on the workers when
/// they or a file they use change, and tells the open pages (through `subscribe`) that something did.
///
/// An actor, so requests, render results and file changes touch the entries one at a time; renders
/// themselves run on `RenderWorkers`, never here, so a slow scene never holds up a request.
public actor PreviewStore {
    struct Entry {
        let id: String
        let path: String
        /// Bumped by every finished render, good or bad.
        var version = 0
        /// Bumped by every good render only: the pictures' cache key, so a broken save does not make
        /// the page load the same last good picture again.
        var pictureVersion = 0
        var png: [UInt8]?
        /// The render list of the last good render: its SVG is written the first time a page asks for
        /// it (`svg`, kept until the next good render).
        var list: RenderList?
        var svg: [UInt8]?
        var errors: [ProblemView] = []
        var warnings: [ProblemView] = []
        var dependencies: Set<String>
        var rendering = false
        /// Changed again while rendering: render once more when the current render ends.
        var dirty = false
        /// The themes the scene declares besides `default`, from its last render that loaded it.
        var themes: [String] = []
        /// The locales the scene declares, from its last render that loaded it.
        var locales: [String] = []
        /// Pictures of other variants than the served one (the page's switches), rendered when asked
        /// for and kept until the next good render of the served picture.
        var variants: [PreviewVariant: VariantPicture] = [:]
    }

    /// A variant's picture and the served picture's version it was rendered beside.
    struct VariantPicture {
        var pictureVersion: Int
        var png: [UInt8]
        var list: RenderList
        var svg: [UInt8]?
    }

    /// How many variants a scene keeps: each is a full render, and the page shows one at a time.
    static let variantsKept = 6

    private let arguments: [String]
    private let scale: Double
    private let options: CompileOptions
    /// `serve --data`: the rows a picture's `?row=N` may choose.
    private let data: DataTable?
    private let workers: RenderWorkers
    private let workerCount: Int
    private var entries: [String: Entry] = [:]
    private var order: [String] = []
    private var generation = 0
    private var listeners: [Int: AsyncStream<Int>.Continuation] = [:]
    private var nextListener = 0
    private var dependencyObserver: (@Sendable (Set<String>) -> Void)?

    /// A store for the scenes named by `arguments` (files and folders, as `scenec build` takes them).
    /// Throws an `.io` `ServeError` when its render threads cannot be started.
    public init(arguments: [String], scale: Double, options: CompileOptions, workers: Int, data: DataTable? = nil) throws(ServeError) {
        self.data = data
        self.arguments = arguments
        self.scale = scale
        self.options = options
        workerCount = max(1, workers)
        do {
            self.workers = try RenderWorkers(count: workerCount)
        } catch {
            throw ServeError(message: "error: \(error.message)", status: .io)
        }
    }

    /// Finds the scenes and starts rendering them all. Throws `.io` when an argument does not exist.
    public func start(onDependencies: @escaping @Sendable (Set<String>) -> Void) throws(ScenecError) {
        dependencyObserver = onDependencies
        try rescan()
    }

    /// Called with every batch of changed files (canonical paths): re-renders the scenes that use one,
    /// and picks up scenes added to or removed from a folder.
    public func filesChanged(_ batch: Set<String>) {
        let known = Set(order)
        // A rescan renders the scenes it adds; the loop below re-renders only the ones known before.
        if arguments.contains(where: FileIO.isDirectory) { try? rescan() }
        for id in order where known.contains(id) {
            guard let entry = entries[id], !entry.dependencies.isDisjoint(with: batch) else { continue }
            schedule(id)
        }
    }

    /// A stream that yields the new generation number whenever a scene's picture or problems changed.
    public func subscribe() -> AsyncStream<Int> {
        let (stream, continuation) = AsyncStream.makeStream(of: Int.self, bufferingPolicy: .bufferingNewest(1))
        let key = nextListener
        nextListener += 1
        listeners[key] = continuation
        continuation.onTermination = { [weak self] _ in
            Task { await self?.removeListener(key) }
        }
        continuation.yield(generation)
        return stream
    }

    /// The page's view of every scene.
    public func state() -> PageState {
        PageState(generation: generation, scale: scale, scenes: order.compactMap { entries[$0] }.map { entry in
            let size = entry.png.flatMap(PNGSize.init)
            return PageState.Scene(id: entry.id, version: entry.version, pictureVersion: entry.pictureVersion, hasPicture: entry.png != nil,
                                   width: size.map { Double($0.width) / scale }, height: size.map { Double($0.height) / scale },
                                   rendering: entry.rendering || entry.version == 0,
                                   errors: entry.errors, warnings: entry.warnings, themes: ["default"] + entry.themes,
                                   locales: entry.locales)
        }, theme: options.theme ?? "default", scales: PreviewVariant.scales, locale: options.locale, rows: data?.rows.count ?? 0)
    }

    /// The last good picture of scene `id` in `format`, or nil when there is no such scene or picture.
    /// The SVG is written on a worker the first time it is asked for after a render.
    public func picture(id: String, format: OutputFormat) async -> [UInt8]? {
        guard let entry = entries[id] else { return nil }
        switch format {
        case .png: return entry.png
        case .svg:
            if let svg = entry.svg { return svg }
            guard let list = entry.list else { return nil }
            let version = entry.pictureVersion, path = entry.path
            let svg = await workers.run { SceneRender.svg(list, scene: path) }
            if let svg, var current = entries[id], current.path == path, current.pictureVersion == version {
                current.svg = svg
                entries[id] = current
            }
            return svg
        case .pdf, .webp, .jpg, .ico, .vector, .icns: return nil  // the preview renders PNG and SVG only
        }
    }

    /// The picture of scene `id` in `format` and `variant` (another theme, scale, locale or data row
    /// than the served one): rendered on a worker the first time it is asked for after each good render
    /// of the scene. Nil when there is no such scene or row, the scene does not declare the theme, or
    /// the variant fails to render.
    func picture(id: String, format: OutputFormat, variant asked: PreviewVariant) async -> [UInt8]? {
        let variant = asked.normalized(servedTheme: options.theme ?? "default", servedScale: scale)
        guard variant != .served else { return await picture(id: id, format: format) }
        guard let entry = entries[id], entry.png != nil else { return nil }
        if let theme = variant.theme, theme != "default", !entry.themes.contains(theme) { return nil }
        let version = entry.pictureVersion, path = entry.path
        var kept = entry.variants[variant].flatMap { $0.pictureVersion == version ? $0 : nil }
        if kept == nil {
            guard let renderOptions = variant.options(options, data: data) else { return nil }
            let variantScale = variant.scale ?? scale
            let result = await workers.run { SceneRender.render(path: path, scale: variantScale, options: renderOptions) }
            guard case .rendered(let png, let list, _)? = result?.outcome else { return nil }
            kept = VariantPicture(pictureVersion: version, png: png, list: list)
        }
        guard var picture = kept else { return nil }
        switch format {
        case .png: break
        case .svg:
            if picture.svg == nil {
                let list = picture.list
                picture.svg = await workers.run { SceneRender.svg(list, scene: path) }
            }
        case .pdf, .webp, .jpg, .ico, .vector, .icns: return nil  // the preview renders PNG and SVG only
        }
        // Kept only when the scene has not been rendered again meanwhile: then it is of the picture shown.
        if var current = entries[id], current.path == path, current.pictureVersion == version {
            if current.variants[variant] == nil && current.variants.count >= Self.variantsKept { current.variants.removeAll() }
            current.variants[variant] = picture
            entries[id] = current
        }
        return format == .svg ? picture.svg : picture.png
    }

    /// Whether every scene has been rendered at least once and none is rendering now.
    public func isSettled() -> Bool {
        order.allSatisfy { entries[$0].map { !$0.rendering && $0.version > 0 } ?? true }
    }

    /// Ends every subscription (so WebSocket connections close) and stops the render threads.
    public func shutdown() {
        for continuation in listeners.values { continuation.finish() }
        listeners.removeAll()
        workers.stop(threads: workerCount)
    }

    private func removeListener(_ key: Int) {
        listeners[key] = nil
    }

    private func rescan() throws(ScenecError) {
        let inputs = try SceneFinder.inputs(for: arguments)
        var ids: [String] = []
        for input in inputs {
            let id = input.relativePath.hasSuffix(".xml") ? String(input.relativePath.dropLast(4)) : input.relativePath
            guard !ids.contains(id) else { continue }
            ids.append(id)
            if entries[id] == nil {
                entries[id] = Entry(id: id, path: input.path, dependencies: [PathName.canonical(input.path)])
                schedule(id)
            }
        }
        let removed = Set(order).subtracting(ids)
        for id in removed { entries[id] = nil }
        if ids != order {
            order = ids
            announce()
        }
    }

    private func schedule(_ id: String) {
        guard var entry = entries[id] else { return }
        if entry.rendering {
            entry.dirty = true
            entries[id] = entry
            return
        }
        entry.rendering = true
        entries[id] = entry
        let path = entry.path, scale = scale, options = options
        workers.submit { [weak self] in
            let result = SceneRender.render(path: path, scale: scale, options: options)
            Task { await self?.finished(id: id, path: path, result: result) }
        }
    }

    private func finished(id: String, path: String, result: RenderResult) {
        // The scene may have been removed (or replaced by another file of the same name) meanwhile.
        guard var entry = entries[id], entry.path == path else { return }
        entry.rendering = false
        entry.version += 1
        switch result.outcome {
        case .rendered(let png, let list, let warnings):
            entry.png = png
            entry.list = list
            entry.svg = nil
            entry.pictureVersion += 1
            entry.variants.removeAll()
            entry.errors = []
            entry.warnings = warnings
        case .failed(let problems):
            // Keep the last good picture: the page shows the problems over it.
            entry.errors = problems.filter { $0.severity == "error" }
            entry.warnings = problems.filter { $0.severity != "error" }
        }
        if let themes = result.themes { entry.themes = themes }
        if let locales = result.locales { entry.locales = locales }
        if let dependencies = result.dependencies, dependencies != entry.dependencies {
            entry.dependencies = dependencies
            dependencyObserver?(dependencies)
        }
        let again = entry.dirty
        entry.dirty = false
        entries[id] = entry
        announce()
        if again { schedule(id) }
    }

    private func announce() {
        generation += 1
        for continuation in listeners.values { continuation.yield(generation) }
    }
}

/// Width and height of a PNG from its IHDR chunk.
struct PNGSize {
    var width: Int
    var height: Int

    init?(_ bytes: [UInt8]) {
        guard bytes.count >= 24, bytes[12..<16].elementsEqual("IHDR".utf8) else { return nil }
        func be32(_ offset: Int) -> Int { bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) } }
        width = be32(16)
        height = be32(20)
    }
}
