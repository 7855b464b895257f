import CPangoRsvg
import ScenecCore
import Synchronization

/// The weights a family has, and CSS font matching over them (CSS Fonts 4, "font-weight"): a variable
/// family takes any weight exactly (fontconfig sets its `wght` axis), a family of static faces the one
/// CSS picks, so `font-weight="600"` on a family of 400 and 700 draws 700 as a browser does.
public enum FontWeights {
    /// A family's upright weights (ascending) and whether it is variable; nil when the font map has no
    /// such family (a fallback font then draws, and fontconfig picks its face).
    public struct Faces: Sendable, Hashable {
        public var weights: [Int]
        public var isVariable: Bool
    }

    private static let known = Mutex<[FontResolver.Key: Faces?]>([:])

    /// The faces of `family` in the font map of `fonts` (the scene's fonts, or the system's).
    public static func faces(of family: String, fonts: FontSet?) -> Faces? {
        let key = FontResolver.Key(families: [family.lowercased()], fonts: fonts)
        if let cached = known.withLock({ $0[key] }) { return cached }
        let faces = PangoThreadContext.current(fonts: fonts).flatMap { context in list(family, context: context) }.map { faces in
            // Pango 1.50 lists a variable font's named instances but never calls its family variable
            // (`pango_font_family_is_variable` is false for Inter's variable TTF): fontconfig knows.
            Faces(weights: faces.weights, isVariable: faces.isVariable || hasVariableFace(family, fonts: fonts))
        }
        known.withLock { $0[key] = faces }
        return faces
    }

    private static func list(_ family: String, context: OpaquePointer) -> Faces? {
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
            return Faces(weights: weights.sorted(), isVariable: pango_font_family_is_variable(candidate) != 0)
        }
        return nil
    }

    /// Whether fontconfig has a variable face (a `wght` range rather than one weight) of `family` among
    /// the fonts of `fonts` (or the system's): it then sets the `wght` axis to any weight asked for.
    static func hasVariableFace(_ family: String, fonts: FontSet?) -> Bool {
        let config = fonts.flatMap { FontSets.entry(for: $0)?.config }
        if fonts != nil && config == nil { return false }
        guard let pattern = FcPatternCreate() else { return false }
        defer { FcPatternDestroy(pattern) }
        guard let objects = FcObjectSetCreate() else { return false }
        defer { FcObjectSetDestroy(objects) }
        _ = family.withCString { name in
            name.withMemoryRebound(to: FcChar8.self, capacity: family.utf8.count + 1) { FcPatternAddString(pattern, "family", $0) }
        }
        _ = FcObjectSetAdd(objects, "variable")
        guard let list = FcFontList(config, pattern, objects) else { return false }
        defer { FcFontSetDestroy(list) }
        guard let patterns = list.pointee.fonts else { return false }
        return (0..<Int(list.pointee.nfont)).contains { index in
            var variable: FcBool = 0
            return patterns[index].map { FcPatternGetBool($0, "variable", 0, &variable) == FcResultMatch && variable != 0 } ?? false
        }
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
