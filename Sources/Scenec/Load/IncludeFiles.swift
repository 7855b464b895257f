import ScenecCore
import ScenecModel

/// Reads the `<library>` files a scene's `<include href>` names (and, with `target: .tokens`, the DTCG
/// files of `<tokens href>` and the files a resolver document names), under the image rules: an href is
/// relative to the file that contains it and must stay in the scene's folder (or a folder granted
/// with `--allow-path`); absolute paths, URLs and symbolic links out are refused (`HrefPolicy`).
enum IncludeFiles {
    /// The loader `SceneParser` calls for each include of the scene `file`.
    static func loader(scene file: String, policy: HrefPolicy, target: HrefPolicy.Target = .library) -> IncludeLoader {
        let hrefs = IncludedHref(scene: file)
        let cache = ReadLibraries()
        return { request in
            let (checked, shown) = hrefs.resolve(request.href, from: request.includingFile)
            let path: String
            switch policy.resolve(checked, attribute: "href", target: target) {
            case .success(let resolved): path = resolved
            case .failure(let refusal): return .failure(IncludeRefusal(refusal.message))
            }
            // A library that many includes name is read once: the resolver drops repeats only after
            // loading, and a scene may repeat one `<include>` hundreds of thousands of times.
            let identity = PathResolver.real(path) ?? path
            if let read = cache.sources[identity] { return .success(read) }
            do throws(ScenecError) {
                let bytes = try FileIO.read(path, limit: Limits.documentBytes)
                guard bytes.count <= Limits.documentBytes else {
                    return .failure(IncludeRefusal("href: \(shown) is larger than \(Limits.documentBytes / 1024 / 1024) MiB"))
                }
                let read = IncludedSource(file: shown, identity: identity, bytes: bytes)
                cache.sources[identity] = read
                return .success(read)
            } catch {
                if case .io(_, let message) = error { return .failure(IncludeRefusal("href: \(shown) \(message)")) }
                return .failure(IncludeRefusal("href: \(shown): \(error)"))
            }
        }
    }
}

/// The libraries one scene's loader has read, by identity (resolved path). A class so the loader
/// closure can fill it; a parse runs on one thread.
private final class ReadLibraries {
    var sources: [String: IncludedSource] = [:]
}
