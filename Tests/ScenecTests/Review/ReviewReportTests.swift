@testable import Scenec
import Testing

@Suite("ReviewReport")
struct ReviewReportTests {
    static func side(_ path: String, _ colour: RGBA8) -> DiffRunner.Side {
        var bitmap = Bitmap(width: 2, height: 2)
        for y in 0..<2 { for x in 0..<2 { bitmap.setPixel(x: x, y: y, colour) } }
        return DiffRunner.Side(path: path, svgLines: nil, origins: nil, bitmap: bitmap)
    }

    static func report() -> DiffRunner.Report {
        let before = side("before/<b>.xml", RGBA8(r: 0, g: 0, b: 255, a: 255))
        let after = side("after/<b>.xml", RGBA8(r: 255, g: 0, b: 0, a: 255))
        let pixels = ImageDiff.compare(before.bitmap ?? Bitmap(width: 0, height: 0), after.bitmap ?? Bitmap(width: 0, height: 0))
        let changed = DiffRunner.FileDiff(name: "keys/<script>alert(1)</script>.xml", before: before, after: after, status: .changed,
                                          textDiff: "--- a\n+++ b\n@@ svg line 3 → 3 @@\n-<rect fill=\"#00f\"/>\n+<rect fill=\"#f00\" data-x='&'/>\n",
                                          pixels: pixels)
        let same = DiffRunner.FileDiff(name: "same.xml", before: before, after: before, status: .same, textDiff: "", pixels: nil)
        return DiffRunner.Report(before: "before", after: "after & co", isFolderComparison: true, files: [changed, same],
                                 errors: [.io(path: "x<y>.xml", message: "cannot read")])
    }

    @Test("every text from the files is HTML-escaped")
    func escaped() {
        let html = ReviewReport.html(Self.report())
        #expect(!html.contains("<script>alert"), "a file name reached the page as markup")
        #expect(html.contains("keys/&lt;script&gt;alert(1)&lt;/script&gt;.xml"))
        #expect(html.contains("&lt;rect fill=&quot;#f00&quot; data-x=&#39;&amp;&#39;/&gt;"))
        #expect(html.contains("after &amp; co"))
        #expect(html.contains("x&lt;y&gt;.xml: error: cannot read"))
    }

    @Test("the page is self-contained: images are data URIs, nothing is fetched")
    func selfContained() {
        let html = ReviewReport.html(Self.report())
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        for kind in ["before", "after", "difference"] {
            #expect(html.contains("<img class=\"\(kind)\" alt=\"\(kind)\" src=\"data:image/png;base64,"), "\(kind)")
        }
        #expect(!html.contains("src=\"http") && !html.contains("href=\"http") && !html.contains("url(http"))
        #expect(!html.contains("<link") && !html.contains("<script src"))
    }

    @Test("a folder comparison lists changed files and counts the unchanged ones")
    func fileList() {
        let html = ReviewReport.html(Self.report())
        #expect(html.contains("<a href=\"#f0\">"))
        #expect(html.contains("1 unchanged file"))
        #expect(html.contains("1 file changed."))
    }
}
