import ScenecCore

/// The SVG text backend: prints a render list as a standalone SVG 1.1 document. It decides nothing
/// about geometry or paint; it only prints what the list says. The same list always gives the same bytes.
public enum SVGWriter {
    public static func write(_ list: RenderList) -> String {
        // The body is written first because it is what registers the definitions `<defs>` must hold.
        var defs = DefsTable()
        var body = LineBuffer(baseDepth: 1)
        for item in list.items {
            OpWriter.write(item.op, into: &body, defs: &defs)
        }
        body.closeAll()

        var defsBlock = LineBuffer(baseDepth: 1)
        defs.write(into: &defsBlock)

        let width = NumberFormat.svg(list.width), height = NumberFormat.svg(list.height)
        let root = XMLTag("svg", [
            .init("xmlns", "http://www.w3.org/2000/svg"),
            .init("version", "1.1"),
            .init("width", width),
            .init("height", height),
            .init("viewBox", "0 0 " + width + " " + height),
        ])
        let lines = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>", root.text(empty: false)]
            + defsBlock.lines + body.lines + ["</svg>"]
        return lines.joined(separator: "\n") + "\n"
    }
}
