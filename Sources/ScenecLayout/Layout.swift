import ScenecCore
import ScenecModel

/// Scene in, render list out: frames resolved, gradients placed in their reference boxes, crisp strokes
/// snapped for the output scale. Everything a backend would otherwise have to decide is decided here.
public enum Layout {
    public struct Result: Sendable {
        public var renderList: RenderList?
        public var diagnostics: [Diagnostic]
        /// How much the measure pass computed (tests pin layout linear with it).
        public var statistics = LayoutStatistics()
    }

    public static func renderList(for scene: Scene, scale: Double = 1) -> Result {
        renderList(for: scene, options: LayoutOptions(scale: scale))
    }

    public static func renderList(for scene: Scene, options: LayoutOptions) -> Result {
        let scale = options.scale
        var frames = FramePass(scene: scene)
        frames.text = TextEnvironment(options)
        // A scene that hugs its content is measured before anything is placed in it.
        frames.sizeCanvas()
        let canvas = frames.canvas
        var diagnostics = CanvasLimits.check(width: canvas.width, height: canvas.height, scale: scale, at: scene.sizeLocation)
        guard !diagnostics.hasErrors else { return Result(renderList: nil, diagnostics: diagnostics) }

        let placed = frames.placeAll()
        if let overflow = frames.overflow {
            diagnostics.append(.error("the scene places more than \(Limits.placedNodes) nodes (copies made by <use> included); this is refused", at: overflow))
            return Result(renderList: nil, diagnostics: diagnostics)
        }
        diagnostics += frames.gridDiagnostics
        guard !diagnostics.hasErrors else { return Result(renderList: nil, diagnostics: diagnostics) }
        var emitter = Emitter(frames: frames, options: options)
        let sceneOrigin = Origin(element: "scene", id: nil, location: scene.location)
        var items: [RenderItem] = []
        if let background = scene.background, !background.isInvisible {
            items.append(RenderItem(.fill(FillOp(geometry: .rect(frames.canvas, cornerRadius: 0), paint: .solid(background))), origin: sceneOrigin))
        }
        for node in placed { emitter.emit(node) }
        if let overflow = emitter.overflow {
            diagnostics.append(.error(overflow.message, at: overflow.location))
            return Result(renderList: nil, diagnostics: diagnostics)
        }
        items += emitter.items
        diagnostics += frames.warnings
        diagnostics += TextPlacement.fallbackWarnings(in: items)
        // A reflection emits its children twice: one warning per place.
        var seenWarnings = Set<String>()
        diagnostics += emitter.warnings.filter { seenWarnings.insert($0.description).inserted }

        diagnostics += CanvasLimits.checkGeometry(items)
        guard !diagnostics.hasErrors else { return Result(renderList: nil, diagnostics: diagnostics) }
        return Result(renderList: RenderList(width: canvas.width, height: canvas.height, scale: scale, items: items), diagnostics: diagnostics,
                      statistics: frames.statistics)
    }
}
