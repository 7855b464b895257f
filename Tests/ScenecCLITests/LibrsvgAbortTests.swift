import Foundation
import ScenecTestSupport
import Testing

/// An SVG icon that makes librsvg panic (issue 42): librsvg aborts the process it runs in, which is
/// a helper, so the build reports the icon and goes on with the rest.
@Suite("scenec build: an icon that makes librsvg panic")
struct LibrsvgAbortTests {
    static let panicking = #"<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24"><text y="12" font-size="1e9">A</text></svg>"#

    @Test("PNG: an error at the image naming the abort, exit 1, the other scene still built; PDF (where librsvg survives it) is built")
    func reportedNotFatal() throws {
        let folder = try TemporaryFolder()
        try folder.write("scenes/icons/big.svg", Self.panicking)
        try folder.write("scenes/icons/dot.svg", #"<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><circle cx="2" cy="2" r="2"/></svg>"#)
        try folder.write("scenes/bad.xml", "<scene width=\"40\" height=\"40\">\n  <image x=\"8\" y=\"8\" href=\"icons/big.svg\"/>\n</scene>\n")
        try folder.write("scenes/good.xml", "<scene width=\"40\" height=\"40\">\n  <image x=\"8\" y=\"8\" href=\"icons/dot.svg\"/>\n</scene>\n")
        let result = try folder.run(["build", "scenes", "-o", "out/{name}.png"], timeout: .seconds(120))
        #expect(result.status != 134, "the build process aborted: \(result.stderr)")
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.hasPrefix("scenes/bad.xml:2:3: error: href: this SVG icon cannot be drawn here, librsvg ended its drawing process "
            + "with signal 6 (SIGABRT: a librsvg panic); it is refused"), "\(result.stderr)")
        #expect(!folder.exists("out/bad.png"))
        #expect(folder.exists("out/good.png"))
        // cairo's PDF surface takes another path through librsvg, which survives this icon: the trial there passes.
        let pdf = try folder.run(["build", "scenes", "-o", "out/{name}.pdf"], timeout: .seconds(120))
        #expect(pdf.status == 0, "\(pdf.stderr)")
        #expect(folder.exists("out/bad.pdf"))
    }
}
