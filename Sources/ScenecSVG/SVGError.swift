import ScenecPNG

/// What can stop the SVG writer: only embedding a bitmap, which goes through the PNG encoder.
public enum SVGError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A `width × height` bitmap could not be encoded as the PNG its `<image>` embeds.
    case imageEncoding(width: Int, height: Int, PNGError)

    public var description: String {
        switch self {
        case .imageEncoding(let width, let height, let error):
            return "cannot embed a \(width)×\(height) image: \(error)"
        }
    }
}
