#if canImport(Glibc)
import Glibc
#endif

enum AvailableCores {
    /// The cores this process may run on: its CPU affinity mask (which `taskset` and cgroup cpusets
    /// narrow), not every core online, so helper threads are not started for cores the process cannot
    /// use. At least 1.
    static var count: Int {
        var set = cpu_set_t()
        let size = MemoryLayout<cpu_set_t>.size
        if sched_getaffinity(0, size, &set) == 0 {
            // CPU_COUNT is a macro Swift does not import: count the mask's bits.
            let cores = withUnsafeBytes(of: &set) { bytes in bytes.reduce(0) { $0 + $1.nonzeroBitCount } }
            if cores > 0 { return cores }
        }
        // A mask larger than cpu_set_t (over 1024 CPUs) or another failure: every core online.
        return max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)))
    }
}
