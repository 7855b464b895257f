import CPangoRsvg

/// What the Unicode bidirectional algorithm says about a stretch of text, asked of Pango (which asks
/// FriBidi), so scenec holds no character table of its own.
public enum BidiClass: Sendable, Hashable {
    case leftToRight, rightToLeft
    /// No strong character: only neutrals (spaces, punctuation) and weak ones (digits).
    case neutral

    /// The direction of the first strong character of `text`.
    public static func baseDirection(of text: Substring) -> BidiClass {
        // Latin text answers at its first character; skip Pango (and loading it) for plain ASCII letters.
        if let first = text.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic { return .leftToRight }
        let direction = String(text).withCString { pango_find_base_dir($0, -1) }
        switch direction {
        case PANGO_DIRECTION_LTR: return .leftToRight
        case PANGO_DIRECTION_RTL: return .rightToLeft
        default: return .neutral
        }
    }

    public static func baseDirection(of text: String) -> BidiClass { baseDirection(of: text[...]) }

    /// `scalar` as a right-to-left run shows it: its mirrored form (")" for "(") where Unicode gives one.
    static func mirrored(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        var mirror: gunichar = 0
        guard g_unichar_get_mirror_char(scalar.value, &mirror) != 0, let mirrored = Unicode.Scalar(mirror) else { return scalar }
        return mirrored
    }
}
