import CXMLShim
import ScenecCore

/// Reads a document safely with libxml2: bytes from memory (so libxml2 never opens files, gzip or
/// HTTP itself), no network, no entity substitution, entity declarations refused.
public enum XMLReader {
    public struct Result: Sendable {
        public var root: XMLElement?
        public var diagnostics: [Diagnostic]
    }

    public static func parse(_ source: [UInt8], file: String) -> Result {
        parse(source, file: file, internalEntities: false)
    }

    /// With `internalEntities`, `<!ENTITY name "text">` declared in the document is expanded where it
    /// is used (Android resources, as aapt reads them), bounded by libxml2's amplification limits;
    /// external, parameter and unparsed entities are still refused.
    public static func parse(_ source: [UInt8], file: String, internalEntities: Bool) -> Result {
        let start = SourceLocation(file: file, line: 1, column: 1)
        guard source.count <= Limits.documentBytes else {
            return Result(root: nil, diagnostics: [.error("the scene is larger than \(Limits.documentBytes / 1024 / 1024) MiB", at: start)])
        }
        guard !source.isEmpty else {
            return Result(root: nil, diagnostics: [.error("the scene file is empty", at: start)])
        }
        var errors = scenec_xml_errors()
        errors.allow_internal_entities = internalEntities ? 1 : 0
        let document: scenec_xml_doc? = source.withUnsafeBufferPointer { buffer in
            buffer.baseAddress.flatMap { base in
                base.withMemoryRebound(to: CChar.self, capacity: buffer.count) { chars in
                    scenec_xml_parse(chars, Int32(buffer.count), file, &errors)
                }
            }
        }
        var diagnostics = messages(from: &errors, file: file)
        if errors.entity_declared != 0 {
            let refusal = internalEntities
                ? "only internal entities (<!ENTITY name \"text\">) are read; an external or parameter entity is refused for safety"
                : "entity declarations are not allowed in a scene (<!ENTITY …> is refused for safety)"
            diagnostics.insert(.error(refusal,
                                      at: SourceLocation(file: file, line: max(1, Int(errors.entity_line)), column: max(1, Int(errors.entity_column)))), at: 0)
        }
        guard let document else {
            return Result(root: nil, diagnostics: diagnostics)
        }
        defer { scenec_xml_free_doc(document) }
        guard let rootNode = scenec_xml_root(document) else {
            return Result(root: nil, diagnostics: diagnostics + [.error("the document has no root element", at: start)])
        }
        let tags = StartTagIndex(source: source)
        var nextIndex = 0
        let root = element(from: rootNode, file: file, tags: tags, nextIndex: &nextIndex)
        return Result(root: root, diagnostics: diagnostics)
    }

    /// Validates a document against a RELAX NG schema given as text; returns located diagnostics.
    public static func validate(_ source: [UInt8], file: String, relaxNG schema: String) -> [Diagnostic] {
        var parseErrors = scenec_xml_errors()
        let document: scenec_xml_doc? = source.withUnsafeBufferPointer { buffer in
            buffer.baseAddress.flatMap { base in
                base.withMemoryRebound(to: CChar.self, capacity: buffer.count) { chars in
                    scenec_xml_parse(chars, Int32(buffer.count), file, &parseErrors)
                }
            }
        }
        guard let document else { return messages(from: &parseErrors, file: file) }
        defer { scenec_xml_free_doc(document) }
        var errors = scenec_xml_errors()
        let schemaBytes = Array(schema.utf8)
        let result = schemaBytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress.map { base in
                base.withMemoryRebound(to: CChar.self, capacity: buffer.count) { chars in
                    scenec_rng_validate(document, chars, Int32(buffer.count), &errors)
                }
            } ?? -1
        }
        let start = SourceLocation(file: file, line: 1, column: 1)
        if result < 0 {
            return [.error("the schema could not be loaded", at: start)] + messages(from: &errors, file: file)
        }
        let found = messages(from: &errors, file: file)
        // libxml2 can reject a document without a message (a root in a foreign namespace, say).
        if result == 0, !found.hasErrors {
            return found + [.error("the document does not match the schema", at: start)]
        }
        return found
    }

    private static func messages(from errors: inout scenec_xml_errors, file: String) -> [Diagnostic] {
        let count = Int(min(errors.count, SCENEC_XML_MAX_ERRORS))
        return withUnsafeBytes(of: &errors.items) { raw in
            let items = raw.bindMemory(to: scenec_xml_error.self)
            return (0..<count).map { index in
                var item = items[index]
                let message = withUnsafeBytes(of: &item.message) { bytes in
                    String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
                }
                let location = SourceLocation(file: file, line: max(1, Int(item.line)), column: max(1, Int(item.column)))
                return Diagnostic(item.is_warning != 0 ? .warning : .error, reworded(message), at: location)
            }
        }
    }

    /// libxml2's depth limit names a parser option a scene author cannot set; say what the limit is.
    static func reworded(_ message: String) -> String {
        if message.hasPrefix("Excessive depth in document: 256") {
            return "elements are nested more than 256 deep; this is refused"
        }
        return message
    }

    /// Converts a libxml2 element; `nextIndex` counts elements in document order for `tags`.
    private static func element(from node: scenec_xml_node, file: String, tags: StartTagIndex, nextIndex: inout Int) -> XMLElement {
        let name = string(scenec_xml_name(node))
        let index = nextIndex
        nextIndex += 1
        // libxml2's own line is the fallback (it is where the start tag ends).
        let location = tags.elementLocation(index, file: file)
            ?? SourceLocation(file: file, line: max(1, scenec_xml_node_line(node)), column: 1)
        var attributes: [XMLAttribute] = []
        let attributeLocations = tags.attributeLocations(element: index, file: file)
        var attribute = scenec_xml_first_attribute(node)
        while let attr = attribute {
            let attrName = string(scenec_xml_name(attr))
            let qualifiedAttr = scenec_xml_prefix(attr).map { "\(String(cString: $0)):\(attrName)" } ?? attrName
            var value = ""
            if let content = scenec_xml_attribute_value(attr) {
                value = String(cString: content)
                scenec_xml_free(content)
            }
            attributes.append(XMLAttribute(name: qualifiedAttr, value: value,
                                           location: attributeLocations[qualifiedAttr] ?? location))
            attribute = scenec_xml_next(attr)
        }
        var children: [XMLElement] = []
        var text = ""
        var child = scenec_xml_first_child(node)
        while let current = child {
            switch Int(scenec_xml_node_kind(current)) {
            case Int(SCENEC_XML_ELEMENT):
                children.append(element(from: current, file: file, tags: tags, nextIndex: &nextIndex))
            case Int(SCENEC_XML_TEXT):
                let content = string(scenec_xml_content(current))
                text += content
                if !children.isEmpty { children[children.count - 1].tail += content }
            default:
                break
            }
            child = scenec_xml_next(current)
        }
        let namespaceURI = scenec_xml_namespace(node).map { String(cString: $0) }
        return XMLElement(name: name, namespaceURI: namespaceURI, attributes: attributes, children: children,
                          text: text, location: location)
    }

    private static func string(_ chars: UnsafePointer<CChar>?) -> String {
        chars.map { String(cString: $0) } ?? ""
    }
}
