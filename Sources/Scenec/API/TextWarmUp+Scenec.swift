import ScenecModel
import ScenecText

/// Starting text set-up early, for a program that knows it will compile scenes (the `scenec` command
/// does so before it parses its arguments). See `TextWarmUp` for why and what it does.
public enum TextSetUp {
    /// Starts setting up fontconfig and Pango on a background thread, warming the default font.
    public static func startInBackground() {
        TextWarmUp.start(families: TextSpec.defaultFamilies)
    }

    /// For a process whose every scene goes without the system's fonts (`--no-system-fonts`): fontconfig
    /// gets an empty configuration instead of reading the system's files and caches. Call it instead of
    /// `startInBackground`, before any scene is compiled.
    public static func withoutSystemFonts() {
        FontSets.withoutSystemConfiguration()
    }

    /// Whether that set-up is no longer inside fontconfig or Pango, so the process may run its exit
    /// handlers; when it is, a process ends with `_exit` after flushing its output.
    public static func hasEnded() -> Bool {
        TextWarmUp.hasEnded()
    }

    /// Waits for that set-up's thread to end (at once when it never started or was waited for).
    public static func finish() {
        TextWarmUp.finish()
    }
}
