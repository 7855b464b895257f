import ScenecCore
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// A child spawned with `InheritedDescriptors.closeAll` holds none of the parent's descriptors: the
/// parent closing its end of a pipe is seen at once by the reader, although the child still runs.
@Suite struct InheritedDescriptorsTests {
    @Test(arguments: [true, false])
    func aRunningChildKeepsAPipeOpenOnlyIfItInheritedIt(closing: Bool) throws {
        var ends: [Int32] = [-1, -1]
        try #require(pipe(&ends) == 0)
        defer { close(ends[0]) }
        let child = try spawnSleeper(closingInherited: closing)
        defer {
            kill(child, SIGKILL)
            var status: Int32 = 0
            waitpid(child, &status, 0)
        }
        close(ends[1])
        // The reader sees the end of the pipe only when no process holds its write end any more.
        var descriptor = pollfd(fd: ends[0], events: Int16(POLLIN), revents: 0)
        let ready = poll(&descriptor, 1, 2_000)
        if closing {
            #expect(ready == 1 && descriptor.revents & Int16(POLLHUP) != 0, "the child kept the pipe open")
        } else {
            // The control: without the action, the sleeping child holds the write end.
            #expect(ready == 0, "the child did not inherit the pipe, so this test could not fail")
        }
    }

    @Test func theOpenDescriptorsIncludeOnesOpenedNow() throws {
        var ends: [Int32] = [-1, -1]
        try #require(pipe(&ends) == 0)
        defer { close(ends[0]); close(ends[1]) }
        let open = InheritedDescriptors.openDescriptors()
        #expect(open.contains(ends[0]) && open.contains(ends[1]) && open.contains(0))
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
