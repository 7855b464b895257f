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
        guard var set = currentMask() else { return nil }
        // CPU_COUNT is a macro Swift does not import: count the mask's bits.
        return withUnsafeBytes(of: &set) { bytes in bytes.reduce(0) { $0 + $1.nonzeroBitCount } }
    }

    /// The calling thread's affinity mask, or nil when it cannot be read.
    public static func currentMask() -> cpu_set_t? {
        guard let getAffinity = schedGetAffinity else { return nil }
        var set = cpu_set_t()
        return getAffinity(0, MemoryLayout<cpu_set_t>.size, &set) == 0 ? set : nil
    }

    /// The calling thread's affinity mask without the core it runs on now; nil when no other core is
    /// left in it (or either cannot be read).
    ///
    /// Why: Linux places a new thread on its creator's core, and while the creator keeps working there
    /// the new thread may wait for it for milliseconds (measured here, a thread created by a busy
    /// thread on an otherwise idle 2-core machine: 0.05 ms to start in half of the runs, 1–4 ms in the
    /// other half; started on the other core, 0.08–0.13 ms in every run).
    public static func maskWithoutCurrentCore() -> cpu_set_t? {
        guard var set = currentMask(), let getCPU = schedGetCPU else { return nil }
        let core = Int(getCPU())
        let bits = MemoryLayout<cpu_set_t>.size * 8
        guard core >= 0, core < bits else { return nil }
        // CPU_CLR is a macro too: clear the core's bit in the mask's bytes.
        let cleared: Bool = withUnsafeMutableBytes(of: &set) { bytes in
            let mask = UInt8(1) << UInt8(core % 8)
            guard bytes[core / 8] & mask != 0 else { return false }
            bytes[core / 8] &= ~mask
            return bytes.contains { $0 != 0 }
        }
        return cleared ? set : nil
    }

    /// Sets `attributes` so that a thread created with them starts on another core than the calling
    /// thread's, when its mask has one (`maskWithoutCurrentCore`). Returns the calling thread's own
    /// mask, which the new thread should take back once it runs (`setCurrentMask`), so that threads
    /// it starts in turn are not narrowed; nil when nothing was set.
    public static func startElsewhere(_ attributes: inout pthread_attr_t) -> cpu_set_t? {
        guard let own = currentMask(), var others = maskWithoutCurrentCore(), let setAttribute = pthreadAttrSetAffinity,
              setAttribute(&attributes, MemoryLayout<cpu_set_t>.size, &others) == 0 else { return nil }
        return own
    }

    /// Restricts the calling thread to `mask` (a mask from `currentMask`); false when it cannot.
    @discardableResult
    public static func setCurrentMask(_ mask: cpu_set_t) -> Bool {
        guard let setAffinity = schedSetAffinity else { return false }
        var set = mask
        return setAffinity(0, MemoryLayout<cpu_set_t>.size, &set) == 0
    }

    private typealias SchedGetAffinity = @convention(c) (pid_t, Int, UnsafeMutablePointer<cpu_set_t>) -> Int32
    private typealias SchedSetAffinity = @convention(c) (pid_t, Int, UnsafePointer<cpu_set_t>) -> Int32
    private typealias SchedGetCPU = @convention(c) () -> Int32
    private typealias PthreadAttrSetAffinity = @convention(c) (UnsafeMutablePointer<pthread_attr_t>, Int, UnsafePointer<cpu_set_t>) -> Int32

    /// glibc's sched_getaffinity, looked up at run time: its declaration needs _GNU_SOURCE, which the
    /// Glibc module Swift imports does not define, so Swift cannot call it by name.
    private static let schedGetAffinity: SchedGetAffinity? = glibcFunction("sched_getaffinity").map { unsafeBitCast($0, to: SchedGetAffinity.self) }
    private static let schedSetAffinity: SchedSetAffinity? = glibcFunction("sched_setaffinity").map { unsafeBitCast($0, to: SchedSetAffinity.self) }
    private static let schedGetCPU: SchedGetCPU? = glibcFunction("sched_getcpu").map { unsafeBitCast($0, to: SchedGetCPU.self) }
    private static let pthreadAttrSetAffinity: PthreadAttrSetAffinity? =
        glibcFunction("pthread_attr_setaffinity_np").map { unsafeBitCast($0, to: PthreadAttrSetAffinity.self) }

    /// A glibc function by name (declared only under _GNU_SOURCE, so not callable by name from Swift).
    private static func glibcFunction(_ name: String) -> UnsafeMutableRawPointer? {
        guard let program = dlopen(nil, RTLD_NOW) else { return nil }
        return dlsym(program, name)
    }
}
