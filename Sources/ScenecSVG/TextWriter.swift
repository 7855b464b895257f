import ScenecCore

/// Not written yet: the text work implements <text> and outlines here.
enum TextWriter {
    static func write(_ op: TextOp, into out: inout LineBuffer, defs: inout DefsTable) {}
}
