/// `--icon-platform`: which of Xcode's app icon entries an `.appiconset` holds.
package enum IconPlatform: String, Sendable, CaseIterable {
    /// The single 1024 px iOS icon with its dark and tinted appearances (the default).
    case ios
    /// The ten macOS images, 16 to 512 pt at @1x and @2x.
    case macos
    /// Both.
    case all

    var hasIOS: Bool { self != .macos }
    var hasMac: Bool { self != .ios }
}

/// The macOS entries of an app icon set, as Xcode's "macOS" checkbox adds them: `idiom` `mac`, one PNG
/// per size and scale. macOS has no single-size form, so each is drawn from the scene at its own pixel
/// size (sharper at 16 px than Xcode's downscaling); transparency is allowed, since a macOS icon's
/// shape, margin and shadow are its own (Apple's macOS icon grid), and it has no dark or tinted
/// appearance in an `.appiconset`.
extension AppIconSet {
    /// The sizes in points, each at @1x and @2x, in Xcode's order.
    static let macSizes = [16, 32, 128, 256, 512]
    static let macScales = [1, 2]

    /// `AppIcon-16x16.png`, `AppIcon-16x16@2x.png` (iconutil's names, after the set's).
    func macFilename(size: Int, scale: Int) -> String {
        "\(name)-\(size)x\(size)\(scale == 1 ? "" : "@\(scale)x").png"
    }

    /// The ten macOS images, smallest first.
    var macImages: [(filename: String, size: Int, scale: Int)] {
        Self.macSizes.flatMap { size in Self.macScales.map { (macFilename(size: size, scale: $0), size, $0) } }
    }

    /// One PNG job per macOS image, transparency allowed.
    func macJobs(scene: String) -> [BuildJob] {
        macImages.map { image in
            BuildJob(scene: scene, output: "\(folder)/\(image.filename)", format: .png, scale: 1,
                     fit: SquareFit(side: image.size * image.scale, opaque: false))
        }
    }

    /// The macOS entries of `Contents.json`, in Xcode's layout.
    var macContents: [String] {
        macImages.map { image in
            "    {\n      \"filename\" : \"\(ContentsJSON.escaped(image.filename))\",\n      \"idiom\" : \"mac\",\n"
                + "      \"scale\" : \"\(image.scale)x\",\n      \"size\" : \"\(image.size)x\(image.size)\"\n    }"
        }
    }
}
