import Foundation

/// Pins the fonts: every test process that measures or draws text (and rsvg-convert, which inherits the
/// environment) sees only the fonts named in Tests/Fonts/fonts.conf, so measurements and pixels are the
/// same on every machine. Call `TestFonts.install()` before the first Pango or fontconfig use.
public enum TestFonts {
    public static let configPath = PackagePaths.path("Tests/Fonts/fonts.conf")

    private static let installed: Bool = {
        setenv("FONTCONFIG_FILE", configPath, 1)
        return true
    }()

    public static func install() { _ = installed }
}
