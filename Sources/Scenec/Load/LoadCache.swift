import ScenecCore
import ScenecModel
import Synchronization

/// What one batch build has read and decoded, shared by its workers: a scene built for a thousand
/// data rows, locales or themes reads its file once and decodes each of its images once. A build
/// makes a new cache (a watcher's next build reads the files again); entries are never evicted
/// within it, which costs the files themselves, not a copy per row.
package final class LoadCache: Sendable {
    private let files = Mutex<[String: [UInt8]]>([:])
    private let assets = Mutex<[String: Result<ImageAssets.Asset, ImageAssets.Problem>]>([:])
    private let fonts = Mutex<[String: Result<String, FontFiles.Problem>]>([:])
    private let tables = Mutex<[String: Result<StringTables, IncludeRefusal>]>([:])
    private let androidFiles = Mutex<[String: AndroidStrings.File]>([:])

    package init() {}

    /// The bytes of `path`, read the first time it is asked for (a failed read is not kept).
    package func read(_ path: String, limit: Int = Limits.documentBytes) throws(ScenecError) -> [UInt8] {
        if let bytes = files.withLock({ $0[path] }) { return bytes }
        let bytes = try FileIO.read(path, limit: limit)
        files.withLock { $0[path] = bytes }
        return bytes
    }

    /// The image `href` (resolved to `path`) as `make` loads it, made once: two workers asking at
    /// once may both make it, and keep the same value.
    func asset(href: String, path: String, make: () -> Result<ImageAssets.Asset, ImageAssets.Problem>) -> Result<ImageAssets.Asset, ImageAssets.Problem> {
        let key = href + "\u{0}" + path
        if let cached = assets.withLock({ $0[key] }) { return cached }
        let made = make()
        assets.withLock { $0[key] = made }
        return made
    }

    /// The font file at `path` as `make` checks it (`FontFiles.check`: FreeType reads it, a web font is
    /// decoded), made once: two workers asking at once may both make it, and keep the same value.
    func font(path: String, make: () -> Result<String, FontFiles.Problem>) -> Result<String, FontFiles.Problem> {
        if let cached = fonts.withLock({ $0[path] }) { return cached }
        let made = make()
        fonts.withLock { $0[path] = made }
        return made
    }

    /// The string tables `key` names as `make` reads them, read once per build: a build of 125 locales
    /// reads a 125-locale table once, not once per locale.
    func stringTables(_ key: String, make: () -> Result<StringTables, IncludeRefusal>) -> Result<StringTables, IncludeRefusal> {
        if let cached = tables.withLock({ $0[key] }) { return cached }
        let made = make()
        tables.withLock { $0[key] = made }
        return made
    }

    /// One Android strings file as read, by its path: the source locale's `values/strings.xml` is read
    /// once for a build of every locale, not once per locale.
    func androidFile(_ path: String, make: () -> AndroidStrings.File) -> AndroidStrings.File {
        if let cached = androidFiles.withLock({ $0[path] }) { return cached }
        let made = make()
        androidFiles.withLock { $0[path] = made }
        return made
    }
}
