import ScenecCore
import ScenecModel

/// The boxes of a `reflection` frame: content on top, then the gap, then the mirrored copy.
struct ReflectionBoxes: Equatable {
    var content: Rect
    /// The box the mirrored copy is squashed into; nil when gap and content leave no height for it.
    var reflection: Rect?

    init(frame: Rect, spec: ReflectionSpec) {
        let height = max(frame.height, 0)
        // ceil(height × ratio), forgiving binary rounding (0.7 × 100 is 70, not 71), at most the height.
        let contentHeight = min(((height * spec.ratio) - 1e-9).rounded(.up), height)
        content = Rect(x: frame.x, y: frame.y, width: frame.width, height: max(contentHeight, 0))
        let top = frame.y + contentHeight + spec.gap
        let reflectionHeight = frame.y + height - top
        reflection = reflectionHeight > 0 && contentHeight > 0
            ? Rect(x: frame.x, y: top, width: frame.width, height: reflectionHeight) : nil
    }

    /// y' = reflection.minY + (content.maxY − y) × (reflection.height / content.height).
    var mirror: AffineTransform? {
        guard let reflection else { return nil }
        return .verticalMirror(mapping: content.maxY, to: reflection.minY, scale: reflection.height / content.height)
    }
}

extension Emitter {
    /// Children drawn as they are, then again inside a group clipped to the reflection box holding a
    /// group with the mirror transform, then the fade rect over the reflection box.
    mutating func emitReflection(_ spec: ReflectionSpec, of placed: PlacedNode, origin: Origin) {
        for child in placed.children { emit(child) }
        let boxes = ReflectionBoxes(frame: placed.frame, spec: spec)
        guard let box = boxes.reflection, let mirror = boxes.mirror else { return }
        items.append(RenderItem(.beginGroup(GroupStyle(clip: Clip(geometry: .rect(box, cornerRadius: 0)))), origin: origin))
        items.append(RenderItem(.beginGroup(GroupStyle(transform: mirror)), origin: origin))
        let enclosing = composed
        composed = mirror.then(composed)
        for child in placed.children { emit(child) }
        composed = enclosing
        items.append(RenderItem(.endGroup, origin: origin))
        items.append(RenderItem(.endGroup, origin: origin))
        let color = spec.fadeColor
        let fade = LinearGradient(start: Point(box.minX, box.minY), end: Point(box.minX, box.maxY), stops: [
            GradientStop(offset: 0, color: color.withAlpha(color.alpha * spec.fadeFrom)),
            GradientStop(offset: 1, color: color.withAlpha(color.alpha * spec.fadeTo)),
        ])
        if !(color.isInvisible || (spec.fadeFrom <= 0 && spec.fadeTo <= 0)) {
            items.append(RenderItem(.fill(FillOp(geometry: .rect(box, cornerRadius: 0), paint: .linearGradient(fade))), origin: origin))
        }
    }
}
