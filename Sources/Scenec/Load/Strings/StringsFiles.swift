import ScenecCore
import ScenecModel

/// Reads the string tables a scene's `<strings href>` names, under the image rules (`HrefPolicy`):
/// an `.xcstrings` file, an Android `res` folder (the strings of its `values*/` files), or a folder of
/// JSON files named by locale (`de.json`) or of folders named by locale (`de/common.json`). What it
/// reads becomes dependencies of the outputs. A file that cannot be used is reported inside the table
/// (a warning when it is skipped, an error at its line when it is broken); the others still load.
enum StringsFiles {
    /// The most files one table may spread over (an app with a hundred languages has a hundred).
    static let fileLimit = 1000

    /// The loader `SceneParser` calls for each `<strings>` of the scene `file`. `sourceLocale` is the
    /// language of Android's `values/` and the JSON file every locale falls back to
    /// (`--source-locale`); `cache` shares the tables between a build's loads (each is read once).
    /// `locale` is the locale being built: of a folder per locale only its files and the source locale's
    /// are read (the others are only named), so one locale of a 125-locale table costs two files' work.
    static func loader(scene file: String, policy: HrefPolicy, sourceLocale: String = defaultSourceLocale, locale: String? = nil,
                       cache: LoadCache? = nil) -> StringsLoader {
        let hrefs = IncludedHref(scene: file)
        let local = ReadTables()
        return { request in
            let (checked, shown) = hrefs.resolve(request.href, from: request.includingFile)
            switch policy.resolve(checked, attribute: "href", target: .strings) {
            case .failure(let refusal): return .failure(IncludeRefusal(refusal.message))
            case .success(let path):
                // A table that many `<strings>` name is read once (a scene may repeat one thousands of times).
                let key = path + "\u{0}" + shown + "\u{0}" + sourceLocale + "\u{0}" + (locale ?? "")
                if let read = local.tables[key] { return read }
                let make = { () -> Result<StringTables, IncludeRefusal> in
                    do throws(IncludeRefusal) {
                        return .success(try read(path, shown: shown, href: checked, policy: policy, sourceLocale: sourceLocale, locale: locale, cache: cache))
                    } catch {
                        return .failure(error)
                    }
                }
                let result = cache.map { $0.stringTables(key, make: make) } ?? make()
                local.tables[key] = result
                return result
            }
        }
    }

    /// `--source-locale`'s default.
    static let defaultSourceLocale = "en"

    /// The tables at `path` (`shown` as diagnostics name it; `href` as the policy checks paths below it).
    static func read(_ path: String, shown: String, href: String, policy: HrefPolicy, sourceLocale: String,
                     locale: String? = nil, cache: LoadCache? = nil) throws(IncludeRefusal) -> StringTables {
        if path.lowercased().hasSuffix(".xcstrings") {
            // A broken catalog is errors at their lines inside it (it stays a dependency, so fixing it rebuilds).
            let source = try file(path, shown: shown)
            var tables = XcodeStringCatalog.read(source.bytes, file: source.file)
            tables.declared = Set(tables.locales.keys)
            tables.add(source, locale: nil)
            return tables
        }

        guard FileIO.isDirectory(path) else {
            throw IncludeRefusal("href: \(shown) is neither an .xcstrings file nor a folder (an Android res folder, or one of JSON files named by locale)")
        }
        let names = try list(path, shown: shown).sorted()
        let folder = Folder(path: path, shown: shown, href: href, policy: policy)
        let tables = names.contains(where: { $0 == "values" || $0.hasPrefix("values-") })
            ? try android(folder, names: names, sourceLocale: sourceLocale, wanted: locale, cache: cache)
            : try json(folder, names: names, sourceLocale: sourceLocale, wanted: locale)
        guard !tables.files.isEmpty || !tables.problems.isEmpty || !tables.declared.isEmpty else {
            throw IncludeRefusal("href: \(shown) holds no string tables (values*/strings.xml, LOCALE.json files or LOCALE/ folders of JSON files)")
        }
        return tables
    }

    /// A table's folder: where to read, how to name it, how the policy checks below it.
    struct Folder {
        var path, shown, href: String
        var policy: HrefPolicy

        func child(_ name: String) -> Folder {
            Folder(path: path + "/" + name, shown: shown + "/" + name, href: href + "/" + name, policy: policy)
        }

