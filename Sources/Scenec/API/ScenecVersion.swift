/// The version of scenec: what `scenec --version` prints, and part of every output's dependencies
/// through the binary itself.
public enum ScenecVersion {
    /// The version as `major.minor.patch`.
    public static let string = "0.1.0"
}
