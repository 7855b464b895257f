import ScenecCairo
import ScenecCore
import ScenecSVG

/// `scenec diff`: compares two scenes, SVGs or PNGs (or two folders of them, file by file): a text
/// diff of the SVG annotated with the scene elements the lines came from, and a pixel comparison.
public enum DiffRunner {
    /// How two sides are rendered and compared.
    public struct Options: Sendable {
        /// Device pixels per point scenes and SVGs are drawn at.
        public var scale: Double
        /// Colour distance a pixel may change by, 0 to 1 (pixelmatch's YIQ threshold).
        public var threshold: Double
        /// Options scenes are compiled with.
        public var compile: CompileOptions

        /// Options; the defaults are those of `scenec diff`.
        public init(scale: Double = 1, threshold: Double = 0.1, compile: CompileOptions = CompileOptions()) {
            self.scale = scale
            self.threshold = threshold
            self.compile = compile
        }
    }

    /// One side of a comparison, loaded.
    public struct Side: Sendable {
        /// The file compared.
        public var path: String
        /// SVG lines in the review view (`ReviewText`: each text run as its string), when the side is a
        /// scene or an SVG.
        public var svgLines: [String]?
        /// For scene sides: per SVG line, the scene element that wrote it.
        public var origins: [Origin?]?
        /// The rendered (or decoded) image, when there is one.
        public var bitmap: Bitmap?
        /// For a scene: its XML, then each library it includes; for a library (an `.xml` file whose root
        /// is not `<scene>`): itself. Empty for SVG and PNG files.
        public var sources: [SourceFile] = []
        /// For a scene: the files it was made from besides itself (libraries, images at every scale),
        /// as paths; a folder comparison lists these as inputs, not as pictures of their own.
        public var inputs: [String] = []
    }

    /// A source file of a side, as lines.
    public struct SourceFile: Sendable {
        /// Its path, as diagnostics name it.
        public var path: String
        /// What pairs it with the other side's file: empty for the scene itself, else the path
        /// relative to the scene's folder.
        public var key: String
        /// Its lines.
        public var lines: [String]
    }

    /// What a file is to the scenes compared.
    public enum Role: String, Sendable {
        /// A scene, SVG or PNG reviewed as a picture of its own.
        case output
        /// A file a scene is made from: an image it draws, a library it includes.
        case input
    }

    /// How a pair of files compares.
    public enum Status: String, Sendable {
        /// No pixel changed beyond the threshold (or, without pixels, the SVG text is equal).
        case same
        /// Pixels (or, without pixels, SVG text) changed.
        case changed
        /// Only AFTER's folder has the file.
        case added
        /// Only BEFORE's folder has the file.
        case removed
    }

    /// The comparison of one pair of files.
    public struct FileDiff: Sendable {
        /// The name shown for the pair: the path below the compared folders, or AFTER's path.
        public var name: String
        /// BEFORE's side, nil when the file was added.
        public var before: Side?
        /// AFTER's side, nil when the file was removed.
        public var after: Side?
        /// The verdict.
        public var status: Status
        /// The annotated text diff, empty when the SVG text is equal or unavailable.
        public var textDiff: String
        /// The pixel comparison, when both sides have pixels.
        public var pixels: ImageDiff.Result?
        /// The diff of the scene's XML and of the libraries it includes that changed (`SourceDiff`);
        /// for a library, of itself. Empty when the sources are equal or the files are no scenes.
        public var sourceDiff: String = ""
        /// Whether the file is a picture under review or an input of the scenes.
        public var role: Role = .output
    }

    /// The result of `run`: every pair compared and every problem met.
    public struct Report: Sendable {
        /// BEFORE as given.
        public var before: String
        /// AFTER as given.
        public var after: String
        /// Whether two folders were compared (rather than two files).
        public var isFolderComparison: Bool
        /// The pairs, by name (folders: the path below them, sorted).
        public var files: [FileDiff]
        /// Problems that stopped a pair from being compared (invalid scenes, unreadable files).
        public var errors: [ScenecError]
        /// One warning per entry of a compared folder that was not compared (a symbolic link out of
        /// the folder, a FIFO), `path: warning: not compared: why`, so none goes unseen.
        public var warnings: [String] = []

