import Scenec
import ScenecTestSupport
import Testing
@testable import ScenecServe

/// The server answers only with its page and the rendered scenes: never a file of the folder, never
/// anything outside it, whatever the spelling of the path.
@Suite(.serialized)
struct RequestSafetyTests {
    static let files = [
        "a.xml": TestScenes.solid("#ff0000"),
        "sub/b.xml": TestScenes.solid("#0000ff"),
        "notes.txt": "private notes\n",
    ]

    static let forbidden = [
        "/../", "/..", "/%2e%2e/", "/%2E%2E/%2e%2e/etc/passwd", "/../a.xml", "/render/../a.xml",
        "/render/%2e%2e/a.png", "/render/..%2fa.png", "/render/sub/../a.png", "/render/./a.png", "/render//a.png",
        "/etc/passwd", "//etc/passwd", "/render//etc/passwd.png", "/render/%2fetc%2fpasswd.png",
        "/a.xml", "/sub/b.xml", "/notes.txt", "/render/notes.txt", "/render/a.xml", "/render/a", "/render/",
        "/sub/", "/render/sub/", "/render/a.png%00.xml", "/render/a%5c..%5cb.png", "/favicon.ico",
    ]

    @Test func pathsOutsideThePageAndTheScenesAreNotFound() async throws {
        let fixture = try await ServeFixture(files: Self.files)
        for target in Self.forbidden {
            let response = try await fixture.get(target)
            #expect(response.status == 404, "GET \(target) answered \(response.status)")
            #expect(!response.text.contains("private notes") && !response.text.contains("<scene"), "GET \(target) leaked a file")
        }
        await fixture.stop()
    }

    @Test func thePageTheStateAndThePicturesAreServed() async throws {
        let fixture = try await ServeFixture(files: Self.files)
        let page = try await fixture.get("/")
        let state = try await fixture.get("/state")
        let png = try await fixture.get("/render/a.png")
        let svg = try await fixture.get("/render/sub/b.svg")
        let spaced = try await fixture.get("/render/%73ub/b.png")
        await fixture.stop()
        #expect(page.status == 200 && page.headers["content-type"] == "text/html; charset=utf-8")
        #expect(page.text.contains("<script>") && !page.text.contains("src=\"http"), "the page is not self-contained")
        #expect(state.status == 200 && state.text.contains("\"id\":\"a\"") && state.text.contains("\"id\":\"sub/b\""))
        #expect(png.status == 200 && png.headers["content-type"] == "image/png" && Array(png.body.prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
        #expect(try pixel(ofPNG: png.body, x: 10, y: 10) == TestScenes.rgb("#ff0000"))
        #expect(svg.status == 200 && svg.headers["content-type"] == "image/svg+xml" && svg.text.contains("<svg"))
        #expect(spaced.status == 200)
    }

    @Test(arguments: [
        ("/", Route.page), ("/state", .state), ("/events", .events),
        ("/render/a.png", .picture(id: "a", format: .png, variant: .served)), ("/render/sub/b.svg", .picture(id: "sub/b", format: .svg, variant: .served)),
        ("/render/a%20b.png", .picture(id: "a b", format: .png, variant: .served)),
        ("/render/../a.png", .notFound), ("/render/a/./b.png", .notFound), ("/render/a.gif", .notFound), ("/a.png", .notFound),
    ])
    func routes(_ path: String, _ expected: Route) {
        #expect(Route(rawPath: path) == expected)
    }
}
