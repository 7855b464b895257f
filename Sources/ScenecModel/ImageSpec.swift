import ScenecCore

/// An `<image>` node as written. (Extended by the image work.)
public struct ImageSpec: Sendable {
    public var href: String

    public init(href: String) {
        self.href = href
    }
}
