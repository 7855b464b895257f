import Foundation
import ScenecTestSupport
import Testing

/// `scenec swift-names`, the plumbing the SwiftPM plugin runs for its constants.
@Suite("scenec swift-names")
struct SwiftNamesCommandTests {
    @Test("writes the enum, and leaves an unchanged file untouched")
    func writes() throws {
        let folder = try TemporaryFolder()
        let first = try folder.run(["swift-names", "-o", "Generated/SceneImages.swift", "badge", "star-2"])
        #expect(first.status == 0, "\(first.stderr)")
        let text = folder.bytes("Generated/SceneImages.swift").map { String(decoding: $0, as: UTF8.self) }
        #expect(text?.contains("    static let star2 = \"star-2\"\n") == true, "\(text ?? "nothing")")
        try folder.touch("Generated/SceneImages.swift", secondsFromNow: -100)
        let before = try FileManager.default.attributesOfItem(atPath: folder.path("Generated/SceneImages.swift"))[.modificationDate] as? Date
        #expect(try folder.run(["swift-names", "-o", "Generated/SceneImages.swift", "star-2", "badge"]).status == 0)
        let after = try FileManager.default.attributesOfItem(atPath: folder.path("Generated/SceneImages.swift"))[.modificationDate] as? Date
        #expect(before != nil && before == after)
    }

    @Test("two names of one constant exit 1 naming both; a bad enum name is a usage error")
    func refusals() throws {
        let folder = try TemporaryFolder()
        let collision = try folder.run(["swift-names", "-o", "x.swift", "star-2", "star_2"])
        #expect(collision.status == 1)
        #expect(collision.stderrLines == ["error: images \"star-2\" and \"star_2\" would both be SceneImages.star2: rename one scene"])
        #expect(!folder.exists("x.swift"))
        let usage = try folder.run(["swift-names", "-o", "x.swift", "--enum", "Scene Images", "a"])
        #expect(usage.status == 2 && usage.stderr.contains("--enum takes a Swift type name"), "\(usage.stderr)")
    }
}
