import ScenecCore
import ScenecXML
import Testing

/// Element names are local names; `namespaceURI` is the namespace in scope (default or prefixed), nil
/// for none. Namespace declarations are not attributes; prefixed attributes keep their prefix.
@Suite("Namespaces")
struct NamespaceTests {
    @Test func noNamespaceIsNil() throws {
        let root = try #require(read("<scene><rect/></scene>").root)
        #expect(root.namespaceURI == nil)
        #expect(root.children.first?.namespaceURI == nil)
    }

    @Test func theDefaultNamespaceIsInheritedAndCanBeUndeclared() throws {
        let result = read(#"<scene xmlns="urn:scenec:scene:1"><rect/><plain xmlns=""><inner/></plain></scene>"#)
        let root = try #require(result.root, "\(result.dump)")
        #expect(root.name == "scene")
        #expect(root.namespaceURI == "urn:scenec:scene:1")
        #expect(root.attributes.isEmpty, "xmlns is a declaration, not an attribute: \(root.attributes)")
        #expect(root.children.map(\.namespaceURI) == ["urn:scenec:scene:1", nil])
        #expect(root.children.last?.children.first?.namespaceURI == nil)
    }

    @Test func prefixedElementsHaveTheirLocalNameAndTheirPrefixesNamespace() throws {
        let result = read(#"<s:scene xmlns:s="urn:a" xmlns="urn:d"><s:rect/><rect/></s:scene>"#)
        let root = try #require(result.root, "\(result.dump)")
        #expect(root.name == "scene")
        #expect(root.namespaceURI == "urn:a")
        #expect(root.children.map(\.name) == ["rect", "rect"])
        #expect(root.children.map(\.namespaceURI) == ["urn:a", "urn:d"])
        #expect(root.attributes.isEmpty)
    }

    @Test func prefixedAttributesKeepTheirPrefixAndUnprefixedOnesHaveNone() throws {
        let result = read(#"<scene xmlns="urn:d" xmlns:x="urn:x" x:href="h" href="p"/>"#)
        let root = try #require(result.root, "\(result.dump)")
        #expect(root.attributes.map(\.name) == ["x:href", "href"])
        #expect(root.attribute("x:href")?.value == "h")
        #expect(root.attribute("href")?.value == "p")
    }

    @Test func anUndeclaredPrefixIsALocatedErrorAndTheNameStaysQualified() throws {
        let result = read("<scene>\n  <u:rect/>\n</scene>")
        // The document is well formed, so the tree is kept next to the error.
        #expect(result.diagnostics.map(\.message) == ["Namespace prefix u on rect is not defined"])
        #expect(result.diagnostics.first?.severity == .error)
        #expect(result.diagnostics.first?.location.line == 2)
        let child = try #require(result.root?.children.first)
        #expect(child.name == "u:rect")
        #expect(child.namespaceURI == nil)
        #expect(child.location == at(2, 3))
    }
}
