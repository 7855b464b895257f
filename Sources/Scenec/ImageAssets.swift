import ScenecCairo
import ScenecCore
import ScenecModel

/// Checks and loads the PNG files a scene names (`SceneParser.Result.imageReferences`) and gives
/// images without a width or height their natural size.
///
/// Every problem with a file (refused by the href policy, missing, unreadable, not a PNG, corrupt, too
/// large) is a scene error located at the attribute that names it, so it exits with status 1 together
/// with the scene's other errors: the scene is what is wrong, not the command line.
enum ImageAssets {
    /// Decoded images by `href` as written (the key layout looks them up by), and the errors found.
    static func load(_ references: [ImageReference], policy: HrefPolicy) -> (images: [String: Bitmap], diagnostics: [Diagnostic]) {
        var images: [String: Bitmap] = [:]
        var decoded: [String: Result<Bitmap, Problem>] = [:]
        var diagnostics: [Diagnostic] = []
        for reference in references {
            let path: String
            switch policy.resolve(reference.href, attribute: reference.attribute) {
            case .success(let resolved): path = resolved
            case .failure(let refusal):
                diagnostics.append(.error(refusal.message, at: reference.location))
                continue
            }
            // Each file is read once, however many elements name it.
            let result = decoded[path] ?? decode(path: path)
            decoded[path] = result
            switch result {
            case .success(let bitmap): images[reference.href] = bitmap
            case .failure(let problem):
                diagnostics.append(.error("\(reference.attribute): \"\(reference.href)\" \(problem.message)", at: reference.location))
            }
        }
        return (images, diagnostics)
    }

    struct Problem: Error {
        var message: String
    }

    static func decode(path: String) -> Result<Bitmap, Problem> {
        let bytes: [UInt8]
        do {
            bytes = try FileIO.read(path, limit: Limits.imageFileBytes)
        } catch {
            if case .io(_, let message) = error {
                let text = message.hasPrefix("cannot read: ") ? "cannot be read: " + message.dropFirst("cannot read: ".count) : message
                return .failure(Problem(message: text))
            }
            return .failure(Problem(message: "cannot be read"))
        }
        if bytes.count > Limits.imageFileBytes {
            return .failure(Problem(message: "is larger than \(Limits.imageFileBytes >> 20) MiB"))
        }
        let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]
        guard bytes.count >= 24, Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == Array("IHDR".utf8) else {
            return .failure(Problem(message: "is not a PNG file (images must be PNG)"))
        }
        func be32(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        let width = be32(16), height = be32(20)
        guard width > 0, height > 0 else { return .failure(Problem(message: "is a corrupt PNG file (size \(width)×\(height))")) }
        guard width <= Limits.pixelSide, height <= Limits.pixelSide, width * height <= Limits.imagePixels else {
            return .failure(Problem(message: "is \(width)×\(height) pixels; images are limited to \(Limits.imagePixels / 1_000_000) million pixels and \(Limits.pixelSide) pixels per side"))
        }
        do {
            return .success(try Bitmap.decodePNG(bytes))
        } catch {
            // The decoder's own words mislead here: cairo reports damaged image data as "out of
            // memory". The header was checked above, so what failed is the file's content.
            return .failure(Problem(message: "is a corrupt PNG file: its image data cannot be decoded (damaged or truncated)"))
        }
    }

    /// The scene with each image's missing width or height set to its natural size in points:
    /// one point per pixel, width and height swapped for left and right orientations.
    static func withNaturalSizes(_ scene: Scene, images: [String: Bitmap]) -> Scene {
        func fill(_ node: Node) -> Node {
            var node = node
            if case .image(let spec) = node.kind, let bitmap = images[spec.href] {
                let size = spec.orientation.orientedSize(width: Double(bitmap.width), height: Double(bitmap.height))
                if node.frame.width == nil { node.frame.width = .points(size.width) }
                if node.frame.height == nil { node.frame.height = .points(size.height) }
            }
            node.children = node.children.map(fill)
            return node
        }
        var scene = scene
        scene.nodes = scene.nodes.map(fill)
        scene.nodesByID = scene.nodesByID.mapValues(fill)
        return scene
    }

    /// Drops the file references layout puts on image ops unless the SVG should link files.
    static func applyLinkPolicy(_ list: RenderList, linkImages: Bool) -> RenderList {
        guard !linkImages else { return list }
        var list = list
        for index in list.items.indices {
            if case .image(var op) = list.items[index].op, op.link != nil {
                op.link = nil
                list.items[index].op = .image(op)
            }
        }
        return list
    }
}
