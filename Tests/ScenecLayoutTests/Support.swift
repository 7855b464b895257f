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

/// Expects the frame drawn for `id` to be `expected` within 1e-6 pt on every edge.
func expectFrame(_ list: RenderList, _ id: String, _ expected: Rect, sourceLocation: SourceLocation = #_sourceLocation) {
    guard let frame = list.frame(id: id) else {
        Issue.record("no frame for \(id)", sourceLocation: sourceLocation)
        return
    }
    let close = abs(frame.x - expected.x) < 1e-6 && abs(frame.y - expected.y) < 1e-6
        && abs(frame.width - expected.width) < 1e-6 && abs(frame.height - expected.height) < 1e-6
    #expect(close, "\(id): \(frame) != \(expected)", sourceLocation: sourceLocation)
}

typealias SourceLocation = Testing.SourceLocation
