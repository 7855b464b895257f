import ScenecCore
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// A child spawned with `InheritedDescriptors.closeAll` holds none of the parent's descriptors, only its
/// standard input, output and error: read from the running child's /proc/PID/fd (posix_spawn returns
/// once the child has exec'd). Read there rather than by waiting for a pipe's end, because the tests
/// run in parallel and another test's child may inherit this test's pipe.
@Suite struct InheritedDescriptorsTests {
    @Test(arguments: [true, false])
    func aChildHoldsTheParentsDescriptorsOnlyWithoutTheAction(closing: Bool) throws {
        var ends: [Int32] = [-1, -1]
        try #require(pipe(&ends) == 0)
        defer { close(ends[0]); close(ends[1]) }
        let child = try spawnSleeper(closingInherited: closing)
        defer {
            kill(child, SIGKILL)
            var status: Int32 = 0
            waitpid(child, &status, 0)
        }
        let held = Set(try descriptors(of: child))
        if closing {
            #expect(held == [0, 1, 2], "the child holds \(held.sorted())")
        } else {
            // The control: without the action the child holds the pipe, so the test can fail.
            #expect(held.isSuperset(of: [ends[0], ends[1]]), "the child holds \(held.sorted())")
        }
    }

    @Test func theOpenDescriptorsIncludeOnesOpenedNow() throws {
        var ends: [Int32] = [-1, -1]
        try #require(pipe(&ends) == 0)
        defer { close(ends[0]); close(ends[1]) }
        let open = InheritedDescriptors.openDescriptors()
        #expect(open.contains(ends[0]) && open.contains(ends[1]) && open.contains(0))
    }

    /// The descriptors process `pid` holds (the names in /proc/PID/fd).
    private func descriptors(of pid: pid_t) throws -> [Int32] {
        let directory = try #require(opendir("/proc/\(pid)/fd"))
        defer { closedir(directory) }
        var found: [Int32] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if let descriptor = Int32(name) { found.append(descriptor) }
        }
        return found
    }

    /// `sleep 30` with standard input, output and error from /dev/null.
    private func spawnSleeper(closingInherited: Bool) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for target in Int32(0)...2 { posix_spawn_file_actions_addopen(&actions, target, "/dev/null", O_RDWR, 0) }
        if closingInherited { InheritedDescriptors.closeAll(from: 3, in: &actions) }
        var argv: [UnsafeMutablePointer<CChar>?] = [strdup("/bin/sleep"), strdup("30"), nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, "/bin/sleep", &actions, nil, &argv, environ)
        try #require(status == 0, "posix_spawn: \(status)")
        return pid
    }
}