        /// Whether any pair is not `.same`.
        public var hasChanges: Bool { files.contains { $0.status != .same } }
    }

    /// The files a folder comparison looks at.
    public static let comparableExtensions = ["xml", "svg", "png"]

    /// Compares `before` and `after`: two files, or two folders file by file.
    public static func run(before: String, after: String, options: Options) throws(ScenecError) -> Report {
        for path in [before, after] where !FileIO.exists(path) {
            throw .io(path: path, message: "no such file or folder")
        }
        let beforeIsFolder = FileIO.isDirectory(before), afterIsFolder = FileIO.isDirectory(after)
        if beforeIsFolder != afterIsFolder {
            throw .io(path: beforeIsFolder ? after : before, message: "compare a folder with a folder, or a file with a file")
        }
        if !beforeIsFolder {
            var errors: [ScenecError] = []
            let file = compareFiles(name: after, before: before, after: after, options: options, errors: &errors)
            return Report(before: before, after: after, isFolderComparison: false, files: file.map { [$0] } ?? [], errors: errors)
        }
        let root1 = trimSlash(before), root2 = trimSlash(after)
        let (names1, notes1) = try SceneFinder.filesAndNotes(in: root1, extensions: comparableExtensions)
        let (names2, notes2) = try SceneFinder.filesAndNotes(in: root2, extensions: comparableExtensions)
        let set1 = Set(names1), set2 = Set(names2)
        var files: [FileDiff] = []
        var errors: [ScenecError] = []
        for name in Set(names1 + names2).sorted() {
            let path1 = root1 + "/" + name, path2 = root2 + "/" + name
            switch (set1.contains(name), set2.contains(name)) {
            case (true, true):
                if let file = compareFiles(name: name, before: path1, after: path2, options: options, errors: &errors) {
                    files.append(file)
                }
            case (false, true):
                let side = try? load(path2, options: options)
                files.append(FileDiff(name: name, before: nil, after: side, status: .added, textDiff: "", pixels: nil))
            default:
                let side = try? load(path1, options: options)
                files.append(FileDiff(name: name, before: side, after: nil, status: .removed, textDiff: "", pixels: nil))
            }
        }
        let inputs = inputNames(files, roots: [root1, root2])
        for index in files.indices where inputs.contains(files[index].name) { files[index].role = .input }
        var report = Report(before: before, after: after, isFolderComparison: true, files: files, errors: errors)
        report.warnings = (notes1 + notes2).map { $0.replacing(": note: skipped: ", with: ": warning: not compared: ") }
        return report
    }

    /// The names (below the compared folders) of the files some scene on either side is made from (the
    /// libraries it includes, the images it draws): what the report lists as inputs.
    static func inputNames(_ files: [FileDiff], roots: [String]) -> Set<String> {
        let prefixes = roots.map { SourceDiff.normalized($0) + "/" }
        var names: Set<String> = []
        for file in files {
            for side in [file.before, file.after].compactMap({ $0 }) {
                for input in side.inputs {
                    let path = SourceDiff.normalized(input)
                    if let prefix = prefixes.first(where: { path.hasPrefix($0) }) { names.insert(String(path.dropFirst(prefix.count))) }
                }
            }
        }
        return names
    }

    static func trimSlash(_ path: String) -> String {
        path.hasSuffix("/") && path.count > 1 ? String(path.dropLast()) : path
    }

