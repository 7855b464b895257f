import Foundation
import ScenecCore
@testable import ScenecModel
import ScenecTestSupport

/// A DTCG fixture (`Tests/ScenecModelTests/Fixtures/DTCG/…`) read and resolved as `<tokens href>`
/// reads it: a token file, or a resolver document with the files it names (relative to it), for one
/// theme. Messages name files relative to the fixtures' folder.
struct DesignTokenFixture {
    static let folder = PackagePaths.path("Tests/ScenecModelTests/Fixtures/DTCG")

    var tokens: [String: ResolvedDesignToken] = [:]
    var order: [String] = []
    var diagnostics: [Diagnostic] = []
    /// The themes the document declares (resolver contexts, `$extensions.modes`).
    var themes: [String] = []
    var defaultTheme: String?

    init(_ relative: String, theme: String? = nil) {
        var context = ParseContext()
        let bytes = Array(FileManager.default.contents(atPath: Self.folder + "/" + relative) ?? Data())
        var pool = DesignTokenPool()
        do throws(LocatedJSON.SyntaxError) {
            let root = try LocatedJSON.parse(bytes)
            if DesignTokenResolverDocument.isResolver(root) {
                let base = (relative as NSString).deletingLastPathComponent
                let resolver = DesignTokenResolverDocument(root, file: relative, read: { href in
                    let shown = base.isEmpty ? href : base + "/" + href
                    guard let data = FileManager.default.contents(atPath: Self.folder + "/" + shown) else {
                        return .failure(IncludeRefusal("href: \(shown) does not exist"))
                    }
                    return .success(IncludedSource(file: shown, identity: shown, bytes: Array(data)))
                }, context: &context)
                for layer in resolver.layers { pool.add(layer.document, file: layer.file, scope: layer.scope) }
                themes = resolver.themes
                defaultTheme = resolver.defaultTheme
            } else {
                pool.add(root, file: relative, scope: .all)
                themes = DesignTokenPool.modeNames(root, file: relative)
            }
        } catch {
            context.error("this is not JSON: \(error.message)", at: SourceLocation(file: relative, line: error.line, column: error.column))
        }
        let resolution = pool.resolve(theme: theme, context: &context)
        tokens = resolution.tokensByName()
        order = resolution.order
        diagnostics = context.diagnostics.sortedByLocation()
    }

    /// What `{name}` stands for in a scene.
    func text(_ name: String) -> String? { tokens[name]?.value.sceneText }

    /// Errors and warnings as `line:column: message`.
    var errors: [String] { diagnostics.filter { $0.severity == .error }.map { "\($0.location.line):\($0.location.column): \($0.message)" } }
    var warnings: [String] { diagnostics.filter { $0.severity == .warning }.map { "\($0.location.line):\($0.location.column): \($0.message)" } }
}
