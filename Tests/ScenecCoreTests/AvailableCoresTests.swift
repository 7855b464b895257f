#if canImport(Glibc)
import Glibc
#endif
@testable import ScenecCore
import Testing

/// The helper count follows the CPU affinity mask (what `taskset` and cgroup cpusets narrow), not the
/// cores online.
@Suite struct AvailableCoresTests {
    @Test func countIsTheAffinityMaskNotTheCoresOnline() throws {
        let online = sysconf(Int32(_SC_NPROCESSORS_ONLN))
        #expect(AvailableCores.count >= 1)
        #expect(AvailableCores.count <= online)

        // Pin this thread (the mask sched_getaffinity(0) reads) to one core it may use, as
        // `taskset -c N` would, then put its mask back. pthread_setaffinity_np is as hidden from Swift
        // as sched_getaffinity: the test finds it the same way.
        typealias SetAffinity = @convention(c) (pthread_t, Int, UnsafePointer<cpu_set_t>) -> Int32
        typealias GetAffinity = @convention(c) (pthread_t, Int, UnsafeMutablePointer<cpu_set_t>) -> Int32
        let program = try #require(dlopen(nil, RTLD_NOW))
        let setAffinity = unsafeBitCast(try #require(dlsym(program, "pthread_setaffinity_np")), to: SetAffinity.self)
        let getAffinity = unsafeBitCast(try #require(dlsym(program, "pthread_getaffinity_np")), to: GetAffinity.self)
        let thread = pthread_self()
        var saved = cpu_set_t()
        let size = MemoryLayout<cpu_set_t>.size
        try #require(getAffinity(thread, size, &saved) == 0)
        #expect(AvailableCores.affinityCount == withUnsafeBytes(of: &saved) { $0.reduce(0) { $0 + $1.nonzeroBitCount } })
        defer { _ = setAffinity(thread, size, &saved) }
        let firstAllowed = try #require(withUnsafeBytes(of: &saved) { bytes in
            (0..<bytes.count * 8).first { bytes[$0 / 8] & (1 << ($0 % 8)) != 0 }
        })
        var one = cpu_set_t()
        withUnsafeMutableBytes(of: &one) { $0[firstAllowed / 8] = 1 << (firstAllowed % 8) }
        try #require(setAffinity(thread, size, &one) == 0)
        #expect(AvailableCores.count == 1)
    }
}
