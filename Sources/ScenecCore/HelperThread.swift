#if canImport(Glibc)
import Glibc
#endif

/// A detached thread for work beside the calling thread, started on another core than the caller's
/// (`AvailableCores.startElsewhere`): left to the kernel, a thread started by a busy thread often
/// waits milliseconds for its creator's core, which for the helpers of one small render is most of
/// the time they could have helped. Once running, the thread may use every core again.
public enum HelperThread {
    /// The stack of a thread that compiles scenes: reading and laying out a scene recurse once per
    /// nesting level (up to `Limits.expandedDepth`), and an unoptimised build's frames are large, so a
    /// pool thread's stack (512 KiB under libdispatch) is not enough for a deep but valid scene.
    public static let sceneStackBytes = 64 << 20

    /// Starts `body` on a new detached thread, with `stackBytes` of stack when given. Returns 0, or
    /// pthread's error number when no thread can be started (the caller then does the work itself, or
    /// reports it).
    @discardableResult
    public static func start(_ body: @escaping @Sendable () -> Void) -> Int32 {
        start(stackBytes: nil, body)
    }

    @discardableResult
    public static func start(stackBytes: Int?, _ body: @escaping @Sendable () -> Void) -> Int32 {
        var attributes = pthread_attr_t()
        let initialized = pthread_attr_init(&attributes)
        guard initialized == 0 else { return initialized }
        defer { pthread_attr_destroy(&attributes) }
        if let stackBytes {
            let sized = pthread_attr_setstacksize(&attributes, stackBytes)
            guard sized == 0 else { return sized }
        }
        pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
        let work = Unmanaged.passRetained(Work(body: body, mask: AvailableCores.startElsewhere(&attributes))).toOpaque()
        var thread = pthread_t()
        let status = pthread_create(&thread, &attributes, { argument in
            guard let argument else { return nil }
            let work = Unmanaged<Work>.fromOpaque(argument).takeRetainedValue()
            if let mask = work.mask { AvailableCores.setCurrentMask(mask) }
            work.body()
            return nil
        }, work)
        if status != 0 { Unmanaged<Work>.fromOpaque(work).release() }
        return status
    }

    private final class Work: @unchecked Sendable {
        let body: @Sendable () -> Void
        /// The starting thread's CPU mask, to take back once running (nil when none was narrowed).
        let mask: cpu_set_t?

        init(body: @escaping @Sendable () -> Void, mask: cpu_set_t?) {
            self.body = body
            self.mask = mask
        }
    }
}
