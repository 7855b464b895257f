import ScenecCore
import ScenecLayout
import ScenecSceneTestSupport
import Testing

/// Lays out a scene given as XML text and returns its render list; a scene that does not compile (parse
/// or layout errors) fails the test.
func layout(_ xml: String, scale: Double = 1, sourceLocation: SourceLocation = #_sourceLocation) -> RenderList? {
    do {
        return try InlineScene.renderList(xml: xml, scale: scale, file: "test.xml")
    } catch {
        Issue.record("scene did not compile: \(error)", sourceLocation: sourceLocation)
        return nil
    }
}

extension RenderList {
    /// The fill ops of the elements with `id`, in order.
    func fills(id: String) -> [FillOp] {
        items.compactMap { item in
            guard item.origin?.id == id, case .fill(let fill) = item.op else { return nil }
            return fill
        }
    }

    func strokes(id: String) -> [StrokeOp] {
        items.compactMap { item in
            guard item.origin?.id == id, case .stroke(let stroke) = item.op else { return nil }
            return stroke
        }
    }

    /// The frame drawn for `id`: the bounds of its first fill or stroke.
    func frame(id: String) -> Rect? {
        (fills(id: id).first?.geometry ?? strokes(id: id).first?.geometry)?.bounds
    }
}

typealias SourceLocation = Testing.SourceLocation
