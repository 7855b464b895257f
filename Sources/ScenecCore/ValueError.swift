/// A malformed attribute value. The scene parser turns it into a located diagnostic.
public struct ValueError: Error, Sendable, Hashable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
