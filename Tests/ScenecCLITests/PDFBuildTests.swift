import Foundation
import ScenecTestSupport
import Testing

// `scenec build` writing PDF (shared/cli.md 1.1): `-o x.pdf`, `--format pdf`, the up-to-date key and
// byte-identical files for any -j.

@Suite("scenec build: PDF")
struct PDFBuildTests {
    @Test("-o x.pdf writes one page of the scene's size in points, with its key after %%EOF; a second run keeps it")
    func onePDF() throws {
        let folder = try UpToDateKeyTests.oldInputs()
        let first = try folder.run(["build", "x.xml", "-o", "x.pdf"])
        #expect(first.status == 0, "\(first.stderr)")
        let pdf = try #require(folder.bytes("x.pdf"))
        let text = String(decoding: pdf, as: UTF8.self)
        #expect(text.hasPrefix("%PDF-1.5\n"))
        #expect(text.contains("/MediaBox [ 0 0 40 30 ]"))
        let lines = text.split(separator: "\n")
        #expect(lines.suffix(2).first == "%%EOF" && lines.last?.hasPrefix("% scenec-key: ") == true, "\(lines.suffix(2))")
        let before = inode(folder.file("x.pdf"))
        #expect(try folder.run(["build", "x.xml", "-o", "x.pdf"]).status == 0)
        #expect(inode(folder.file("x.pdf")) == before, "an up-to-date PDF is not rewritten")
        #expect(try folder.run(["build", "x.xml", "-o", "x.pdf", "--text-as-paths"]).status == 0)
        #expect(inode(folder.file("x.pdf")) != before, "a changed option rebuilds the PDF")
    }

    @Test("--format pdf,png for a folder: the same bytes for -j 1 and -j 4, and for equal scenes")
    func folderDeterministic() throws {
        let folder = try TemporaryFolder()
        for name in ["a", "b", "c", "d"] {
            try folder.write("scenes/\(name).xml", Scenes.good)
        }
        for jobs in ["1", "4"] {
            let result = try folder.run(["build", "scenes", "-o", "out\(jobs)", "--format", "pdf,png", "-j", jobs])
            #expect(result.status == 0, "\(result.stderr)")
        }
        for name in ["a.pdf", "b.pdf", "c.pdf", "d.pdf", "a.png"] {
            let one = try #require(folder.bytes("out1/\(name)"), "\(name)")
            #expect(folder.bytes("out4/\(name)") == one, "\(name) differs between -j 1 and -j 4")
        }
        #expect(folder.bytes("out1/a.pdf") == folder.bytes("out1/d.pdf"))
    }

    @Test("--format names pdf among the formats it takes")
    func formatMessage() throws {
        let folder = try TemporaryFolder()
        try folder.write("x.xml", Scenes.good)
        let result = try folder.run(["build", "x.xml", "-o", "out", "--format", "tiff"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("--format takes svg, png, pdf, webp, jpg (or jpeg), ico, vector, icns or a list like png,webp, got \"tiff\""), "\(result.stderr)")
    }
}
