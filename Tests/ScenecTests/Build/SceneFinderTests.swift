@testable import Scenec
import ScenecTestSupport
import Testing

@Suite("SceneFinder")
struct SceneFinderTests {
    @Test("folders expand recursively to sorted *.xml files, skipping hidden ones; files stay as given")
    func inputs() throws {
        let folder = try TemporaryFolder(prefix: "lib-tests")
        for name in ["scenes/b.xml", "scenes/a.XML", "scenes/sub/c.xml", "scenes/notes.txt", "scenes/.hidden.xml",
                     "scenes/.git/d.xml", "single.xml"] {
            try folder.write(name, "<scene/>")
        }
        let found = try SceneFinder.inputs(for: [folder.path("scenes") + "/", folder.path("single.xml")])
        #expect(found.map(\.relativePath) == ["a.XML", "b.xml", "sub/c.xml", "single.xml"])
        #expect(found.map(\.path) == [folder.path("scenes/a.XML"), folder.path("scenes/b.xml"), folder.path("scenes/sub/c.xml"),
                                      folder.path("single.xml")])
    }

    @Test("files(in:extensions:) finds every comparable file, sorted")
    func files() throws {
        let folder = try TemporaryFolder(prefix: "lib-tests")
        for name in ["z.png", "a.svg", "m/k.xml", "m/readme.md"] { try folder.write(name, "x") }
        #expect(try SceneFinder.files(in: folder.path, extensions: ["xml", "svg", "png"]) == ["a.svg", "m/k.xml", "z.png"])
    }

    @Test("a missing scene is an I/O error naming it")
    func missing() {
        #expect {
            _ = try SceneFinder.inputs(for: ["no/such/scene.xml"])
        } throws: { error in
            guard case ScenecError.io(let path, _) = error else { return false }
            return path == "no/such/scene.xml"
        }
    }
}
