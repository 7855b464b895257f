import ScenecCairo
import ScenecCore

/// Builds render lists by hand, op by op, for backend tests that must not depend on layout.
public struct RenderListBuilder {
    public var width: Double
    public var height: Double
    public var scale: Double
    public private(set) var items: [RenderItem] = []

    public init(width: Double, height: Double, scale: Double = 1) {
        self.width = width
        self.height = height
        self.scale = scale
    }

    public mutating func fill(_ geometry: Geometry, _ paint: Paint, rule: FillRule = .nonzero) {
        items.append(RenderItem(.fill(FillOp(geometry: geometry, rule: rule, paint: paint))))
    }

    public mutating func stroke(_ geometry: Geometry, _ paint: Paint, width: Double, clip: Clip? = nil) {
        items.append(RenderItem(.stroke(StrokeOp(geometry: geometry, paint: paint, width: width, clip: clip))))
    }

    /// A group around what `body` adds: `beginGroup`, the body's items, `endGroup`.
    public mutating func group(opacity: Double = 1, clip: Clip? = nil, transform: AffineTransform? = nil,
                               _ body: (inout RenderListBuilder) -> Void) {
        items.append(RenderItem(.beginGroup(GroupStyle(opacity: opacity, clip: clip, transform: transform))))
        body(&self)
        items.append(RenderItem(.endGroup))
    }

    public mutating func append(_ op: RenderOp) {
        items.append(RenderItem(op))
    }

    public var list: RenderList { RenderList(width: width, height: height, scale: scale, items: items) }

    /// The list drawn by the Cairo backend, in the pinned fonts should it hold text.
    public func render() throws -> Bitmap {
        TestFonts.install()
        return try CairoRenderer.render(list)
    }
}

extension Geometry {
    /// A rectangle from its origin and size, with an optional corner radius: `.rect(0, 0, 10, 5)`.
    public static func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double, radius: Double = 0) -> Geometry {
        .rect(Rect(x: x, y: y, width: width, height: height), cornerRadius: radius)
    }
}
