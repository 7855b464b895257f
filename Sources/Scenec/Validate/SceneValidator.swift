import ScenecCore
import ScenecXML

/// `scenec validate`: the semantic rules of the parser, layout's rules, then the RELAX NG schema that
/// editors use, so a scene that validates here also completes cleanly in an editor.
public enum SceneValidator {
    /// The schema text shipped inside the binary (schema/scene.rng).
    public static var schema: String { EmbeddedSchema.relaxNG }

    /// Returns the warnings of a valid scene; throws `.invalidScene` with every problem otherwise, or
    /// `.io` when the file cannot be read. `options` matter for images: `--allow-path` grants folders
    /// an href may point into.
    public static func validate(path: String, options: CompileOptions = CompileOptions()) throws(ScenecError) -> [Diagnostic] {
        let source = try FileIO.read(path, limit: Limits.documentBytes)
        let loaded = try SceneCompiler.load(source: source, file: path, options: options)
        // One layout pass at scale 1 (nothing is rendered): layout's rules (canvas limits, geometry far
        // outside the canvas) and warnings (a font that fell back) are part of validation.
        let warnings = try SceneCompiler.layout(loaded, scale: 1).warnings
        let schemaProblems = schemaDiagnostics(source, loaded: loaded, file: path)
        let all = (warnings + schemaProblems).deduplicatedInFileOrder()
        if schemaProblems.hasErrors { throw .invalidScene(all) }
        return all
    }

    /// The schema's verdict, each message marked `schema:`. A scene that uses tokens, includes or
    /// components is checked as the reader saw it (substituted and expanded: its own text has elements
    /// and `{…}` values no static schema knows), each problem moved back to where its element is written.
    static func schemaDiagnostics(_ source: [UInt8], loaded: SceneCompiler.Loaded, file: String) -> [Diagnostic] {
        guard let expanded = loaded.expanded?.serialized() else {
            return XMLReader.validate(source, file: file, relaxNG: schema).map { marked($0) }
        }
        return XMLReader.validate(expanded.bytes, file: file, relaxNG: schema).map { diagnostic in
            var moved = marked(diagnostic)
            moved.location = expanded.location(ofLine: diagnostic.location.line) ?? loaded.scene.location
            return moved
        }
    }

    private static func marked(_ diagnostic: Diagnostic) -> Diagnostic {
        var located = diagnostic
        located.message = "schema: " + diagnostic.message
        return located
    }
}
