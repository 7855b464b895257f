import Foundation
@testable import Scenec
import ScenecCairo
import ScenecCore
import ScenecTestSupport
import Testing

/// A data build draws the layers its rows share once (`SharedRowLayers`): the bytes must be those of
/// drawing every row whole.
@Suite("Shared row layers")
struct SharedRowLayersTests {
    /// scenes/og-card.xml with its image and icon, and a CSV whose rows share the accent (so the
    /// gradient, photo, logo and blog name are alike) except the last two, which change it.
    static func cardFolder() throws -> TemporaryFolder {
        let folder = try TemporaryFolder(prefix: "row-layers")
        for file in ["og-card.xml", "images/landscape.png", "icons/search.svg"] {
            _ = try folder.write(file, bytes: [UInt8](try Data(contentsOf: PackagePaths.url("scenes/" + file))))
        }
        _ = try folder.write("posts.csv", """
            slug,title,author,minutes,accent
            one,"A first title, long enough to wrap onto a second line of the card",Ada Lovelace,6,#4a6cf7
            two,Short,Grace Hopper,8,#4a6cf7
            three,"A third post whose title runs on and on, past three lines, so that it is clamped with an ellipsis at the end",Alan Kay,4,#4a6cf7
            four,Four,Katherine Johnson,7,#4a6cf7
            five,A new accent,Margaret Hamilton,5,#e11d48
            six,Back to the first,Barbara Liskov,3,#4a6cf7

            """)
        return folder
    }

    static func jobs(_ folder: TemporaryFolder, into output: String) throws -> [BuildJob] {
        let table = try CSVRows.table(folder.bytes("posts.csv") ?? [], file: folder.path("posts.csv"))
        return table.rows.map { row in
            let slug = row.tokens.first { $0.name == "slug" }?.value ?? "?"
            return BuildJob(scene: folder.path("og-card.xml"), output: folder.path("\(output)/\(slug).png"), format: .png, scale: 1, row: row)
        }
    }

    @Test("the og-card's rows built with shared layers (two workers) are byte-identical to every row drawn whole")
    func sameBytes() throws {
        let folder = try Self.cardFolder()
        var options = BatchBuilder.Options(parallelism: 2, force: true)
        let shared = BatchBuilder.build(try Self.jobs(folder, into: "shared"), options: options)
        options.sharesRowLayers = false
        options.parallelism = 1
        let whole = BatchBuilder.build(try Self.jobs(folder, into: "whole"), options: options)
        #expect(shared.allSatisfy { !$0.failed } && whole.allSatisfy { !$0.failed })
        for slug in ["one", "two", "three", "four", "five", "six"] {
            let a = folder.bytes("shared/\(slug).png"), b = folder.bytes("whole/\(slug).png")
            #expect(a != nil && a == b, "\(slug).png")
        }
    }

    @Test("rows that differ only in their text share the items before it; a changed accent shares nothing")
    func sharedPrefix() throws {
        let folder = try Self.cardFolder()
        let jobs = try Self.jobs(folder, into: "out")
        let source = try LoadCache().read(folder.path("og-card.xml"))
        func list(_ job: BuildJob) throws -> RenderList {
            var options = CompileOptions()
            options.tokens = job.row?.tokens ?? []
            let loaded = try SceneCompiler.load(source: source, file: job.scene, options: options, cache: LoadCache())
            return try SceneCompiler.layout(loaded, scale: 1, colorGlyphImages: false).renderList
        }
        let lists = try jobs.map(list)
        // The gradient, the photo, the logo and "scenec blog" (at least four items); the title comes next.
        let count = SharedRowLayers.sharedCount(lists[1], reference: lists[0].items)
        #expect(count >= 4)
        if case .text = lists[0].items[count].op {} else { Issue.record("item \(count) is not the title: \(lists[0].items[count].op)") }
        #expect(SharedRowLayers.sharedCount(lists[4], reference: lists[0].items) == 0)

        let layers = SharedRowLayers()
        let key = SharedRowLayers.Key(scene: "og-card.xml", theme: nil, locale: nil, scale: 1, part: nil, colorGlyphImages: false)
        #expect(layers.prefix(for: lists[0], key: key) == nil, "the first row has nothing to share with yet")
        let prefix = try #require(layers.prefix(for: lists[1], key: key))
        #expect(prefix.items.count == count)
        #expect(layers.prefix(for: lists[2], key: key) === prefix)
        #expect(layers.prefix(for: lists[4], key: key) == nil, "the gradient's accent differs: drawn whole")
        for index in [1, 2, 3, 5] {
            #expect(try CairoRenderer.renderPNG(lists[index], over: prefix) == (try CairoRenderer.renderPNG(lists[index])), "row \(index)")
        }
        #expect(throws: CairoError.self) { try CairoRenderer.renderPNG(lists[4], over: prefix) }
    }
}
