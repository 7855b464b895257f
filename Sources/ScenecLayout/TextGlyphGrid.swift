import ScenecCore
import ScenecText

/// The grid browsers draw glyphs on: Skia quantises each glyph's device x to a quarter pixel (a glyph
/// at 10.125 px draws exactly as at 10.25 px, one at 10.1 as at 10), whatever x the SVG gives it. Layout
/// puts every glyph there itself, so Chromium, librsvg, resvg, Inkscape and our PNG draw it at one x.
enum TextGlyphGrid {
    /// Positions per device pixel.
    static let stepsPerPixel = 4.0
    /// How far (device pixels) a glyph may be from where the previous glyph's advance puts it and still
    /// continue a stretch: well inside a quarter step, so Skia rounds both to the same place, and too
    /// little to change an edge's coverage by more than 4/255 in a renderer that draws it unrounded.
    static let stretchTolerance = 1.0 / 64

    /// The glyphs of `text` set alone in `font` with its layout's left edge at `layoutLeft`, each moved to
    /// the nearest quarter device pixel at `scale` pixels per point (an exact half step goes right, as
    /// Skia rounds), split into stretches (`GlyphPlacement`); nil when the run is not drawn one glyph per
    /// character (`TextMetrics.characterOffsets`), so it keeps Pango's exact positions.
    static func placement(of text: String, font: FontSpec, layoutLeft: Double, scale: Double) -> GlyphPlacement? {
        guard scale > 0, scale.isFinite, let offsets = TextEngine.measure(text, font: font).characterOffsets else { return nil }
        let stepsPerPoint = stepsPerPixel * scale
        let x = offsets.map { ((layoutLeft + $0) * stepsPerPoint + 0.5).rounded(.down) / stepsPerPoint }
        guard x.allSatisfy(\.isFinite) else { return nil }
        let characters = Array(text.unicodeScalars)
        var stretchStarts = [0]
        // Where a renderer that places only each stretch's first glyph draws glyph k: advances from there.
        var advanced = x[0]
        for k in x.indices.dropFirst() {
            advanced += offsets[k] - offsets[k - 1]
            // A space draws nothing, so it never needs a stretch of its own.
            if abs(x[k] - advanced) * scale > stretchTolerance, !characters[k].properties.isWhitespace {
                stretchStarts.append(k)
                advanced = x[k]
            }
        }
        return GlyphPlacement(x: x, stretchStarts: stretchStarts)
    }
}
