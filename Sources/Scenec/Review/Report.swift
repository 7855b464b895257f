import ScenecCairo
import ScenecCore
import ScenecSVG

/// `scenec diff --report`: one self-contained HTML page (images inlined as data URIs) with, for each
/// changed file, BEFORE, AFTER and the difference image, a slider that wipes between BEFORE and
/// AFTER, and the HTML-escaped diffs of the scene source and of the SVG side by side; for a folder
/// comparison, the list of changed files first, then the inputs (images, libraries) the scenes use.
public enum ReviewReport {
    /// The page for a diff report: UTF-8 HTML that loads nothing from elsewhere.
    public static func html(_ report: DiffRunner.Report) -> String {
        var body: [String] = []
        let changed = report.files.filter { $0.status != .same && $0.role == .output }
        let changedInputs = report.files.filter { $0.status != .same && $0.role == .input }
        body.append("<h1>scenec diff</h1>")
        body.append("<p class=\"paths\"><span class=\"before\">\(escape(report.before))</span> → <span class=\"after\">\(escape(report.after))</span></p>")
        if changed.isEmpty && changedInputs.isEmpty {
            body.append("<p class=\"verdict same\">No changes beyond the threshold.</p>")
        } else {
            var verdict = "\(changed.count) file\(changed.count == 1 ? "" : "s") changed"
            if !changedInputs.isEmpty { verdict += ", \(changedInputs.count) input\(changedInputs.count == 1 ? "" : "s") changed" }
            body.append("<p class=\"verdict changed\">\(verdict).</p>")
        }
        if report.isFolderComparison {
            body.append("<h2>Files</h2>")
            body += fileList(report, role: .output, unchanged: "unchanged file")
            // The images and libraries the scenes are made from: their changes show in the scenes above.
            if report.files.contains(where: { $0.role == .input }) {
                body.append("<h2>Inputs</h2>")
                body += fileList(report, role: .input, unchanged: "unchanged input")
            }
        }
        for error in report.errors {
            body.append("<pre class=\"error\">\(escape(error.description))</pre>")
        }
        for (index, file) in report.files.enumerated() where file.status != .same || !report.isFolderComparison {
            body.append(section(file, index: index))
        }
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>scenec diff: \(escape(report.after))</title>
            <style>
            \(style)
            </style>
            </head>
            <body>
            \(body.joined(separator: "\n"))
            <script>
            \(script)
            </script>
            </body>
            </html>

            """
    }

    /// The `<ul>` of the files of one role: each changed one linked to its section, then a count of
    /// the unchanged ones.
    static func fileList(_ report: DiffRunner.Report, role: DiffRunner.Role, unchanged: String) -> [String] {
        var list = ["<ul class=\"files \(role.rawValue)s\">"]
        for (index, file) in report.files.enumerated() where file.status != .same && file.role == role {
            list.append("<li class=\"\(file.status.rawValue)\"><span class=\"tag\">\(file.status.rawValue)</span> <a href=\"#f\(index)\">\(escape(file.name))</a>\(pixelNote(file))</li>")
        }
        let same = report.files.filter { $0.status == .same && $0.role == role }.count
        if same > 0 { list.append("<li class=\"same\"><span class=\"tag\">same</span> \(same) \(unchanged)\(same == 1 ? "" : "s")</li>") }
        list.append("</ul>")
        return list
    }

    static func pixelNote(_ file: DiffRunner.FileDiff) -> String {
        guard let pixels = file.pixels else { return "" }
        if pixels.sizeDiffers { return " <span class=\"note\">(size differs)</span>" }
        return " <span class=\"note\">(\(pixels.changedPixels) pixel\(pixels.changedPixels == 1 ? "" : "s") changed)</span>"
    }

    static func section(_ file: DiffRunner.FileDiff, index: Int) -> String {
        var parts: [String] = []
        parts.append("<div id=\"f\(index)\" class=\"file \(file.status.rawValue)\">")
        parts.append("<h2><span class=\"tag\">\(file.status.rawValue)</span> \(escape(file.name))\(pixelNote(file))</h2>")
        let before = file.before?.bitmap.flatMap(dataURI), after = file.after?.bitmap.flatMap(dataURI)
        let difference = file.pixels.flatMap { dataURI($0.image) }
        if let before, let after {
            parts.append("""
                <div class="compare">
                <div class="wipe" data-wipe>
                <img class="under" alt="after" src="\(after)">
                <div class="over"><img alt="before" src="\(before)"></div>
                </div>
                <label>before <input type="range" min="0" max="100" value="50" data-slider> after</label>
                <button type="button" data-flip>flip</button>
                </div>
                """)
        }
        parts.append("<div class=\"images\">")
        if let before { parts.append("<div class=\"figure\"><img class=\"before\" alt=\"before\" src=\"\(before)\"><div class=\"caption\">before</div></div>") }
        if let after { parts.append("<div class=\"figure\"><img class=\"after\" alt=\"after\" src=\"\(after)\"><div class=\"caption\">after</div></div>") }
        if let difference { parts.append("<div class=\"figure\"><img class=\"difference\" alt=\"difference\" src=\"\(difference)\"><div class=\"caption\">difference (red: changed)</div></div>") }
        parts.append("</div>")
        // The scene source that changed beside the SVG it came to.
        if !file.sourceDiff.isEmpty || !file.textDiff.isEmpty {
            parts.append("<div class=\"texts\">")
            if !file.sourceDiff.isEmpty {
                parts.append("<div class=\"source\"><h3>Scene source</h3>" + diffBlock(file.sourceDiff) + "</div>")
            }
            if !file.textDiff.isEmpty {
                parts.append("<div class=\"svg\"><h3>SVG</h3>" + diffBlock(file.textDiff) + "</div>")
            }
            parts.append("</div>")
        }
        parts.append("</div>")
        return parts.joined(separator: "\n")
    }

    /// A unified diff as a `<pre>`, each line escaped and classed by its kind.
    static func diffBlock(_ diff: String) -> String {
        let lines = diff.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            let kind = line.hasPrefix("+++") || line.hasPrefix("---") ? "head"
                : line.hasPrefix("@@") ? "hunk" : line.hasPrefix("+") ? "add" : line.hasPrefix("-") ? "del" : "ctx"
            return "<span class=\"\(kind)\">\(escape(String(line)))</span>"
        }
        return "<pre class=\"diff\">" + lines.joined(separator: "\n") + "</pre>"
    }

    static func dataURI(_ bitmap: Bitmap) -> String? {
        guard let png = try? bitmap.encodePNG() else { return nil }
        return "data:image/png;base64," + Base64.encode(png)
    }

    /// HTML-escapes text for element content and double-quoted attributes (the SVG writer's escaper).
    package static func escape(_ text: String) -> String {
        XMLEscaper.escape(text)
    }

    static let style = """
        body { font: 14px/1.4 system-ui, sans-serif; margin: 24px; color: #222; background: #fafafa; }
        h1 { font-size: 20px; margin: 0 0 4px; }
        h2 { font-size: 16px; margin: 24px 0 8px; }
        .paths { color: #555; font-family: ui-monospace, monospace; }
        .verdict.changed { color: #b00; font-weight: 600; } .verdict.same { color: #070; font-weight: 600; }
        .tag { display: inline-block; min-width: 60px; font: 12px ui-monospace, monospace; padding: 1px 6px; border-radius: 3px; background: #ddd; }
        .changed > .tag, li.changed .tag, h2 .tag { background: #fde2e2; }
        li.added .tag { background: #dff5df; } li.removed .tag { background: #eee; text-decoration: line-through; }
        .note { color: #777; font-size: 12px; }
        div.file { background: #fff; border: 1px solid #ddd; border-radius: 6px; padding: 12px 16px; margin: 16px 0; }
        .images { display: flex; gap: 16px; flex-wrap: wrap; align-items: flex-start; }
        .figure { margin: 0; } .caption { font-size: 12px; color: #555; text-align: center; }
        img { image-rendering: pixelated; border: 1px solid #ccc; background: repeating-conic-gradient(#eee 0 25%, #fff 0 50%) 0 0 / 16px 16px; max-width: 100%; }
        .compare { margin: 8px 0 16px; } .compare label { display: block; margin-top: 4px; }
        .wipe { position: relative; display: inline-block; line-height: 0; }
        .wipe .over { position: absolute; top: 0; left: 0; height: 100%; width: 50%; overflow: hidden; border-right: 2px solid #d00; }
        .wipe .over img { max-width: none; }
        .texts { display: grid; grid-template-columns: repeat(auto-fit, minmax(360px, 1fr)); gap: 16px; } .texts > div { min-width: 0; }
        pre.diff { background: #f6f8fa; padding: 8px; overflow-x: auto; font-size: 12px; }
        pre.diff .add { color: #116329; background: #dafbe1; } pre.diff .del { color: #82071e; background: #ffebe9; }
        pre.diff .hunk { color: #0550ae; } pre.diff .head { font-weight: 600; }
        pre.error { color: #b00; }
        """

    static let script = """
        document.querySelectorAll('.compare').forEach(function (box) {
          var wipe = box.querySelector('[data-wipe]'), over = wipe.querySelector('.over');
          var slider = box.querySelector('[data-slider]'), flip = box.querySelector('[data-flip]');
          over.querySelector('img').style.width = wipe.querySelector('.under').getBoundingClientRect().width + 'px';
          function set(v) { over.style.width = (100 - v) + '%'; slider.value = v; }
          slider.addEventListener('input', function () { set(slider.value); });
          flip.addEventListener('click', function () { set(Number(slider.value) < 50 ? 100 : 0); });
        });
        """
}
