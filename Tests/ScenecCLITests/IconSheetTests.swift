import Foundation
import ScenecCore
import ScenecTestSupport
import Testing

// The contact sheets in docs/app-assets.md (docs/images/app-icons/) are drawn by scripts/render-icon-sheets
// from the gallery's app icons (scenes/app-icons) as scenec builds them for each platform. Drawn again
// here they must agree with the committed pictures: an icon scene, a sheet scene or an output layout that
// changes without the pictures being rendered again fails, so the docs cannot show files scenec no
// longer writes.
@Suite("docs: the app icon contact sheets")
struct IconSheetTests {
    static let sheets = ["ios", "macos", "icns", "android"]

    @Test("scripts/render-icon-sheets builds the gallery's icons without a warning and draws the sheets docs/ shows")
    func sheetsAgreeWithTheDocs() throws {
        let folder = try TemporaryFolder()
        let script = PackagePaths.path("scripts/render-icon-sheets")
        let result = try runScenecShell("'\(script)' '\(folder.path("sheets"))'", binary: scenecBinary.get().path, in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty, "the gallery's icons build without a warning: \(result.stderr)")
        for sheet in Self.sheets {
            let built = try #require(folder.bytes("sheets/\(sheet).png"), "\(sheet).png was not drawn")
            let committed = try #require(FileManager.default.contents(atPath: PackagePaths.path("docs/images/app-icons/\(sheet).png")),
                                         "docs/images/app-icons/\(sheet).png is missing: run scripts/render-icon-sheets")
            let ours = try Bitmap.decodePNG(built), theirs = try Bitmap.decodePNG([UInt8](committed))
            guard let difference = BitmapDifference(ours, theirs) else {
                FailureArtifacts.write("icon-sheet-\(sheet).png", built)
                Issue.record("\(sheet).png is \(ours.width) × \(ours.height) px, docs/ has \(theirs.width) × \(theirs.height): run scripts/render-icon-sheets")
                continue
            }
            if difference.mean > 0.5 || difference.percentile99 > 8 {
                FailureArtifacts.write("icon-sheet-\(sheet).png", built)
                Issue.record("\(sheet).png differs from docs/images/app-icons/\(sheet).png (\(difference)): run scripts/render-icon-sheets")
            }
        }
    }
}
