import ScenecCore
import ScenecText

/// WOFF and WOFF2 fonts (`<font href>`) decoded by FreeType to the plain font they wrap, kept in the
/// user's cache folder (`KeptFonts`, named by the decoded bytes' hash), for fontconfig to register:
/// Pango shapes with HarfBuzz, which reads only plain fonts, and fontconfig registers files, not bytes.
/// The scene's dependency stays the web font itself.
enum WebFonts {
    /// "WOFF" or "WOFF2" when the bytes start with that format's signature (`wOFF`, `wOF2`).
    static func format(of bytes: [UInt8]) -> String? {
        switch Array(bytes.prefix(4)) {
        case Array("wOFF".utf8): return "WOFF"
        case Array("wOF2".utf8): return "WOFF2"
        default: return nil
        }
    }

    /// The path of the decoded font, written (atomically) when it is not there with these bytes; an
    /// error message when the font cannot be decoded or stored.
    static func decoded(_ bytes: [UInt8], format: String) -> Result<String, Message> {
        guard let sfnt = WebFontDecoder.sfnt(from: bytes, limit: Limits.fontFileBytes) else {
            return .failure(Message("is a \(format) file FreeType cannot decode (or it would be over \(Limits.fontFileBytes >> 20) MiB)"))
        }
        switch KeptFonts.keep(sfnt, suffix: "ttf") {
        case .success(let path):
            return .success(path)
        case .failure(.noCacheFolder):
            return .failure(Message("is a \(format) file, decoded into the cache folder, and neither XDG_CACHE_HOME nor HOME is set"))
        case .failure(.notWritten(let folder, let error)):
            return .failure(Message("is a \(format) file whose decoded font cannot be kept in \(folder): \(error)"))
        }
    }

    struct Message: Error {
        var text: String
        init(_ text: String) { self.text = text }
    }
}
