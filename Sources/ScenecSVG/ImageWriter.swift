import ScenecCore

/// Not written yet: the image work implements <image> here.
enum ImageWriter {
    static func write(_ op: ImageOp, into out: inout LineBuffer, defs: inout DefsTable) {}
}
