/// The names and limits of a codec behind `BitmapEncoder` (WebP, JPEG), for its errors' words.
public protocol BitmapCodecNames: Sendable {
    /// The format, as users know it: "JPEG".
    static var format: String { get }
    /// The library that does the work: "libjpeg".
    static var library: String { get }
    static var maximumSide: Int { get }
}

/// What can stop an encode or a decode by one of the library codecs: one set of reasons and words for
/// every format (PNG keeps its own: its limits are deflate's).
public enum BitmapCodecError<Codec: BitmapCodecNames>: Error, Sendable, Equatable, CustomStringConvertible {
    case emptyImage(width: Int, height: Int)
    case tooLarge(width: Int, height: Int)
    case quality(Int)
    /// The library's own message.
    case library(String)

    public var description: String {
        switch self {
        case .emptyImage(let width, let height): return "cannot encode an empty \(width)×\(height) image"
        case .tooLarge(let width, let height): return "\(width)×\(height) px is larger than \(Codec.format)'s \(Codec.maximumSide) px per side"
        case .quality(let quality): return "quality \(quality) is not between 0 and 100"
        case .library(let message): return "\(Codec.library): \(message)"
        }
    }
}
