#if canImport(Glibc)
import Glibc
#endif

/// Expands command-line scene arguments: files as they are, folders recursively to their `*.xml`
/// files in sorted order (so output never depends on directory listing order). Plumbing of the
/// command line and of folder diffs, not library API.
package enum SceneFinder {
    /// The scenes named by `arguments`; a missing file is `.io`.
    package static func inputs(for arguments: [String]) throws(ScenecError) -> [BuildPlanner.Input] {
        var inputs: [BuildPlanner.Input] = []
        for argument in arguments {
            if FileIO.isDirectory(argument) {
                let root = argument.hasSuffix("/") && argument.count > 1 ? String(argument.dropLast()) : argument
                for relative in try xmlFiles(in: root, relative: "") {
                    inputs.append(BuildPlanner.Input(path: "\(root)/\(relative)", relativePath: relative))
                }
            } else {
                guard FileIO.exists(argument) else { throw .io(path: argument, message: "no such scene file") }
                let name = argument.split(separator: "/").last.map(String.init) ?? argument
                inputs.append(BuildPlanner.Input(path: argument, relativePath: name))
            }
        }
        return inputs
    }

    /// Every file below `folder` whose extension is one of `extensions` (lower case), as sorted paths
    /// relative to `folder`. Hidden files and folders are skipped.
    package static func files(in folder: String, extensions: [String]) throws(ScenecError) -> [String] {
        try xmlFiles(in: folder, relative: "", extensions: extensions)
    }

    private static func xmlFiles(in folder: String, relative: String, extensions: [String] = ["xml"]) throws(ScenecError) -> [String] {
        let path = relative.isEmpty ? folder : "\(folder)/\(relative)"
        guard let directory = opendir(path) else { throw .io(path: path, message: "cannot list folder: \(FileIO.errorText())") }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name.hasPrefix(".") { continue }
            names.append(name)
        }
        var found: [String] = []
        for name in names.sorted() {
            let child = relative.isEmpty ? name : "\(relative)/\(name)"
            if FileIO.isDirectory("\(folder)/\(child)") {
                found += try xmlFiles(in: folder, relative: child, extensions: extensions)
            } else if let dot = name.lastIndex(of: "."), extensions.contains(name[name.index(after: dot)...].lowercased()) {
                found.append(child)
            }
        }
        return found
    }
}
