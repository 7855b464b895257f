import Foundation
import ScenecCore
import ScenecTestSupport
import ScenecXML
import Testing

/// Every entity declaration is refused: parsing stops at the first one with one located error, so no
/// reference is ever expanded, no external entity is read, and an entity bomb costs nothing.
@Suite("Entity declarations")
struct EntityRefusalTests {
    static let refusal = "entity declarations are not allowed in a scene (<!ENTITY …> is refused for safety)"

    /// Expects the single refusal on `line`, at a column inside that line (libxml2 reports where the
    /// declaration ends), and no tree.
    private func expectRefused(_ result: XMLReader.Result, line: Int, in source: String,
                               sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        #expect(result.root == nil, sourceLocation: sourceLocation)
        #expect(result.diagnostics.map(\.message) == [Self.refusal], "\(result.dump)", sourceLocation: sourceLocation)
        guard let diagnostic = result.diagnostics.first else { return }
        #expect(diagnostic.severity == .error, sourceLocation: sourceLocation)
        #expect(diagnostic.location.file == testFile, sourceLocation: sourceLocation)
        #expect(diagnostic.location.line == line, "\(diagnostic)", sourceLocation: sourceLocation)
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        let width = line <= lines.count ? lines[line - 1].unicodeScalars.count : 0
        #expect((1...(width + 1)).contains(diagnostic.location.column), "\(diagnostic)", sourceLocation: sourceLocation)
    }

    @Test func anInternalEntityIsRefusedAndNotExpanded() {
        let source = "<?xml version=\"1.0\"?>\n<!DOCTYPE scene [\n  <!ENTITY e \"EXPANDED\">\n]>\n<scene a=\"&e;\">&e;</scene>"
        let result = read(source)
        expectRefused(result, line: 3, in: source)
        #expect(!result.dump.contains("EXPANDED"))
    }

    @Test func anExternalEntityNamingAnExistingFileIsRefusedAndTheFileIsNotRead() throws {
        let folder = try TemporaryFolder(prefix: "xml-entity")
        let secret = try folder.write("secret.txt", "SECRET-CONTENT")
        for reference in [secret.path, secret.absoluteString] {
            let source = "<!DOCTYPE scene [\n  <!ENTITY xxe SYSTEM \"\(reference)\">\n]>\n<scene a=\"&xxe;\">&xxe;</scene>"
            let result = read(source)
            expectRefused(result, line: 2, in: source)
            #expect(!result.dump.contains("SECRET"), "\(reference)")
        }
    }

    @Test(arguments: [
        "<!DOCTYPE scene [\n  <!ENTITY % pe \"<!ENTITY inner 'x'>\">\n  %pe;\n]>\n<scene>&inner;</scene>",
        "<!DOCTYPE scene [\n  <!ENTITY % ext SYSTEM \"file:///etc/hostname\">\n  %ext;\n]>\n<scene/>",
    ])
    func parameterEntitiesAreRefused(source: String) {
        expectRefused(read(source), line: 2, in: source)
    }

    /// libxml2 hands NDATA declarations to the `unparsedEntityDecl` SAX callback, which the shim hooks
    /// like `entityDecl`: nothing could be read or expanded anyway (unparsed entities are only named by
    /// ENTITY attributes, which need a DTD that is never loaded), but "every entity declaration is
    /// refused" holds for them too.
    @Test func anUnparsedEntityIsRefused() throws {
        let folder = try TemporaryFolder(prefix: "xml-ndata")
        let picture = try folder.write("pic.txt", "NDATA-MARKER")
        let source = "<!DOCTYPE scene [\n  <!NOTATION txt SYSTEM \"text/plain\">\n  <!ENTITY pic SYSTEM \"\(picture.path)\" NDATA txt>\n]>\n<scene a=\"pic\"/>"
        let result = read(source)
        #expect(!result.dump.contains("NDATA-MARKER"))
        #expect(result.root.map { $0.attributes.map(\.value) == ["pic"] && $0.text.isEmpty } ?? true)
        expectRefused(result, line: 3, in: source)
    }

    @Test func billionLaughsIsRefusedAtTheFirstDeclarationWithinASecond() {
        let source = HostileDocuments.billionLaughs { "<scene a=\"\($0)\">\($0)</scene>" }
        var result: XMLReader.Result?
        let elapsed = ContinuousClock().measure { result = read(source) }
        #expect(elapsed < .seconds(1), "\(elapsed)")
        guard let result else { return }
        expectRefused(result, line: 3, in: source)
        #expect(!result.dump.contains("lollol"))
    }

    @Test func aReferenceToAnUndeclaredEntityIsALocatedError() {
        let result = read("<scene>\n  &nope;</scene>")
        #expect(result.root == nil)
        #expect(result.diagnostics.map(\.message) == ["Entity 'nope' not defined"], "\(result.dump)")
        #expect(result.diagnostics.first?.location.line == 2)
    }

    @Test func aDoctypeWithoutEntitiesIsAccepted() throws {
        let result = read("<!DOCTYPE scene [\n  <!ELEMENT scene ANY>\n]>\n<scene a=\"&amp;&#65;\"/>")
        #expect(result.diagnostics.isEmpty, "\(result.dump)")
        #expect(try #require(result.root).attribute("a")?.value == "&A")
    }
}
