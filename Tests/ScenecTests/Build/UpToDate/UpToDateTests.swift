import Foundation
@testable import Scenec
import ScenecTestSupport
import Testing

@Suite("UpToDate")
struct UpToDateTests {
    @Test("an output strictly newer than every dependency is up to date; otherwise it is rebuilt")
    func times() throws {
        let folder = try TemporaryFolder(prefix: "lib-tests")
        try folder.write("scene.xml", "<scene/>")
        try folder.write("image.png", "png")
        try folder.write("out.png", "out")
        let now = Date()
        try folder.touch("scene.xml", secondsFromNow: -100, reference: now)
        try folder.touch("image.png", secondsFromNow: -50, reference: now)
        try folder.touch("out.png", secondsFromNow: -10, reference: now)
        let dependencies = [folder.path("scene.xml"), folder.path("image.png")]
        #expect(UpToDate.isNewer(output: folder.path("out.png"), than: dependencies))
        #expect(!UpToDate.isNewer(output: folder.path("missing.png"), than: dependencies), "no output")
        #expect(!UpToDate.isNewer(output: folder.path("out.png"), than: dependencies + [folder.path("gone.png")]), "a missing dependency")
        try folder.touch("image.png", secondsFromNow: -10, reference: now)
        let same = try #require(UpToDate.modificationTime(folder.path("out.png")))
        #expect(UpToDate.modificationTime(folder.path("image.png")) == same)
        #expect(!UpToDate.isNewer(output: folder.path("out.png"), than: dependencies), "an equal time stamp counts as changed")
        try folder.touch("image.png", secondsFromNow: 5)
        #expect(!UpToDate.isNewer(output: folder.path("out.png"), than: dependencies), "a newer dependency")
    }

    @Test("an output is up to date only when it also stores the key of the build asked for")
    func keyed() throws {
        let folder = try TemporaryFolder(prefix: "lib-tests")
        try folder.write("scene.xml", "<scene/>")
        let now = Date()
        try folder.touch("scene.xml", secondsFromNow: -100, reference: now)
        // A PNG's start is all the key check reads: the header, its CRC (not checked), then the key's chunk.
        let header: [UInt8] = PNGHeader(width: 1, height: 1).bytes
        let png: [UInt8] = header + [0, 0, 0, 0]
        let scene = Array("<scene/>".utf8)
        let atOne = OutputKey(format: .png, scale: 1, options: CompileOptions(), inputs: [scene])
        let atThree = OutputKey(format: .png, scale: 3, options: CompileOptions(), inputs: [scene])
        try folder.write("out.png", bytes: atOne.stamped(png, format: .png))
        try folder.write("plain.png", bytes: png)
        for name in ["out.png", "plain.png"] { try folder.touch(name, secondsFromNow: -10, reference: now) }
        let dependencies = [folder.path("scene.xml")]
        #expect(UpToDate.storedKey(folder.path("out.png"), format: .png) == atOne)
        #expect(UpToDate.isUpToDate(output: folder.path("out.png"), format: .png, key: atOne, dependencies: dependencies))
        #expect(!UpToDate.isUpToDate(output: folder.path("out.png"), format: .png, key: atThree, dependencies: dependencies), "another scale")
        #expect(!UpToDate.isUpToDate(output: folder.path("plain.png"), format: .png, key: atOne, dependencies: dependencies), "no key: a placeholder or an older scenec's output")
        #expect(UpToDate.storedKey(folder.path("missing.png"), format: .png) == nil)
    }
}
