#if canImport(Glibc)
import Glibc
#endif
import ScenecCore

/// Where librsvg runs: in helper processes (`RsvgHelperPool`) whenever a scenec binary can be started
/// as one, so no SVG can end the process that asked for it (docs/security.md, "SVG icons").
///
/// The executable is the one `useExecutable` names (the command line names itself), else
/// `SCENEC_RSVG_HELPER`, else a `scenec` beside the running program (a test binary in `.build`); with
/// none of them, librsvg runs in this process as it did before helpers existed.
public enum RsvgSandbox {
    /// Set in a helper itself: its own requests run librsvg here.
    nonisolated(unsafe) static var isHelper = false

    private static let configured = ConditionLocked<String?>(nil)

    /// Draws in helpers started from `path` (a binary whose `main` calls `RsvgHelper.runIfAsked`).
    /// Call before the first SVG is read.
    public static func useExecutable(_ path: String) {
        configured.withLock { $0 = path }
    }

    /// This process's own binary, to be named by `useExecutable`.
    public static var currentExecutable: String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The pool, made on first use; nil when librsvg runs in this process.
    static let pool: RsvgHelperPool? = {
        let executable = configured.withLock { $0 }
            ?? getenv("SCENEC_RSVG_HELPER").map { String(cString: $0) }
            ?? currentExecutable.map { path in
                let folder = path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
                return folder + "/scenec"
            }
        guard let executable, access(executable, X_OK) == 0 else { return nil }
        return RsvgHelperPool(executable: executable, capacity: min(AvailableCores.count, 4))
    }()

    /// Whether requests go to helper processes (false in a helper, and without an executable).
    public static var isolates: Bool { !isHelper && pool != nil }

    /// Asks a helper, or nil when librsvg runs here.
    static func ask(_ request: RsvgHelperRequest) -> RsvgHelperResponse? {
        guard !isHelper, let pool else { return nil }
        return pool.call(request)
    }

    /// Draws found safe or refused so far, by request: the same icon at the same size and offset
    /// is tried once per process (a preview server redraws the same icons at every change).
    private static let drawResults = ConditionLocked<[[UInt8]: SVGRasterizer.Failure?]>([:])
    private static let drawResultLimit = 4096

    /// nil when a helper drew this request to the end, else why it could not (it died, or librsvg
    /// refused). Without helpers, nil: the painter's own call reports librsvg's refusals.
    static func tryDraw(_ request: RsvgHelperRequest) -> SVGRasterizer.Failure? {
        guard isolates else { return nil }
        let key = request.encoded()
        if let known = drawResults.withLock({ $0[key] }) { return known }
        let result: SVGRasterizer.Failure?
        switch ask(request) {
        case .drawn, nil: result = nil
        case .failed(let failure): result = failure
        case .measured, .rasterized: result = .helperEnded("answered another question")
        }
        drawResults.withLock { results in
            if results.count >= drawResultLimit { results.removeAll() }
            results[key] = result
        }
        return result
    }
}
