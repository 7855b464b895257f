@testable import Scenec
import ScenecCore
import ScenecTestSupport
import Testing

/// `scenec validate` on scenes with tokens and components: the schema is applied to the expanded scene.
@Suite("Validating scenes with reuse")
struct ReuseValidationTests {
    init() { TestFonts.install() }

    @Test("a scene with token values and component instances passes the schema once expanded")
    func expandedSceneValidates() throws {
        let folder = try TemporaryFolder(prefix: "validate")
        let path = try folder.write("scene.xml", """
            <scene width="40" height="20">
              <tokens><token name="c" value="#336699"/><token name="r" value="4"/></tokens>
              <defs><component name="chip" width="20" height="10"><param name="tint" default="{c}"/>
                <rect width="100%" height="100%" corner-radius="{r}" fill="{tint}"/></component></defs>
              <chip/><chip x="20" tint="red"/>
            </scene>
            """).path
        let warnings = try SceneValidator.validate(path: path)
        #expect(!warnings.hasErrors, "\(warnings)")
    }

    @Test("a schema problem in the expanded scene is reported where its element is written")
    func schemaProblemIsLocated() throws {
        let folder = try TemporaryFolder(prefix: "validate")
        // The parser takes `100pt` for the scene's width; the schema wants a plain number there.
        let path = try folder.write("scene.xml", """
            <!-- a comment first -->

            <scene width="{w}" height="20">
              <tokens><token name="w" value="100pt"/></tokens>
            </scene>
            """).path
        #expect {
            try SceneValidator.validate(path: path)
        } throws: { error in
            guard case ScenecError.invalidScene(let diagnostics) = error else { return false }
            return diagnostics.contains { $0.message.hasPrefix("schema: ") && $0.location.line == 3 && $0.location.column == 1 }
        }
    }
}
