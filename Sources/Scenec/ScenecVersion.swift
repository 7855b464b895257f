/// The version `scenec --version` prints.
public enum ScenecVersion {
    public static let string = "0.1.0"
}