    static func compareFiles(name: String, before: String, after: String, options: Options,
                             errors: inout [ScenecError]) -> FileDiff? {
        let side1: Side, side2: Side
        do throws(ScenecError) {
            side1 = try load(before, options: options)
            side2 = try load(after, options: options)
        } catch {
            errors.append(error)
            return nil
        }
        var textDiff = ""
        var textChanged = false
        if let lines1 = side1.svgLines, let lines2 = side2.svgLines {
            let edits = TextDiff.diff(lines1, lines2)
            textChanged = TextDiff.hasChanges(edits)
            if textChanged { textDiff = format(edits, side1, side2) }
        }
        var pixels: ImageDiff.Result?
        if let bitmap1 = side1.bitmap, let bitmap2 = side2.bitmap {
            // Sizes that differ are compared on the larger canvas: each side may be within the limits
            // while a 1×25M and a 25M×1 image would pad to 625 trillion pixels.
            let width = max(bitmap1.width, bitmap2.width), height = max(bitmap1.height, bitmap2.height)
            guard width <= Limits.pixelSide, height <= Limits.pixelSide, width * height <= Limits.canvasPixels else {
                errors.append(.io(path: after, message: "cannot be compared with \(before): the two images together span \(width)×\(height) pixels; comparisons are limited to \(Limits.canvasPixels / 1024 / 1024) megapixels and \(Limits.pixelSide) pixels per side"))
                return nil
            }
            pixels = ImageDiff.compare(bitmap1, bitmap2, threshold: options.threshold)
        }
        // Pixels decide when both sides could be rendered; otherwise the SVG text does, and for a library
        // (no SVG, no pixels) its source.
        let sourceChanged = SourceDiff.differs(before: side1.sources, after: side2.sources)
        let hasPicture = side1.svgLines != nil || side1.bitmap != nil || side2.svgLines != nil || side2.bitmap != nil
        let changed = pixels.map { $0.changedPixels > 0 || $0.sizeDiffers } ?? (hasPicture ? textChanged : sourceChanged)
        return FileDiff(name: name, before: side1, after: side2, status: changed ? .changed : .same,
                        textDiff: textDiff, pixels: pixels,
                        sourceDiff: sourceChanged ? SourceDiff.format(before: side1.sources, after: side2.sources) : "")
    }

    /// Loads a side by its extension: a scene is laid out and rendered at `options.scale`, an SVG is
    /// read and drawn in-process with librsvg at the scale its `scenec-scale` comment records (else
    /// `options.scale`), a PNG is decoded. Throws `.io` for a
    /// file that cannot be read or drawn, `.invalidScene` for a bad scene, `.render` when a scene's
    /// canvas cannot be drawn.
    public static func load(_ path: String, options: Options) throws(ScenecError) -> Side {
        let lower = path.lowercased()
        if lower.hasSuffix(".png") {
            let bytes = try FileIO.read(path, limit: Limits.imageFileBytes)
            // The same limits as a scene's images, checked on the header before decoding allocates.
            if let size = PNGHeader.size(of: bytes), let refusal = PNGHeader.refusal(width: size.width, height: size.height) {
                throw .io(path: path, message: refusal)
            }
            do {
                return Side(path: path, svgLines: nil, origins: nil, bitmap: try Bitmap.decodePNG(bytes))
            } catch {
                throw .io(path: path, message: "not a PNG file scenec can read: \(error)")
            }
        }
        if lower.hasSuffix(".svg") {
            let bytes = try FileIO.read(path, limit: ReviewText.svgFileBytes)
            let lines = ReviewText.lines(svg: bytes)
            // An SVG scenec wrote is drawn at the scale it was laid out for: its crisp edges sit on that
            // scale's pixels, so `name@2x.svg` compares with `name@2x.png` (and a scene at `--scale 2`).
            let scale = SVGScaleComment.scale(in: lines) ?? options.scale
            return Side(path: path, svgLines: lines, origins: nil, bitmap: try rasterizeSVG(bytes, path: path, scale: scale))
        }
        // A library (or another XML file that is not a scene) is reviewed as its source.
        if let root = RootElement.name(ofFile: path), root != "scene" {
            let bytes = try FileIO.read(path, limit: Limits.documentBytes)
            return Side(path: path, svgLines: nil, origins: nil, bitmap: nil,
                        sources: [SourceFile(path: path, key: "", lines: SourceDiff.lines(bytes))])
        }
        let source = try FileIO.read(path, limit: Limits.documentBytes)
        let loaded = try SceneCompiler.load(source: source, file: path, options: options.compile)
        let review = try ReviewText.lines(scene: loaded, scale: options.scale)
        let list = review.list
        let origins = review.itemIndex.map { index in index.flatMap { list.items[$0].origin } }
        let bitmap: Bitmap
        do {
            bitmap = try CairoRenderer.render(list)
        } catch {
            throw .render(scene: path, format: .png, message: "\(error)")
        }
        let folder = path.lastIndex(of: "/").map { String(path[...$0]) } ?? ""
        let sources = [SourceFile(path: path, key: "", lines: SourceDiff.lines(source))] + loaded.includes.map { include in
            SourceFile(path: include.file, key: include.file.hasPrefix(folder) ? String(include.file.dropFirst(folder.count)) : include.file,
                       lines: SourceDiff.lines(include.bytes))
        }
        return Side(path: path, svgLines: review.lines, origins: origins, bitmap: bitmap,
                    sources: sources, inputs: BatchBuilder.inputFiles(of: loaded, scene: path))
    }

