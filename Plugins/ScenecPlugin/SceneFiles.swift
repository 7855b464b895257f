import Foundation

/// The files under a target's `Scenes/` folder: the scenes to build (XML files whose root element is
/// `<scene>`, as scenec's own folder walk decides) and the others (images, fonts, string tables, libraries
/// of components), which stand in for a scene's dependencies until its first depfile lists them.
struct SceneFiles {
    struct Scene {
        var url: URL
        /// The path below `Scenes/`, for the order of commands and for messages.
        var relativePath: String
        /// The file name without `.xml`: the resource and constant name.
        var name: String
    }

    var scenes: [Scene] = []
    var others: [URL] = []

    static func find(in folder: URL) throws -> SceneFiles {
        var found = SceneFiles()
        let keys: [URLResourceKey] = [.isRegularFileKey]
        guard let walk = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: keys) else { return found }
        var byName: [String: String] = [:]
        let prefix = folder.standardizedFileURL.path + "/"
        for case let url as URL in walk {
            guard (try? url.resourceValues(forKeys: Set(keys)).isRegularFile) == true else { continue }
            let relative = String(url.standardizedFileURL.path.dropFirst(prefix.count))
            guard url.pathExtension.lowercased() == "xml", RootName.of(url) == "scene" else {
                if url.lastPathComponent != "scenec.json" { found.others.append(url) }
                continue
            }
            let name = url.deletingPathExtension().lastPathComponent
            // A bundle's resources are flat (the `.process` rule), so two scenes of one name would write
            // the same files.
            if let earlier = byName[name] {
                throw PluginError("\(url.path): error: another scene is also named \"\(name)\" (\(earlier)): resources share one folder, so rename one")
            }
            byName[name] = relative
            found.scenes.append(Scene(url: url, relativePath: relative, name: name))
        }
        found.scenes.sort { $0.relativePath < $1.relativePath }
        found.others.sort { $0.path < $1.path }
        return found
    }
}
