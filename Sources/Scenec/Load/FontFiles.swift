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
        var files: [String] = []
        var diagnostics: [Diagnostic] = []
        for reference in references {
            switch policy.resolve(reference.href, attribute: "href", target: .font) {
            case .failure(let refusal):
                diagnostics.append(.error(refusal.message, at: reference.location))
            case .success(let path):
                if !FileIO.exists(path) {
                    diagnostics.append(.error("href: \"\(reference.href)\" does not exist (looked for \(path))", at: reference.location))
                } else if let format = compressedFormat(path) {
                    diagnostics.append(.error("href: \"\(reference.href)\" is a \(format) file: FreeType reads it, but HarfBuzz, which Pango 1.50 shapes "
                                              + "text with, reads only uncompressed fonts, so its text would not be drawn; use the TTF or OTF "
                                              + "(woff2_decompress, Debian's woff2 package, makes one)", at: reference.location))
                } else if !FontSets.isFont(path) {
                    diagnostics.append(.error("href: \"\(reference.href)\" is not a font FreeType can read (expected a TTF, OTF or TTC file)",
                                              at: reference.location))
                } else if !files.contains(path) {
                    files.append(path)
                }
            }
        }
        let fonts = files.isEmpty && systemFonts ? nil : FontSet(files: files, systemFonts: systemFonts)
        return (fonts, files, diagnostics)
    }

    /// "WOFF" or "WOFF2" when the file starts with that format's signature (`wOFF`, `wOF2`).
    static func compressedFormat(_ path: String) -> String? {
        guard let head = try? FileIO.read(path, limit: Limits.fontFileBytes).prefix(4) else { return nil }
        switch Array(head) {
        case Array("wOFF".utf8): return "WOFF"
        case Array("wOF2".utf8): return "WOFF2"
        default: return nil
        }
    }
}
