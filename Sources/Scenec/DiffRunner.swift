#if canImport(Glibc)
import Glibc
#endif
import ScenecCairo
import ScenecCore
import ScenecSVG

/// `scenec diff`: compares two scenes, SVGs or PNGs (or two folders of them, file by file): a text
/// diff of the SVG annotated with the scene elements the lines came from, and a pixel comparison.
public enum DiffRunner {
    public struct Options: Sendable {
        public var scale: Double
        public var threshold: Double
        public var compile: CompileOptions

        public init(scale: Double = 1, threshold: Double = 0.1, compile: CompileOptions = CompileOptions()) {
            self.scale = scale
            self.threshold = threshold
            self.compile = compile
        }
    }

    /// One side of a comparison, loaded.
    public struct Side: Sendable {
        public var path: String
        /// SVG lines, when the side is a scene or an SVG.
        public var svgLines: [String]?
        /// For scene sides: per SVG line, the scene element that wrote it.
        public var origins: [Origin?]?
        /// The rendered (or decoded) image, when there is one.
        public var bitmap: Bitmap?
    }

    public enum Status: String, Sendable {
        case same, changed, added, removed
    }

    /// The comparison of one pair of files.
    public struct FileDiff: Sendable {
        /// The name shown for the pair: the path below the compared folders, or AFTER's path.
        public var name: String
        public var before: Side?
        public var after: Side?
        public var status: Status
        /// The annotated text diff, empty when the SVG text is equal or unavailable.
        public var textDiff: String
        public var pixels: ImageDiff.Result?
    }

    public struct Report: Sendable {
        public var before: String
        public var after: String
        public var isFolderComparison: Bool
        public var files: [FileDiff]
        /// Problems that stopped a pair from being compared (invalid scenes, unreadable files).
        public var errors: [ScenecError]

