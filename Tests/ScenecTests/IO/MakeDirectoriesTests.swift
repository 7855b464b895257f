@testable import Scenec
import ScenecTestSupport
import Testing

@Suite struct MakeDirectoriesTests {
    /// Jobs of one build make the same output folders at the same time: the one that loses the race
    /// to mkdir finds a folder there, which is what it wanted.
    @Test func concurrentJobsMakingTheSameFoldersAllSucceed() async throws {
        let folder = try TemporaryFolder(prefix: "mkdirs")
        // Deep paths and many racers make the window between the check and mkdir likely to be hit.
        let deep = (0..<40).map { "d\($0)" }.joined(separator: "/")
        for round in 0..<30 {
            let target = folder.path("round\(round)/" + deep)
            let failures = await withTaskGroup(of: String?.self) { group in
                for _ in 0..<16 {
                    group.addTask {
                        do throws(ScenecError) {
                            try FileIO.makeDirectories(target)
                            return nil
                        } catch {
                            return error.description
                        }
                    }
                }
                var failures: [String] = []
                for await failure in group { if let failure { failures.append(failure) } }
                return failures
            }
            #expect(failures == [], "round \(round)")
            #expect(FileIO.isDirectory(target))
        }
    }

    @Test func aFileInTheWayIsNamed() throws {
        let folder = try TemporaryFolder(prefix: "mkdirs")
        try folder.write("a/file", "x")
        #expect(throws: ScenecError.self) { try FileIO.makeDirectories(folder.path("a/file/b")) }
        do {
            try FileIO.makeDirectories(folder.path("a/file/b"))
        } catch {
            #expect(error.description.hasSuffix("a/file: error: is a file, not a folder"), "\(error)")
        }
    }
}
