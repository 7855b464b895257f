#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Which files a scene's hrefs may name: files in the scene's folder (and below it), and files in
/// folders granted with `--allow-path`. URLs are never read. Checked here, where the files are read,
/// so that parsing stays a pure function of the scene's bytes.
///
/// Symbolic links: an href is first judged lexically (no absolute paths, no `..` out of the folder),
/// then by where the kernel resolves it. The resolved file must lie in the scene's folder, in a
/// granted folder, or in the folder the scene file itself really lives in. That last rule is what a
/// build sandbox needs: Bazel hands every input over as a symbolic link into its execroot, the scene
/// and its images alike, so an image resolves next to the scene's real file, not into the sandbox's
/// folder. A link that leads anywhere else (`escape.png -> /etc/…`) stays refused.
struct HrefPolicy {
    /// The scene's folder, absolute and normalised, and with symlinks resolved.
    let folder: String
    let realFolder: String
    /// The folder of the scene file once its own symbolic link is resolved (nil when it has none).
    let sceneFileFolder: String?
    /// Granted folders, absolute and normalised, and with symlinks resolved.
    let allowed: [(lexical: String, real: String)]

    /// `sceneFolder`: the folder hrefs are relative to; nil means the folder of `file` (the working
    /// directory when the file has no folder part). Relative granted folders are taken from the
    /// working directory.
    init(file: String, sceneFolder: String? = nil, allowedPaths: [String] = []) {
        folder = PathResolver.absolute(sceneFolder ?? PathResolver.folder(of: file))
        let realFolder = PathResolver.real(folder) ?? folder
        self.realFolder = realFolder
        let realFile = sceneFolder == nil ? PathResolver.real(file) : nil
        sceneFileFolder = realFile.map(PathResolver.folder(of:)).flatMap { $0 == realFolder ? nil : $0 }
        allowed = allowedPaths.map { path in
            let lexical = PathResolver.absolute(path)
            return (lexical, PathResolver.real(lexical) ?? lexical)
        }
    }

    private var hint: String { "or grant its folder with --allow-path" }

    /// What an href names, for the words of a refusal.
    enum Target {
        case image, library, strings, font, tokens

        var file: String {
            switch self {
            case .image: return "a PNG or SVG file"
            case .library: return "a <library> file"
            case .strings: return "a string table (.xcstrings, an Android res folder or a folder of JSON files)"
            case .font: return "a TTF, OTF or TTC file"
            case .tokens: return "a design token file (DTCG JSON)"
            }
        }

        var owner: String {
            switch self {
            case .image: return "an image"
            case .library: return "an <include>"
            case .strings: return "a <strings>"
            case .font: return "a <font>"
            case .tokens: return "a <tokens>"
            }
        }

        var plural: String {
            switch self {
            case .image: return "images"
            case .library: return "included files"
            case .strings: return "string tables"
            case .font: return "fonts"
            case .tokens: return "token files"
            }
        }
    }

    /// The absolute path `href` names, or why it may not be read (the message names `attribute`:
    /// `href` of `<image>` and `<include>`, `image` of `<key>`).
    func resolve(_ href: String, attribute: String, target: Target = .image) -> Result<String, HrefRefusal> {
        let text = href.trimmingWhitespace()
        guard !text.isEmpty else {
            return .failure(HrefRefusal("\(attribute): \(target.owner) needs \(target.file) path, got an empty href"))
        }
        if let scheme = Self.urlScheme(text) {
            return .failure(HrefRefusal("\(attribute): URLs (\(scheme):) are not allowed; refer to \(target.file) by a path relative to the scene's folder"))
        }
        let lexical: String
        if text.hasPrefix("/") {
            lexical = PathResolver.normalize(text)
            guard isAllowed(lexical) else {
                return .failure(HrefRefusal("\(attribute): absolute paths are not allowed (\"\(text)\"); use a path relative to the scene's folder, \(hint)"))
            }
        } else {
            lexical = PathResolver.normalize(folder + "/" + text)
            let relative = PathResolver.normalize(text)
            if relative == ".." || relative.hasPrefix("../"), !isAllowed(lexical) {
                return .failure(HrefRefusal("\(attribute): \"\(text)\" leaves the scene's folder; keep \(target.plural) in the scene's folder or below it, \(hint)"))
            }
        }
        // The kernel's view: a symlink inside the folder may point anywhere.
        let raw = text.hasPrefix("/") ? text : folder + "/" + text
        guard let real = PathResolver.real(raw) else { return .success(lexical) }
        let inside = PathResolver.isInside(real, realFolder)
            || sceneFileFolder.map { PathResolver.isInside(real, $0) } == true
            || allowed.contains(where: { PathResolver.isInside(real, $0.real) })
        guard inside else {
            return .failure(HrefRefusal("\(attribute): \"\(text)\" is a symbolic link (or lies behind one) that leads to \(real), outside the scene's folder; keep the file in the scene's folder, or grant its folder with --allow-path"))
        }
        return .success(real)
    }

    private func isAllowed(_ path: String) -> Bool {
        allowed.contains { PathResolver.isInside(path, $0.lexical) || PathResolver.isInside(path, $0.real) }
    }

    /// The scheme of a URL-like href (`http`, `file`, `data`, ...), or nil for a path.
    static func urlScheme(_ text: String) -> String? {
        guard let colon = text.firstIndex(of: ":") else { return nil }
        let scheme = text[..<colon]
        guard let first = scheme.first, first.isASCII, first.isLetter else { return nil }
        let ok = scheme.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "+" || $0 == "-" || $0 == ".") }
        return ok ? String(scheme) : nil
    }
}

/// Why an href may not be read: the whole message, starting with the attribute's name.
struct HrefRefusal: Error {
    var message: String
    init(_ message: String) { self.message = message }
}

/// Path arithmetic for href checks: lexical normalisation and symlink resolution.
package enum PathResolver {
    /// `/`-separated path with `.`, empty components and `..` folded away lexically. A relative path
    /// keeps leading `..` components (that is how it is seen to leave its folder).
    static func normalize(_ path: String) -> String {
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
    static func absolute(_ path: String) -> String {
        if path.hasPrefix("/") { return normalize(path) }
        return normalize(workingDirectory() + "/" + path)
    }

    /// The folder part of a file path ("." when there is none).
    package static func folder(of file: String) -> String {
        guard let slash = file.lastIndex(of: "/") else { return "." }
        let folder = String(file[..<slash])
        return folder.isEmpty ? "/" : folder
    }

    /// The path with every symlink resolved, or nil when it does not exist (or cannot be resolved).
    static func real(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// True when `path` is `folder` or lies below it (both absolute and normalised).
    static func isInside(_ path: String, _ folder: String) -> Bool {
        if folder == "/" { return path.hasPrefix("/") }
        return path == folder || path.hasPrefix(folder + "/")
    }

    static func workingDirectory() -> String {
        guard let cwd = getcwd(nil, 0) else { return "/" }
        defer { free(cwd) }
        return String(cString: cwd)
    }
}
