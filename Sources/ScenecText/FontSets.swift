import CPangoRsvg
import ScenecCore
import Synchronization

/// A private fontconfig configuration per `FontSet`: the scene's font files as application fonts, over
/// the system's configuration and fonts, or (without system fonts) over nothing at all: no
/// configuration file is parsed and no font folder scanned, so such a build sees the same fonts on
/// every machine. Pango gets the configuration through a font map of its own (`PangoThreadContext`);
/// the user's font folders and the process's default configuration are never changed.
public enum FontSets {
    /// A set's configuration and the family names its files declare (every name of each face,
    /// lowercased). A class so that the configuration lives exactly as long as someone uses it: the
    /// table below, a caller between `entry(for:)` and its last fontconfig call; a font map made over
    /// it (`PangoThreadContext`) takes a reference of its own.
    final class Entry: @unchecked Sendable {
        let config: OpaquePointer
        let families: Set<String>
        let displayFamilies: [String]

        init(config: OpaquePointer, families: Set<String>, displayFamilies: [String]) {
            self.config = config
            self.families = families
            self.displayFamilies = displayFamilies
            FontSets.live.add(1, ordering: .relaxed)
        }

        deinit {
            FcConfigDestroy(config)
            FontSets.live.subtract(1, ordering: .relaxed)
        }
    }

    /// A scene names a few sets; a batch, one per distinct scene font list; a `serve` session that
    /// edits a font, or a fuzzer, a new one per file. Each configuration holds its faces' metadata
    /// (about 400 KB under AddressSanitizer), so the table keeps the recently used ones only
    /// (`BoundedCache`: at most twice `capacity`); one dropped is made again when asked for.
    private static let entries = Mutex(BoundedCache<FontSet, Entry>(capacity: capacity))
    static let capacity = 8

    /// Entries alive now, in the table or with a caller (for tests). A thread's font map holds its
    /// configuration by a fontconfig reference of its own, not counted here (`FontSetContexts`).
    static let live = Atomic<Int>(0)

    static func entry(for set: FontSet) -> Entry? {
        if let known = entries.withLock({ $0.value(for: set) }) { return known }
        guard let config = set.systemFonts ? FcInitLoadConfigAndFonts() : FcConfigCreate() else { return nil }
        // The system's configuration scales bitmap fonts (Debian's 10-scale-bitmap-fonts.conf); an
        // empty one must too, or a colour emoji font (CBDT bitmaps) draws at its strike's 109 px.
        if !set.systemFonts { _ = scaleBitmapFonts.withCString { FcConfigParseAndLoadFromMemory(config, $0, 0) } }
        for file in set.files { _ = file.withCString { FcConfigAppFontAddFile(config, $0) } }
        let names = familyNames(config)
        let entry = Entry(config: config, families: Set(names.map { $0.lowercased() }), displayFamilies: names)
        return entries.withLock { table in
            if let raced = table.value(for: set) { return raced }
            table.insert(entry, for: set)
            return entry
        }
    }

    /// Makes fontconfig's process-wide configuration an empty one, for a process that never uses the
    /// system's fonts (`--no-system-fonts`). Pango's first font map starts fontconfig on a thread of its
    /// own (`FcInit`), which would parse every system configuration file and read the font caches for
    /// nothing; with a current configuration already there, it does neither. Call it before any text is
    /// set; scenes' own font sets have configurations of their own and are not affected.
    public static func withoutSystemConfiguration() {
        guard let config = FcConfigCreate() else { return }
        _ = scaleBitmapFonts.withCString { FcConfigParseAndLoadFromMemory(config, $0, 0) }
        _ = FcConfigSetCurrent(config)
    }

    /// fontconfig's own rule for bitmap fonts (10-scale-bitmap-fonts.conf, the part for colour
    /// bitmap fonts, which are marked scalable): scale each to the size asked for.
    static let scaleBitmapFonts = """
        <?xml version="1.0"?>
        <fontconfig>
          <match target="font">
            <test name="outline" compare="eq"><bool>false</bool></test>
            <edit name="pixelsizefixupfactor" mode="assign">
              <divide><name target="pattern">pixelsize</name><name target="font">pixelsize</name></divide>
            </edit>
          </match>
          <match target="font">
            <test name="outline" compare="eq"><bool>false</bool></test>
            <test name="pixelsizefixupfactor" compare="not_eq"><double>1.0</double></test>
            <edit name="matrix" mode="assign">
              <times><name>matrix</name><matrix><name>pixelsizefixupfactor</name><double>0</double><double>0</double><name>pixelsizefixupfactor</name></matrix></times>
            </edit>
            <edit name="size" mode="assign"><divide><name>size</name><name>pixelsizefixupfactor</name></divide></edit>
          </match>
        </fontconfig>
        """

    /// Every family name of the application fonts of `config`, in file order, each once.
    private static func familyNames(_ config: OpaquePointer) -> [String] {
        guard let fonts = FcConfigGetFonts(config, FcSetApplication), let patterns = fonts.pointee.fonts else { return [] }
        var names: [String] = []
        for index in 0..<Int(fonts.pointee.nfont) {
            guard let pattern = patterns[index] else { continue }
            var n: Int32 = 0
            var value: UnsafeMutablePointer<FcChar8>?
            while FcPatternGetString(pattern, "family", n, &value) == FcResultMatch, let value {
                let name = String(cString: value)
                if !names.contains(name) { names.append(name) }
                n += 1
            }
        }
        return names
    }

    /// The families the set's own files provide, as their fonts name them (for messages).
    public static func families(of set: FontSet) -> [String] {
        entry(for: set)?.displayFamilies ?? []
    }

    /// Whether the set's own files provide `family` (any of a face's names, ignoring case).
    public static func provides(_ family: String, in set: FontSet) -> Bool {
        entry(for: set)?.families.contains(family.lowercased()) ?? false
    }

    /// Whether FreeType, through fontconfig, reads at least one face from the file at `path` (TTF, OTF,
    /// TTC, WOFF, and WOFF2 where FreeType is built with Brotli, as Debian's is).
    public static func isFont(_ path: String) -> Bool {
        guard let config = FcConfigCreate() else { return false }
        defer { FcConfigDestroy(config) }
        return path.withCString { FcConfigAppFontAddFile(config, $0) } != 0
    }
}
