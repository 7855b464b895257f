#if canImport(Glibc)
import Glibc
#endif

/// How many threads are worth starting: the blur mask helpers and the default of `scenec build -j`.
public enum AvailableCores {
    /// The cores this process may run on: its CPU affinity mask (which `taskset` and cgroup cpusets
    /// narrow), not every core online, so helper threads are not started for cores the process cannot
    /// use. At least 1.
    public static var count: Int {
        if let affinity = affinityCount, affinity > 0 { return affinity }
        // No mask (a set larger than cpu_set_t, over 1024 CPUs, or no sched_getaffinity): every core online.
        return max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)))
    }

    /// CPU_COUNT of the calling thread's affinity mask, or nil when it cannot be read.
    static var affinityCount: Int? {
        guard let getAffinity = schedGetAffinity else { return nil }
        var set = cpu_set_t()
        guard getAffinity(0, MemoryLayout<cpu_set_t>.size, &set) == 0 else { return nil }
        // CPU_COUNT is a macro Swift does not import: count the mask's bits.
        return withUnsafeBytes(of: &set) { bytes in bytes.reduce(0) { $0 + $1.nonzeroBitCount } }
    }

    private typealias SchedGetAffinity = @convention(c) (pid_t, Int, UnsafeMutablePointer<cpu_set_t>) -> Int32

    /// glibc's sched_getaffinity, looked up at run time: its declaration needs _GNU_SOURCE, which the
    /// Glibc module Swift imports does not define, so Swift cannot call it by name.
    private static let schedGetAffinity: SchedGetAffinity? = {
        guard let program = dlopen(nil, RTLD_NOW), let address = dlsym(program, "sched_getaffinity") else { return nil }
        return unsafeBitCast(address, to: SchedGetAffinity.self)
    }()
}
