import ScenecCore
import ScenecModel
import ScenecXML

/// `scenec tokens`: every token a scene or a DTCG file defines, resolved per theme, with its origin.
public enum TokenListing {
    /// The report for `path`: a scene, or (a `.json` file) a DTCG token file or resolver document read
    /// as `<tokens href>` reads it. `themes` nil: `default` and every theme declared. Throws `.io` when
    /// the file cannot be read; problems in it are the report's diagnostics.
    public static func report(path: String, themes: [String]?, options: CompileOptions = CompileOptions()) throws(ScenecError) -> TokenReport {
        let policy = HrefPolicy(file: path, allowedPaths: options.allowedPaths)
        let include = IncludeFiles.loader(scene: path, policy: policy)
        let strings = StringsFiles.loader(scene: path, policy: policy)
        let tokens = IncludeFiles.loader(scene: path, policy: policy, target: .tokens)
        let location = SourceLocation(file: path, line: 1, column: 1)
        if path.lowercased().hasSuffix(".json") {
            // A token file on its own: a scene of one `<tokens href>` naming it, beside it.
            let name = String(path.split(separator: "/", omittingEmptySubsequences: false).last ?? "")
            var element = XMLElement(name: ElementKind.tokens.name, location: location)
            element.attributes = [XMLAttribute(name: "href", value: name, location: location)]
            let root = XMLElement(name: ElementKind.scene.name, children: [element], location: location)
            return TokenReport.make(root: root, file: path, themes: themes, include: include, strings: strings, tokens: tokens)
        }
        let source = try FileIO.read(path, limit: Limits.documentBytes)
        let xml = XMLReader.parse(source, file: path)
        guard let root = xml.root else { return TokenReport(themes: [], entries: [], diagnostics: xml.diagnostics) }
        var report = TokenReport.make(root: root, file: path, themes: themes, include: include, strings: strings, tokens: tokens)
        report.diagnostics = (xml.diagnostics + report.diagnostics).sortedByLocation()
        return report
    }
}

/// The report `TokenListing` gives (defined with the reuse stage, which knows tokens).
public typealias TokenReport = ScenecModel.TokenReport