        public var hasChanges: Bool { files.contains { $0.status != .same } }
    }

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
        let names1 = try SceneFinder.files(in: root1, extensions: comparableExtensions)
        let names2 = try SceneFinder.files(in: root2, extensions: comparableExtensions)
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
        return Report(before: before, after: after, isFolderComparison: true, files: files, errors: errors)
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
            pixels = ImageDiff.compare(bitmap1, bitmap2, threshold: options.threshold)
        }
        // Pixels decide when both sides could be rendered; otherwise the SVG text does.
        let changed = pixels.map { $0.changedPixels > 0 || $0.sizeDiffers } ?? textChanged
        return FileDiff(name: name, before: side1, after: side2, status: changed ? .changed : .same,
                        textDiff: textDiff, pixels: pixels)
    }

    /// Loads a side by its extension: a scene is laid out and rendered at `options.scale`, an SVG is
    /// read (and rasterised with rsvg-convert when it is installed), a PNG is decoded.
    public static func load(_ path: String, options: Options) throws(ScenecError) -> Side {
        let lower = path.lowercased()
        if lower.hasSuffix(".png") {
            let bytes = try FileIO.read(path, limit: 512 << 20)
            do {
                return Side(path: path, svgLines: nil, origins: nil, bitmap: try Bitmap.decodePNG(bytes))
            } catch {
                throw .io(path: path, message: "not a PNG file scenec can read: \(error)")
            }
        }
        if lower.hasSuffix(".svg") {
            let bytes = try FileIO.read(path, limit: 256 << 20)
            var lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            if lines.last == "" { lines.removeLast() }
            return Side(path: path, svgLines: lines, origins: nil, bitmap: rasteriseSVG(path, scale: options.scale))
        }
        let loaded = try SceneCompiler.load(path: path, options: options.compile)
        let list = try SceneCompiler.renderList(for: loaded, scale: options.scale)
        let document = OriginMappedSVG.write(list)
        let origins = document.itemIndex.map { index in index.flatMap { list.items[$0].origin } }
        let bitmap: Bitmap
        do {
            bitmap = try CairoRenderer.render(list)
        } catch {
            throw .io(path: path, message: "rendering failed: \(error)")
        }
        return Side(path: path, svgLines: document.lines, origins: origins, bitmap: bitmap)
    }

    /// Renders an SVG file with `rsvg-convert` (if on PATH) at `scale`; nil when that is not possible.
    static func rasteriseSVG(_ path: String, scale: Double) -> Bitmap? {
        var template = Array("/tmp/scenec-diff-XXXXXX".utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { return nil }
        close(fd)
        let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        defer { unlink(temporary) }
        let arguments = ["rsvg-convert", "--zoom", String(scale), "--format", "png", "--output", temporary, path]
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        guard posix_spawnp(&pid, "rsvg-convert", &actions, nil, &argv, environ) == 0 else { return nil }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        guard status == 0, let bytes = try? FileIO.read(temporary, limit: 512 << 20) else { return nil }
        return try? Bitmap.decodePNG(bytes)
    }

    /// The text diff: `---`/`+++` headers, `@@` hunks with SVG line numbers, `-`/`+` lines each
    /// followed by the scene element and line it came from, and two lines of context.
    static func format(_ edits: [TextDiff.Edit], _ side1: Side, _ side2: Side, context: Int = 2) -> String {
        guard let lines1 = side1.svgLines, let lines2 = side2.svgLines else { return "" }
        var out = ["--- " + side1.path, "+++ " + side2.path]
        let changedIndices = edits.indices.filter { if case .same = edits[$0] { return false } else { return true } }
        guard !changedIndices.isEmpty else { return "" }
        // Group changes whose context windows touch into hunks.
        var hunks: [(Int, Int)] = []
        for index in changedIndices {
            let low = max(0, index - context), high = min(edits.count - 1, index + context)
            if let last = hunks.last, low <= last.1 + 1 {
                hunks[hunks.count - 1].1 = high
            } else {
                hunks.append((low, high))
            }
        }
        for (low, high) in hunks {
            let first1 = edits[low...high].lazy.compactMap { edit -> Int? in
                switch edit { case .same(let b, _), .removed(let b): return b; case .added: return nil }
            }.first
            let first2 = edits[low...high].lazy.compactMap { edit -> Int? in
                switch edit { case .same(_, let a), .added(let a): return a; case .removed: return nil }
            }.first
            out.append("@@ svg line \(first1.map { $0 + 1 } ?? 0) → \(first2.map { $0 + 1 } ?? 0) @@")
            for edit in edits[low...high] {
                switch edit {
                case .same(let b, _):
                    out.append(" " + lines1[b])
                case .removed(let b):
                    out.append("-" + lines1[b] + annotation(side1, b))
                case .added(let a):
                    out.append("+" + lines2[a] + annotation(side2, a))
                }
            }
        }
        return out.joined(separator: "\n") + "\n"
    }

    static func annotation(_ side: Side, _ line: Int) -> String {
        guard let origins = side.origins, line < origins.count, let origin = origins[line] else { return "" }
        let name = origin.id.map { "<\(origin.element) id=\"\($0)\">" } ?? "<\(origin.element)>"
        return "    ← \(name) at \(origin.location.file):\(origin.location.line)"
    }

    /// PNG bytes of a bitmap (the difference image).
    public static func pngBytes(_ image: Bitmap) throws(ScenecError) -> [UInt8] {
        do {
            return try image.encodePNG()
        } catch {
            throw .io(path: "", message: "cannot encode PNG: \(error)")
        }
    }

    /// One line per file for the console: `changed  name  (412 pixels)`.
    public static func summaryLines(_ report: Report) -> [String] {
        report.files.filter { $0.status != .same }.map { file in
            var line = "\(file.status.rawValue): \(file.name)"
            if let pixels = file.pixels {
                line += pixels.sizeDiffers ? " (size differs)" : " (\(pixels.changedPixels) pixel\(pixels.changedPixels == 1 ? "" : "s") changed)"
            }
            return line
        }
    }
}
