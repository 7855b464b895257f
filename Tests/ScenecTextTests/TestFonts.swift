import Foundation

/// Points fontconfig at Tests/Fonts/fonts.conf before the first Pango call, so measurements and
/// pixels do not depend on what else the machine has installed. Call `TestFonts.install()` first.
enum TestFonts {
    static let configPath = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fonts/fonts.conf").path

    private static let installed: Bool = {
        setenv("FONTCONFIG_FILE", configPath, 1)
        return true
    }()

    static func install() { _ = installed }
}
