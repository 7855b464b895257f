import CPangoRsvg
import ScenecCore
import Synchronization

/// The weights a family has, and CSS font matching over them (CSS Fonts 4, "font-weight"): a variable
/// family takes any weight exactly (fontconfig sets its `wght` axis), a family of static faces the one
/// CSS picks, so `font-weight="600"` on a family of 400 and 700 draws 700 as a browser does.
public enum FontWeights {
    /// A family's upright weights (ascending) and, when it has upright variable faces, the weights
    /// their `wght` axes span; nil when the font map has no such family (a fallback font then draws,
    /// and fontconfig picks its face).
    public struct Faces: Sendable, Hashable {
        public var weights: [Int]
        public var variableWeights: ClosedRange<Int>?

        /// The weight drawn for `desired`: on a variable face the axis value, clamped to its range as
        /// CSS clamps it; otherwise the face CSS font matching picks.
        public func drawn(for desired: Int) -> Int {
            if let range = variableWeights { return min(max(desired, range.lowerBound), range.upperBound) }
            return FontWeights.match(desired, among: weights)
        }

        /// The weights for a message: "100–900" for a variable family, else "400, 700".
        public var described: String {
            if let range = variableWeights { return "\(range.lowerBound)–\(range.upperBound)" }
            return weights.map(String.init).joined(separator: ", ")
        }
    }

    /// Per family and font set; bounded, as a new set per edited font would otherwise add entries for good.
    private static let known = Mutex(BoundedCache<FontResolver.Key, Faces?>(capacity: 256))

    /// The faces of `family` in the font map of `fonts` (the scene's fonts, or the system's).
    public static func faces(of family: String, fonts: FontSet?) -> Faces? {
        let key = FontResolver.Key(families: [family.lowercased()], fonts: fonts)
        if let cached = known.withLock({ $0.value(for: key) }) { return cached }
        let faces = PangoThreadContext.current(fonts: fonts).flatMap { context in list(family, context: context) }.map { weights in
            // Pango 1.50 lists a variable font's named instances but never calls its family variable
            // (`pango_font_family_is_variable` is false for Inter's variable TTF): fontconfig knows.
            Faces(weights: weights, variableWeights: variableWeights(of: family, fonts: fonts))
        }
        known.withLock { $0.insert(faces, for: key) }
        return faces
    }

    private static func list(_ family: String, context: OpaquePointer) -> [Int]? {
        guard let fontMap = pango_context_get_font_map(context) else { return nil }
        var families: UnsafeMutablePointer<OpaquePointer?>?
        var count: Int32 = 0
        pango_font_map_list_families(fontMap, &families, &count)
        defer { g_free(families) }
        guard let families else { return nil }
        let wanted = family.lowercased()
        for index in 0..<Int(count) {
            guard let candidate = families[index], let name = pango_font_family_get_name(candidate),
                  String(cString: name).lowercased() == wanted else { continue }
            var faces: UnsafeMutablePointer<OpaquePointer?>?
            var faceCount: Int32 = 0
            pango_font_family_list_faces(candidate, &faces, &faceCount)
            defer { g_free(faces) }
            var weights = Set<Int>()
            for face in 0..<Int(faceCount) {
                guard let face = faces?[face], let description = pango_font_face_describe(face) else { continue }
                defer { pango_font_description_free(description) }
                if pango_font_description_get_style(description) == PANGO_STYLE_NORMAL {
                    weights.insert(Int(pango_font_description_get_weight(description).rawValue))
                }
            }
            return weights.sorted()
        }
        return nil
    }

    /// The CSS weights the `wght` axes of the upright variable faces of `family` span (fontconfig lists
    /// such a face with a weight range), among the fonts of `fonts` or the system's; nil without one.
    static func variableWeights(of family: String, fonts: FontSet?) -> ClosedRange<Int>? {
        // The entry, not just its configuration: holding it keeps the configuration alive until the
        // last fontconfig call below, whatever the table drops meanwhile.
        let entry = fonts.flatMap { FontSets.entry(for: $0) }
        if fonts != nil && entry == nil { return nil }
        return withExtendedLifetime(entry) { variableWeights(of: family, config: entry?.config) }
    }

    /// The same in `config` (nil: fontconfig's current one, the system's).
    private static func variableWeights(of family: String, config: OpaquePointer?) -> ClosedRange<Int>? {
        guard let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        guard let objects = FcObjectSetCreate() else { return nil }
        defer { FcObjectSetDestroy(objects) }
        _ = family.withCString { name in
            name.withMemoryRebound(to: FcChar8.self, capacity: family.utf8.count + 1) { FcPatternAddString(pattern, "family", $0) }
        }
        for object in ["variable", "weight", "slant"] { _ = FcObjectSetAdd(objects, object) }
        guard let list = FcFontList(config, pattern, objects) else { return nil }
        defer { FcFontSetDestroy(list) }
        guard let patterns = list.pointee.fonts else { return nil }
        var span: ClosedRange<Int>?
        for index in 0..<Int(list.pointee.nfont) {
            guard let face = patterns[index] else { continue }
            var variable: FcBool = 0, slant: Int32 = 0
            var range: OpaquePointer?
            var begin = 0.0, end = 0.0
            guard FcPatternGetBool(face, "variable", 0, &variable) == FcResultMatch, variable != 0,
                  FcPatternGetInteger(face, "slant", 0, &slant) != FcResultMatch || slant == 0,
                  FcPatternGetRange(face, "weight", 0, &range) == FcResultMatch, let range,
                  FcRangeGetDouble(range, &begin, &end) != 0 else { continue }
            let low = Int(FcWeightToOpenTypeDouble(begin).rounded()), high = Int(FcWeightToOpenTypeDouble(end).rounded())
            guard low <= high else { continue }
            span = span.map { min($0.lowerBound, low)...max($0.upperBound, high) } ?? low...high
        }
        return span
    }

    /// The weight CSS font matching draws for `desired` among `weights` (ascending): 400–500 look up
    /// to 500 first, then down, then up; below 400 down then up; above 500 up then down.
    public static func match(_ desired: Int, among weights: [Int]) -> Int {
        guard !weights.isEmpty else { return desired }
        if weights.contains(desired) { return desired }
        let below = weights.filter { $0 < desired }.max()
        let above = weights.filter { $0 > desired }.min()
        if (400...500).contains(desired) {
            if let within = weights.filter({ $0 > desired && $0 <= 500 }).min() { return within }
            return below ?? above ?? desired
        }
        if desired < 400 { return below ?? above ?? desired }
        return above ?? below ?? desired
    }
}
