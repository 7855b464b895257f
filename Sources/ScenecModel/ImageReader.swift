import ScenecCore
import ScenecXML

extension SceneReader {
    /// An `<image>` node: frame, orientation, mode, mask colour and a checked `href`.
    mutating func readImage(_ element: XMLElement, _ attributes: AttributeReader, into node: inout Node, parent: ParentKind) -> Bool {
        // A missing width or height is the image's natural size, filled in once the file is loaded.
        node.frame = readFrame(attributes, parent: parent, needsSize: false)
        let orientation: ImageOrientation = attributes.choice("orientation", context: &context) ?? .up
        let mode: ImageSpec.Mode = attributes.choice("mode", context: &context) ?? .color
        var color = RGBA.black
        if let written = attributes.color("color", context: &context) {
            color = written ?? .transparent
            if mode != .mask {
                context.warning("color: only a mask image (mode=\"mask\") is coloured; this image draws its own colours",
                                at: attributes.location(of: "color"))
            }
        }
        guard let href = attributes.string("href") else {
            context.error("<image> needs an href: a PNG file path relative to the scene's folder", at: element.location)
            return false
        }
        let location = attributes.location(of: "href")
        guard let path = imageHrefs.resolve(href, at: location, context: &context) else { return false }
        node.kind = .image(ImageSpec(href: href, path: path, orientation: orientation, mode: mode, color: color, location: location))
        return true
    }
}

/// Which image paths a scene may read: files in the scene's folder (and below it), and files in
/// folders granted with `--allow-path`. URLs are never read.
struct ImageHrefPolicy {
    /// The scene's folder, absolute and normalised, and with symlinks resolved.
    let folder: String
    let realFolder: String
    /// Granted folders, absolute and normalised, and with symlinks resolved.
    let allowed: [(lexical: String, real: String)]

    init(file: String = "inline.xml", options: ParseOptions = ParseOptions()) {
        folder = PathResolver.absolute(options.sceneFolder ?? PathResolver.folder(of: file))
        realFolder = PathResolver.real(folder) ?? folder
        allowed = options.allowedPaths.map { path in
            let lexical = PathResolver.absolute(path)
            return (lexical, PathResolver.real(lexical) ?? lexical)
        }
    }

    private var hint: String { "or grant its folder with --allow-path" }

    /// The absolute path `href` names, or nil after reporting why it may not be read (as an error at
    /// `attribute`: `href` of `<image>`, `image` of `<key>`).
    func resolve(_ href: String, at location: SourceLocation, attribute: String = "href", context: inout ParseContext) -> String? {
        let text = href.trimmingWhitespace()
        guard !text.isEmpty else {
            context.error("\(attribute): an image needs a PNG file path, got an empty href", at: location)
            return nil
        }
        if let scheme = Self.urlScheme(text) {
            context.error("\(attribute): URLs (\(scheme):) are not allowed; refer to a PNG file by a path relative to the scene's folder",
                          at: location)
            return nil
        }
        let lexical: String
        if text.hasPrefix("/") {
            lexical = PathResolver.normalize(text)
            guard isAllowed(lexical) else {
                context.error("\(attribute): absolute paths are not allowed (\"\(text)\"); use a path relative to the scene's folder, \(hint)",
                              at: location)
                return nil
            }
        } else {
            lexical = PathResolver.normalize(folder + "/" + text)
            let relative = PathResolver.normalize(text)
            if relative == ".." || relative.hasPrefix("../"), !isAllowed(lexical) {
                context.error("\(attribute): \"\(text)\" leaves the scene's folder; keep images in the scene's folder or below it, \(hint)",
                              at: location)
                return nil
            }
        }
        // The kernel's view: a symlink inside the folder may point anywhere.
        let raw = text.hasPrefix("/") ? text : folder + "/" + text
        guard let real = PathResolver.real(raw) else { return lexical }
        guard PathResolver.isInside(real, realFolder) || allowed.contains(where: { PathResolver.isInside(real, $0.real) }) else {
            context.error("\(attribute): \"\(text)\" resolves through a symbolic link to \(real), outside the scene's folder; \(hint)",
                          at: location)
            return nil
        }
        return real
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
