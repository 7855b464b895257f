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

/// librsvg runs in helper processes (`RsvgSandbox`): an SVG that makes it panic ends the helper, and
/// the caller gets an error naming the signal (issue 42).
@Suite struct RsvgSandboxTests {
    /// librsvg 2.54 panics ("assertion failed: h >= 0.0") laying out text this large, and aborts.
    static let panicking = Array(#"<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24"><text y="12" font-size="1e9">A</text></svg>"#.utf8)

    @Test func aPanicEndsTheHelperNotThisProcess() throws {
        #expect(RsvgSandbox.isolates, "the test binary finds the scenec beside it")
        do {
            _ = try SVGRasterizer.rasterize(Self.panicking, scale: 1)
            Issue.record("drawn")
        } catch {
            guard case .helperEnded(let message) = error else { Issue.record("\(error)"); return }
            #expect(message == "ended its drawing process with signal 6 (SIGABRT: a librsvg panic)")
        }
        // The next request starts a new helper and is drawn.
        let svg = ##"<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="2" fill="#00f"/></svg>"##
        let bitmap = try SVGRasterizer.rasterize(Array(svg.utf8), scale: 2)
        #expect(bitmap.width == 8 && bitmap.pixel(x: 1, y: 1) == RGBA8(r: 0, g: 0, b: 255, a: 255))
    }

    @Test func messagesSurviveTheirEncoding() {
        let requests: [RsvgHelperRequest] = [
            .measure(svg: [1, 2, 3]),
            .rasterize(svg: [], scale: 2.5),
            .draw(svg: [9], width: 24, height: 12, matrix: AffineTransform(a: 2, b: 0.5, c: -1, d: 3, e: 0.25, f: -7),
                  surfaceWidth: 100, surfaceHeight: 7, pdf: true, masked: false),
        ]
        for request in requests { #expect(RsvgHelperRequest.decode(request.encoded()) == request) }
        let responses: [RsvgHelperResponse] = [
            .measured(width: 24, height: 24, viewBox: nil), .measured(width: 1, height: 2, viewBox: Rect(x: 1, y: 2, width: 3, height: 4)),
            .drawn, .rasterized(Bitmap(width: 1, height: 1, pixels: [1, 2, 3, 4])), .failed(.helperEnded("gone")),
            .failed(.canvasTooLarge(width: 1, height: 2)), .failed(.unreadable("bad")), .failed(.noSize),
        ]
        for response in responses { #expect(RsvgHelperResponse.decode(response.encoded()) == response) }
        #expect(RsvgHelperRequest.decode([2, 0, 0]) == nil)
    }
}
