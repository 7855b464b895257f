#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import ScenecCore

/// Font files as fontconfig registers them: copies in the user's cache folder
/// (`$XDG_CACHE_HOME/scenec/fonts`, else `~/.cache/scenec/fonts`), named by their bytes' hash.
///
/// Why a copy, also of a plain TTF: fontconfig, Pango's font maps and cairo's font faces know a font
/// by its file's path, and a long-lived process (`serve`, `watch`) keeps them. A project font replaced
/// in place, under the same name, was drawn in its old faces by every later build of that process (a
/// web font was already decoded to such a copy). Named by content, a changed font is a new path, so a
/// new font set (`FontSet`), and nothing kept for the old one can answer for it.
enum KeptFonts {
    /// The path of the copy of `bytes`, written (atomically) when it is not there with these bytes, with
    /// the file extension `suffix`; nil with the reason when there is no cache folder or it cannot be
    /// written.
    static func keep(_ bytes: [UInt8], suffix: String) -> Result<String, Failure> {
        guard let folder = folder() else { return .failure(.noCacheFolder) }
        var hash = FNV1a64()
        hash.add(field: bytes)
        let path = folder + "/" + String(hash.value, radix: 16) + "." + suffix
        // Named by a hash that is not collision-proof: the bytes decide whether the file is reused.
        if (try? FileIO.read(path, limit: bytes.count)) == bytes { return .success(path) }
        do throws(ScenecError) {
            try FileIO.writeAtomically(bytes, to: path, creatingFolders: true)
        } catch {
            return .failure(.notWritten(folder: folder, error: "\(error)"))
        }
        return .success(path)
    }

    enum Failure: Error {
        case noCacheFolder
        case notWritten(folder: String, error: String)
    }

    private static func folder() -> String? {
        if let cache = getenv("XDG_CACHE_HOME").map({ String(cString: $0) }), cache.hasPrefix("/") { return cache + "/scenec/fonts" }
        if let home = getenv("HOME").map({ String(cString: $0) }), home.hasPrefix("/") { return home + "/.cache/scenec/fonts" }
        return nil
    }
}
