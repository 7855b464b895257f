import ScenecCore

/// An app's own translations, as the library read them for `<strings href>` (an Xcode String Catalog,
/// an Android `res` folder, a folder of flat JSON files): each locale's strings by key, in the order
/// the files give them. Parsing the scene stays a pure function: the library reads the files.
public struct StringTables: Sendable, Hashable {
    /// One translated string.
    public struct Entry: Sendable, Hashable {
        public var key: String
        public var value: String

        public init(key: String, value: String) {
            self.key = key
            self.value = value
        }
    }

    /// Strings by locale tag (`de`, `pt-BR`), each locale's in file order.
    public var locales: [String: [Entry]]
    /// The strings without a locale (Android's `values/`, a catalog's source language): what a build
    /// with no `--locale` draws, and what a locale without a translation falls back to.
    public var fallback: [Entry]
    /// The files read, for depfiles, watchers and up-to-date keys.
    public var files: [IncludedSource]

    public init(locales: [String: [Entry]] = [:], fallback: [Entry] = [], files: [IncludedSource] = []) {
        self.locales = locales
        self.fallback = fallback
        self.files = files
    }
}

/// Reads the tables a `<strings href>` names (`href` relative to `includingFile`), or says why not
/// (the message starts with `href:`).
public typealias StringsLoader = (IncludeRequest) -> Result<StringTables, IncludeRefusal>
