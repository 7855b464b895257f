import Foundation
import ScenecCore
import ScenecSceneTestSupport
import ScenecTestSupport
import ScenecXML
import Testing
@testable import ScenecModel

// schema/scene.rng is what editors and `scenec validate` check scenes against; ElementCatalog is
// what the parser accepts. These tests keep the two naming exactly the same elements and attributes,
// and check that the example scenes pass both.

// MARK: - Locating and reading files

private let schemaPath = PackagePaths.path("schema/scene.rng")
private let scenesPath = PackagePaths.path("scenes")

private func readBytes(_ path: String) -> [UInt8]? {
    FileManager.default.contents(atPath: path).map { [UInt8]($0) }
}

/// The `.xml` files directly in `directory`, sorted.
private func xmlFiles(in directory: String) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    return names.filter { $0.hasSuffix(".xml") }.sorted().map { directory + "/" + $0 }
}

// MARK: - Reading the schema

/// The elements of a RELAX NG schema (XML syntax) and the attribute names each declares.
private struct SchemaSummary {
    struct Element {
        /// The element's local name.
        var name: String
        /// The namespaces its name class accepts ("" for none).
        var namespaces: Set<String>
        /// Attribute names, following `ref`s but not into child elements; `anyName` wildcards excluded.
        var attributes: Set<String>
    }

    var elements: [Element] = []

    init(_ grammar: XMLElement) {
        var defines: [String: XMLElement] = [:]
        for child in grammar.children where child.name == "define" {
            if let name = child.attribute("name")?.value { defines[name] = child }
        }
        collectElements(grammar, defines: defines)
    }

    private mutating func collectElements(_ node: XMLElement, defines: [String: XMLElement]) {
        if node.name == "element" {
            elements.append(Self.element(node, defines: defines))
        }
        for child in node.children { collectElements(child, defines: defines) }
    }

    /// Children that are patterns or name classes, without annotations.
    private static func structural(_ node: XMLElement) -> [XMLElement] {
        node.children.filter { $0.namespaceURI == nil || $0.namespaceURI == "http://relaxng.org/ns/structure/1.0" }
    }

    private static func element(_ node: XMLElement, defines: [String: XMLElement]) -> Element {
        var content = structural(node)
        var names: [(name: String, ns: String)] = []
        if let name = node.attribute("name")?.value {
            names.append((name, node.attribute("ns")?.value ?? ""))
        } else if !content.isEmpty {
            names = nameClass(content.removeFirst())
        }
        var attributes: Set<String> = []
        var visited: Set<String> = []
        for pattern in content { collectAttributes(pattern, defines: defines, visited: &visited, into: &attributes) }
        return Element(name: names.first?.name ?? "?", namespaces: Set(names.map(\.ns)), attributes: attributes)
    }

    /// The names of a name class made of `name` and `choice` (the only forms the schema uses for elements).
    private static func nameClass(_ node: XMLElement) -> [(name: String, ns: String)] {
        switch node.name {
        case "name":
            return [(node.text.trimmingWhitespace(), node.attribute("ns")?.value ?? "")]
        case "choice":
            return structural(node).flatMap { nameClass($0) }
        default:
            return [("<\(node.name)>", "")]
        }
    }

    private static func collectAttributes(_ node: XMLElement, defines: [String: XMLElement], visited: inout Set<String>,
                                          into attributes: inout Set<String>) {
        switch node.name {
        case "element":
            return  // a child element's attributes are its own
        case "attribute":
            if let name = node.attribute("name")?.value {
                attributes.insert(name)
            } else if let first = structural(node).first, first.name == "name" {
                attributes.insert(first.text.trimmingWhitespace())
            }
            // An anyName wildcard (attributes in other namespaces) is not a catalog attribute.
        case "ref":
            guard let name = node.attribute("name")?.value, !visited.contains(name), let define = defines[name] else { return }
            visited.insert(name)
            for child in structural(define) { collectAttributes(child, defines: defines, visited: &visited, into: &attributes) }
        default:
            for child in structural(node) { collectAttributes(child, defines: defines, visited: &visited, into: &attributes) }
        }
    }
}

private func loadSchema() throws -> (text: String, summary: SchemaSummary) {
    let bytes = try #require(readBytes(schemaPath), "cannot read \(schemaPath)")
    let parsed = XMLReader.parse(bytes, file: schemaPath)
    #expect(!parsed.diagnostics.hasErrors, "\(parsed.diagnostics)")
    let root = try #require(parsed.root)
    #expect(root.name == "grammar")
    return (String(decoding: bytes, as: UTF8.self), SchemaSummary(root))
}

// MARK: - Schema and catalog agree

