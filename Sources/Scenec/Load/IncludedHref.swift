import ScenecCore

/// An href written in a scene or in a file it includes (`<include>`, `<strings>`), as `HrefPolicy`
/// checks it and as diagnostics show it. An href is relative to the file that contains it: the policy
/// sees it relative to the scene's folder (`lib/../icons.xml` from `lib/ds.xml` is `icons.xml`), or
/// absolute when the including file was reached that way; absolute hrefs and URLs go to the policy as
/// written, to be refused there.
struct IncludedHref {
    /// The scene's folder as a prefix of the paths diagnostics show ("" for a scene in the working directory).
    let scenePrefix: String

    init(scene file: String) {
        let folder = PathResolver.folder(of: file)
        scenePrefix = folder == "." && !file.hasPrefix("./") ? "" : folder + "/"
    }

    /// `href` from `includingFile`: the path the policy checks, and the name diagnostics give it (the
    /// way the scene's own path is written).
    func resolve(_ href: String, from includingFile: String) -> (checked: String, shown: String) {
        let href = href.trimmingWhitespace()
        var checked = href
        if !href.isEmpty, !href.hasPrefix("/"), HrefPolicy.urlScheme(href) == nil {
            let relative = includingFile.hasPrefix(scenePrefix) ? String(includingFile.dropFirst(scenePrefix.count)) : includingFile
            checked = PathResolver.normalize(PathResolver.folder(of: relative) + "/" + href)
        }
        return (checked, checked.hasPrefix("/") ? PathResolver.normalize(checked) : scenePrefix + checked)
    }
}
