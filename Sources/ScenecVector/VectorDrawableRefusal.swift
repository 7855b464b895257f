import ScenecCore
import ScenecSVG

/// What a render list draws that an Android VectorDrawable cannot: each problem at the scene node that
/// drew it, naming the feature. The writer finds them all before it writes a line, and a list with any
/// is refused whole: a VectorDrawable never silently leaves out what the PNG shows.
public struct VectorDrawableRefusal: Error, Sendable, CustomStringConvertible {
    public struct Problem: Sendable, Hashable {
        /// The scene element that drew it (nil for a render list built by hand).
        public var origin: Origin?
        /// What VectorDrawable cannot draw, as a user names it: `a drop shadow or inner shadow (blur)`.
        public var feature: String

        public init(origin: Origin?, feature: String) {
            self.origin = origin
            self.feature = feature
        }

        /// `<rect id="card">: a VectorDrawable cannot draw …`.
        public var message: String {
            let element = origin.map { origin in "<\(origin.element)\(origin.id.map { " id=\"\($0)\"" } ?? "")>: " } ?? ""
            return element + "an Android VectorDrawable cannot draw \(feature); --format vector refuses this scene (build a PNG or WebP drawable instead, or remove it)"
        }
    }

    /// In render-list order, each (origin, feature) once.
    public var problems: [Problem]

    public var description: String { problems.map(\.message).joined(separator: "\n") }
}
