import ScenecCore
import ScenecXML

/// `scenec validate`: the semantic rules of the parser, then the RELAX NG schema that editors use,
/// so a scene that validates here also completes cleanly in an editor.
public enum SceneValidator {
    /// The schema text shipped inside the binary (schema/scene.rng).
    public static var schema: String { EmbeddedSchema.relaxNG }

    /// Returns the warnings of a valid scene; throws `.invalidScene` with every problem otherwise.
    public static func validate(path: String) throws(ScenecError) -> [Diagnostic] {
        let source = try FileIO.read(path, limit: XMLReader.maximumDocumentBytes)
        let loaded = try SceneCompiler.load(source: source, file: path)
        // Layout's own rules (canvas limits, geometry far outside the canvas) belong to validation too.
        _ = try SceneCompiler.renderList(for: loaded, scale: 1)
        let schemaProblems = XMLReader.validate(source, file: path, relaxNG: schema).map { diagnostic in
            var located = diagnostic
            located.message = "schema: " + diagnostic.message
            return located
        }
        if schemaProblems.hasErrors { throw .invalidScene((loaded.warnings + schemaProblems).sortedByLocation()) }
        return loaded.warnings + schemaProblems
    }
}
