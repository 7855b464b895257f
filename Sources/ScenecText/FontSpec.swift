/// A font as layout asks for it. (Extended by the text work.)
public struct FontSpec: Sendable, Hashable {
    public var families: [String]
    public var size: Double
    public var weight: Int

    public init(families: [String], size: Double, weight: Int = 400) {
        self.families = families
        self.size = size
        self.weight = weight
    }
}
