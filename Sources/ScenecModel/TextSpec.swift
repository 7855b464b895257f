import ScenecCore

/// A `<text>` node's content and font as written. (Extended by the text work.)
public struct TextSpec: Sendable {
    public var text: String
    public var color: RGBA

    public init(text: String, color: RGBA = .black) {
        self.text = text
        self.color = color
    }
}
