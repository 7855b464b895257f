#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import CPangoRsvg
import ScenecCore
import Synchronization

/// Pays the first-use cost of fontconfig, Pango and HarfBuzz on a background thread while the command
/// line is parsed and the scene is read.
///
/// Why: the first text a process measures costs several milliseconds that have nothing to do with the
/// text — fontconfig's `FcInit` parses its configuration files and maps its caches, and the first font
/// load and shaping set up process-wide FreeType, HarfBuzz and Pango state. Paid serially, that is a
/// large part of a small scene's run. All of it is process-global and thread-safe, so a second core can
/// do it while the main thread is still parsing arguments and XML.
///
/// It never changes output: it measures one word on the warm-up thread's own Pango context (contexts are
/// per thread, see `PangoThreadContext`), configured like every other; a font family list resolves the
/// same whichever thread asks first (`FontResolver`). A thread that needs its first Pango context while
/// the warm-up runs waits for it (`PangoThreadContext.current`) instead of doing the same work at the
/// same time, and the first such thread takes over the warm-up's context and font map (`takeHandover`).
///
/// A process that ends while the warm-up is still inside fontconfig or Pango (a scene without text, a
/// usage error) must not run exit handlers and library destructors under it; it asks `hasEnded()` and,
/// if not, ends with `_exit` after flushing its output, rather than waiting milliseconds for work it
/// does not need.
public enum TextWarmUp {
    private enum State {
        case idle
        case running(pthread_t)
        case finished
    }

    /// The lock is held across the join, so every thread that asks waits for the same warm-up, once.
    private static let state = Mutex(State.idle)

    /// Set by the warm-up thread once it has handed over its Pango objects and calls no library any more.
    private static let ended = Atomic(false)

    /// The warm-up's context and font map, for the first thread that needs a context after it (see
    /// `PangoThreadContext.current`): that thread then starts with the fonts already loaded (the
    /// fontset, FreeType face and HarfBuzz font of the default families) instead of a new font map of
    /// its own — about a millisecond on the way to the first label.
    private static let handover = Mutex<ContextHandover?>(nil)

    /// Starts the warm-up on a background thread measuring a word in `families` (the default font of
    /// a scene), and meanwhile loads Pango's libraries on the calling thread. Starts no thread after the
    /// first call, under an address-space limit, or when none can be started: text then sets itself up
    /// on first use, as without a warm-up.
    public static func start(families: [String]) {
        state.withLock { state in
            guard case .idle = state else { return }
            guard !addressSpaceIsLimited() else {
                state = .finished
                return
            }
            // Started on another core than this one, which goes on parsing the command line and the
            // scene: left to the kernel, it would often wait milliseconds for this thread's core.
            var attributes = pthread_attr_t()
            pthread_attr_init(&attributes)
            defer { pthread_attr_destroy(&attributes) }
            let ownMask = AvailableCores.startElsewhere(&attributes)
            // The families (and the mask to take back) travel to the thread as its argument, owned by
            // it once it starts.
            let argument = Unmanaged.passRetained(Start(families: families, mask: ownMask)).toOpaque()
            var thread = pthread_t()
            let status = pthread_create(&thread, &attributes, { argument in
                guard let argument else { return nil }
                let start = Unmanaged<Start>.fromOpaque(argument).takeRetainedValue()
                TextWarmUp.run(families: start.families, mask: start.mask)
                return nil
            }, argument)
            if status != 0 { Unmanaged<Start>.fromOpaque(argument).release() }
            state = status == 0 ? .running(thread) : .finished
        }
        // Pango's libraries are loaded with dlopen (CPangoRsvg), here, while the warm-up thread runs
        // fontconfig's FcInit, which needs none of them: the two overlap on two cores. Without Pango,
        // the first text set says so and ends the run (status 3); a run without text goes on.
        _ = scenec_pango_load()
    }

    /// Waits until the warm-up has ended (at once when it never started or has been waited for).
    public static func finish() {
        state.withLock { state in
            guard case .running(let thread) = state else { return }
            pthread_join(thread, nil)
            state = .finished
        }
    }

    /// Whether `ulimit -v` (RLIMIT_AS) bounds the process. A second thread costs address space —
    /// its stack and, at its first allocation, a malloc arena that glibc reserves 64 MiB for — which
    /// under such a limit may be what the scene itself needs; the warm-up is not worth that.
    static func addressSpaceIsLimited() -> Bool {
        var limit = rlimit()
        guard getrlimit(__rlimit_resource_t(RLIMIT_AS.rawValue), &limit) == 0 else { return true }
        return limit.rlim_cur != rlim_t.max  // RLIM_INFINITY, which Swift cannot import (it is -1 in an unsigned type)
    }

    /// Whether no warm-up is inside a library now: it never started, was waited for, or has released
    /// everything (what is left of its thread is glibc's own thread exit).
    public static func hasEnded() -> Bool {
        state.withLock { state in
            guard case .running = state else { return true }
            return ended.load(ordering: .acquiring)
        }
    }

    /// The work: fontconfig's FcInit, then this thread's own Pango context (installed first, so
    /// measuring does not wait for itself), then one word measured and resolved the way layout does;
    /// the context is then handed over, so no Pango object is left to this thread's exit destructors
    /// and `ended` means no Pango call is left.
    private static func run(families: [String], mask: cpu_set_t?) {
        defer { ended.store(true, ordering: .releasing) }
        // fontconfig first: it is linked (Cairo needs it), so it can start while the thread that started
        // this one is still loading Pango; Pango's own FcInit then finds the configuration loaded.
        // Nothing before it may look up a symbol (dlsym) or load a library: that would wait for the
        // dynamic loader's lock, which the starting thread holds while it loads Pango.
        _ = scenec_fontconfig_init()
        // Every core again, so the threads Pango starts from here are not narrowed.
        if let mask { AvailableCores.setCurrentMask(mask) }
        // Without Pango there is nothing more to warm; a run that sets text says why when it first does.
        guard scenec_pango_load() != 0 else { return }
        guard PangoThreadContext.installForThisThread() != nil else { return }
        _ = TextEngine.measureUncached("Hamburgefonts", font: FontSpec(families: families, size: 17))
        let detached = PangoThreadContext.detachForHandover()
        handover.withLock { $0 = detached }
    }

    /// The warm-up's context and font map, once, after the warm-up has ended; nil for every later call,
    /// and when there was no warm-up or it made no context.
    static func takeHandover() -> ContextHandover? {
        guard hasEnded() else { return nil }
        return handover.withLock { slot in
            defer { slot = nil }
            return slot
        }
    }

    /// What the thread starts with, on the heap: the family list, and the starting thread's own CPU
    /// mask when the new thread was started on the other cores only.
    private final class Start {
        let families: [String]
        let mask: cpu_set_t?
        init(families: [String], mask: cpu_set_t?) {
            self.families = families
            self.mask = mask
        }
    }
}
