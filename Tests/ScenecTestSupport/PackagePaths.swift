import Foundation

/// Paths inside the package, found from this file so tests run from any working directory.
public enum PackagePaths {
    /// The package root: this file is <root>/Tests/ScenecTestSupport/PackagePaths.swift.
    public static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// `relative` below the package root, as a path.
    public static func path(_ relative: String) -> String {
        root.appendingPathComponent(relative).path
    }
}
