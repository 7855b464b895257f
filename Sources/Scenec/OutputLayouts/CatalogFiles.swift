#if canImport(Glibc)
import Glibc
#endif

/// Writing a catalog's `Contents.json` files, and removing the image files scenec wrote into an image
/// set or app icon set earlier and no longer lists.
extension AssetCatalog {
    /// Writes each file atomically unless it already holds those bytes (an unchanged catalog keeps its
    /// time stamps, like up-to-date images). Every file is attempted even after one fails (a full disk
    /// must not leave the other image sets without their `Contents.json` while the error names only
    /// one); the error then names every one that was not written, so each image set left without its
    /// `Contents.json` is known.
    ///
    /// Before an image set's `Contents.json` is replaced, the files its old one listed that the new one
    /// does not (built earlier with more scales or themes) are removed: Xcode reports them as
    /// "unassigned children" forever otherwise. Only names the old `Contents.json` lists go, and only
    /// regular files in that image set; nothing else a user put there. Returns a note for stderr per
    /// file removed (`AppIcon.appiconset/AppIcon~dark.png: note: removed: …`), so a user who kept one
    /// there by hand learns where it went.
    @discardableResult
    package static func write(_ files: [(path: String, bytes: [UInt8])]) throws(ScenecError) -> [String] {
        var failures: [ScenecError] = []
        var notes: [String] = []
        for file in files {
            if FileIO.kind(ofLink: file.path) == .regular, (try? FileIO.read(file.path, limit: file.bytes.count)) == file.bytes { continue }
            notes += removeUnlisted(replacing: file.path, with: file.bytes).map {
                "\($0): note: removed: the rebuilt \(file.path) no longer lists it"
            }
            do {
                try FileIO.writeAtomically(file.bytes, to: file.path, creatingFolders: true)
            } catch {
                failures.append(error)
            }
        }
        guard let first = failures.first else { return notes }
        guard failures.count > 1, case .io(let path, let message) = first else { throw first }
        let others = failures.dropFirst().map { failure -> String in
            guard case .io(let other, let reason) = failure else { return "\(failure)" }
            return "\(other.lineBreaksEscaped) (\(reason))"
        }
        throw .io(path: path, message: "\(message) (and \(failures.count - 1) more of the catalog's \(files.count) Contents.json files were not written: "
            + others.joined(separator: ", ") + ")")
    }

    /// Removes the files an image set's or app icon set's current `Contents.json` at `path` lists and
    /// `new` does not; returns their paths.
    private static func removeUnlisted(replacing path: String, with new: [UInt8]) -> [String] {
        guard path.hasSuffix(".imageset/Contents.json") || path.hasSuffix(".appiconset/Contents.json"),
              FileIO.kind(ofLink: path) == .regular, let old = try? FileIO.read(path, limit: 1 << 20) else { return [] }
        let kept = Set(filenames(in: new))
        let folder = String(path.dropLast("/Contents.json".count))
        var removed: [String] = []
        for name in filenames(in: old) where !kept.contains(name) {
            let file = folder + "/" + name
            if FileIO.kind(ofLink: file) == .regular, unlink(file) == 0 { removed.append(file) }
        }
        return removed
    }

    /// The `"filename"` values of a `Contents.json` as `ContentsJSON` writes them, keeping only plain
    /// file names (no folder, not `..`, not `Contents.json`): a hand-edited file can name no other place.
    static func filenames(in json: [UInt8]) -> [String] {
        let key = Array("\"filename\" : \"".utf8)
        var names: [String] = []
        var index = 0
        while let start = firstIndex(of: key, in: json, from: index) {
            var position = start + key.count
            var name: [UInt8] = []
            while position < json.count, json[position] != UInt8(ascii: "\"") {
                if json[position] == UInt8(ascii: "\\"), position + 1 < json.count { position += 1 }
                name.append(json[position])
                position += 1
            }
            index = position
            let text = String(decoding: name, as: UTF8.self)
            if !text.isEmpty, !text.contains("/"), text != ".", text != "..", text != "Contents.json" { names.append(text) }
        }
        return names
    }

    private static func firstIndex(of needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard bytes.count >= needle.count, start <= bytes.count - needle.count else { return nil }
        for index in start...(bytes.count - needle.count) where bytes[index..<(index + needle.count)].elementsEqual(needle) {
            return index
        }
        return nil
    }
}
