import ScenecCore
import ScenecModel
import ScenecText

/// The font files a scene names (`<font href>`), checked like images (the href policy: inside the
/// scene's folder or a granted one) and read by FreeType once, at load: a file that is missing or not a
/// font is an error at its `href`, so nothing is laid out with a font that is not there.
enum FontFiles {
    /// The scene's font set (nil when it ships no fonts and uses the system's), the files' paths (for
    /// depfiles, up-to-date keys, `serve` and `watch`), the first `<font>` naming each registered file
    /// (where a problem with its use is said), and every problem. With a build's `cache`, each
    /// file is read and checked once for all the rows, locales and themes it is loaded for.
    /// An href is relative to the file it is written in (a library's font resolves against the library,
    /// as its includes and string tables do) and obeys the image rules relative to the scene `file`.
    static func load(_ references: [FontReference], scene file: String, systemFonts: Bool, policy: HrefPolicy, cache: LoadCache? = nil)
        -> (fonts: FontSet?, files: [String], locations: [String: SourceLocation], diagnostics: [Diagnostic]) {
        var files: [String] = [], registered: [String] = []
        var locations: [String: SourceLocation] = [:]
        var diagnostics: [Diagnostic] = []
        let hrefs = IncludedHref(scene: file)
        for reference in references {
            switch policy.resolve(hrefs.resolve(reference.href, from: reference.location.file).checked, attribute: "href", target: .font) {
            case .failure(let refusal):
                diagnostics.append(.error(refusal.message, at: reference.location))
            case .success(let path):
                switch cache?.font(path: path, make: { check(path, cache: cache) }) ?? check(path, cache: nil) {
                case .failure(let problem):
                    diagnostics.append(.error("href: \"\(reference.href)\" \(problem.text)", at: reference.location))
                case .success(let fontPath):
                    if !files.contains(path) {
                        files.append(path)
                        registered.append(fontPath)
                    }
                    if locations[fontPath] == nil { locations[fontPath] = reference.location }
                }
            }
        }
        let fonts = registered.isEmpty && systemFonts ? nil : FontSet(files: registered, systemFonts: systemFonts)
        return (fonts, files, locations, diagnostics)
    }

    /// What is wrong with a font file, said after its `href`.
    struct Problem: Error {
        let text: String
    }

    /// The file fontconfig registers for the font at `path` (a copy of it named by its bytes, or for a
    /// web font the plain font FreeType decoded from it), or why there is none.
    static func check(_ path: String, cache: LoadCache?) -> Result<String, Problem> {
        guard FileIO.exists(path) else { return .failure(Problem(text: "does not exist (looked for \(path))")) }
        let bytes: [UInt8]
        do throws(ScenecError) {
            // Read once for the build: the up-to-date key hashes the same bytes.
            if let cache { bytes = try cache.read(path, limit: Limits.fontFileBytes) } else { bytes = try FileIO.read(path, limit: Limits.fontFileBytes) }
        } catch {
            guard case .io(_, let message) = error else { return .failure(Problem(text: "cannot be read")) }
            return .failure(Problem(text: message))
        }
        // FreeType would take any size; the limit keeps a scene from making the build hold gigabytes.
        guard bytes.count <= Limits.fontFileBytes else {
            return .failure(Problem(text: "is over \(Limits.fontFileBytes >> 20) MiB, the limit for a font file"))
        }
        if let format = WebFonts.format(of: bytes) {
            return WebFonts.decoded(bytes, format: format).mapError { Problem(text: $0.text) }
        }
        guard FontSets.isFont(path) else {
            return .failure(Problem(text: "is not a font FreeType can read (expected a TTF, OTF or TTC file)"))
        }
        // Registered as a copy named by its bytes (`KeptFonts`), so a font edited in place is a new one to
        // a long-lived process. Without a cache folder the file itself is registered: a one-off build
        // is the same, only `serve` and `watch` may then keep the old faces of a font replaced in place.
        let suffix = path.split(separator: "/").last?.split(separator: ".").last.map { $0.lowercased() } ?? "ttf"
        switch KeptFonts.keep(bytes, suffix: ["ttf", "otf", "ttc", "otc"].contains(suffix) ? suffix : "ttf") {
        case .success(let kept): return .success(kept)
        case .failure: return .success(path)
        }
    }

    /// Without the system's fonts, an SVG icon's text is a warning at each image that draws it: librsvg
    /// sets it with the process's fonts, never the scene's, so it comes out as missing-glyph boxes
    /// (`--no-system-fonts`: the process has no fonts) or in whatever the machine has.
    static func iconTextWarnings(_ references: [ImageReference], icons: [String: SVGIcon], systemFonts: Bool) -> [Diagnostic] {
        guard !systemFonts else { return [] }
        return references.filter { icons[$0.href]?.hasText == true }.map { reference in
            .warning("\(reference.attribute): \"\(reference.href)\" has text, which librsvg sets with the system's fonts, never the scene's: "
                     + "without them (--no-system-fonts, system-fonts=\"false\") it is drawn as missing-glyph boxes or in whatever fonts the machine has; "
                     + "convert the icon's text to paths", at: reference.location)
        }
    }
}
