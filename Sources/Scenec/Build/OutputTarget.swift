/// What `-o` names: one file of a format scenec writes, or a folder. Anything else is a usage error
/// decided before a byte is written: an empty name, `-` (standard output: `BuildPlanner.planStream`'s job), or a
/// file extension scenec does not write (`-o x.jpg` used to create a *folder* `x.jpg`).
package enum OutputTarget: Sendable, Hashable {
    case file(OutputFormat)
    case folder

    /// The target `output` names. An existing folder, or a name ending in `/`, is a folder; a last
    /// component with an extension is a file and must be `.png`, `.svg` or `.pdf`; a name without one is a
    /// folder. A leading dot (`.build`) is not an extension.
    package init(_ output: String) throws(BuildPlanner.UsageError) {
        guard !output.isEmpty else {
            throw BuildPlanner.UsageError(message: "-o needs a file or folder name, got an empty one")
        }
        guard output != "-" else {
            throw BuildPlanner.UsageError(message: "-o - (standard output) is one output of one scene, planned by planStream; name a file (out.png, out.svg, out.pdf) or a folder")
        }
        if output.hasSuffix("/") || FileIO.isDirectory(output) {
            self = .folder
            return
        }
        let name = output.split(separator: "/").last.map(String.init) ?? output
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else {
            self = .folder
            return
        }
        let written = OutputFormat.allCases.map(\.fileExtension).joined(separator: ", ")
        let fileExtension = name[name.index(after: dot)...]
        guard let format = OutputFormat(rawValue: fileExtension.lowercased()) else {
            throw BuildPlanner.UsageError(message: "-o \(output): scenec does not write .\(fileExtension) files; it writes \(written) (name a .png, .svg or .pdf file, or a folder)")
        }
        self = .file(format)
    }
}
