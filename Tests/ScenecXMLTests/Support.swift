import ScenecCore
import ScenecXML

/// The file name every document in these tests is read as.
let testFile = "doc.xml"

/// Reads `source` (UTF-8) with the XML layer alone.
func read(_ source: String) -> XMLReader.Result {
    XMLReader.parse(Array(source.utf8), file: testFile)
}

func read(bytes: [UInt8]) -> XMLReader.Result {
    XMLReader.parse(bytes, file: testFile)
}

/// A location in `testFile`.
func at(_ line: Int, _ column: Int) -> SourceLocation {
    SourceLocation(file: testFile, line: line, column: column)
}

extension XMLReader.Result {
    /// The diagnostics, one per line, for failure messages.
    var dump: String { diagnostics.map(\.description).joined(separator: "\n") }
}
