import Foundation
import Scenec
import ScenecTestSupport
import Testing

/// Issue 28: the review page shows the scene source that changed (the scene and its libraries) beside
/// the SVG, blames a change made on a component instance on the instance's line (the body as a note),
/// and lists the images and libraries the scenes use as inputs, not as files of their own.
@Suite struct ReviewSourceTests {
    static let library = """
        <library>
          <defs>
            <component name="bar" width="100" height="10">
              <param name="value" default="50"/>
              <rect width="{value}" height="10" fill="#3070d0"/>
            </component>
          </defs>
        </library>

        """

    static func chart(_ value: Int) -> String {
        """
        <scene width="120" height="40" background="white" version="1.1">
          <include href="lib/bars.xml"/>
          <bar x="10" y="5" value="\(value)"/>
          <bar x="10" y="20" value="40"/>
          <image href="images/dot.png" x="0" y="0" width="4" height="4"/>
        </scene>

        """
    }

    /// Folders `a` and `b` holding the chart (its first bar at `before` and `after`), the library
    /// (`fill` on each side) and the image.
    static func compare(before: Int, after: Int, fill: (String, String) = ("#3070d0", "#3070d0")) throws -> (DiffRunner.Report, TemporaryFolder) {
        TestFonts.install()
        let folder = try TemporaryFolder(prefix: "review-source")
        let png = try #require(FileManager.default.contents(atPath: PackagePaths.path("scenes/icons/check.png")))
        for (side, value, colour) in [("a", before, fill.0), ("b", after, fill.1)] {
            try folder.write("\(side)/chart.xml", chart(value))
            try folder.write("\(side)/lib/bars.xml", library.replacingOccurrences(of: "#3070d0", with: colour))
            try folder.write("\(side)/images/dot.png", bytes: [UInt8](png))
        }
        let report = try DiffRunner.run(before: folder.path("a"), after: folder.path("b"), options: DiffRunner.Options())
        return (report.relabeling(folder.path + "/", as: ""), folder)
    }

    static func changedLines(_ diff: String) -> [String] {
        diff.split(separator: "\n").map(String.init)
            .filter { ($0.hasPrefix("-") || $0.hasPrefix("+")) && !$0.hasPrefix("---") && !$0.hasPrefix("+++") }
    }

    @Test("a change on an instance is blamed on the instance's line, with the component body as a note")
    func instanceAttribution() throws {
        let (report, _) = try Self.compare(before: 91, after: 78)
        let chart = try #require(report.files.first { $0.name == "chart.xml" })
        #expect(chart.status == .changed && chart.role == .output)
        #expect(Self.changedLines(chart.textDiff) == [
            ##"-  <rect x="10" y="5" width="91" height="10" fill="#3070d0"/>    ← <bar> at a/chart.xml:3 (component body: <rect> at a/lib/bars.xml:5)"##,
            ##"+  <rect x="10" y="5" width="78" height="10" fill="#3070d0"/>    ← <bar> at b/chart.xml:3 (component body: <rect> at b/lib/bars.xml:5)"##,
        ])
        #expect(Self.changedLines(chart.sourceDiff) == [##"-  <bar x="10" y="5" value="91"/>"##, ##"+  <bar x="10" y="5" value="78"/>"##])
        #expect(chart.sourceDiff.hasPrefix("--- a/chart.xml\n+++ b/chart.xml\n@@ line 1 → 1 @@\n"), "\(chart.sourceDiff)")
    }

    @Test("the report holds the XML diff beside the SVG diff, and the instance attribution")
    func reportHoldsSource() throws {
        let (report, _) = try Self.compare(before: 91, after: 78)
        let html = ReviewReport.html(report)
        #expect(html.contains(#"<div class="texts">"#))
        #expect(html.contains(#"<div class="source"><h3>Scene source</h3><pre class="diff"><span class="head">--- a/chart.xml</span>"#))
        #expect(html.contains(#"<span class="del">-  &lt;bar x=&quot;10&quot; y=&quot;5&quot; value=&quot;91&quot;/&gt;</span>"#))
        #expect(html.contains(#"<span class="add">+  &lt;bar x=&quot;10&quot; y=&quot;5&quot; value=&quot;78&quot;/&gt;</span>"#))
        #expect(html.contains("← &lt;bar&gt; at b/chart.xml:3 (component body: &lt;rect&gt; at b/lib/bars.xml:5)</span>"))
        // The image and the library are inputs: the file list counts neither among the files.
        #expect(html.contains(#"<p class="verdict changed">1 file changed.</p>"#))
        #expect(html.contains(#"<h2>Inputs</h2>"# + "\n" + #"<ul class="files inputs">"# + "\n" + #"<li class="same"><span class="tag">same</span> 2 unchanged inputs</li>"#), "\(html)")
        #expect(!html.contains("unchanged file"))
        #expect(report.errors.isEmpty, "a library is no scene to build: \(report.errors)")
    }

    @Test("a changed library is a changed input, its diff shown with the scenes that include it")
    func changedLibrary() throws {
        let (report, _) = try Self.compare(before: 91, after: 91, fill: ("#3070d0", "#d03030"))
        #expect(report.files.map { "\($0.name) \($0.status) \($0.role)" } == [
            "chart.xml changed output", "images/dot.png same input", "lib/bars.xml changed input",
        ])
        // Both bars are recoloured: (91 + 40) × 10 pixels.
        #expect(DiffRunner.summaryLines(report) == ["changed: chart.xml (1310 pixels changed)", "changed: lib/bars.xml (input)"])
        let chart = try #require(report.files.first)
        #expect(chart.sourceDiff.contains("--- a/lib/bars.xml\n+++ b/lib/bars.xml\n"), "\(chart.sourceDiff)")
        #expect(Self.changedLines(chart.sourceDiff) == [
            ##"-      <rect width="{value}" height="10" fill="#3070d0"/>"##, ##"+      <rect width="{value}" height="10" fill="#d03030"/>"##,
        ])
        let html = ReviewReport.html(report)
        #expect(html.contains(#"<p class="verdict changed">1 file changed, 1 input changed.</p>"#))
        #expect(html.contains(##"<li class="changed"><span class="tag">changed</span> <a href="#f2">lib/bars.xml</a></li>"##))
    }
}
