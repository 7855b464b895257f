import ScenecCore
import ScenecText

/// `--svg-fonts embed`: the text in the scene's own fonts stays `<text>`, and each font file its runs
/// use goes into the SVG as a WOFF2 `@font-face` rule (`RenderList.fontFaces`), subset to the
/// characters the SVG's text sets in that family (`EmbeddedFontBytes`: every face of the family keeps
/// the same characters, so whichever face a browser picks for a weight has them; a variable font keeps
/// its axes, so every weight), under a family name made of the family and a hash of the embedded
/// bytes, so it clashes with no installed font and with no other SVG inlined in the same page (an
/// equal name is the same bytes, hence the same characters). Each run asks for that name first and
/// for its families as written after it, which is what renderers without `@font-face` (librsvg, resvg,
/// Inkscape) look up. Only SVG output asks for this.
enum ProjectFontEmbedding {
    /// `list` with its project-font runs renamed and the fonts they use attached; a warning at each
    /// font for the renderers that ignore them, and at a font that cannot be subset or embedded
    /// (`fontLocations`: the `<font>` of each registered file).
    static func embed(_ list: RenderList, fonts: FontSet?, locations: [SourceLocation], fontLocations: [String: SourceLocation] = [:])
        -> (list: RenderList, warnings: [Diagnostic]) {
        guard let fonts, !fonts.files.isEmpty else { return (list, []) }
        let characters = characters(of: list, fonts: fonts)
        var names: [String: String] = [:]  // family as resolved -> embedded family name
        var faces: [EmbeddedFontFace] = []
        var warnings: [Diagnostic] = []
        var embedded: Set<String> = []  // paths
        for family in characters.keys.sorted() {
            var encoded: [(face: FontFaceFiles.Face, woff2: [UInt8])] = []
            for face in FontFaceFiles.faces(of: family, in: fonts) {
                let at = fontLocations[face.path] ?? locations.first ?? SourceLocation(file: face.path, line: 1, column: 1)
                guard let bytes = EmbeddedFontBytes.make(path: face.path, faceIndex: face.index, characters: characters[family] ?? []) else {
                    warnings.append(.warning("--svg-fonts embed cannot make a WOFF2 of \(face.path); the text in \(family) stays text without it, and renderers draw a fallback face", at: at))
                    continue
                }
                if let problem = bytes.subsetProblem {
                    warnings.append(.warning("--svg-fonts embed embeds the whole of \(face.path), not the subset its text uses: \(problem)", at: at))
                }
                encoded.append((face, bytes.woff2))
            }
            guard !encoded.isEmpty else { continue }
            var hash = FNV1a64()
            hash.add(field: Array(family.utf8))
            for entry in encoded { hash.add(field: entry.woff2) }
            let name = "scenec-" + String(family.unicodeScalars.map { $0.properties.isAlphabetic || ("0"..."9").contains($0) ? Character($0) : "-" })
                + "-" + String(hash.value, radix: 16)
            names[family] = name
            for entry in encoded {
                faces.append(EmbeddedFontFace(family: name, weights: entry.face.weights, italic: entry.face.italic, woff2: entry.woff2))
                embedded.insert(entry.face.path)
            }
        }
        guard !names.isEmpty else { return (list, warnings) }
        var renamed = list
        for index in renamed.items.indices {
            guard case .text(var op) = renamed.items[index].op else { continue }
            var changed = false
            for line in op.lines.indices {
                for r in op.lines[line].runs.indices {
                    let font = op.lines[line].runs[r].font
                    guard let name = names[font.resolvedFamily] else { continue }
                    op.lines[line].runs[r].font = renamedFont(font, to: name)
                    changed = true
                }
            }
            if let name = names[op.font.resolvedFamily] {
                op.font = renamedFont(op.font, to: name)
                changed = true
            }
            if changed { renamed.items[index].op = .text(op) }
        }
        renamed.fontFaces = faces
        for location in locations where !embedded.isEmpty {
            warnings.append(.warning("--svg-fonts embed writes this font as a WOFF2 @font-face, which browsers draw; rsvg-convert (librsvg), resvg and Inkscape ignore @font-face and draw a fallback face (the default, --svg-fonts outline, writes the text as outlines)", at: location))
        }
        return (renamed, warnings)
    }

    /// The characters the SVG's text sets in each scene-font family (as resolved), exactly what its
    /// `<text>` writes: each run's text after layout (transformed, hyphenated, truncated).
    static func characters(of list: RenderList, fonts: FontSet) -> [String: Set<Unicode.Scalar>] {
        var characters: [String: Set<Unicode.Scalar>] = [:]
        var provided: [String: Bool] = [:]
        for item in list.items {
            guard case .text(let op) = item.op else { continue }
            for run in op.runs {
                let family = run.font.resolvedFamily
                if provided[family] == nil { provided[family] = FontSets.provides(family, in: fonts) }
                guard provided[family] == true else { continue }
                characters[family, default: []].formUnion(run.text.unicodeScalars)
            }
        }
        return characters
    }

    /// `font` asking for `name` first, then for the family it was set in and the families as written.
    private static func renamedFont(_ font: TextFont, to name: String) -> TextFont {
        var renamed = font
        renamed.families = [font.resolvedFamily] + font.families
        renamed.resolvedFamily = name
        return renamed
    }
}
