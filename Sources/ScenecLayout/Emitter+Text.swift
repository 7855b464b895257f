import ScenecCore
import ScenecModel
import ScenecText

extension Emitter {
    /// A `<text>` node's label: measured with Pango, aligned in the frame, written as one `TextOp`.
    mutating func emitText(_ spec: TextSpec, of placed: PlacedNode, origin: Origin) {
        guard let op = TextPlacement.op(spec, node: placed.node, frame: placed.frame, textAsPaths: options.textAsPaths) else { return }
        // Text shadows (the embossed label) are blurred fills of the glyph outlines, beneath the text.
        for case .dropShadow(let shadow) in placed.node.style.effects where !shadow.color.isInvisible {
            let shifted = Point(op.layoutOrigin.x + shadow.dx, op.layoutOrigin.y + shadow.dy)
            let outline = TextEngine.outline(spec.text, font: TextPlacement.font(spec), origin: shifted)
            items.append(RenderItem(.blurredFill(BlurredFillOp(geometry: .path(outline), sigma: EffectGeometry.sigma(shadow.blur), color: shadow.color)),
                                    origin: origin))
        }
        items.append(RenderItem(.text(op), origin: origin))
    }
}

/// Where a label goes in its frame, shared by emission and by anything that needs a text's natural size.
public enum TextPlacement {
    static func font(_ spec: TextSpec) -> FontSpec {
        FontSpec(families: spec.families, size: spec.size, weight: spec.weight, style: spec.style, letterSpacing: spec.letterSpacing)
    }

    /// The label's measurements. Every use in layout goes through here, and `TextEngine` caches them per
    /// text and font: the frame pass (natural size), emission (placement) and the fallback warnings share
    /// one Pango measurement per distinct label.
    static func metrics(of spec: TextSpec) -> TextMetrics {
        TextEngine.measure(spec.text, font: font(spec))
    }

    /// The label's natural size: its advance width and its line box (ascent + descent).
    public static func naturalSize(of spec: TextSpec) -> Size {
        let metrics = metrics(of: spec)
        return Size(metrics.width, metrics.lineHeight)
    }

    /// The op for a label in `frame`; nil when it draws nothing (empty or transparent).
    /// A missing width or height means the natural one, so alignment on that axis has no effect.
    static func op(_ spec: TextSpec, node: Node, frame: Rect, textAsPaths: Bool) -> TextOp? {
        guard !spec.text.isEmpty, !spec.color.isInvisible, spec.size > 0 else { return nil }
        let metrics = metrics(of: spec)
        let width = node.frame.width == nil ? metrics.width : frame.width
        let height = node.frame.height == nil ? metrics.lineHeight : frame.height
        let x: Double
        let anchor: TextAnchor
        let anchorX: Double
        switch spec.align {
        case .start:
            x = frame.minX
            anchor = .start
            anchorX = x
        case .center:
            x = frame.minX + (width - metrics.width) / 2
            anchor = .middle
            anchorX = frame.minX + width / 2
        case .end:
            x = frame.minX + width - metrics.width
            anchor = .end
            anchorX = frame.minX + width
        }
        let top: Double
        switch spec.verticalAlign {
        case .top: top = frame.minY
        case .middle: top = frame.minY + (height - metrics.lineHeight) / 2
        case .bottom: top = frame.minY + height - metrics.lineHeight
        }
        let layoutOrigin = Point(x, top)
        let resolved = TextFont(families: spec.families, resolvedFamily: metrics.resolution.resolved, size: spec.size, weight: spec.weight, style: spec.style,
                                letterSpacing: spec.letterSpacing)
        let ink = metrics.ink.isEmpty ? Rect(x: x, y: top, width: 0, height: 0) : metrics.ink.offsetBy(dx: x, dy: top)
        return TextOp(text: spec.text, font: resolved, color: spec.color, frame: frame, layoutOrigin: layoutOrigin,
                      anchor: Point(anchorX, top + metrics.ascent), textAnchor: anchor, advance: metrics.width,
                      lineHeight: metrics.lineHeight, inkBounds: ink,
                      outline: textAsPaths ? TextEngine.outline(spec.text, font: font(spec), origin: layoutOrigin) : nil)
    }

    /// `font 'X' not found, using 'Y'` for every text op whose font fell back, once per element.
    /// Resolution depends only on the family list and is cached per list, so this asks Pango nothing
    /// that measuring the op did not already ask.
    public static func fallbackWarnings(in items: [RenderItem]) -> [Diagnostic] {
        var seen = Set<String>()
        var warnings: [Diagnostic] = []
        for item in items {
            guard case .text(let op) = item.op, let origin = item.origin else { continue }
            let request = FontSpec(families: op.font.families, size: op.font.size, weight: op.font.weight, style: op.font.style,
                                   letterSpacing: op.font.letterSpacing)
            guard let message = TextEngine.resolve(request).warning else { continue }
            let diagnostic = Diagnostic.warning(message, at: origin.location)
            if seen.insert(diagnostic.description).inserted { warnings.append(diagnostic) }
        }
        return warnings
    }
}