        /// The file, checked by the policy again (a link inside may lead out).
        func read() throws(IncludeRefusal) -> IncludedSource {
            switch policy.resolve(href, attribute: "href", target: .strings) {
            case .failure(let refusal): throw IncludeRefusal(refusal.message)
            case .success(let resolved): return try file(resolved, shown: shown)
            }
        }

        var start: SourceLocation { SourceLocation(file: shown, line: 1, column: 1) }
    }

    // MARK: Android

    /// `values/` (the source locale), `values-de/`, `values-b+sr+Latn/`: the strings of every `.xml`
    /// file in them. Folders of other qualifiers (`values-night`) are ignored without a word.
    static func android(_ root: Folder, names: [String], sourceLocale: String, wanted: String?, cache: LoadCache?) throws(IncludeRefusal) -> StringTables {
        var tables = StringTables(sourceLocale: sourceLocale)
        var references: [String: [String: (target: String, location: SourceLocation)]] = [:]
        // `values/` first, so `values-en/` (the same locale, more specific) overrides it.
        let ordered = names.filter { $0 == "values" } + names.filter { $0 != "values" }
        for name in ordered {
            guard let locale = AndroidStrings.locale(folder: name, source: sourceLocale) else { continue }
            tables.declared.insert(locale)
            guard locale == sourceLocale || locale == wanted else { continue }
            let folder = root.child(name)
            guard let files = try? FileIO.names(in: folder.path) else {
                tables.problems.append(.warning("this locale folder cannot be listed; its strings are skipped", at: folder.start))
                continue
            }
            tables.locales[locale, default: []] += []
            for fileName in files.sorted() where fileName.lowercased().hasSuffix(".xml") {
                let source = try folder.child(fileName).read()
                let parse = { AndroidStrings.read(source.bytes, file: source.file) }
                let read = cache.map { $0.androidFile(source.identity + "\u{0}" + source.file, make: parse) } ?? parse()
                tables.problems += read.problems
                tables.locales[locale, default: []] += read.entries
                for (key, reference) in read.references { references[locale, default: [:]][key] = reference }
                tables.add(source, locale: locale)
            }
        }
        tables.problems += AndroidStrings.resolve(references, in: &tables)
        return tables
    }

    // MARK: JSON

    /// `de.json` files, and `de/` folders of JSON files whose keys take the file's name as a prefix
    /// (`de/common.json`'s `title` is `common.title`). A file or folder not named by a locale is
    /// skipped with a warning naming it.
    static func json(_ root: Folder, names: [String], sourceLocale: String, wanted: String?) throws(IncludeRefusal) -> StringTables {
        var tables = StringTables()
        for name in names {
            let child = root.child(name)
            if name.lowercased().hasSuffix(".json") {
                let locale = String(name.dropLast(5))
                guard LocaleTag.isValid(locale) else {
                    tables.problems.append(.warning("this file is skipped: '\(locale)' is not a locale (name files by BCP 47 tags: de.json, pt-BR.json, sr-Latn.json)", at: child.start))
                    continue
                }
                tables.declared.insert(locale)
                guard locale == sourceLocale || locale == wanted else { continue }
                let source = try child.read()
                readJSON(source, locale: locale, prefix: "", into: &tables)
            } else if FileIO.isDirectory(child.path) {
                guard LocaleTag.isValid(name) else {
                    tables.problems.append(.warning("this folder is skipped: '\(name)' is not a locale (name folders by BCP 47 tags: de, pt-BR)", at: child.start))
                    continue
                }
                tables.declared.insert(name)
                guard name == sourceLocale || name == wanted else { continue }
                guard let files = try? FileIO.names(in: child.path) else {
                    tables.problems.append(.warning("this locale folder cannot be listed; its strings are skipped", at: child.start))
                    continue
                }
                for fileName in files.sorted() where fileName.lowercased().hasSuffix(".json") {
                    let source = try child.child(fileName).read()
                    readJSON(source, locale: name, prefix: String(fileName.dropLast(5)) + ".", into: &tables)
                }
            }
        }
        if tables.declared.contains(sourceLocale) { tables.sourceLocale = sourceLocale }
        return tables
    }

    private static func readJSON(_ source: IncludedSource, locale: String, prefix: String, into tables: inout StringTables) {
        do throws(JSONStrings.Problem) {
            tables.locales[locale, default: []] += try JSONStrings.read(source.bytes, prefix: prefix)
        } catch {
            tables.problems.append(.error(error.message, at: SourceLocation(file: source.file, line: error.line, column: error.column)))
        }
        tables.add(source, locale: locale)
    }

    // MARK: Files

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
