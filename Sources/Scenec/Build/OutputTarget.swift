/// What `-o` names: one file of a format scenec writes, or a folder. Anything else is a usage error
/// decided before a byte is written: an empty name, `-` (standard output: `BuildPlanner.planStream`'s job), or a
/// file extension scenec does not write (`-o x.tiff` used to create a *folder* `x.tiff`).
package enum OutputTarget: Sendable, Hashable {
    case file(OutputFormat)
    case folder

    /// The target `output` names. An existing folder, or a name ending in `/`, is a folder; a last
    /// component with an extension is a file and must be one scenec writes (`OutputFormat(fileExtension:)`); a name without one is a
    /// folder. A leading dot (`.build`) is not an extension. `.xml` is a VectorDrawable when `formats`
    /// is `--format vector` and a usage error otherwise: an XML output is never guessed from its name.
    package init(_ output: String, formats: [OutputFormat]? = nil) throws(BuildPlanner.UsageError) {
        guard !output.isEmpty else {
            throw BuildPlanner.UsageError(message: "-o needs a file or folder name, got an empty one")
        }
        guard output != "-" else {
            throw BuildPlanner.UsageError(message: "-o - (standard output) is one output of one scene, planned by planStream; name a file (out.png, out.svg, out.pdf, out.webp, out.jpg, out.ico) or a folder")
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
        let fileExtension = name[name.index(after: dot)...]
        if fileExtension.lowercased() == OutputFormat.vectorExtension {
            guard formats == [.vector] else {
                throw BuildPlanner.UsageError(message: "-o \(output): an .xml output is written only with --format vector (an Android VectorDrawable); scenec never guesses it from the name")
            }
            self = .file(.vector)
            return
        }
        guard let format = OutputFormat(fileExtension: fileExtension) else {
            throw BuildPlanner.UsageError(message: "-o \(output): scenec does not write .\(fileExtension) files; it writes \(OutputFormat.acceptedExtensions) (name such a file, or a folder)")
        }
        self = .file(format)
    }
}
