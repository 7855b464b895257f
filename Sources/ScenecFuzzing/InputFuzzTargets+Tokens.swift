import Scenec

extension InputFuzzTarget {
    /// The files a design-token input becomes: one DTCG token file, or (bit 0 of the first byte) a
    /// resolver document followed by the files it may name (`a.json`, `b.json`, `c.json`, each after a
    /// `----` line). Bit 1 builds the theme `dark`.
    static func tokenFiles(_ bytes: [UInt8]) -> (files: [(path: String, bytes: [UInt8])], href: String, theme: String?) {
        let choice = bytes.first ?? 0, rest = Array(bytes.dropFirst())
        let theme = choice & 2 == 0 ? nil : "dark"
        guard choice & 1 == 1 else { return ([("tokens.json", rest)], "tokens.json", theme) }
        let parts = FuzzFiles.split(rest, count: 4)
        let names = ["tokens.resolver.json", "a.json", "b.json", "c.json"]
        return (zip(names, parts).map { ($0, $1) }, "tokens.resolver.json", theme)
    }

    /// A scene that uses the tokens the seeds define, in every way a design token is used: plain values
    /// (with fallbacks, which the file's tokens override), and typography, shadow, border and a
    /// gradient fill, which need design tokens of their types. Then `scenec tokens`' listing of every theme.
    static func tokenScene(href: String) -> String {
        """
        <scene width="64" height="48" version="1.3"><tokens><token name="color" value="red"/><token name="size" value="8"/></tokens>\
        <tokens href="\(href)"/><rect width="{size}" height="12" fill="{color}" corner-radius="{size}" shadow="{shadow}" border="{border}"/>\
        <rect y="20" width="40" height="8" fill="{gradient}"/><text y="30" typography="{type}">Ag</text></scene>
        """
    }

    func runTokens(_ bytes: [UInt8]) -> FuzzTarget.Outcome {
        let (files, href, theme) = Self.tokenFiles(bytes)
        return FuzzFiles.withFolder(files) { folder in
            do throws(ScenecError) {
                _ = try TokenListing.report(path: folder + "/" + href, themes: nil)
            } catch {
                return .failedToCompile(error.description)
            }
            return FuzzFiles.compile(scene: Self.tokenScene(href: href), in: folder,
                                     options: CompileOptions(theme: theme))
        }
    }
}
