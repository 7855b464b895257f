/// A non-premultiplied sRGB colour with components in 0...1.
public struct RGBA: Sendable, Hashable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Channels given as 0–255, alpha as 0–1 (the `rgb()` / UIColor-over-255 convention).
    public init(red255: Double, green255: Double, blue255: Double, alpha: Double = 1) {
        self.init(red: red255 / 255, green: green255 / 255, blue: blue255 / 255, alpha: alpha)
    }

    /// UIColor colorWithWhite:alpha:.
    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// UIColor colorWithHue:saturation:brightness:alpha: with the hue in degrees.
    public init(hueDegrees: Double, saturation: Double, brightness: Double, alpha: Double = 1) {
        var h = hueDegrees.truncatingRemainder(dividingBy: 360)
        if h < 0 { h += 360 }
        let s = min(max(saturation, 0), 1), v = min(max(brightness, 0), 1)
        let c = v * s
        let hp = h / 60
        let x = c * (1 - abs(hp.truncatingRemainder(dividingBy: 2) - 1))
        let (r, g, b): (Double, Double, Double)
        switch hp {
        case ..<1: (r, g, b) = (c, x, 0)
        case ..<2: (r, g, b) = (x, c, 0)
        case ..<3: (r, g, b) = (0, c, x)
        case ..<4: (r, g, b) = (0, x, c)
        case ..<5: (r, g, b) = (x, 0, c)
        default: (r, g, b) = (c, 0, x)
        }
        let m = v - c
        self.init(red: r + m, green: g + m, blue: b + m, alpha: alpha)
    }

    /// CSS `hsl()`: lightness 0 is black, 1 white, 0.5 the pure hue at full saturation. Converted to
    /// the equivalent hue/saturation/brightness, so both colour wheels share one conversion to RGB.
    public init(hueDegrees: Double, saturation: Double, lightness: Double, alpha: Double = 1) {
        let s = min(max(saturation, 0), 1), l = min(max(lightness, 0), 1)
        let brightness = l + s * min(l, 1 - l)
        let hsbSaturation = brightness == 0 ? 0 : 2 * (1 - l / brightness)
        self.init(hueDegrees: hueDegrees, saturation: hsbSaturation, brightness: brightness, alpha: alpha)
    }

    public static let black = RGBA(red: 0, green: 0, blue: 0)
    public static let white = RGBA(red: 1, green: 1, blue: 1)
    public static let transparent = RGBA(red: 0, green: 0, blue: 0, alpha: 0)

    public var isOpaque: Bool { alpha >= 1 }
    public var isInvisible: Bool { alpha <= 0 }

    public func withAlpha(_ newAlpha: Double) -> RGBA {
        RGBA(red: red, green: green, blue: blue, alpha: newAlpha)
    }

    /// 8-bit channels, rounded the way both backends quantise.
    public var bytes: (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        func q(_ v: Double) -> UInt8 { UInt8(min(max((v * 255).rounded(), 0), 255)) }
        return (q(red), q(green), q(blue), q(alpha))
    }
}
