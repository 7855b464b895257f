@testable import Scenec
import Testing

/// `-o` patterns, shards and the locale placements of the layouts (format 1.2).
@Suite("Build matrix")
struct BuildMatrixTests {
    @Test("a pattern's names; braces doubled are literal; a lone brace is a usage error")
    func pattern() throws {
        #expect(try OutputPattern("cards/{slug}@2x.png")?.names == ["slug"])
        #expect(try OutputPattern("out/{locale}/{name}-{slug}.png")?.names == ["locale", "name", "slug"])
        #expect(try OutputPattern("plain.png") == nil)
        #expect(try OutputPattern("x{{y}}.png") == nil)
        #expect(throws: BuildPlanner.UsageError.self) { try OutputPattern("x{slug.png") }
        #expect(throws: BuildPlanner.UsageError.self) { try OutputPattern("x}.png") }
        let substituted = OutputPattern.substitute("c/{{{slug}}}.png") { $0 == "slug" ? "a" : nil }
        #expect((try? substituted.get()) == "c/{a}.png")
    }

    @Test("a row value that would change the path's shape is refused with the name")
    func unsafeValues() {
        for value in ["", ".", "..", "a/b", "x\u{0}", "a\nb", "tab\there", "del\u{7f}"] {
            guard case .failure(let refusal) = OutputPattern.substitute("c/{slug}.png", value: { _ in value }) else {
                Issue.record("\(value) accepted")
                continue
            }
            #expect(refusal.message.hasPrefix("slug: "))
        }
        guard case .failure(let refusal) = OutputPattern.substitute("c/{slug}.png", value: { _ in "a\nb" }) else { return }
        #expect(refusal.message == #"slug: "a\nb" cannot be part of a file name (-o takes no empty value, '/', '.', '..' or control character from a row)"#)
        // Other characters, spaces and non-ASCII letters included, are names as they are.
        #expect((try? OutputPattern.substitute("c/{slug}.png", value: { _ in "Grüße aus Köln" }).get()) == "c/Grüße aus Köln.png")
    }

    @Test("N shards are contiguous, disjoint, of sizes differing by at most one, and together the whole plan")
    func shards() {
        let jobs = (0..<10).map { BuildJob(scene: "s.xml", output: "o\($0).png", format: .png, scale: 1) }
        for count in 1...12 {
            let slices = (1...count).map { Shards.slice(jobs, index: $0, count: count) }
            #expect(slices.flatMap { $0 }.map(\.output) == jobs.map(\.output))
            let sizes = slices.map(\.count)
            #expect((sizes.max() ?? 0) - (sizes.min() ?? 0) <= 1)
        }
    }

    @Test("Android locale qualifiers: a language, a language and region, and BCP 47's b+ form")
    func androidQualifiers() {
        #expect(AndroidResources.qualifier(for: "de") == "de")
        #expect(AndroidResources.qualifier(for: "pt-BR") == "pt-rBR")
        #expect(AndroidResources.qualifier(for: "sr-Latn") == "b+sr+Latn")
        #expect(AndroidResources.qualifier(for: "zh-Hant-TW") == "b+zh+Hant+TW")
    }

    @Test("a folder build puts each locale in its folder below -o; a file build beside the file")
    func folderPlacement() throws {
        let folder = FolderLayout(request: OutputRequest(output: "out/"))
        #expect(try folder.localized("out/icons/star@2x.png", locale: "de", pattern: nil) == "out/de/icons/star@2x.png")
        let file = FolderLayout(request: OutputRequest(output: "build/card.png"))
        #expect(try file.localized("build/card.png", locale: "ar", pattern: nil) == "build/ar/card.png")
        let pattern = try OutputPattern("{locale}/card.png")
        #expect(try file.localized("{locale}/card.png", locale: "ar", pattern: pattern) == "{locale}/card.png")
    }

    @Test("an asset catalog names a localized image after its set; Contents.json lists it with the locale key")
    func catalogPlacement() throws {
        let layout = try AssetCatalog.Layout(catalog: #require(AssetCatalog(output: "A.xcassets")), request: OutputRequest(output: "A.xcassets"))
        #expect(try layout.localized("A.xcassets/star.imageset/star~dark@2x.png", locale: "pt-BR", pattern: nil) == "A.xcassets/star.imageset/star-pt-BR~dark@2x.png")
        let json = ContentsJSON.imageSet([AssetCatalog.Entry(filename: "star-de@2x.png", scale: 2, theme: "dark", locale: "de")], vector: false)
        #expect(json.contains("\"filename\" : \"star-de@2x.png\",\n      \"idiom\" : \"universal\",\n      \"locale\" : \"de\",\n      \"scale\" : \"2x\""))
        #expect(throws: BuildPlanner.UsageError.self) { try layout.localized("A.xcassets/AppIcon.appiconset/icon.png", locale: "de", pattern: nil) }
    }
}
