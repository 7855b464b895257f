import ScenecCore
import ScenecModel

/// A part of a scene that an output draws instead of the whole (`BuildJob.part`): an adaptive icon's
/// layer, or its composed legacy icon cut to the part launchers show.
public enum ScenePart: Sendable, Hashable, CustomStringConvertible {
    /// Only the top-level node with this `id`, without the scene's `background` (one layer of an
    /// adaptive icon). A missing node is an error for the scene when `required`; otherwise the output
    /// is not made.
    case layer(id: String, required: Bool)
    /// Every top-level node except `excluding`, over the scene's background, cut by `inset` points on
    /// each side (a legacy launcher icon: the 72 dp an adaptive icon's mask shows of its 108 dp), and
    /// when `round`, clipped to the circle that fills what is left (the legacy round launcher icon).
    case composed(excluding: [String], inset: Double, round: Bool = false)

    public var description: String {
        switch self {
        case .layer(let id, let required): return "layer \(id)\(required ? "" : " (optional)")"
        case .composed(let excluding, let inset, let round):
            // Without `round` as before, so the keys of the square legacy icons stay what they were.
            return "composed without \(excluding.joined(separator: ",")) inset \(inset)\(round ? " round" : "")"
        }
    }

    /// The scene as this part draws it.
    func scene(_ scene: Scene) -> Scene {
        var part = scene
        switch self {
        case .layer(let id, _):
            part.nodes = scene.nodes.filter { $0.id == id }
            part.background = nil
        case .composed(let excluding, _, _):
            part.nodes = scene.nodes.filter { node in !excluding.contains { $0 == node.id } }
        }
        return part
    }

    /// The render list of the part, cut to its inset: a smaller canvas whose drawing is moved by the
    /// inset (a whole number of device pixels for the scales it is used at, so nothing is resampled).
    func cut(_ list: RenderList) -> RenderList {
        guard case .composed(_, let inset, let round) = self, inset > 0 || round else { return list }
        let width = list.width - 2 * inset, height = list.height - 2 * inset
        let move = AffineTransform(a: 1, b: 0, c: 0, d: 1, e: -inset, f: -inset)
        var items = [RenderItem(.beginGroup(GroupStyle(transform: move)))] + list.items + [RenderItem(.endGroup)]
        if round {
            let circle = Clip(geometry: .ellipse(Rect(x: 0, y: 0, width: width, height: height)))
            items = [RenderItem(.beginGroup(GroupStyle(clip: circle)))] + items + [RenderItem(.endGroup)]
        }
        var part = RenderList(width: width, height: height, scale: list.scale, items: items)
        part.fontFaces = list.fontFaces
        return part
    }
}

extension BatchBuilder {
    /// `jobs` without the optional layers the scene does not have; throws, at the `<scene>`, for a
    /// required layer it does not have, and for a scene of another size than the parts expect.
    static func resolvingParts(_ jobs: [BuildJob], loaded: SceneCompiler.Loaded) throws(ScenecError) -> [BuildJob] {
        guard jobs.contains(where: { $0.part != nil }) else { return jobs }
        let scene = loaded.scene
        let ids = Set(scene.nodes.compactMap(\.id))
        var errors: [Diagnostic] = []
        if scene.width != AndroidIcon.canvas || scene.height != AndroidIcon.canvas || scene.hugsWidth || scene.hugsHeight {
            errors.append(.error("an adaptive icon is \(Int(AndroidIcon.canvas)) × \(Int(AndroidIcon.canvas)) pt (108 dp, of which launchers show the middle 72); this scene is \(scene.width) × \(scene.height) pt",
                                 at: scene.sizeLocation))
        }
        var missing: [String] = []
        for case .layer(let id, true)? in jobs.map(\.part) where !ids.contains(id) && !missing.contains(id) {
            missing.append(id)
        }
        for id in missing {
            errors.append(.error("an adaptive icon needs a top-level node with id=\"\(id)\" (its \(id) layer); the scene has none", at: scene.location))
        }
        guard errors.isEmpty else { throw .invalidScene(errors) }
        return jobs.filter { job in
            guard case .layer(let id, false)? = job.part else { return true }
            return ids.contains(id)
        }
    }
}
