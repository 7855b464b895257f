import ScenecCore
import ScenecModel
import ScenecText

/// The font files a scene names (`<font href>`), checked like images (the href policy: inside the
/// scene's folder or a granted one) and read by FreeType once, at load: a file that is missing or not a
/// font is an error at its `href`, so nothing is laid out with a font that is not there.
enum FontFiles {
    /// The scene's font set (nil when it ships no fonts and uses the system's), the files' paths (for
    /// depfiles, up-to-date keys, `serve` and `watch`), and every problem.
    static func load(_ references: [FontReference], systemFonts: Bool, policy: HrefPolicy)
        -> (fonts: FontSet?, files: [String], diagnostics: [Diagnostic]) {
        var files: [String] = [], registered: [String] = []
        var diagnostics: [Diagnostic] = []
        for reference in references {
            switch policy.resolve(reference.href, attribute: "href", target: .font) {
            case .failure(let refusal):
                diagnostics.append(.error(refusal.message, at: reference.location))
            case .success(let path):
                if !FileIO.exists(path) {
                    diagnostics.append(.error("href: \"\(reference.href)\" does not exist (looked for \(path))", at: reference.location))
                } else if let bytes = try? FileIO.read(path, limit: Limits.fontFileBytes), let format = WebFonts.format(of: bytes) {
                    switch WebFonts.decoded(bytes, format: format) {
                    case .failure(let message):
                        diagnostics.append(.error("href: \"\(reference.href)\" \(message.text)", at: reference.location))
                    case .success(let decoded):
                        if !files.contains(path) {
                            files.append(path)
                            registered.append(decoded)
                        }
                    }
                } else if !FontSets.isFont(path) {
                    diagnostics.append(.error("href: \"\(reference.href)\" is not a font FreeType can read (expected a TTF, OTF or TTC file)",
                                              at: reference.location))
                } else if !files.contains(path) {
                    files.append(path)
                    registered.append(path)
                }
            }
        }
        let fonts = registered.isEmpty && systemFonts ? nil : FontSet(files: registered, systemFonts: systemFonts)
        return (fonts, files, diagnostics)
    }
}
