import Foundation

/// Paths inside the package, found from this file so tests run from any working directory.
public enum PackagePaths {
    /// The package root: this file is <root>/Tests/ScenecTestSupport/PackagePaths.swift.
    public static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// `relative` below the package root, as a URL.
    public static func url(_ relative: String) -> URL {
        root.appendingPathComponent(relative)
    }

    /// `relative` below the package root, as a path.
    public static func path(_ relative: String) -> String {
        url(relative).path
    }
}
