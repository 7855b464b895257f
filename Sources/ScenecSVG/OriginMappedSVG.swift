import ScenecCore

/// The SVG document of a render list (what `SVGWriter.write` returns), plus for every line the index
/// of the render item that wrote it (nil for the prologue, `<defs>` and closing lines). Review tools
/// use it to say which scene element a changed SVG line came from.
public enum OriginMappedSVG {
    public struct Document: Sendable {
        /// Exactly `try SVGWriter.write(list)`.
        public var text: String
        /// The document's lines (text split on "\n", without the final empty piece).
        public var lines: [String]
        /// For each line, the index into `list.items` of the item that wrote it.
        public var itemIndex: [Int?]
    }

    public static func write(_ list: RenderList) throws(SVGError) -> Document {
        // The body is written first because it is what registers the definitions `<defs>` must hold.
        var defs = DefsTable()
        var body = LineBuffer(baseDepth: 1)
        var bodyItems: [Int?] = []
        for (index, item) in list.items.enumerated() {
            try OpWriter.write(item.op, into: &body, defs: &defs)
            while bodyItems.count < body.lines.count { bodyItems.append(index) }
        }
        body.closeAll()
        while bodyItems.count < body.lines.count { bodyItems.append(nil) }

        var defsBlock = LineBuffer(baseDepth: 1)
        defs.write(into: &defsBlock)

        let width = NumberFormat.svg(list.width), height = NumberFormat.svg(list.height)
        let root = XMLTag("svg", [
            .init("xmlns", "http://www.w3.org/2000/svg"),
            .init("xmlns:xlink", "http://www.w3.org/1999/xlink"),
            .init("version", "1.1"),
            .init("width", width),
            .init("height", height),
            .init("viewBox", "0 0 " + width + " " + height),
        ])
        let head = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>", root.text(empty: false),
                    "  " + SVGScaleComment.line(for: list.scale)] + FontFaceStyle.lines(list.fontFaces) + defsBlock.lines
        let lines = head + body.lines + ["</svg>"]
        let items = Array(repeating: nil, count: head.count) + bodyItems + [nil]
        return Document(text: lines.joined(separator: "\n") + "\n", lines: lines, itemIndex: items)
    }
}
