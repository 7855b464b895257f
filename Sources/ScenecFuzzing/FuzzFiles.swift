#if canImport(Glibc)
import Glibc
#endif
import Scenec

/// A scratch folder for targets whose input is a file a scene names (a string table, a data file, a
/// font, an icon): each input gets a fresh subfolder, so no cache keyed by path sees an old input,
/// and the subfolder is removed after the run.
enum FuzzFiles {
    /// The process's scratch folder (made once, under TMPDIR or /tmp).
    static let root: String = {
        let base = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
        var template = Array((base + "/scenec-fuzz-XXXXXX").utf8CString)
        return template.withUnsafeMutableBufferPointer { buffer in
            guard let start = buffer.baseAddress, let made = mkdtemp(start) else { return base }
            return String(cString: made)
        }
    }()

    private static let counter = Counter()

    /// Runs `body` with a new empty folder holding `files` (relative path → bytes; folders are made).
    static func withFolder<T>(_ files: [(path: String, bytes: [UInt8])], _ body: (String) -> T) -> T {
        let folder = root + "/\(counter.next())"
        mkdir(folder, 0o700)
        defer { remove(folder) }
        for file in files {
            let parts = file.path.split(separator: "/")
            var path = folder
            for part in parts.dropLast() {
                path += "/" + part
                mkdir(path, 0o700)
            }
            guard let handle = fopen(folder + "/" + file.path, "wb") else { continue }
            _ = file.bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, handle) }
            fclose(handle)
        }
        return body(folder)
    }

    /// Empties the kept fonts' cache (`KeptFonts`: a copy of every font registered) after a fonts input,
    /// when scripts/fuzz has put that cache in its own folder (`XDG_CACHE_HOME` inside
    /// `SCENEC_FUZZ_FOLDER`): a long run would otherwise keep a copy of every input that is a font. The
    /// user's own cache is never touched.
    static func clearKeptFonts() {
        guard let cache = getenv("XDG_CACHE_HOME").map({ String(cString: $0) }),
              let fuzzFolder = getenv("SCENEC_FUZZ_FOLDER").map({ String(cString: $0) }),
              fuzzFolder.hasPrefix("/"), cache.hasPrefix(fuzzFolder + "/") else { return }
        remove(cache + "/scenec/fonts")
    }

    /// Removes a folder written by `withFolder` (regular files and folders only: nothing else is made).
    private static func remove(_ path: String) {
        if let directory = opendir(path) {
            var names: [String] = []
            while let entry = readdir(directory) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
                if name != ".", name != ".." { names.append(name) }
            }
            closedir(directory)
            for name in names { remove(path + "/" + name) }
            rmdir(path)
        } else {
            unlink(path)
        }
    }

    /// Compiles `scene` (written as `scene.xml` beside the files) to a small PNG and an SVG.
    static func compile(scene: String, in folder: String, options: CompileOptions = CompileOptions()) -> FuzzTarget.Outcome {
        let loaded: SceneCompiler.Loaded
        do {
            loaded = try SceneCompiler.load(source: Array(scene.utf8), file: folder + "/scene.xml", options: options)
        } catch {
            switch error {
            case .invalidScene(let diagnostics): return .refused(errors: diagnostics.filter { $0.severity == .error }.count)
            case .io(_, let message), .render(_, _, let message): return .failedToCompile(message)
            }
        }
        do {
            let svg = try SceneCompiler.compile(loaded, format: .svg, scale: 1)
            let png = try SceneCompiler.compile(loaded, format: .png, scale: 1)
            return .compiled(svgBytes: svg.bytes.count, pngBytes: png.bytes.count)
        } catch {
            return .failedToCompile(error.description)
        }
    }

    /// Splits `bytes` at each `separator` line (`\n----\n`): one input can carry several files.
    static func split(_ bytes: [UInt8], count: Int) -> [[UInt8]] {
        let separator = Array("\n----\n".utf8)
        var parts: [[UInt8]] = []
        var start = 0, index = 0
        while index + separator.count <= bytes.count, parts.count < count - 1 {
            if bytes[index..<index + separator.count].elementsEqual(separator) {
                parts.append(Array(bytes[start..<index]))
                index += separator.count
                start = index
            } else {
                index += 1
            }
        }
        parts.append(Array(bytes[start...]))
        return parts
    }
}

/// A number that only grows, shared by the fuzzer's threads.
private final class Counter: @unchecked Sendable {
    private var value = 0
    private var lock = pthread_mutex_t()

    init() { pthread_mutex_init(&lock, nil) }

    func next() -> Int {
        pthread_mutex_lock(&lock)
        defer { pthread_mutex_unlock(&lock) }
        value += 1
        return value
    }
}
