import ScenecCore
import Testing

/// CSS Color 4's conversions to sRGB, checked against colours whose sRGB values CSS Color 4 itself gives.
@Suite("Colour spaces")
struct ColorSpacesTests {
    static func bytes(_ space: ColorSpace, _ components: [Double]) -> [Int] {
        let (color, _) = space.srgb(components, alpha: 1)
        return [color.red, color.green, color.blue].map { Int(($0 * 255).rounded()) }
    }

    @Test func whitesAreWhite() {
        for (space, white) in [(ColorSpace.srgbLinear, [1.0, 1, 1]), (.displayP3, [1, 1, 1]), (.a98RGB, [1, 1, 1]), (.prophotoRGB, [1, 1, 1]),
                               (.rec2020, [1, 1, 1]), (.lab, [100, 0, 0]), (.lch, [100, 0, 0]), (.oklab, [1, 0, 0]), (.oklch, [1, 0, 0]),
                               (.xyzD65, [0.3127 / 0.3290, 1, (1 - 0.3127 - 0.3290) / 0.3290]), (.hsl, [0, 0, 100]), (.hwb, [0, 100, 0])] {
            #expect(Self.bytes(space, white) == [255, 255, 255], "\(space)")
            let (rgb, clipped) = space.srgb(white, alpha: 1)
            #expect(!clipped, "\(space)")
            #expect(abs(rgb.red - 1) < 0.0005 && abs(rgb.blue - 1) < 0.0005, "\(space)")
        }
    }

    /// Reference values: CSS Color 4's example `lab(29.2345% 39.3825 20.0664)` is rgb(125 35 41); the
    /// others checked against Bruce Lindbloom's published D50→D65 and XYZ→sRGB matrices; Display P3 red is
    /// outside sRGB.
    @Test func knownColours() {
        #expect(Self.bytes(.lab, [29.2345, 39.3825, 20.0664]) == [125, 35, 41])
        #expect(Self.bytes(.lab, [52.2345, 40.1645, 59.9971]) == [198, 93, 6])
        #expect(Self.bytes(.lch, [29.2345, 44.2, 27]) == [125, 35, 41])
        #expect(Self.bytes(.oklch, [0.628, 0.2577, 29.23]) == [255, 0, 0])
        #expect(Self.bytes(.hsl, [120, 100, 25]) == [0, 128, 0])
        #expect(Self.bytes(.hwb, [0, 20, 20]) == [204, 51, 51])
        #expect(Self.bytes(.srgbLinear, [0.5, 0.5, 0.5]) == [188, 188, 188])
        let (_, clipped) = ColorSpace.displayP3.srgb([1, 0, 0], alpha: 1)
        #expect(clipped)
        let unclipped = ColorSpace.displayP3.unclippedSRGB([1, 0, 0])
        #expect(abs(unclipped.0 - 1.0930) < 0.001 && abs(unclipped.1 + 0.2267) < 0.001 && abs(unclipped.2 + 0.1501) < 0.001)
    }

    /// `ColorSpace(named:)` (which a design-token file's every colour goes through) finds what
    /// `init(rawValue:)` finds, and nothing else; each component's range is its place in the list.
    @Test func namesAndRanges() {
        for space in ColorSpace.allCases {
            #expect(ColorSpace(named: space.rawValue) == space)
            #expect(space.componentRanges == (0..<3).map(space.componentRange))
        }
        for name in ["", "SRGB", "srgb ", "display_p3", "xyz", "oklchh", "lab\u{0}", "é"] {
            #expect(ColorSpace(named: name) == nil)
            #expect(ColorSpace(rawValue: name) == nil)
        }
        #expect(ColorSpace.lab.componentRanges == [0...100, -.infinity ... .infinity, -.infinity ... .infinity])
        #expect(ColorSpace.hsl.componentRanges == [-.infinity ... .infinity, 0...100, 0...100])
        #expect(ColorSpace.oklch.componentRanges == [0...1, 0 ... .infinity, -.infinity ... .infinity])
        #expect(ColorSpace.displayP3.componentRanges == [0...1, 0...1, 0...1])
    }
}
