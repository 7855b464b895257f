/// The fonts a scene's text is set with: the font files it ships (`<font href>`, resolved paths in the
/// order written) and whether the system's fonts are used too. Part of every font request made with it
/// (`TextFont`, and ScenecText's `FontSpec`), so measurements, settings and drawings of one scene never
/// meet another scene's fonts in a cache. A scene with no font files and the system's fonts has none (nil).
public struct FontSet: Sendable, Hashable {
    public var files: [String]
    /// false for `--no-system-fonts` / `system-fonts="false"`: only `files`.
    public var systemFonts: Bool

    public init(files: [String], systemFonts: Bool = true) {
        self.files = files
        self.systemFonts = systemFonts
    }
}
