import Foundation
import ScenecFuzzing
import ScenecTestSupport
import Testing

/// The fuzz target with a seeded folder, as scripts/fuzz gives it: an input that names a hostile icon
/// is refused, one that names a real icon is drawn, so the fuzzer reaches the icon checks and librsvg.
@Suite("Fuzz target with a seeded folder")
struct SeededFolderTests {
    @Test("hostile icons are refused and a real one drawn, through the target")
    func icons() throws {
        let folder = try TemporaryFolder(prefix: "fuzz-folder")
        for icon in HostileIcons.all where icon.name != "paths.svg" { try folder.write("icons/\(icon.name)", bytes: icon.bytes) }
        try folder.write("icons/search.svg", bytes: Array(try Data(contentsOf: URL(fileURLWithPath: PackagePaths.path("scenes/icons/search.svg")))))
        for icon in HostileIcons.all where icon.name != "paths.svg" {
            let outcome = FuzzTarget.run(Array("<scene width=\"40\" height=\"40\"><image href=\"icons/\(icon.name)\"/></scene>".utf8), folder: folder.path)
            #expect(outcome == .refused(errors: 1), "\(icon.name): \(outcome)")
        }
        let real = FuzzTarget.run(Array("<scene width=\"40\" height=\"40\"><image href=\"icons/search.svg\" width=\"40\" height=\"40\"/></scene>".utf8), folder: folder.path)
        guard case .compiled = real else {
            Issue.record("\(real)")
            return
        }
    }
}
