import CHarfBuzzSubsetShim

/// A font cut down to the characters a document uses, by HarfBuzz's subsetter (Debian's
/// libharfbuzz-subset, loaded at first use): what `--svg-fonts embed` compresses to WOFF2, so an SVG
/// carries the glyphs its text draws, not the whole font. The same input always gives the same bytes.
public enum FontSubsetter {
    /// Why a font was not subset.
    public enum Failure: Error, Sendable, Equatable {
        /// libharfbuzz-subset cannot be loaded (the message says why).
        case noLibrary(String)
        /// HarfBuzz cannot read the font or subset one of its tables.
        case refused
        /// The subset lost a character the font maps (checked after every subset).
        case lostCharacter
    }

    /// Face `faceIndex` of the SFNT font `sfnt` (TTF, OTF or TTC) with the glyphs of `characters` and
    /// what shaping them needs (every GSUB/GPOS feature's closure), its `name`, hinting and variation
    /// tables kept for them: a plain SFNT (one face, glyphs renumbered).
    public static func subset(_ sfnt: [UInt8], faceIndex: Int = 0, keeping characters: Set<Unicode.Scalar>) -> Result<[UInt8], Failure> {
        guard !sfnt.isEmpty, let index = UInt32(exactly: faceIndex) else { return .failure(.refused) }
        // Sorted, so the input, like the output, does not depend on the set's order.
        let codepoints = characters.map(\.value).sorted()
        var result: UnsafeMutablePointer<UInt8>?
        var length = 0
        let status = sfnt.withUnsafeBufferPointer { font in
            codepoints.withUnsafeBufferPointer { scenec_hb_subset(font.baseAddress, font.count, index, $0.baseAddress, $0.count, &result, &length) }
        }
        defer { scenec_hb_subset_free(result) }
        switch Int(status) {
        case SCENEC_HB_SUBSET_OK:
            guard let result, length > 0 else { return .failure(.refused) }
            return .success(Array(UnsafeBufferPointer(start: result, count: length)))
        case SCENEC_HB_SUBSET_NO_LIBRARY:
            return .failure(.noLibrary(String(cString: scenec_hb_subset_failure())))
        case SCENEC_HB_SUBSET_LOST_CHARACTER:
            return .failure(.lostCharacter)
        default:
            return .failure(.refused)
        }
    }
}
