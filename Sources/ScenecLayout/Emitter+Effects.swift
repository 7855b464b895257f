import ScenecCore
import ScenecModel

extension Emitter {
    /// Drop shadows beneath the fills. (Stub until the effects work lands.)
    mutating func emitDropShadows(of geometry: Geometry, rule: FillRule, effects: [EffectSpec], origin: Origin) {}

    /// Inner shadows and shine above the fills. (Stub until the effects work lands.)
    mutating func emitInnerEffects(of geometry: Geometry, rule: FillRule, effects: [EffectSpec], origin: Origin) {}
}
