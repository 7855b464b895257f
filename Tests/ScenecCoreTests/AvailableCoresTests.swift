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

    /// The mask a helper starts with leaves out the caller's core, and only it; with one core to run
    /// on, no such mask exists.
    @Test func theMaskWithoutTheCurrentCoreHasOneCoreFewer() throws {
        var own = try #require(AvailableCores.currentMask())
        let cores = withUnsafeBytes(of: &own) { $0.reduce(0) { $0 + $1.nonzeroBitCount } }
        guard var others = AvailableCores.maskWithoutCurrentCore() else {
            #expect(cores == 1)
            return
        }
        let left = withUnsafeBytes(of: &others) { $0.reduce(0) { $0 + $1.nonzeroBitCount } }
        #expect(left == cores - 1)
        // A subset of the caller's mask.
        let subset = withUnsafeBytes(of: &others) { o in withUnsafeBytes(of: &own) { w in (0..<o.count).allSatisfy { o[$0] & ~w[$0] == 0 } } }
        #expect(subset)
    }
}

/// A helper thread runs its work, and runs it with the starting thread's CPU mask again (so threads it
/// starts in turn are not narrowed to the other cores).
@Suite struct HelperThreadTests {
    @Test func aHelperRunsItsWorkWithTheFullMask() throws {
        var own = try #require(AvailableCores.currentMask())
        let result = HelperResult()
        #expect(HelperThread.start {
            result.set(AvailableCores.currentMask())
        } == 0)
        var seen = try #require(result.wait())
        #expect(withUnsafeBytes(of: &seen) { Array($0) } == withUnsafeBytes(of: &own) { Array($0) })
    }

    /// The helper's answer, handed back under a lock (a semaphore would need Foundation or Dispatch).
    private final class HelperResult: @unchecked Sendable {
        private var value: cpu_set_t??
        private var mutex = pthread_mutex_t()
        private var condition = pthread_cond_t()

        init() {
            pthread_mutex_init(&mutex, nil)
            pthread_cond_init(&condition, nil)
        }

        func set(_ mask: cpu_set_t?) {
            pthread_mutex_lock(&mutex)
            value = .some(mask)
            pthread_cond_signal(&condition)
            pthread_mutex_unlock(&mutex)
        }

        func wait() -> cpu_set_t? {
            pthread_mutex_lock(&mutex)
            while value == nil { pthread_cond_wait(&condition, &mutex) }
            defer { pthread_mutex_unlock(&mutex) }
            return value ?? nil
        }
    }
}
