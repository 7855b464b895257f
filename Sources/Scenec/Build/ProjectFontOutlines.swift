import ScenecCairo
import ScenecCore
import ScenecText

/// `--svg-fonts outline` (the default): every text op of the render list that sets a run in one of the
/// scene's own fonts (`<font href>`) gets its outlines, as `--text-as-paths` gives every text, so an SVG
/// shows those glyphs in renderers that cannot see the scene's fonts; text in system fonts stays text.
///
/// The whole op is outlined, not just its project-font runs: an SVG `<text>` is one element, and a
/// span in a system font inside it (an emoji, a fallback glyph) is written as paths (or, for a bitmap
/// emoji, images) with the rest. Only SVG output asks for this: the PNG and PDF draw the runs' glyphs
/// themselves, so they stay byte-identical.
enum ProjectFontOutlines {
    /// `list` with the outlines; unchanged when the scene has no fonts of its own.
    static func outline(_ list: RenderList, fonts: FontSet?) -> (list: RenderList, warnings: [Diagnostic]) {
        guard let fonts, !fonts.files.isEmpty else { return (list, []) }
        var outlined = list
        var changed = false
        for index in outlined.items.indices {
            guard case .text(var op) = outlined.items[index].op, usesProjectFont(op, fonts: fonts) else { continue }
            for line in op.lines.indices {
                for r in op.lines[line].runs.indices {
                    let run = op.lines[line].runs[r]
                    guard run.outline == nil else { continue }
                    // A run of COLR layers is written as its layers (its other glyphs are none), as with
                    // --text-as-paths.
                    op.lines[line].runs[r].outline = run.colorLayers != nil ? Path()
                        : TextEngine.outline(run.text, font: FontSpec(run.font), origin: run.layoutOrigin, characterX: run.glyphs?.x)
                }
            }
            outlined.items[index].op = .text(op)
            changed = true
        }
        guard changed else { return (list, []) }
        // Bitmap emoji among outlined runs have no outlines: their pixels, as with --text-as-paths.
        return ColorGlyphResolver.resolve(outlined)
    }

    /// Whether a run of `op` is set in a family the scene's own font files provide.
    static func usesProjectFont(_ op: TextOp, fonts: FontSet) -> Bool {
        op.runs.contains { FontSets.provides($0.font.resolvedFamily, in: fonts) }
    }
}
