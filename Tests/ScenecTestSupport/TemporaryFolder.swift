import Foundation

/// A fresh folder under the system's temporary directory for one test, deleted with its contents when
/// the value is released (keep it in a local `let` for the test's duration).
public final class TemporaryFolder {
    public let url: URL

    /// Creates `<tmp>/scenec-<prefix>-<UUID>`.
    public init(prefix: String = "tests") throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("scenec-\(prefix)-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    public var path: String { url.path }

    /// `name` (which may contain folders) inside this folder.
    public func file(_ name: String) -> URL { url.appendingPathComponent(name) }

    /// Writes `bytes` to `name`, creating folders on the way, and returns its URL.
    @discardableResult
    public func write(_ name: String, bytes: [UInt8]) throws -> URL {
        let target = file(name)
        try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: target)
        return target
    }

    /// Writes `text` as UTF-8 to `name`, creating folders on the way, and returns its URL.
    @discardableResult
    public func write(_ name: String, _ text: String) throws -> URL {
        try write(name, bytes: Array(text.utf8))
    }

    /// The contents of `name`, or nil when it cannot be read.
    public func bytes(_ name: String) -> [UInt8]? {
        (try? Data(contentsOf: file(name))).map { [UInt8]($0) }
    }

    public func exists(_ name: String) -> Bool {
        FileManager.default.fileExists(atPath: file(name).path)
    }

    /// `name` inside this folder, as a path.
    public func path(_ name: String) -> String { file(name).path }

    /// Every regular file below the folder (relative paths, sorted), hidden ones included.
    public func allFiles() -> [String] {
        guard let enumerator = FileManager.default.enumerator(at: url, includingPropertiesForKeys: [.isRegularFileKey]) else { return [] }
        var files: [String] = []
        let base = url.standardizedFileURL.resolvingSymlinksInPath().path
        for case let item as URL in enumerator {
            let resolved = item.standardizedFileURL.resolvingSymlinksInPath()
            guard (try? resolved.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
            var relative = resolved.path
            if relative.hasPrefix(base + "/") { relative.removeFirst(base.count + 1) }
            files.append(relative)
        }
        return files.sorted()
    }

    /// Sets the modification time of `name` to `seconds` after `reference` (negative: before).
    public func touch(_ name: String, secondsFromNow seconds: Double, reference: Date = Date()) throws {
        try FileManager.default.setAttributes([.modificationDate: reference.addingTimeInterval(seconds)], ofItemAtPath: path(name))
    }
}
