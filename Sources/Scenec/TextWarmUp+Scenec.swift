import ScenecModel
import ScenecText

/// Starting text set-up early, for a program that knows it will compile scenes (the `scenec` command
/// does so before it parses its arguments). See `TextWarmUp` for why and what it does.
public enum TextSetUp {
    /// Starts setting up fontconfig and Pango on a background thread, warming the default font.
    public static func startInBackground() {
        TextWarmUp.start(families: TextSpec.defaultFamilies)
    }

    /// Waits for that set-up to end; call it before the process exits.
    public static func finish() {
        TextWarmUp.finish()
    }
}
