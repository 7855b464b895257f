import ScenecCore

/// The SVG text backend: prints a render list as a standalone SVG 1.1 document. It decides nothing
/// about geometry or paint; it only prints what the list says. The same list always gives the same bytes.
public enum SVGWriter {
    /// Throws only when an embedded bitmap cannot be encoded as PNG.
    public static func write(_ list: RenderList) throws(SVGError) -> String {
        try OriginMappedSVG.write(list).text
    }
}
