/// Whether a file a build writes (an output, the depfile) is one it reads: the same path once made
/// absolute and normalised, or the same file (device and inode) through another path or a hard or
/// symbolic link. `--depfile scene.xml` used to overwrite the scene.
package struct InputCollision {
    private var byPath: [String: String] = [:]
    private var byIdentity: [FileIdentity: String] = [:]

    /// Indexes `inputs` once (a folder build checks every output against every scene).
    package init(inputs: [String]) {
        for input in inputs.reversed() {
            byPath[PathResolver.absolute(input)] = input
            if let identity = FileIO.identity(input) { byIdentity[identity] = input }
        }
    }

    /// The input that `path` names, if any.
    package func input(for path: String) -> String? {
        if let input = byPath[PathResolver.absolute(path)] { return input }
        return FileIO.identity(path).flatMap { byIdentity[$0] }
    }

    /// The first of `inputs` that `path` names, if any.
    package static func input(_ path: String, among inputs: [String]) -> String? {
        InputCollision(inputs: inputs).input(for: path)
    }
}
