import ScenecCore

/// `aspect-ratio="W/H"` or a number (format 1.3, CSS `aspect-ratio`): width divided by height. Where one
/// size is decided and the other is not, layout derives the missing one from it.
public enum AspectRatio {
    /// `16/9`, `1.5` or `2 / 1`: a positive, finite width ÷ height.
    public static func parse(_ text: String) throws(ValueError) -> Double {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count <= 2 else { throw ValueError("expected W/H or a number, got \"\(text)\"") }
        let width = try NumberParser.parse(String(parts[0]).trimmingWhitespace())
        let height = parts.count == 2 ? try NumberParser.parse(String(parts[1]).trimmingWhitespace()) : 1
        let ratio = width / height
        guard width > 0, height > 0, ratio.isFinite, ratio > 0 else {
            throw ValueError("expected a ratio above 0 (W/H with both positive, or a number), got \"\(text)\"")
        }
        return ratio
    }
}
