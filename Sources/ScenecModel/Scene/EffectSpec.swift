import ScenecCore

/// Effects of a shape as written, painted in the contract's fixed order: drop shadows beneath the
/// fills, inner shadows and shine above them, all under the stroke.
public enum EffectSpec: Sendable {
    case dropShadow(ShadowSpec)
    case innerShadow(ShadowSpec)
    case shine(ShineSpec)
}

/// `<drop-shadow>` / `<inner-shadow>`: offsets in points (y down), CSS blur radius, spread.
public struct ShadowSpec: Sendable, Hashable {
    /// Core Graphics' default shadow colour.
    public static let defaultColor = RGBA(red: 0, green: 0, blue: 0, alpha: 1.0 / 3.0)

    public var dx: Double
    public var dy: Double
    /// CSS blur radius: a Gaussian with standard deviation blur / 2.
    public var blur: Double
    public var spread: Double
    public var color: RGBA
    public var location: SourceLocation

    public init(dx: Double = 0, dy: Double = 0, blur: Double = 0, spread: Double = 0, color: RGBA = ShadowSpec.defaultColor,
                location: SourceLocation) {
        self.dx = dx
        self.dy = dy
        self.blur = blur
        self.spread = spread
        self.color = color
        self.location = location
    }
}

/// `<shine>`: the drop shadow of the shape inset by `inset + 1`, visible only between the shape's
/// outline and the shape inset by `inset`.
public struct ShineSpec: Sendable, Hashable {
    public var inset: Double
    public var dx: Double
    public var dy: Double
    public var blur: Double
    public var color: RGBA
    public var location: SourceLocation

    public init(inset: Double = 0, dx: Double = 0, dy: Double = 0, blur: Double = 0, color: RGBA = ShadowSpec.defaultColor,
                location: SourceLocation) {
        self.inset = inset
        self.dx = dx
        self.dy = dy
        self.blur = blur
        self.color = color
        self.location = location
    }
}

extension EffectSpec {
    public var kind: EffectKind {
        switch self {
        case .dropShadow: return .dropShadow
        case .innerShadow: return .innerShadow
        case .shine: return .shine
        }
    }
}
