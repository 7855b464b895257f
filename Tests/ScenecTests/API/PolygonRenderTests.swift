import Scenec
import ScenecSceneTestSupport
import ScenecTestSupport
import Testing

/// A polygon draws exactly what the path SVG defines it to be, in the PNG and in the SVG.
@Suite struct PolygonRenderTests {
    private func outputs(_ body: String) throws -> (png: [UInt8], svg: String) {
        let xml = "<scene width=\"100\" height=\"100\" background=\"white\">\(body)</scene>"
        return (try InlineScene.output(xml, format: .png, scale: 2),
                String(decoding: try InlineScene.output(xml, format: .svg, scale: 2), as: UTF8.self))
    }

    @Test func aPolygonAndAPolylineDrawLikeTheirPaths() throws {
        let shapes = try outputs("""
            <polygon points="10,90 50,20 90,90" fill="#f39c12" stroke="#7f4f00" stroke-width="2"/>
            <polyline points="0,60 20,40 40,60 60,40" stroke="#2c3e50" stroke-width="3"/>
            """)
        let paths = try outputs("""
            <path d="M10 90L50 20L90 90Z" fill="#f39c12" stroke="#7f4f00" stroke-width="2"/>
            <path d="M0 60L20 40L40 60L60 40" stroke="#2c3e50" stroke-width="3"/>
            """)
        #expect(shapes.png == paths.png)
        #expect(shapes.svg.contains("<path d=\"M10 90L50 20L90 90Z\""), "\(shapes.svg)")
        #expect(shapes.svg.contains("<path d=\"M0 60L20 40L40 60L60 40\""), "\(shapes.svg)")
        // And it is not an empty picture: the polygon's fill is inside the triangle.
        let blank = try outputs("")
        #expect(shapes.png != blank.png)
    }
}