    /// Draws SVG bytes with librsvg, in-process; references to other files are never followed.
    package static func rasterizeSVG(_ bytes: [UInt8], path: String, scale: Double) throws(ScenecError) -> Bitmap {
        do {
            return try SVGRasterizer.rasterize(bytes, scale: scale)
        } catch .libraryUnavailable(let message) {
            throw .io(path: path, message: "cannot draw this SVG: \(message)")
        } catch {
            throw .io(path: path, message: "not an SVG file scenec can draw: \(error)")
        }
    }

    /// The text diff: `---`/`+++` headers, `@@` hunks with SVG line numbers, `-`/`+` lines each
    /// followed by the scene element and line it came from, and two lines of context.
    static func format(_ edits: [TextDiff.Edit], _ side1: Side, _ side2: Side, context: Int = 2) -> String {
        guard let lines1 = side1.svgLines, let lines2 = side2.svgLines else { return "" }
        return UnifiedDiff.format(edits, lines1, lines2, headers: (side1.path, side2.path), unit: "svg line", context: context,
                                  annotate1: { annotation(side1, $0) }, annotate2: { annotation(side2, $0) })
    }

    static func annotation(_ side: Side, _ line: Int) -> String {
        guard let origins = side.origins, line < origins.count, let origin = origins[line] else { return "" }
        return annotation(origin)
    }

    /// `    ← <rect id="k3"> at keys.xml:12`, appended to a line the element wrote.
    static func annotation(_ origin: Origin) -> String {
        let name = origin.id.map { "<\(origin.element) id=\"\($0)\">" } ?? "<\(origin.element)>"
        let written = "\(name.lineBreaksEscaped) at \(origin.location.file.lineBreaksEscaped):\(origin.location.line)"
        // A line drawn by a component's body is the instance's doing: an edit of `<bar value="91">` is
        // made at the instance, in the scene, so the line names it, and the body as a note.
        guard let instance = origin.location.instances.first else { return "    ← " + written }
        let site = "<\(instance.component.lineBreaksEscaped)> at \(instance.location.file.lineBreaksEscaped):\(instance.location.line)"
        return "    ← \(site) (component body: \(written))"
    }

    /// PNG bytes of a bitmap (a difference image), to write where `path` says; a failure is a
    /// `.render` error naming `path`.
    public static func pngBytes(_ image: Bitmap, for path: String) throws(ScenecError) -> [UInt8] {
        do {
            return try image.encodePNG()
        } catch {
            throw .render(scene: path, format: .png, message: "\(error)")
        }
    }

    /// One line per file for the console: `changed: name (412 pixels changed)`; a file the scenes are
    /// made from says so: `changed: images/dot.png (input, 16 pixels changed)`, `changed: lib/bars.xml (input)`.
    package static func summaryLines(_ report: Report) -> [String] {
        report.files.filter { $0.status != .same }.map { file in
            var notes: [String] = []
            if file.role == .input { notes.append("input") }
            if let pixels = file.pixels {
                notes.append(pixels.sizeDiffers ? "size differs" : "\(pixels.changedPixels) pixel\(pixels.changedPixels == 1 ? "" : "s") changed")
            }
            let line = "\(file.status.rawValue): \(file.name.lineBreaksEscaped)"
            return notes.isEmpty ? line : line + " (" + notes.joined(separator: ", ") + ")"
        }
    }
}
