#if canImport(Glibc)
import Glibc
#endif
@testable import ScenecCairo
import Testing

/// The helper count follows the CPU affinity mask (what `taskset` and cgroup cpusets narrow), not the
/// cores online.
@Suite struct AvailableCoresTests {
    @Test func countIsTheAffinityMaskNotTheCoresOnline() throws {
        let online = sysconf(Int32(_SC_NPROCESSORS_ONLN))
        #expect(AvailableCores.count >= 1)
        #expect(AvailableCores.count <= online)

        // Pin this thread (the mask sched_getaffinity(0) reads) to one core it may use, as
        // `taskset -c N` would, then put its mask back.
        var saved = cpu_set_t()
        let size = MemoryLayout<cpu_set_t>.size
        try #require(sched_getaffinity(0, size, &saved) == 0)
        defer { _ = sched_setaffinity(0, size, &saved) }
        let firstAllowed = try #require(withUnsafeBytes(of: &saved) { bytes in
            (0..<bytes.count * 8).first { bytes[$0 / 8] & (1 << ($0 % 8)) != 0 }
        })
        var one = cpu_set_t()
        withUnsafeMutableBytes(of: &one) { $0[firstAllowed / 8] = 1 << (firstAllowed % 8) }
        try #require(sched_setaffinity(0, size, &one) == 0)
        #expect(AvailableCores.count == 1)
    }
}
