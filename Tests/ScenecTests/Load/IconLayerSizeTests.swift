import Foundation
@testable import Scenec
import ScenecCore
import ScenecTestSupport
import Testing

/// librsvg draws group opacity, masks, filters and blend modes through a layer as large as the icon
/// is drawn, and fails past 32 767 device pixels a side ("rendering error: InvalidSize", once exit 3
/// with the library's words). Layout refuses such an icon at the image, at the output scale; an icon
/// without layers is drawn at any size (issue 29).
@Suite struct IconLayerSizeTests {
    static let icons = [
        "opacity": #"<g opacity="0.5"><rect width="24" height="24" fill="red"/></g>"#,
        "style": #"<g style="opacity:0.5"><rect width="24" height="24" fill="red"/></g>"#,
        "mask": #"<mask id="m"><rect width="24" height="24" fill="white"/></mask><rect width="24" height="24" fill="red" mask="url(#m)"/>"#,
        "blend": #"<rect width="24" height="24" fill="red" style="mix-blend-mode:multiply"/>"#,
        "plain": #"<rect width="24" height="24" fill="red"/>"#,
    ]

    /// The PNG's bytes, or the scene's diagnostics as `scenec build` would print them.
    private func build(_ icon: String, side: Int, scale: Double) throws -> Result<[UInt8], ScenecError> {
        let folder = try TemporaryFolder(prefix: "icon-layer")
        try folder.write("i.svg", #"<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24">"# + icon + "</svg>")
        try folder.write("s.xml", "<scene width=\"100\" height=\"100\">\n<image href=\"i.svg\" x=\"-10000\" y=\"-10000\" width=\"\(side)\" height=\"\(side)\"/>\n</scene>")
        do {
            let loaded = try SceneCompiler.load(path: folder.path("s.xml"))
            return .success(try SceneCompiler.compile(loaded, format: .png, scale: scale).bytes)
        } catch {
            return .failure(error)
        }
    }

    @Test(arguments: ["opacity", "style", "mask", "blend"])
    func aLayeredIconPastTheLayerLimitIsALocatedError(kind: String) throws {
        guard case .failure(.invalidScene(let diagnostics)) = try build(try #require(Self.icons[kind]), side: 40_000, scale: 1) else {
            Issue.record("drawn, or failed otherwise")
            return
        }
        let error = try #require(diagnostics.first { $0.severity == .error })
        #expect(error.message == "href: this SVG icon draws part of itself through a layer (group opacity, a mask, a filter or a blend mode), and is drawn here 40000×40000 px; librsvg cannot make such a layer past 32767 px a side: draw it smaller")
        #expect(error.location.line == 2 && error.location.column == 1)
    }

    @Test func theLimitIsInDevicePixelsAtTheOutputScale() throws {
        let opacity = try #require(Self.icons["opacity"])
        if case .failure(let error) = try build(opacity, side: 32_767, scale: 1) { Issue.record("refused at 32767 px: \(error)"); return }
        guard case .failure(.invalidScene) = try build(opacity, side: 16_384, scale: 2) else { Issue.record("drawn at 32768 px"); return }
    }

    @Test func anIconWithoutLayersIsDrawnAtAnySize() throws {
        guard case .success(let png) = try build(try #require(Self.icons["plain"]), side: 40_000, scale: 1) else {
            Issue.record("refused")
            return
        }
        // The canvas lies inside the icon's red rect.
        #expect(try Bitmap.decodePNG(png).pixel(x: 50, y: 50) == RGBA8(r: 255, g: 0, b: 0, a: 255))
    }
}
