import ScenecCore
import ScenecLayout
import ScenecModel
import Testing

/// Lays out a scene given as XML text and returns its render list; parse errors fail the test.
func layout(_ xml: String, scale: Double = 1, sourceLocation: SourceLocation = #_sourceLocation) -> RenderList? {
    let parsed = SceneParser.parse(source: Array(xml.utf8), file: "test.xml")
    guard let scene = parsed.scene else {
        Issue.record("scene did not parse: \(parsed.diagnostics)", sourceLocation: sourceLocation)
        return nil
    }
    let result = Layout.renderList(for: scene, scale: scale)
    #expect(!result.diagnostics.hasErrors, "\(result.diagnostics)", sourceLocation: sourceLocation)
    return result.renderList
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
