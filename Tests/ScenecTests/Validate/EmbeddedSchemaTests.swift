import Foundation
@testable import Scenec
import ScenecTestSupport
import Testing

@Suite("Embedded schema")
struct EmbeddedSchemaTests {
    /// `scenec validate` carries schema/scene.rng inside the binary; scripts/embed-schema regenerates it.
    @Test func embeddedSchemaMatchesSchemaFolder() throws {
        let onDisk = try String(contentsOfFile: PackagePaths.path("schema/scene.rng"), encoding: .utf8)
        // The script embeds the file inside a raw multi-line literal, which drops the final newline.
        #expect(EmbeddedSchema.relaxNG + "\n" == onDisk, "run scripts/embed-schema after changing schema/scene.rng")
    }
}
