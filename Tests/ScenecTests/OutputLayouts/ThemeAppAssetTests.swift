import Foundation
@testable import Scenec
import Testing

// Themes in app assets (shared/cli.md 1.1, docs/app-assets.md): asset catalog appearances and Android
// night qualifiers, planned before a byte is written.
@Suite("App assets: themes")
struct ThemeAppAssetTests {
    static let inputs = [BuildPlanner.Input(path: "s/key.xml", relativePath: "key.xml")]
    static let catalog = AssetCatalog(output: "A.xcassets")!

    @Test("an image set holds each theme at each scale; Contents.json lists them by scale, Any then Light then Dark")
    func catalogEntries() throws {
        let jobs = try Self.catalog.plan(inputs: Self.inputs, scales: [1, 2], formats: nil, themes: ["dark", nil, "light"])
        #expect(jobs.map(\.output) == [
            "A.xcassets/key.imageset/key.png", "A.xcassets/key.imageset/key~light.png", "A.xcassets/key.imageset/key~dark.png",
            "A.xcassets/key.imageset/key@2x.png", "A.xcassets/key.imageset/key~light@2x.png", "A.xcassets/key.imageset/key~dark@2x.png",
        ])
        #expect(jobs.map(\.theme) == [nil, "light", "dark", nil, "light", "dark"])
        let files = try Self.catalog.contents(builtInputs: Self.inputs, scales: [1, 2], formats: nil, themes: ["dark", nil, "light"])
        let set = try #require(files.first { $0.path == "A.xcassets/key.imageset/Contents.json" })
        let object = try #require(try JSONSerialization.jsonObject(with: Data(set.bytes)) as? [String: Any])
        let images = try #require(object["images"] as? [[String: Any]])
        #expect(images.map { $0["filename"] as? String } == jobs.map { $0.output.split(separator: "/").last.map(String.init) })
        #expect(images.map { $0["scale"] as? String } == ["1x", "1x", "1x", "2x", "2x", "2x"])
        let appearances = images.map { $0["appearances"] as? [[String: String]] }
        #expect(appearances[0] == nil && appearances[3] == nil, "the default theme is the Any appearance: no appearances key")
        #expect(appearances[1] == [["appearance": "luminosity", "value": "light"]])
        #expect(appearances[2] == [["appearance": "luminosity", "value": "dark"]])
        #expect(appearances[5] == [["appearance": "luminosity", "value": "dark"]])
    }

    @Test("a dark entry is written as Xcode writes it: appearances first, keys in order, two-space indents")
    func catalogBytes() throws {
        let files = try Self.catalog.contents(builtInputs: Self.inputs, scales: [2], formats: nil, themes: [nil, "dark"])
        let set = try #require(files.first { $0.path == "A.xcassets/key.imageset/Contents.json" })
        #expect(String(decoding: set.bytes, as: UTF8.self) == """
            {
              "images" : [
                {
                  "filename" : "key@2x.png",
                  "idiom" : "universal",
                  "scale" : "2x"
                },
                {
                  "appearances" : [
                    {
                      "appearance" : "luminosity",
                      "value" : "dark"
                    }
                  ],
                  "filename" : "key~dark@2x.png",
                  "idiom" : "universal",
                  "scale" : "2x"
                }
              ],
              "info" : {
                "author" : "xcode",
                "version" : 1
              }
            }

            """)
    }

    @Test("a PDF image set has one vector file per theme, with no scale")
    func catalogPDF() throws {
        let jobs = try Self.catalog.plan(inputs: Self.inputs, scales: nil, formats: [.pdf], themes: [nil, "dark"])
        #expect(jobs.map(\.output) == ["A.xcassets/key.imageset/key.pdf", "A.xcassets/key.imageset/key~dark.pdf"])
        #expect(jobs.map(\.theme) == [nil, "dark"])
        let files = try Self.catalog.contents(builtInputs: Self.inputs, scales: nil, formats: [.pdf], themes: [nil, "dark"])
        let set = try #require(files.first { $0.path == "A.xcassets/key.imageset/Contents.json" })
        let object = try #require(try JSONSerialization.jsonObject(with: Data(set.bytes)) as? [String: Any])
        let images = try #require(object["images"] as? [[String: Any]])
        #expect(images.map { $0["filename"] as? String } == ["key.pdf", "key~dark.pdf"])
        #expect(images.allSatisfy { $0["scale"] == nil })
        #expect((images[1]["appearances"] as? [[String: String]]) == [["appearance": "luminosity", "value": "dark"]])
        #expect((object["properties"] as? [String: Bool]) == ["preserves-vector-representation": true])
    }

    @Test("a catalog takes default, light and dark (and tinted for AppIcon.xml)", arguments: [
        (["brand", nil] as [String?], "-o A.xcassets: the theme brand is not an appearance; an asset catalog takes the themes default (Any), light and dark"),
        (["Dark", nil], "the theme Dark is not an appearance"),
    ])
    func catalogErrors(themes: [String?], message: String) {
        let planned = usageMessage { _ = try Self.catalog.plan(inputs: Self.inputs, scales: nil, formats: nil, themes: themes) }
        #expect(planned?.contains(message) == true, "\(planned ?? "no error")")
        let contents = usageMessage { _ = try Self.catalog.contents(builtInputs: Self.inputs, scales: nil, formats: nil, themes: themes) }
        #expect(contents == planned)
    }

    @Test("Android: dark goes to drawable-night-…, light to drawable-notnight-…, the default to drawable-…")
    func android() throws {
        let (jobs, rejected) = try AndroidResources.plan(inputs: Self.inputs, output: "res", scales: nil, formats: nil, themes: [nil, "dark", "light"])
        #expect(rejected.isEmpty)
        let densities = ["mdpi", "hdpi", "xhdpi", "xxhdpi", "xxxhdpi"]
        #expect(jobs.map(\.output) == densities.map { "res/drawable-\($0)/key.png" } + densities.map { "res/drawable-night-\($0)/key.png" }
                + densities.map { "res/drawable-notnight-\($0)/key.png" })
        #expect(jobs.map(\.theme) == Array(repeating: nil, count: 5) + Array(repeating: "dark", count: 5) + Array(repeating: "light", count: 5))
        #expect(jobs.prefix(5).map(\.scale) == [1, 1.5, 2, 3, 4])
        let darkOnly = try AndroidResources.plan(inputs: Self.inputs, output: "res", scales: nil, formats: nil, themes: ["dark"]).jobs
        #expect(darkOnly.map(\.output) == densities.map { "res/drawable-night-\($0)/key.png" })
    }

    @Test("Android: a theme with no night-mode qualifier is a usage error")
    func androidError() {
        let found = usageMessage {
            _ = try AndroidResources.plan(inputs: Self.inputs, output: "res", scales: nil, formats: nil, themes: [nil, "brand"])
        }
        #expect(found == "--android: the theme brand has no Android qualifier; --android takes the themes default (drawable-…), dark (drawable-night-…) and light (drawable-notnight-…)")
    }
}
