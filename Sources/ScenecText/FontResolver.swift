import CPangoRsvg
import ScenecCore
import Synchronization

/// Which family fontconfig supplies for a request, and whether that is a fallback.
///
/// A resolution depends only on the family list (never on size, weight or text), so it is cached per
/// list for the process; every measured line needs one.
enum FontResolver {
    /// Generic CSS/fontconfig family names: always available, never reported as missing.
    static let genericFamilies: Set<String> = ["serif", "sans-serif", "sans", "monospace", "mono", "cursive", "fantasy", "system-ui"]

    /// At most 2 × 256 family lists. A scene names a handful; a batch of thousands of scenes rarely more
    /// than a few dozen, and an entry is a few short strings.
    static let capacity = 256

    /// Per family list: its resolution. Shared by all threads; the values do not depend on which thread
    /// computed them (every thread's context is configured alike and fontconfig's answer is global).
    private static let resolutions = Mutex(BoundedCache<Key, FontResolution>(capacity: capacity))

    /// A family list (or one lowercased name) with the scene's fonts it is looked up among.
    struct Key: Hashable {
        var families: [String]
        var fonts: FontSet?
    }

    /// Per family name (lowercased): whether fontconfig has it or an alias for it. Bounded like `resolutions`.
    private static let availability = Mutex(BoundedCache<Key, Bool>(capacity: 4 * capacity))

    /// The resolution of `families`, from the cache or with `context` (the calling thread's).
    static func resolve(_ families: [String], fonts: FontSet?, context: OpaquePointer) -> FontResolution {
        let key = Key(families: families, fonts: fonts)
        if let known = resolutions.withLock({ $0.value(for: key) }) { return known }
        let resolved = resolvedFamily(families.joined(separator: ","), context: context)
        let available = families.contains { isAvailable($0, fonts: fonts, context: context) }
        let resolution = FontResolution(requested: families, resolved: resolved, isFallback: !available && !families.isEmpty)
        resolutions.withLock { $0.insert(resolution, for: key) }
        return resolution
    }

    /// Entries in the family-list cache (for tests of the bound).
    static var cachedCount: Int { resolutions.withLock { $0.count } }

    /// The family Pango loads for a comma-separated family list, or "" when it loads none.
    static func resolvedFamily(_ familyList: String, context: OpaquePointer) -> String {
        FontDescription.with(FontSpec(families: [familyList], size: 12)) { description in
            guard let font = pango_context_load_font(context, description) else { return "" }
            defer { g_object_unref(UnsafeMutableRawPointer(font)) }
            guard let described = pango_font_describe(font) else { return "" }
            defer { pango_font_description_free(described) }
            guard let family = pango_font_description_get_family(described) else { return "" }
            return String(cString: family)
        } ?? ""
    }

    /// A family is available when it is generic, when fontconfig resolves it to itself, or when it
    /// resolves it to something other than its default fallback (a configured alias such as
    /// Helvetica → Nimbus Sans).
    static func isAvailable(_ family: String, fonts: FontSet?, context: OpaquePointer) -> Bool {
        let name = family.lowercased()
        if genericFamilies.contains(name) { return true }
        let key = Key(families: [name], fonts: fonts)
        if let known = availability.withLock({ $0.value(for: key) }) { return known }
        let resolved = resolvedFamily(family, context: context)
        let fallback = resolvedFamily("scenec-no-such-font-family", context: context)
        let available = resolved.lowercased() == name || resolved != fallback
        availability.withLock { $0.insert(available, for: key) }
        return available
    }
}
