@testable import ScenecCairo
import ScenecCore
import Testing

/// librsvg is loaded with dlopen at first use, not linked (`RsvgLibrary`).
@Suite struct RsvgLibraryTests {
    @Test func loadsLibrsvgAndDrawsWithIt() throws {
        let library = RsvgLibrary.load(RsvgLibrary.soname)
        #expect((try? library.get()) != nil, "\(library)")
        // Through the shared library: a 4×2 px red rect on a 4×4 document covers exactly its rows.
        let svg = ##"<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="2" fill="#f00"/></svg>"##
        let bitmap = try SVGRasterizer.rasterize(Array(svg.utf8), scale: 1)
        #expect(bitmap.width == 4 && bitmap.height == 4)
        #expect(bitmap.pixel(x: 1, y: 1) == RGBA8(r: 255, g: 0, b: 0, a: 255))
        #expect(bitmap.pixel(x: 1, y: 3).a == 0)
    }

    @Test func aMissingLibraryIsNamedWithTheLoadersReason() {
        let name = "libscenec-no-such-rsvg.so.2"
        guard case .failure(let unavailable) = RsvgLibrary.load(name) else {
            Issue.record("\(name) loaded")
            return
        }
        #expect(unavailable.description.hasPrefix("\(name) cannot be loaded ("), "\(unavailable)")
        #expect(unavailable.description.contains("No such file"), "\(unavailable)")
        #expect(unavailable.description.contains("librsvg 2.52 or later"), "\(unavailable)")
    }

    @Test func aLibraryWithoutLibrsvgsFunctionsIsRefusedNamingTheFirstMissing() {
        guard case .failure(let unavailable) = RsvgLibrary.load("libm.so.6") else {
            Issue.record("libm.so.6 passed for librsvg")
            return
        }
        #expect(unavailable.description.hasPrefix("libm.so.6 has no rsvg_handle_new_from_stream_sync ("), "\(unavailable)")
    }
}
