/// Whether a file a build writes (an output, the depfile) is one it reads: the same path once made
/// absolute and normalised, or the same file (device and inode) through another path or a hard or
/// symbolic link. `--depfile scene.xml` used to overwrite the scene.
package enum InputCollision {
    /// The first of `inputs` that `path` names, if any.
    package static func input(_ path: String, among inputs: [String]) -> String? {
        let absolute = PathResolver.absolute(path)
        let identity = FileIO.identity(path)
        return inputs.first { input in
            PathResolver.absolute(input) == absolute || (identity != nil && FileIO.identity(input) == identity)
        }
    }
}
