import ScenecCairo
import ScenecCore
import ScenecModel

/// The image files a scene names (`SceneParser.Result.imageReferences`), checked and loaded once at
/// load time: PNGs with the per-scale files beside them (`name@2x.png`, `name@3x.png`, the iOS
/// convention), and SVG icons. Which file each `href` draws, and so its natural size, is chosen per
/// compile, for the scale being built (`bitmaps(at:)`, `withNaturalSizes(_:at:)`, `hrefs(at:)`).
///
/// Every problem with a file (refused by the href policy, missing, unreadable, not a PNG or SVG,
/// corrupt, too large, an icon that refers outside itself) is a scene error located at the attribute
/// that names it, so it exits with status 1 together with the scene's other errors: the scene is what
/// is wrong, not the command line. A per-scale file that exists is checked as strictly as the file
/// named in the scene, whatever scale is built.
package struct ImageAssets: Sendable {
    /// What one `href` names.
    enum Asset: Sendable {
        /// A PNG: the file named in the scene (scale 1) and the per-scale files found beside it.
        case raster([Int: RasterFile])
        /// An SVG icon, drawn as vectors at every scale.
        case vector(SVGIcon)
    }

    /// One PNG file: its href (the scene's, or the per-scale name made from it) and its pixels.
    struct RasterFile: Sendable {
        var href: String
        var bitmap: Bitmap
    }

    /// The per-scale files looked for: `@2x` and `@3x`.
    static let variantScales = [2, 3]

    private(set) var assets: [String: Asset] = [:]

    /// The checked files by `href` as written, and the errors found.
    static func load(_ references: [ImageReference], policy: HrefPolicy, cache: LoadCache? = nil) -> (assets: ImageAssets, diagnostics: [Diagnostic]) {
        var assets = ImageAssets()
        var loaded: [String: Result<Asset, Problem>] = [:]
        var diagnostics: [Diagnostic] = []
        for reference in references {
            let path: String
            switch policy.resolve(reference.href, attribute: reference.attribute) {
            case .success(let resolved): path = resolved
            case .failure(let refusal):
                diagnostics.append(.error(refusal.message, at: reference.location))
                continue
            }
            // Each file is read once, however many elements name it (and however its path is spelled).
            // And once per build, with a cache: a thousand data rows decode an image once.
            let result = loaded[path] ?? cache.map { cache in
                cache.asset(href: reference.href, path: path) { load(reference.href, at: path, attribute: reference.attribute, policy: policy) }
            } ?? load(reference.href, at: path, attribute: reference.attribute, policy: policy)
            loaded[path] = result
            switch result {
            case .success(let asset):
                if assets.assets[reference.href] == nil {
                    diagnostics += sizeMismatches(asset, reference: reference)
                }
                assets.assets[reference.href] = asset
            case .failure(let problem):
                diagnostics.append(.error("\(reference.attribute): \"\(reference.href)\" \(problem.message)", at: reference.location))
            }
        }
        return (assets, diagnostics)
    }

    /// A warning for each per-scale file whose pixels are not its scale times the `@1x` file's: it is
    /// drawn at another natural size at that scale only, which is rarely what was meant.
    private static func sizeMismatches(_ asset: Asset, reference: ImageReference) -> [Diagnostic] {
        guard case .raster(let files) = asset, let base = files[1] else { return [] }
        return files.keys.sorted().compactMap { scale in
            guard scale != 1, let file = files[scale] else { return nil }
            let width = base.bitmap.width * scale, height = base.bitmap.height * scale
            guard file.bitmap.width != width || file.bitmap.height != height else { return nil }
            return .warning("\(reference.attribute): \"\(file.href)\" is \(file.bitmap.width)×\(file.bitmap.height) px, not \(width)×\(height) "
                + "(\(scale) × \"\(base.href)\"): at @\(scale)x the image's natural size is \(NumberFormat.svg(Double(file.bitmap.width) / Double(scale)))×"
                + "\(NumberFormat.svg(Double(file.bitmap.height) / Double(scale))) pt instead of \(base.bitmap.width)×\(base.bitmap.height)",
                            at: reference.location)
        }
    }

    /// A whole sentence but for its start: the attribute and href (`href: "x.png" ` + message).
    struct Problem: Error {
        var message: String
    }

    /// The file `href` names (resolved to `path`): an SVG icon, or a PNG with its per-scale files.
    private static func load(_ href: String, at path: String, attribute: String, policy: HrefPolicy) -> Result<Asset, Problem> {
        if isSVG(href) {
            return read(path, limit: Limits.iconFileBytes, kind: "SVG icons")
                .flatMap { SVGIconFile.icon(from: $0, file: path) }
                .map(Asset.vector)
        }
        var files: [Int: RasterFile] = [:]
        switch decode(path: path) {
        case .success(let bitmap): files[1] = RasterFile(href: href, bitmap: bitmap)
        case .failure(let problem): return .failure(problem)
        }
        var problems: [String] = []
        for scale in variantScales {
            let variantHref = variantHref(href, scale: scale)
            switch policy.resolve(variantHref, attribute: attribute) {
            case .success(let variant):
                guard FileIO.exists(variant) else { continue }
                switch decode(path: variant) {
                case .success(let bitmap): files[scale] = RasterFile(href: variantHref, bitmap: bitmap)
                case .failure(let problem): problems.append("its @\(scale)x file \"\(variantHref)\" \(problem.message)")
                }
            case .failure(let refusal):
                problems.append("its @\(scale)x file is refused (\(refusal.message))")
            }
        }
        guard problems.isEmpty else { return .failure(Problem(message: "is unusable: " + problems.joined(separator: "; "))) }
        return .success(.raster(files))
    }

    /// True for an href naming an SVG file (by its extension, in any case).
    static func isSVG(_ href: String) -> Bool {
        href.trimmingWhitespace().lowercased().hasSuffix(".svg")
    }

    /// `icons/trash.png` → `icons/trash@2x.png`: the suffix goes before the last extension of the
    /// file's name (or at its end when it has none).
    static func variantHref(_ href: String, scale: Int) -> String {
        let suffix = "@\(scale)x"
        let nameStart = href.lastIndex(of: "/").map { href.index(after: $0) } ?? href.startIndex
        guard let dot = href[nameStart...].lastIndex(of: "."), dot > nameStart else { return href + suffix }
        return String(href[..<dot]) + suffix + String(href[dot...])
    }

    /// The per-scale file used when building at `scale`: `@2x` and `@3x` at exactly 2 and 3.
    static func variantScale(for scale: Double) -> Int {
        variantScales.first { Double($0) == scale } ?? 1
    }

    /// The PNG file each raster `href` draws at `scale`, and the scale its pixels are at.
    private func rasterFiles(at scale: Double) -> [String: (file: RasterFile, scale: Int)] {
        let wanted = Self.variantScale(for: scale)
        var files: [String: (RasterFile, Int)] = [:]
        for (href, asset) in assets {
            guard case .raster(let byScale) = asset else { continue }
            if let variant = byScale[wanted] {
                files[href] = (variant, wanted)
            } else if let base = byScale[1] {
                files[href] = (base, 1)
            }
        }
        return files
    }

    /// Decoded images by `href` as written, each the file chosen for `scale`.
    func bitmaps(at scale: Double) -> [String: Bitmap] {
        rasterFiles(at: scale).mapValues(\.file.bitmap)
    }

    /// The SVG icons by `href` as written.
    var icons: [String: SVGIcon] {
        assets.compactMapValues { asset in
            switch asset {
            case .raster: return nil
            case .vector(let icon): return icon
            }
        }
    }

    /// The hrefs of the files drawn at `scales` (per-scale names where one is used), without duplicates.
    func hrefs(at scales: [Double]) -> Set<String> {
        var hrefs: Set<String> = []
        for (href, asset) in assets {
            switch asset {
            case .vector: hrefs.insert(href)
            case .raster: break
            }
        }
        for scale in scales {
            hrefs.formUnion(rasterFiles(at: scale).values.map(\.file.href))
        }
        return hrefs
    }

    /// The hrefs of every file loaded, per-scale files included.
    var allHrefs: Set<String> {
        var hrefs: Set<String> = []
        for (href, asset) in assets {
            switch asset {
            case .vector: hrefs.insert(href)
            case .raster(let files): hrefs.formUnion(files.values.map(\.href))
            }
        }
        return hrefs
    }

    /// The natural size in points of what each `href` draws at `scale`: a PNG's pixels divided by its
    /// file's scale (so `trash@3x.png` of 72 px is 24 pt), an icon's own size.
    func naturalSizes(at scale: Double) -> [String: Size] {
        var sizes = rasterFiles(at: scale).mapValues { chosen in
            Size(Double(chosen.file.bitmap.width) / Double(chosen.scale),
                 Double(chosen.file.bitmap.height) / Double(chosen.scale))
        }
        for (href, icon) in icons {
            sizes[href] = Size(icon.width, icon.height)
        }
        return sizes
    }

    /// The file's bytes, or why they cannot be had (`kind` names what the size limit is for).
    static func read(_ path: String, limit: Int, kind: String) -> Result<[UInt8], Problem> {
        let bytes: [UInt8]
        do {
            bytes = try FileIO.read(path, limit: limit)
        } catch {
            if case .io(_, let message) = error {
                let text = message.hasPrefix("cannot read: ") ? "cannot be read: " + message.dropFirst("cannot read: ".count) : message
                return .failure(Problem(message: text))
            }
            return .failure(Problem(message: "cannot be read"))
        }
        if bytes.count > limit {
            return .failure(Problem(message: "is larger than \(limit >> 20) MiB (the limit for \(kind))"))
        }
        return .success(bytes)
    }

    static func decode(path: String) -> Result<Bitmap, Problem> {
        let bytes: [UInt8]
        switch read(path, limit: Limits.imageFileBytes, kind: "images") {
        case .success(let read): bytes = read
        case .failure(let problem): return .failure(problem)
        }
        guard let (width, height) = PNGHeader.size(of: bytes) else {
            return .failure(Problem(message: "is not a PNG file (images are PNG files, or SVG files named .svg)"))
        }
        guard width > 0, height > 0 else { return .failure(Problem(message: "is a corrupt PNG file (size \(width)×\(height))")) }
        if let refusal = PNGHeader.refusal(width: width, height: height) { return .failure(Problem(message: refusal)) }
        do {
            return .success(try Bitmap.decodePNG(bytes))
        } catch {
            // The decoder's own words mislead here: cairo reports damaged image data as "out of
            // memory". The header was checked above, so what failed is the file's content.
            return .failure(Problem(message: "is a corrupt PNG file: its image data cannot be decoded (damaged or truncated)"))
        }
    }

    /// The scene with each image's missing (or hugging) width or height set to its natural size in points at
    /// `scale` (`naturalSizes(at:)`), width and height swapped for left and right orientations.
    func withNaturalSizes(_ scene: Scene, at scale: Double) -> Scene {
        let sizes = naturalSizes(at: scale)
        func fill(_ node: Node) -> Node {
            var node = node
            if case .image(var spec) = node.kind, let natural = sizes[spec.href] {
                let size = spec.orientation.orientedSize(width: natural.width, height: natural.height)
                spec.naturalSize = size
                node.kind = .image(spec)
                if node.frame.width == nil || node.frame.width == .hug { node.frame.width = .points(size.width) }
                if node.frame.height == nil || node.frame.height == .hug { node.frame.height = .points(size.height) }
            }
            node.children = node.children.map(fill)
            return node
        }
        var scene = scene
        scene.nodes = scene.nodes.map(fill)
        scene.nodesByID = scene.nodesByID.mapValues(fill)
        return scene
    }

    /// Drops the file references layout puts on image ops unless the SVG should link files; a linked
    /// image names the file drawn at the list's scale (`check@2x.png`, whose pixel size the link has).
    func applyLinkPolicy(_ list: RenderList, linkImages: Bool) -> RenderList {
        let files = linkImages ? rasterFiles(at: list.scale) : [:]
        var list = list
        for index in list.items.indices {
            if case .image(var op) = list.items[index].op, let link = op.link {
                op.link = files[link.href].map { chosen in
                    var linked = link
                    linked.href = chosen.file.href
                    return linked
                }
                list.items[index].op = .image(op)
            }
        }
        return list
    }
}
