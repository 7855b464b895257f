import ScenecCore

/// A gradient as written: geometry in lengths relative to a reference box that layout resolves for
/// each shape that uses it.
public struct GradientSpec: Sendable {
    public enum Kind: Sendable {
        case linear(from: GradientPoint, to: GradientPoint)
        /// `angle` (format 1.2, CSS degrees: 0 points up, 90 to the right): the line through the box's
        /// centre at that angle, as long as CSS makes it, so the box's corners get the first and last stops.
        case angled(degrees: Double)
        case radial(center: GradientPoint, radius: Length)
        /// `<conic-gradient>` (format 1.2, CSS `conic-gradient`): stops swept clockwise around `center`,
        /// starting `degrees` clockwise from the top.
        case conic(center: GradientPoint, degrees: Double)
    }

    public var kind: Kind
    public var stops: [GradientStop]
    public var relativeTo: ReferenceBox
    public var location: SourceLocation

    public init(kind: Kind, stops: [GradientStop], relativeTo: ReferenceBox = .own, location: SourceLocation) {
        self.kind = kind
        self.stops = stops
        self.relativeTo = relativeTo
        self.location = location
    }
}

/// A point in a reference box: points from the box's origin, or percentages of its size.
public struct GradientPoint: Sendable, Hashable {
    public var x: Length
    public var y: Length

    public init(x: Length, y: Length) {
        self.x = x
        self.y = y
    }

    public static let top = GradientPoint(x: .percent(50), y: .percent(0))
    public static let bottom = GradientPoint(x: .percent(50), y: .percent(100))
    public static let center = GradientPoint(x: .percent(50), y: .percent(50))

    /// The named positions of `from`/`to`/`center`.
    public static let keywords: [String: GradientPoint] = [
        "top": top,
        "bottom": bottom,
        "left": GradientPoint(x: .percent(0), y: .percent(50)),
        "right": GradientPoint(x: .percent(100), y: .percent(50)),
        "center": center,
        "top-left": GradientPoint(x: .percent(0), y: .percent(0)),
        "top-right": GradientPoint(x: .percent(100), y: .percent(0)),
        "bottom-left": GradientPoint(x: .percent(0), y: .percent(100)),
        "bottom-right": GradientPoint(x: .percent(100), y: .percent(100)),
    ]
}

/// The box a gradient's geometry is resolved against, per use.
public enum ReferenceBox: Sendable, Hashable {
    /// The frame of the shape being painted (`relative-to="self"`, the default).
    case own
    /// The frame of the shape's parent node.
    case parent
    /// The whole canvas.
    case scene
    /// The frame of the node with this id.
    case node(String)
}
