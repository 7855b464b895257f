import CPangoRsvg
import ScenecCore

/// The files of a scene's own fonts that provide a family, with the weights and style each covers:
/// what an SVG's `@font-face` rules need to say which file draws which text (`--svg-fonts embed`).
public enum FontFaceFiles {
    public struct Face: Sendable, Hashable {
        public var path: String
        /// The face's index in the file (0 but in a TTC collection).
        public var index: Int
        /// CSS weights: a static face's one, a variable face's `wght` span.
        public var weights: ClosedRange<Int>
        public var italic: Bool
    }

    /// The faces of `family` among the files of `set` (the system's fonts left out), one per file and
    /// style, in file order.
    public static func faces(of family: String, in set: FontSet) -> [Face] {
        guard let entry = FontSets.entry(for: set), let pattern = FcPatternCreate() else { return [] }
        defer { FcPatternDestroy(pattern) }
        guard let objects = FcObjectSetCreate() else { return [] }
        defer { FcObjectSetDestroy(objects) }
        _ = family.withCString { name in
            name.withMemoryRebound(to: FcChar8.self, capacity: family.utf8.count + 1) { FcPatternAddString(pattern, "family", $0) }
        }
        for object in ["file", "index", "weight", "slant"] { _ = FcObjectSetAdd(objects, object) }
        // Held to the end: the table may drop the entry meanwhile, and the list is read after the call.
        guard let list = withExtendedLifetime(entry, { FcFontList(entry.config, pattern, objects) }) else { return [] }
        defer { FcFontSetDestroy(list) }
        guard let patterns = list.pointee.fonts else { return [] }
        var faces: [Face] = []
        for index in 0..<Int(list.pointee.nfont) {
            guard let face = patterns[index] else { continue }
            var file: UnsafeMutablePointer<FcChar8>?
            guard FcPatternGetString(face, "file", 0, &file) == FcResultMatch, let file else { continue }
            let path = String(cString: file)
            guard set.files.contains(path), let weights = weights(of: face) else { continue }
            var slant: Int32 = 0, index: Int32 = 0
            let italic = FcPatternGetInteger(face, "slant", 0, &slant) == FcResultMatch && slant != 0
            // fontconfig's index holds a variable font's named instance in its upper 16 bits.
            let faceIndex = FcPatternGetInteger(face, "index", 0, &index) == FcResultMatch ? Int(index & 0xFFFF) : 0
            if let known = faces.firstIndex(where: { $0.path == path && $0.index == faceIndex && $0.italic == italic }) {
                // A variable font lists its named instances too: one rule spans them all.
                let old = faces[known].weights
                faces[known].weights = min(old.lowerBound, weights.lowerBound)...max(old.upperBound, weights.upperBound)
            } else {
                faces.append(Face(path: path, index: faceIndex, weights: weights, italic: italic))
            }
        }
        let order = Dictionary(set.files.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        return faces.sorted { (order[$0.path] ?? 0, $0.index, $0.italic ? 1 : 0) < (order[$1.path] ?? 0, $1.index, $1.italic ? 1 : 0) }
    }

    private static func weights(of face: OpaquePointer) -> ClosedRange<Int>? {
        var range: OpaquePointer?
        var begin = 0.0, end = 0.0
        if FcPatternGetRange(face, "weight", 0, &range) == FcResultMatch, let range, FcRangeGetDouble(range, &begin, &end) != 0 {
            let low = Int(FcWeightToOpenTypeDouble(begin).rounded()), high = Int(FcWeightToOpenTypeDouble(end).rounded())
            return low <= high ? low...high : nil
        }
        var weight = 0.0
        guard FcPatternGetDouble(face, "weight", 0, &weight) == FcResultMatch else {
            var integer: Int32 = 0
            guard FcPatternGetInteger(face, "weight", 0, &integer) == FcResultMatch else { return nil }
            let css = Int(FcWeightToOpenTypeDouble(Double(integer)).rounded())
            return css...css
        }
        let css = Int(FcWeightToOpenTypeDouble(weight).rounded())
        return css...css
    }
}
