import Foundation

/// Where a failed comparison leaves what it saw (actual output, the SVG given to rsvg-convert, a
/// difference image) for a human to open: `<package>/.build/test-failures`.
public enum FailureArtifacts {
    public static let folder = PackagePaths.url(".build/test-failures")

    /// Writes `bytes` as `name` in `folder`. Best effort: a failure to write must not hide the
    /// assertion failure that asked for it.
    public static func write(_ name: String, _ bytes: [UInt8]) {
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: folder.appendingPathComponent(name).path, contents: Data(bytes))
    }
}
