import Foundation

/// Validates SVG text against the SVG 1.1 DTD (Debian's sgml-data, /usr/share/xml/svg/svg11.dtd, which
/// scripts/setup installs) with `xmllint --dtdvalid`: the document scenec writes is valid SVG 1.1, which
/// Inkscape 1.2 and other SVG 1.1 tools need (an SVG 2 `href` or a `data-*` attribute is refused).
/// A missing xmllint or DTD is a failure, not a skip.
public enum SVG11DTD {
    public static let path = "/usr/share/xml/svg/svg11.dtd"

    /// xmllint's exit status and its validity errors (the DTD's own warning about `style`'s
    /// `xml:space`, printed on every run, is left out).
    public static func validate(_ svg: String) throws -> (status: Int32, errors: String) {
        let tool = try Executables.require("xmllint", install: "run scripts/setup (libxml2-utils)")
        guard FileManager.default.fileExists(atPath: path) else {
            throw TestFailure("the SVG 1.1 DTD is not installed at \(path): run scripts/setup (sgml-data)")
        }
        let folder = try TemporaryFolder(prefix: "dtd")
        let input = try folder.write("in.svg", svg)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = ["--noout", "--nonet", "--dtdvalid", path, input.path]
        let errors = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        try process.run()
        let data = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        var kept: [Substring] = []
        var index = 0
        while index < lines.count {
            if lines[index].contains("svg11.dtd:") && lines[index].contains("validity warning") {
                index += 3  // the warning, the DTD line it quotes, and the caret line
                continue
            }
            if !lines[index].isEmpty { kept.append(lines[index]) }
            index += 1
        }
        return (process.terminationStatus, kept.joined(separator: "\n"))
    }
}
