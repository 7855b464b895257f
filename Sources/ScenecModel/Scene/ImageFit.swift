import ScenecCore

/// `fit` on an image (CSS `object-fit`): how the picture's box is sized in the node's frame.
public enum ImageFit: String, Sendable, CaseIterable {
    /// Stretched to the frame (version 1).
    case fill
    /// As large as fits inside the frame, aspect kept: letterboxed.
    case contain
    /// As small as covers the frame, aspect kept: the overflow is clipped to the frame.
    case cover
    /// At its natural size, clipped to the frame.
    case none
}

/// `fit-position` (CSS `object-position`): where the picture's box sits in the frame, as fractions of
/// the space left over (or overflowing) on each axis: 0 the left/top edge, 0.5 centred, 1 the far edge.
public struct ImageFitPosition: Sendable, Hashable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let center = ImageFitPosition(x: 0.5, y: 0.5)

    /// `center`, one of the eight edge keywords (`top-left` … `bottom-right`), or `"x y"` percentages.
    public static func parse(_ text: String) throws(ValueError) -> ImageFitPosition {
        let trimmed = text.trimmingWhitespace()
        let keywords: [String: ImageFitPosition] = [
            "top-left": .init(x: 0, y: 0), "top": .init(x: 0.5, y: 0), "top-right": .init(x: 1, y: 0),
            "left": .init(x: 0, y: 0.5), "center": .center, "right": .init(x: 1, y: 0.5),
            "bottom-left": .init(x: 0, y: 1), "bottom": .init(x: 0.5, y: 1), "bottom-right": .init(x: 1, y: 1),
        ]
        if let position = keywords[trimmed] { return position }
        let parts = trimmed.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," })
        guard parts.count == 2, parts.allSatisfy({ $0.hasSuffix("%") }) else {
            throw ValueError("expected center, top-left … bottom-right, or two percentages like \"50% 25%\", got \"\(text)\"")
        }
        let x = try NumberParser.parse(String(parts[0].dropLast()))
        let y = try NumberParser.parse(String(parts[1].dropLast()))
        guard (-1000...1000).contains(x), (-1000...1000).contains(y) else {
            throw ValueError("percentages from -1000% to 1000%, got \"\(text)\"")
        }
        return ImageFitPosition(x: x / 100, y: y / 100)
    }

    /// The rect of a `size` box placed in `frame` by `fit`, and whether it leaves the frame (and must be clipped).
    public static func drawnRect(of size: Size, in frame: Rect, fit: ImageFit, at position: ImageFitPosition) -> (rect: Rect, overflows: Bool) {
        guard size.width > 0, size.height > 0 else { return (frame, false) }
        let drawn: Size
        switch fit {
        case .fill: return (frame, false)
        case .contain:
            let scale = min(frame.width / size.width, frame.height / size.height)
            drawn = Size(size.width * scale, size.height * scale)
        case .cover:
            let scale = max(frame.width / size.width, frame.height / size.height)
            drawn = Size(size.width * scale, size.height * scale)
        case .none:
            drawn = size
        }
        let rect = Rect(x: frame.x + (frame.width - drawn.width) * position.x, y: frame.y + (frame.height - drawn.height) * position.y,
                        width: drawn.width, height: drawn.height)
        let tolerance = 1e-9
        let overflows = rect.minX < frame.minX - tolerance || rect.minY < frame.minY - tolerance
            || rect.maxX > frame.maxX + tolerance || rect.maxY > frame.maxY + tolerance
        return (rect, overflows)
    }
}
