import Foundation
import Scenec
import ScenecCairo
import ScenecCore
import ScenecSceneTestSupport
import ScenecTestSupport
import Testing

/// `fit` and `fit-position` on an image (issue 27): a 40 × 20 px picture whose left half is red and
/// right half blue, in a 40 × 40 pt frame on white, measured from the pixels at @1x and @2x. The frame's
/// own area is probed too: what a fit leaves of it stays white, what it crops never shows outside it.
@Suite struct ImageFitPixelTests {
    static let scales = [1.0, 2.0]

    private func boxes(_ image: String, scale: Double) throws -> PixelBoxes {
        let scratch = try TemporaryFolder(prefix: "image-fit")
        var picture = Bitmap(width: 40, height: 20)
        for y in 0..<20 {
            for x in 0..<40 { picture.setPixel(x: x, y: y, x < 20 ? RGBA8(r: 255, g: 0, b: 0, a: 255) : RGBA8(r: 0, g: 0, b: 255, a: 255)) }
        }
        try scratch.write("half.png", bytes: try picture.encodePNG())
        try scratch.write("scene.xml", "<scene width=\"100\" height=\"100\" background=\"white\">\n\(image)\n</scene>\n")
        let list = try InlineScene.renderList(path: scratch.path("scene.xml"), scale: scale)
        return PixelBoxes(try CairoRenderer.render(list), scale: scale)
    }

    /// fill (version 1): the picture stretched over the whole frame, each half 20 × 40.
    @Test(arguments: scales)
    func fillStretchesThePicture(scale: Double) throws {
        let boxes = try boxes(#"<image x="10" y="10" width="40" height="40" href="half.png"/>"#, scale: scale)
        #expect(near(boxes.box("#ff0000"), Rect(x: 10, y: 10, width: 20, height: 40)))
        #expect(near(boxes.box("#0000ff"), Rect(x: 30, y: 10, width: 20, height: 40)))
    }

    /// contain: 40 × 20 letterboxed in the 40 × 40 frame, centred (y 20), at the top, or at the bottom.
    @Test(arguments: scales, [("center", 20.0), ("top", 10.0), ("bottom", 30.0), ("50% 25%", 15.0)])
    func containLetterboxesThePicture(scale: Double, position: (String, Double)) throws {
        let boxes = try boxes(#"<image x="10" y="10" width="40" height="40" href="half.png" fit="contain" fit-position="\#(position.0)"/>"#, scale: scale)
        #expect(near(boxes.box("#ff0000"), Rect(x: 10, y: position.1, width: 20, height: 20)), "\(position.0)")
        #expect(near(boxes.box("#0000ff"), Rect(x: 30, y: position.1, width: 20, height: 20)), "\(position.0)")
    }

    /// cover: scaled to 80 × 40 and cropped to the frame. Centred, half of each half shows (20 pt of red,
    /// 20 of blue); at the left only red, at the right only blue; nothing outside the frame.
    @Test(arguments: scales, [("center", 20.0, 20.0), ("left", 40.0, 0.0), ("right", 0.0, 40.0), ("25% 50%", 30.0, 10.0)])
    func coverCropsThePictureToTheFrame(scale: Double, position: (String, Double, Double)) throws {
        let boxes = try boxes(#"<image x="10" y="10" width="40" height="40" href="half.png" fit="cover" fit-position="\#(position.0)"/>"#, scale: scale)
        let (name, red, blue) = position
        // Scaled up 2×, the picture's red-blue edge is smoothed over one source pixel (2 pt): each
        // colour's exact box stops up to a point short of the edge.
        #expect(abs((boxes.box("#ff0000").map(\.width) ?? 0) - red) <= 1, "\(name)")
        #expect(abs((boxes.box("#0000ff").map(\.width) ?? 0) - blue) <= 1, "\(name)")
        for color in ["#ff0000", "#0000ff"] {
            guard let box = boxes.box(color) else { continue }
            #expect(box.minX >= 10 && box.maxX <= 50 && box.minY == 10 && box.maxY == 50, "\(name): \(color) \(box)")
        }
    }

    /// none: the picture's natural 40 × 20 pt, placed by fit-position and clipped to a 30 × 30 frame.
    @Test(arguments: scales)
    func noneKeepsTheNaturalSizeClippedToTheFrame(scale: Double) throws {
        let boxes = try boxes(#"<image x="10" y="10" width="30" height="30" href="half.png" fit="none" fit-position="bottom-right"/>"#, scale: scale)
        // The 40 pt picture's right edge at the frame's right edge (40): red 0…20 becomes -10…10 of the
        // frame, cropped to 10 pt; blue 20 pt; both in the frame's bottom 20 pt.
        #expect(near(boxes.box("#ff0000"), Rect(x: 10, y: 20, width: 10, height: 20)))
        #expect(near(boxes.box("#0000ff"), Rect(x: 20, y: 20, width: 20, height: 20)))
    }

    @Test func fitPositionWithFillWarnsAndABadPositionIsLocated() throws {
        let scene = #"<scene width="40" height="40"><image href="a.png" width="10" height="10" fit-position="top"/><image href="a.png" width="10" height="10" fit="cover" fit-position="up"/></scene>"#
        let first = try #require(scene.range(of: "fit-position")).lowerBound
        let second = try #require(scene.range(of: "fit-position", range: scene.index(after: first)..<scene.endIndex)).lowerBound
        let (column1, column2) = (scene.distance(from: scene.startIndex, to: first) + 1, scene.distance(from: scene.startIndex, to: second) + 1)
        let parsed = InlineScene.parse(scene)
        #expect(parsed.diagnostics.map(\.description) == [
            "inline.xml:1:\(column1): warning: fit-position has no effect with fit=\"fill\" (the default): the picture fills the frame; write fit=\"contain\", \"cover\" or \"none\"",
            "inline.xml:1:\(column2): error: fit-position: expected center, top-left … bottom-right, or two percentages like \"50% 25%\", got \"up\"",
        ])
    }
}

/// Each edge within a point: where red meets blue, smoothing blends up to one source pixel.
private func near(_ box: Rect?, _ expected: Rect) -> Bool {
    guard let box else { return false }
    return abs(box.minX - expected.minX) <= 1 && abs(box.minY - expected.minY) <= 1
        && abs(box.maxX - expected.maxX) <= 1 && abs(box.maxY - expected.maxY) <= 1
}
