import ScenecCore

/// The up-to-date key of an output: a hash of everything that changes its bytes, stored inside the
/// output itself so that a later build can tell whether the file on disk was made from the same
/// inputs with the same options.
///
/// The key covers the scenec version, the format, the scale, the options that change bytes
/// (`--text-as-paths`, `--link-images`, `--theme`: the theme's name, empty for the default theme;
/// `--quality` for the formats that read it; the locale, `--set` and the data row's tokens),
/// and the contents of the scene, of every library it includes and of every image it uses.
/// It is a deterministic hash (FNV-1a, 64 bits, over a length-prefixed encoding: no times, no
/// absolute paths), so outputs stay byte-identical for identical inputs. It is stored as a PNG
/// `tEXt` chunk `scenec-key` right after `IHDR` (inserted into the encoder's bytes, whatever encoder
/// made them), as the SVG's second line, a comment `<!-- scenec-key: … -->`, and as a PDF's last line,
/// a comment `% scenec-key: …` after `%%EOF`, as a WebP's last chunk, a JPEG comment segment and a
/// `tEXt` chunk of an ICO's first image: each format's descriptor (`API/Formats`) says where.
package struct OutputKey: Sendable, Hashable, CustomStringConvertible {
    package var value: UInt64

    /// The key of `format` at `scale` from `inputs` (the scene's bytes first, then each included
    /// library's and each image file's, in a fixed order) under `options`.
    package init(format: OutputFormat, scale: Double, options: CompileOptions, inputs: [[UInt8]]) {
        var hash = FNV1a64()
        hash.add(field: Array("scenec \(ScenecVersion.string)".utf8))
        hash.add(field: Array(format.rawValue.utf8))
        hash.add(field: withUnsafeBytes(of: scale.bitPattern.bigEndian, Array.init))
        hash.add(field: [options.textAsPaths ? 1 : 0, options.linkImages ? 1 : 0])
        hash.add(field: Array((options.theme ?? "").utf8))
        // Only formats that read `--quality` hash it, so the keys of PNG, SVG and PDF outputs stay what
        // they were before the option existed.
        if format.descriptor.takesQuality { hash.add(field: Array("quality \(options.quality.map(String.init) ?? "default")".utf8)) }
        // A locale and the build's own tokens (format 1.2) are hashed only when there are any, so the
        // keys of the builds without them stay what they were.
        // `--svg-fonts embed` only, and only for SVG, so the keys of default builds stay what they were.
        if format == .svg, options.svgFonts != .outline { hash.add(field: Array("svg-fonts \(options.svgFonts.rawValue)".utf8)) }
        if let locale = options.locale { hash.add(field: Array("locale \(locale)".utf8)) }
        for token in options.tokens {
            hash.add(field: Array("token \(token.name)".utf8))
            hash.add(field: Array(token.value.utf8))
        }
        for input in inputs { hash.add(field: input) }
        value = hash.value
    }

    init(value: UInt64) { self.value = value }

    /// 16 lower-case hex digits.
    package var description: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    init?(hex: some StringProtocol) {
        guard hex.count == 16, let value = UInt64(hex, radix: 16) else { return nil }
        self.value = value
    }

    static let name = "scenec-key"
    /// The start of the SVG comment line (a review leaves it out of the text it compares).
    package static let svgCommentPrefix = SVGCommentLine.prefix(name)

    /// `bytes` of `format` with this key stored in them, where the format keeps its stamp.
    package func stamped(_ bytes: [UInt8], format: OutputFormat) -> [UInt8] {
        format.descriptor.stamp.insert(bytes, Self.name, description)
    }

    /// The key stored in an output's bytes at the end its format keeps it (`head` holds the file's
    /// first `headBytes`, or for a format that keeps its stamp at the tail, its last), if any.
    package static func stored(in head: [UInt8], format: OutputFormat) -> OutputKey? {
        format.descriptor.stamp.find(head, name).flatMap(OutputKey.init(hex:))
    }

    /// How many leading bytes of an output hold its key, with room to spare.
    static let headBytes = 256
}
