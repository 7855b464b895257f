import Foundation
@testable import Scenec
import Testing

@Suite("UpToDate")
struct UpToDateTests {
    @Test("an output strictly newer than every dependency is up to date; otherwise it is rebuilt")
    func times() throws {
        let folder = try Scratch()
        try folder.write("scene.xml", "<scene/>")
        try folder.write("image.png", "png")
        try folder.write("out.png", "out")
        let now = Date()
        try folder.touch("scene.xml", secondsFromNow: -100, reference: now)
        try folder.touch("image.png", secondsFromNow: -50, reference: now)
        try folder.touch("out.png", secondsFromNow: -10, reference: now)
        let dependencies = [folder.file("scene.xml"), folder.file("image.png")]
        #expect(UpToDate.isUpToDate(output: folder.file("out.png"), dependencies: dependencies))
        #expect(!UpToDate.isUpToDate(output: folder.file("missing.png"), dependencies: dependencies), "no output")
        #expect(!UpToDate.isUpToDate(output: folder.file("out.png"), dependencies: dependencies + [folder.file("gone.png")]), "a missing dependency")
        try folder.touch("image.png", secondsFromNow: -10, reference: now)
        let same = try #require(UpToDate.modificationTime(folder.file("out.png")))
        #expect(UpToDate.modificationTime(folder.file("image.png")) == same)
        #expect(!UpToDate.isUpToDate(output: folder.file("out.png"), dependencies: dependencies), "an equal time stamp counts as changed")
        try folder.touch("image.png", secondsFromNow: 5)
        #expect(!UpToDate.isUpToDate(output: folder.file("out.png"), dependencies: dependencies), "a newer dependency")
    }

    @Test("only files that start like scenec's output count as outputs")
    func looksLikeOutput() throws {
        let folder = try Scratch()
        try folder.write("real.png", [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0])
        try folder.write("placeholder.png", "TODO")
        try folder.write("real.svg", "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\"/>\n")
        try folder.write("foreign.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\"/>")
        #expect(UpToDate.looksLikeOutput(folder.file("real.png"), format: .png))
        #expect(!UpToDate.looksLikeOutput(folder.file("placeholder.png"), format: .png))
        #expect(!UpToDate.looksLikeOutput(folder.file("real.png"), format: .svg))
        #expect(UpToDate.looksLikeOutput(folder.file("real.svg"), format: .svg))
        #expect(!UpToDate.looksLikeOutput(folder.file("foreign.svg"), format: .svg))
        #expect(!UpToDate.looksLikeOutput(folder.file("none.svg"), format: .svg))
    }
}
