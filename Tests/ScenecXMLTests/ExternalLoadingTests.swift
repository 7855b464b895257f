import Foundation
import ScenecCore
import ScenecTestSupport
import ScenecXML
import Testing

/// libxml2 never opens a file or the network for a document: an external DTD named by the DOCTYPE is
/// not loaded (so nothing it declares takes effect) and XInclude is not processed. Each test points
/// at a file that exists and checks that its content has no effect.
@Suite("No external loading")
struct ExternalLoadingTests {
    /// A DTD that, if it were read, would add an attribute default and declare an entity (which the
    /// reader would then refuse) and whose marker text would show up somewhere.
    private func writeDTD(in folder: TemporaryFolder) throws -> URL {
        try folder.write("evil.dtd", """
            <!ELEMENT scene ANY>
            <!ATTLIST scene injected CDATA "DTD-MARKER">
            <!ENTITY leak "DTD-MARKER">
            """)
    }

    @Test func anExternalDTDThatExistsIsNotRead() throws {
        let folder = try TemporaryFolder(prefix: "xml-dtd")
        let dtd = try writeDTD(in: folder)
        for reference in [dtd.path, dtd.absoluteString] {
            let result = read("<!DOCTYPE scene SYSTEM \"\(reference)\">\n<scene width=\"1\"/>")
            let root = try #require(result.root, "\(result.dump)")
            #expect(result.diagnostics.isEmpty, "\(result.dump)")
            #expect(root.attributes.map(\.name) == ["width"], "an attribute default from the DTD was applied: \(root.attributes)")
        }
    }

    @Test func entitiesDeclaredInAnExternalDTDAreUnknown() throws {
        let folder = try TemporaryFolder(prefix: "xml-dtd")
        let dtd = try writeDTD(in: folder)
        let result = read("<!DOCTYPE scene PUBLIC \"-//scenec//test\" \"\(dtd.path)\">\n<scene>&leak;</scene>")
        // Had the DTD been read, its <!ENTITY> would be refused. Unread, the reference is undeclared,
        // which with an external subset is reported but not fatal (XML 1.0 §4.1): the tree is kept,
        // without the replacement text.
        #expect(result.diagnostics.map(\.message) == ["Entity 'leak' not defined"], "\(result.dump)")
        #expect(result.diagnostics.first?.location.line == 2)
        let root = try #require(result.root, "\(result.dump)")
        #expect(root.text == "")
        #expect(!result.dump.contains("DTD-MARKER"))
    }

    @Test func aNetworkDTDIsNotFetched() throws {
        // An address that cannot answer quickly: fetching would take seconds or fail with an error.
        let result = read("<!DOCTYPE scene SYSTEM \"http://10.255.255.1/scene.dtd\">\n<scene/>")
        #expect(result.diagnostics.isEmpty, "\(result.dump)")
        #expect(result.root?.name == "scene")
    }

    @Test func xincludeIsNotProcessed() throws {
        let folder = try TemporaryFolder(prefix: "xml-xinclude")
        let included = try folder.write("included.xml", "<rect marker=\"XINCLUDE-MARKER\"/>")
        let text = try folder.write("included.txt", "XINCLUDE-MARKER")
        let result = read("""
            <scene xmlns:xi="http://www.w3.org/2001/XInclude">
              <xi:include href="\(included.path)"/>
              <xi:include href="\(text.path)" parse="text"/>
            </scene>
            """)
        let root = try #require(result.root, "\(result.dump)")
        #expect(result.diagnostics.isEmpty, "\(result.dump)")
        #expect(root.children.map(\.name) == ["include", "include"])
        #expect(root.children.allSatisfy { $0.namespaceURI == "http://www.w3.org/2001/XInclude" && $0.children.isEmpty && $0.text.isEmpty })
        #expect(!root.text.contains("XINCLUDE-MARKER"))
    }
}
