import ScenecCore
import ScenecModel

/// Reads the string tables a scene's `<strings href>` names, under the image rules (`HrefPolicy`):
/// an `.xcstrings` file, an Android `res` folder (its `values*/strings.xml`), or a folder of flat JSON
/// files named by locale (`de.json`). What it reads becomes dependencies of the outputs.
enum StringsFiles {
    /// The most files one table may spread over (an app with a hundred languages has a hundred).
    static let fileLimit = 1000

    /// The loader `SceneParser` calls for each `<strings>` of the scene `file`.
    static func loader(scene file: String, policy: HrefPolicy) -> StringsLoader {
        let hrefs = IncludedHref(scene: file)
        let cache = ReadTables()
        return { request in
            let (checked, shown) = hrefs.resolve(request.href, from: request.includingFile)
            switch policy.resolve(checked, attribute: "href", target: .strings) {
            case .failure(let refusal): return .failure(IncludeRefusal(refusal.message))
            case .success(let path):
                // A table that many `<strings>` name is read once (a scene may repeat one thousands of times).
                if let read = cache.tables[path] { return read }
                let result: Result<StringTables, IncludeRefusal>
                do throws(IncludeRefusal) {
                    result = .success(try read(path, shown: shown, href: checked, policy: policy))
                } catch {
                    result = .failure(error)
                }
                cache.tables[path] = result
                return result
            }
        }
    }

    /// The tables at `path` (`shown` as diagnostics name it; `href` as the policy checks paths below it).
    static func read(_ path: String, shown: String, href: String, policy: HrefPolicy) throws(IncludeRefusal) -> StringTables {
        if path.lowercased().hasSuffix(".xcstrings") {
            let source = try file(path, shown: shown)
            var tables = try parsed(shown) { () throws(StringTableFormats.Problem) in try StringTableFormats.catalog(source.bytes) }
            tables.files = [source]
            return tables
        }
        guard FileIO.isDirectory(path) else {
            throw IncludeRefusal("href: \(shown) is neither an .xcstrings file nor a folder (an Android res folder, or one of JSON files named by locale)")
        }
        let names = try list(path, shown: shown)
        var tables = StringTables()
        if names.contains(where: { $0 == "values" || $0.hasPrefix("values-") }) {
            for name in names {
                guard let locale = StringTableFormats.androidLocale(folder: name) else { continue }
                let stringsPath = path + "/" + name + "/strings.xml"
                guard FileIO.exists(stringsPath) else { continue }
                let source = try checkedFile(href + "/" + name + "/strings.xml", shown: shown + "/" + name + "/strings.xml", policy: policy)
                let entries = try parsed(source.file) { () throws(StringTableFormats.Problem) in
                    try StringTableFormats.androidStrings(source.bytes, file: source.file)
                }
                if let locale { tables.locales[locale, default: []] += entries } else { tables.fallback += entries }
                tables.files.append(source)
            }
        } else {
            for name in names where name.lowercased().hasSuffix(".json") {
                let locale = String(name.dropLast(5))
                guard LocaleTag.isValid(locale) else {
                    throw IncludeRefusal("href: \(shown)/\(name) is not named by a locale (de.json, pt-BR.json)")
                }
                let source = try checkedFile(href + "/" + name, shown: shown + "/" + name, policy: policy)
                tables.locales[locale] = try parsed(source.file) { () throws(StringTableFormats.Problem) in
                    try StringTableFormats.flatJSON(source.bytes)
                }
                tables.files.append(source)
            }
        }
        guard !tables.files.isEmpty else {
            throw IncludeRefusal("href: \(shown) holds no string tables (values*/strings.xml, or LOCALE.json files)")
        }
        return tables
    }

    private static func parsed<T>(_ shown: String, _ body: () throws(StringTableFormats.Problem) -> T) throws(IncludeRefusal) -> T {
        do {
            return try body()
        } catch {
            throw IncludeRefusal("href: \(shown) \(error.message)")
        }
    }

    private static func list(_ path: String, shown: String) throws(IncludeRefusal) -> [String] {
        let names: [String]
        do throws(ScenecError) {
            names = try FileIO.names(in: path)
        } catch {
            throw IncludeRefusal("href: \(shown) cannot be listed")
        }
        guard names.count <= fileLimit else {
            throw IncludeRefusal("href: \(shown) holds more than \(fileLimit) entries; this is refused")
        }
        return names
    }

    /// A file below the table's folder, checked by the policy again (a link inside may lead out).
    private static func checkedFile(_ href: String, shown: String, policy: HrefPolicy) throws(IncludeRefusal) -> IncludedSource {
        switch policy.resolve(href, attribute: "href", target: .strings) {
        case .failure(let refusal): throw IncludeRefusal(refusal.message)
        case .success(let path): return try file(path, shown: shown)
        }
    }

    private static func file(_ path: String, shown: String) throws(IncludeRefusal) -> IncludedSource {
        do throws(ScenecError) {
            let bytes = try FileIO.read(path, limit: Limits.documentBytes)
            return IncludedSource(file: shown, identity: PathResolver.real(path) ?? path, bytes: bytes)
        } catch {
            if case .io(_, let message) = error { throw IncludeRefusal("href: \(shown) \(message)") }
            throw IncludeRefusal("href: \(shown): \(error)")
        }
    }
}

/// The tables one scene's loader has read, by resolved path. A class so the loader closure can fill
/// it; a parse runs on one thread.
private final class ReadTables {
    var tables: [String: Result<StringTables, IncludeRefusal>] = [:]
}
