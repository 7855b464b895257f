@testable import Scenec
import ScenecCairo
import ScenecCore
import ScenecJPEG
import ScenecTestSupport
import ScenecWebP
import Testing

// One descriptor per output format (API/Formats): what each format's file is, where it keeps a stamp
// (the up-to-date key), its MIME type and how an asset catalog holds it. Every test runs over every
// format, so a new format's descriptor is tested as soon as its case exists.
@Suite("Output format descriptors")
struct OutputFormatDescriptorTests {
    /// A small scene's render list: a red square on white.
    static func renderList() throws -> RenderList {
        let loaded = try SceneCompiler.load(source: Array(#"<scene width="6" height="4" background="white"><rect x="1" y="1" width="2" height="2" fill="red"/></scene>"#.utf8),
                                            file: "square.xml")
        return try SceneCompiler.renderList(for: loaded, scale: 2)
    }

    @Test("each format renders the file its extension promises", arguments: OutputFormat.allCases)
    func renders(format: OutputFormat) throws {
        let bytes = try format.descriptor.render(RenderRequest(list: try Self.renderList()))
        switch format {
        case .png:
            let header = try #require(PNGHeader(bytes))
            #expect(header.width == 12 && header.height == 8, "6 × 4 pt at 2x")
            let bitmap = try Bitmap.decodePNG(bytes)
            #expect(bitmap.pixel(x: 3, y: 3) == RGBA8(r: 255, g: 0, b: 0, a: 255), "the square covers device pixels 2–5")
            #expect(bitmap.pixel(x: 0, y: 0) == RGBA8(r: 255, g: 255, b: 255, a: 255))
        case .svg:
            let text = String(decoding: bytes, as: UTF8.self)
            #expect(text.hasPrefix("<?xml"))
            #expect(text.contains(#"width="6""#) && text.contains(#"height="4""#))
            #expect(text.contains(##"<rect x="1" y="1" width="2" height="2" fill="#ff0000"/>"##), "the square, in points")
        case .pdf:
            #expect(bytes.starts(with: Array("%PDF-".utf8)))
            #expect(String(decoding: bytes.suffix(6), as: UTF8.self).contains("%%EOF"))
        case .webp:
            let bitmap = try WebPDecoder.decode(bytes)
            #expect(bitmap.width == 12 && bitmap.height == 8)
            #expect(bitmap.pixel(x: 3, y: 3) == RGBA8(r: 255, g: 0, b: 0, a: 255), "lossless by default")
            #expect(bitmap == (try CairoRenderer.render(try Self.renderList())), "exactly the PNG's pixels")
        case .jpg:
            let bitmap = try JPEGDecoder.decode(bytes)
            #expect(bitmap.width == 12 && bitmap.height == 8)
            #expect(bitmap.pixel(x: 0, y: 0).isClose(to: RGBA8(r: 255, g: 255, b: 255, a: 255), within: 8))
        case .ico:
            #expect(Array(bytes.prefix(6)) == [0, 0, 1, 0, 3, 0], "an icon with three images")
        case .vector:
            let text = String(decoding: bytes, as: UTF8.self)
            #expect(text.contains(#"android:width="6dp" android:height="4dp" android:viewportWidth="6" android:viewportHeight="4""#))
            #expect(text.contains(##"<path android:pathData="M1 1H3V3H1Z" android:fillColor="#FF0000"/>"##), "the square, in points")
        case .icns:
            #expect(Array(bytes.prefix(4)) == Array("icns".utf8))
            #expect(ICNSFile.be32(bytes, 4) == bytes.count, "the file's length, big-endian")
            #expect(Array(bytes[8..<12]) == Array("ic11".utf8), "the 32 px entry first")
        }
    }

    @Test("each format's MIME type", arguments: OutputFormat.allCases)
    func mimeType(format: OutputFormat) {
        let expected: String
        switch format {
        case .png: expected = "image/png"
        case .svg: expected = "image/svg+xml"
        case .pdf: expected = "application/pdf"
        case .webp: expected = "image/webp"
        case .jpg: expected = "image/jpeg"
        case .ico: expected = "image/x-icon"
        case .vector: expected = "application/xml"
        case .icns: expected = "image/icns"
        }
        #expect(format.descriptor.mimeType == expected)
    }

    @Test("each format keeps a stamp at its end and finds it there; a file without one has none", arguments: OutputFormat.allCases)
    func stampRoundTrip(format: OutputFormat) throws {
        let rendered = try format.descriptor.render(RenderRequest(list: try Self.renderList()))
        let stamp = format.descriptor.stamp
        let stamped = stamp.insert(rendered, "scenec-key", "0123456789abcdef")
        #expect(stamped.count > rendered.count)
        let window = OutputKey.headBytes
        let end = stamp.end == .head ? Array(stamped.prefix(window)) : Array(stamped.suffix(window))
        #expect(stamp.find(end, "scenec-key") == "0123456789abcdef")
        #expect(stamp.find(end, "other-name") == nil, "a note is found by its name")
        let unstamped = stamp.end == .head ? Array(rendered.prefix(window)) : Array(rendered.suffix(window))
        #expect(stamp.find(unstamped, "scenec-key") == nil)
        switch format {
        case .png, .svg, .jpg, .ico, .vector, .icns: #expect(stamp.end == .head)
        case .pdf: #expect(stamp.end == .tail, "inserting before %%EOF would move every object the xref table points at")
        case .webp: #expect(stamp.end == .tail, "WebP allows unknown chunks only after the image data")
        }
    }

    @Test("the PNG stamp leaves the pixels alone; the PDF stamp is a line after %%EOF")
    func stampsKeepTheFile() throws {
        let list = try Self.renderList()
        let png = try OutputFormat.png.descriptor.render(RenderRequest(list: list))
        let stampedPNG = OutputFormat.png.descriptor.stamp.insert(png, "scenec-key", "0123456789abcdef")
        #expect(try Bitmap.decodePNG(stampedPNG).pixels == Bitmap.decodePNG(png).pixels)
        let pdf = try OutputFormat.pdf.descriptor.render(RenderRequest(list: list))
        let stampedPDF = OutputFormat.pdf.descriptor.stamp.insert(pdf, "scenec-key", "0123456789abcdef")
        #expect(Array(stampedPDF.prefix(pdf.count)) == pdf)
        #expect(String(decoding: stampedPDF.suffix(from: pdf.count), as: UTF8.self) == "% scenec-key: 0123456789abcdef\n")
    }

    @Test("an asset catalog holds PNG and JPEG per scale and PDF as one vector file, not SVG, WebP or ICO")
    func catalogHolding() {
        #expect(OutputFormat.png.descriptor.catalog == .perScale)
        #expect(OutputFormat.jpg.descriptor.catalog == .perScale)
        #expect(OutputFormat.pdf.descriptor.catalog == .vector)
        #expect(OutputFormat.svg.descriptor.catalog == .notHeld)
        #expect(OutputFormat.webp.descriptor.catalog == .notHeld)
        #expect(OutputFormat.ico.descriptor.catalog == .notHeld)
    }

    @Test("SceneCompiler.render is the descriptor's render")
    func compilerRendersThroughTheDescriptor() throws {
        let list = try Self.renderList()
        for format in OutputFormat.allCases {
            #expect(try SceneCompiler.render(list, as: format) == format.descriptor.render(RenderRequest(list: list)))
        }
    }
}
