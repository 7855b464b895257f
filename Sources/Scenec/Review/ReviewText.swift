import ScenecCore
import ScenecSVG

/// What a reviewer reads of a scene or an SVG: its SVG lines in the review view (`SVGTextView`: every
/// text run on one line as its string), without the up-to-date key. `scenec diff`'s text diff and its
/// report show these lines; `scenec textconv` prints them for `git diff`.
public enum ReviewText {
    /// The largest SVG file a review reads (`scenec diff`, `scenec textconv`).
    public static let svgFileBytes = 256 << 20

    /// The review lines of SVG bytes (a file scenec or anything else wrote).
    public static func lines(svg bytes: [UInt8]) -> [String] {
        var lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        lines.removeAll { $0.hasPrefix(OutputKey.svgCommentPrefix) }  // the up-to-date key is not a change to review
        return SVGTextView.lines(lines)
    }

    /// The review lines of a loaded scene laid out at `scale`, each with the index of the render item
    /// that wrote it, and the render list (for the items' origins); layout's warnings come with them.
    package static func lines(scene loaded: SceneCompiler.Loaded, scale: Double)
        throws(ScenecError) -> (lines: [String], itemIndex: [Int?], list: RenderList, warnings: [Diagnostic]) {
        let laidOut = try SceneCompiler.layout(loaded, scale: scale)
        let document: OriginMappedSVG.Document
        do {
            document = try OriginMappedSVG.write(laidOut.renderList)
        } catch {
            throw .render(scene: loaded.file, format: .svg, message: "\(error)")
        }
        return (SVGTextView.lines(document.lines), document.itemIndex, laidOut.renderList, laidOut.warnings)
    }

    /// `scenec textconv`: the review text of a scene (read from `source`, named `file` in messages) or,
    /// when `file` ends in `.svg`, of the SVG itself; one line per SVG line, ending in a line break.
    /// With `origins`, each line a scene element wrote ends with that element and its line, as in
    /// `scenec diff` (`    ← <text id="save"> at key.xml:3`); off by default, because in `git diff` an
    /// edit that moves the scene's lines would then change every line below it.
    public static func text(source: [UInt8], file: String, scale: Double = 1, origins: Bool = false,
                            options: CompileOptions = CompileOptions()) throws(ScenecError) -> (text: String, warnings: [Diagnostic]) {
        if file.lowercased().hasSuffix(".svg") {
            return (lines(svg: source).map { $0 + "\n" }.joined(), [])
        }
        let loaded = try SceneCompiler.load(source: source, file: file, options: options)
        let scene = try lines(scene: loaded, scale: scale)
        var text = ""
        for (line, item) in zip(scene.lines, scene.itemIndex) {
            text += line
            if origins, let item, let origin = scene.list.items[item].origin { text += DiffRunner.annotation(origin) }
            text += "\n"
        }
        return (text, scene.warnings)
    }
}
