import ScenecCore

/// One output format's facts, as one value (`SVGFormat.swift`, `PNGFormat.swift`, `PDFFormat.swift`,
/// `WebPFormat.swift`, `JPEGFormat.swift`, `ICOFormat.swift`,
/// `VectorFormat.swift`):
/// code that needs to know something about a format reads it here rather than asking which format it
/// is, so adding a format never leaves an `if format == …` somewhere that no compiler points at.
package struct OutputFormatDescriptor: Sendable {
    /// The `Content-Type` of the bytes (the preview server's answers).
    package let mimeType: String
    /// The file's bytes for a laid-out scene. A thrown error is the backend's or the encoder's,
    /// reported as a `.render` failure of the scene.
    package let render: @Sendable (RenderRequest) throws -> [UInt8]
    /// How the file carries a short note that does not change what it shows: the up-to-date key.
    package let stamp: Stamp
    /// How an Xcode asset catalog holds the format.
    package let catalog: CatalogHolding
    /// Whether `--quality` means something for it (WebP, JPEG); giving it for a build with no such
    /// format is a usage error. The value is part of the up-to-date key of these formats only.
    package var takesQuality = false
    /// Whether the file is drawn at the build's scale. False for a file that holds its own pixel
    /// sizes (ICO: 16, 32 and 48 px): a build makes one per scene, without a scale suffix, and
    /// `--scale` does not apply to it.
    package var scalable = true
    /// The scale a format that is not `scalable` is laid out at: 1, or for a VectorDrawable 2 (xhdpi),
    /// the density its crisp strokes and glyph positions snap to.
    package var fixedScale = 1.0
    /// Whether the format draws text only as glyph outlines (a VectorDrawable has no text): its layout
    /// sets text as paths whatever `--text-as-paths` says.
    package var outlinesText = false

    /// A name and a short ASCII value kept inside an output's bytes, found again by reading only one
    /// end of the file (`UpToDate` reads `OutputKey.headBytes` of it).
    package struct Stamp: Sendable {
        /// Which end of the file holds the note.
        package enum End: Sendable { case head, tail }

        package let end: End
        /// `bytes` with the note `name` = `value` in them; bytes the format does not recognise come
        /// back unchanged.
        package let insert: @Sendable (_ bytes: [UInt8], _ name: String, _ value: String) -> [UInt8]
        /// The value of the note `name` in `bytes` (the end the note is kept at), if there is one.
        package let find: @Sendable (_ bytes: [UInt8], _ name: String) -> Substring?
    }

    /// What an image set of an asset catalog (`Contents.json`) makes of the format.
    package enum CatalogHolding: Sendable, Equatable {
        /// One file per scale (`name@2x.png`), each with Xcode's `scale` key.
        case perScale
        /// One vector file for every scale, with `preserves-vector-representation`.
        case vector
        /// Not an image Xcode reads.
        case notHeld
    }
}