@Suite("schema/scene.rng matches ElementCatalog")
struct SchemaCatalogTests {
    @Test("every element kind is in the schema, and the schema has no other element")
    func sameElements() throws {
        let schema = try loadSchema().summary
        let inSchema = Set(schema.elements.map(\.name))
        let kinds = Set(ElementKind.allCases.map(\.name))
        #expect(kinds.subtracting(inSchema).sorted() == [],
                "element kinds missing from schema/scene.rng: add them (and to docs/format.md)")
        #expect(inSchema.subtracting(kinds).sorted() == [], "schema elements the parser does not know")
    }

    @Test("each element declares exactly the catalog's attributes")
    func sameAttributes() throws {
        let schema = try loadSchema().summary
        #expect(!schema.elements.isEmpty)
        for element in schema.elements {
            guard let catalog = ElementCatalog.attributes[element.name] else { continue }
            #expect(element.attributes.sorted() == Set(catalog).sorted(), "attributes of <\(element.name)>")
        }
    }

    @Test("every element is accepted with and without the scene namespace")
    func bothNamespaces() throws {
        let schema = try loadSchema().summary
        for element in schema.elements {
            #expect(element.namespaces == ["", ElementCatalog.namespace], "namespaces of <\(element.name)>")
        }
    }

    @Test("the schema can be embedded in a Swift raw string literal")
    func embeddable() throws {
        // scripts/embed-schema wraps the file in #"""…"""#.
        let text = try loadSchema().text
        #expect(!text.contains("\"\"\"#"))
        #expect(!text.contains("\\#"))
    }
}

// MARK: - Example scenes pass the schema and the parser

/// Reads an include of a scene in scenes/ (relative to the including file; the library's href policy
/// is tested in ScenecTests).
private func includeFromScenes(_ request: IncludeRequest) -> Result<IncludedSource, IncludeRefusal> {
    let folder = (request.includingFile as NSString).deletingLastPathComponent
    let path = (folder as NSString).appendingPathComponent(request.href)
    guard let bytes = readBytes(path) else { return .failure(IncludeRefusal("href: cannot read \(path)")) }
    return .success(IncludedSource(file: path, identity: path, bytes: bytes))
}

@Suite("scenes/ validate")
struct SceneSchemaTests {
    private func schemaText() throws -> String { try loadSchema().text }

    private func schemaErrors(_ xml: String, schema: String) -> [Diagnostic] {
        XMLReader.validate(Array(xml.utf8), file: "test.xml", relaxNG: schema).errors
    }

    @Test("every scene in scenes/ is valid for the schema and the parser")
    func exampleScenes() throws {
        let schema = try schemaText()
        let files = xmlFiles(in: scenesPath)
        #expect(!files.isEmpty)
        for path in files {
            let bytes = try #require(readBytes(path))
            // A scene with tokens or components is checked as `scenec validate` checks it: expanded.
            let parsed = SceneParser.parse(source: bytes, file: path, choice: TokenChoice(), include: includeFromScenes,
                                           strings: InlineScene.stringsLoader(scene: path), tokens: includeFromScenes)
            let schemaProblems = XMLReader.validate(parsed.expanded?.serialized().bytes ?? bytes, file: path, relaxNG: schema)
            #expect(!schemaProblems.hasErrors, "\(schemaProblems.map(\.description))")
            #expect(!parsed.diagnostics.hasErrors, "\(parsed.diagnostics.map(\.description))")
        }
    }

    @Test("the schema accepts what the parser accepts in both namespace forms")
    func namespaces() throws {
        let schema = try schemaText()
        let body = #"<rect width="10" height="10" fill="red"/>"#
        #expect(schemaErrors(#"<scene width="20" height="20">\#(body)</scene>"#, schema: schema).isEmpty)
        #expect(schemaErrors(#"<scene xmlns="urn:scenec:scene:1" width="20" height="20">\#(body)</scene>"#, schema: schema).isEmpty)
        #expect(!schemaErrors(#"<scene xmlns="urn:scenec:scene:1" width="20" height="20"><rect xmlns="urn:other" width="10" height="10"/></scene>"#,
                              schema: schema).isEmpty)
    }

    @Test("the schema refuses unknown attributes, planned elements and malformed values", arguments: [
        #"<rect width="10" height="10" heigth="3"/>"#,
        #"<key width="10" height="10" state="pressed"/>"#,
        #"<rect width="10" height="10" opacity="1.5"/>"#,
        #"<rect width="ten" height="10"/>"#,
        #"<rect width="10" height="10" stroke-align="middle"/>"#,
        #"<rect width="10" height="10" crisp="yes"/>"#,
        #"<path d="L0 0"/>"#,
        #"<use href="badge"/>"#,
        #"<line x2="10"><fill color="red"/></line>"#,
        ##"<rect width="10" height="10"><fill color="red" gradient="#g"/></rect>"##,
        #"<rect width="10" height="10"><linear-gradient/></rect>"#,
    ])
    func refusals(body: String) throws {
        let schema = try schemaText()
        #expect(!schemaErrors(#"<scene width="20" height="20">\#(body)</scene>"#, schema: schema).isEmpty, "\(body)")
    }
}
