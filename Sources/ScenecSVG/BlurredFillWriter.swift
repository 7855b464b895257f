import ScenecCore

/// Not written yet: the effects work implements filters here.
enum BlurredFillWriter {
    static func write(_ op: BlurredFillOp, into out: inout LineBuffer, defs: inout DefsTable) {}
}
