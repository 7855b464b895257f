@testable import Scenec
import Testing

@Suite("ImageDiff")
struct ImageDiffTests {
    static func solid(_ width: Int, _ height: Int, _ colour: RGBA8) -> Bitmap {
        var bitmap = Bitmap(width: width, height: height)
        for y in 0..<height { for x in 0..<width { bitmap.setPixel(x: x, y: y, colour) } }
        return bitmap
    }

    static let white = RGBA8(r: 255, g: 255, b: 255, a: 255)

    @Test("identical images: nothing changed, a faded grey image, no box")
    func identical() {
        let image = Self.solid(8, 8, Self.white)
        let result = ImageDiff.compare(image, image)
        #expect(result.changedPixels == 0 && result.antialiasedPixels == 0 && !result.sizeDiffers)
        #expect(result.changedBox == nil)
        #expect(result.image.pixel(x: 3, y: 3) == Self.white)
    }

    @Test("a changed block is counted, boxed and painted red")
    func changedBlock() throws {
        let before = Self.solid(10, 10, Self.white)
        var after = before
        for y in 2..<5 { for x in 6..<8 { after.setPixel(x: x, y: y, RGBA8(r: 0, g: 0, b: 0, a: 255)) } }
        let result = ImageDiff.compare(before, after)
        #expect(result.changedPixels == 6)
        let box = try #require(result.changedBox)
        #expect(box.x == 6 && box.y == 2 && box.width == 2 && box.height == 3)
        #expect(result.image.pixel(x: 6, y: 2) == RGBA8(r: 255, g: 0, b: 0, a: 255))
        #expect(result.image.pixel(x: 0, y: 0) != RGBA8(r: 255, g: 0, b: 0, a: 255))
    }

    @Test("the threshold decides whether a slight colour change counts")
    func threshold() {
        let before = Self.solid(4, 4, RGBA8(r: 100, g: 100, b: 100, a: 255))
        let after = Self.solid(4, 4, RGBA8(r: 104, g: 100, b: 100, a: 255))
        #expect(ImageDiff.compare(before, after, threshold: 0.1).changedPixels == 0)
        #expect(ImageDiff.compare(before, after, threshold: 0).changedPixels == 16)
    }

    @Test("different sizes are compared on the larger canvas and flagged")
    func sizes() {
        let grey = RGBA8(r: 100, g: 100, b: 100, a: 255)
        let result = ImageDiff.compare(Self.solid(4, 4, grey), Self.solid(6, 4, grey))
        #expect(result.sizeDiffers)
        #expect(result.image.width == 6 && result.image.height == 4)
        #expect(result.changedPixels == 8, "the padded columns (transparent, read as white) differ from grey")
    }
}
