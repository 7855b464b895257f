/// A run of text positioned by layout. (Filled in by the text work: font, metrics, outline.)
public struct TextOp: Sendable, Hashable {
    public var text: String
    public var frame: Rect
    public var color: RGBA

    public init(text: String, frame: Rect, color: RGBA) {
        self.text = text
        self.frame = frame
        self.color = color
    }
}
