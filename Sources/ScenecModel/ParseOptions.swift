#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What the parser needs to know besides the scene's bytes: where relative image paths start and
/// which other folders images may come from.
public struct ParseOptions: Sendable, Hashable {
    /// The folder `href`s are relative to; nil means the folder of the scene's `file` argument
    /// (the working directory when the file has no folder part).
    public var sceneFolder: String?
    /// Folders images may come from besides the scene's folder (`--allow-path`). Relative folders
    /// are taken from the working directory.
    public var allowedPaths: [String]

    public init(sceneFolder: String? = nil, allowedPaths: [String] = []) {
        self.sceneFolder = sceneFolder
        self.allowedPaths = allowedPaths
    }
}

/// Path arithmetic for `href` checks: lexical normalisation and symlink resolution.
public enum PathResolver {
    /// `/`-separated path with `.`, empty components and `..` folded away lexically. A relative path
    /// keeps leading `..` components (that is how it is seen to leave its folder).
    public static func normalize(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == ".." {
                if let last = parts.last, last != ".." {
                    parts.removeLast()
                } else if !absolute {
                    parts.append(part)
                }
                // `/..` is `/`.
                continue
            }
            parts.append(part)
        }
        let joined = parts.joined(separator: "/")
        if absolute { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    /// `path` made absolute against the working directory, then normalised.
    public static func absolute(_ path: String) -> String {
        if path.hasPrefix("/") { return normalize(path) }
        return normalize(workingDirectory() + "/" + path)
    }

    /// The folder part of a file path ("." when there is none).
    public static func folder(of file: String) -> String {
        guard let slash = file.lastIndex(of: "/") else { return "." }
        let folder = String(file[..<slash])
        return folder.isEmpty ? "/" : folder
    }

    /// The path with every symlink resolved, or nil when it does not exist (or cannot be resolved).
    public static func real(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// True when `path` is `folder` or lies below it (both absolute and normalised).
    public static func isInside(_ path: String, _ folder: String) -> Bool {
        if folder == "/" { return path.hasPrefix("/") }
        return path == folder || path.hasPrefix(folder + "/")
    }

    static func workingDirectory() -> String {
        guard let cwd = getcwd(nil, 0) else { return "/" }
        defer { free(cwd) }
        return String(cString: cwd)
    }
}
