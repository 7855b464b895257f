import ScenecCore
import ScenecSceneTestSupport
import ScenecTestSupport
import Testing

/// `<key width="hug" height="hug">` (format 1.2): a key as wide as its label plus the theme's
/// `padding` (8 12 by default) and as tall as the label's line plus 16. Keys painted solid black with
/// a white label on white, measured from the pixels at @1x and @2x.
@Suite struct HugKeyPixelTests {
    static let scales = [1.0, 2.0]

    private static let solidKeys = """
        <defaults><key top-color="black" bottom-color="black" overall-top-color="none" overall-bottom-color="none"
          shadow-color="none" inner-shadow-color="none" inner-highlight-color="none" stroke-color="none"
          label-color="white" label-shadow-color="none"/></defaults>
        """

    static let keys = """
        <scene width="400" height="200" background="white">\(solidKeys)
          <key x="10" y="10" width="hug" height="hug" label="A"/>
          <key x="10" y="80" width="hug" height="hug" label="Return"/>
          <key x="10" y="140" width="hug" height="50" label="Space"/>
        </scene>
        """

    /// The label texts' frames at @1x, in document order.
    private func labels(_ xml: String) throws -> [Rect] {
        try InlineScene.renderList(xml: xml).items.compactMap { item -> Rect? in
            if case .text(let op) = item.op, op.blur == 0 { return op.frame }
            return nil
        }
    }

    private static func dark(_ pixel: RGBA8) -> Bool { pixel.r < 200 && pixel.g < 200 && pixel.b < 200 }

    /// The key's outline is its frame inset by 0.5: its dark pixels span the frame less one point, give
    /// or take the partly covered pixel at each end.
    private func expectKey(_ key: Rect?, frame: Size, scale: Double, _ comment: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        guard let key else {
            Issue.record("no key drawn: \(comment)", sourceLocation: sourceLocation)
            return
        }
        #expect(abs(key.width - (frame.width - 1)) <= 1.5 / scale, "\(comment): \(key.width) pt of ink for a \(frame.width) pt frame",
                sourceLocation: sourceLocation)
        #expect(abs(key.height - (frame.height - 1)) <= 1.5 / scale, "\(comment): \(key.height) pt of ink for a \(frame.height) pt frame",
                sourceLocation: sourceLocation)
    }

    /// Each key is its label's width plus 24 (the label centred in it) and, hugging its height, the
    /// label's line plus 12; a wider label makes a wider key; a key with a fixed height keeps it.
    @Test(arguments: scales)
    func aHuggingKeyIsItsLabelPlusItsPadding(scale: Double) throws {
        let texts = try labels(Self.keys)
        try #require(texts.count == 3)
        let boxes = try PixelBoxes(Self.keys, scale: scale)
        let a = boxes.box(in: Rect(x: 0, y: 0, width: 400, height: 70), where: Self.dark)
        let wide = boxes.box(in: Rect(x: 0, y: 70, width: 400, height: 60), where: Self.dark)
        let space = boxes.box(in: Rect(x: 0, y: 130, width: 400, height: 70), where: Self.dark)
        expectKey(a, frame: Size(texts[0].width + 24, texts[0].height + 16), scale: scale, "A")
        expectKey(wide, frame: Size(texts[1].width + 24, texts[1].height + 16), scale: scale, "Return")
        expectKey(space, frame: Size(texts[2].width + 24, 50), scale: scale, "Space")
        let (aWidth, wideWidth) = (try #require(a).width, try #require(wide).width)
        #expect(wideWidth > aWidth + 40, "A \(aWidth), Return \(wideWidth)")
        // The labels are centred in their keys, horizontally and (hugging) vertically.
        for (text, y) in zip(texts.prefix(2), [10.0, 80]) {
            #expect(abs(text.midX - (10 + (text.width + 24) / 2)) < 1e-6 && abs(text.minY - (y + 8)) < 1e-6, "\(text)")
        }
        #expect(abs(texts[0].height - texts[1].height) < 1e-9)
    }

    /// The label's white ink lies inside the key's 12 pt side padding.
    @Test(arguments: scales)
    func theLabelInkIsInsideThePadding(scale: Double) throws {
        let boxes = try PixelBoxes(Self.keys, scale: scale)
        let texts = try labels(Self.keys)
        let region = Rect(x: 0, y: 70, width: 400, height: 60)
        let key = try #require(boxes.box(in: region, where: Self.dark))
        // A band across the middle of the key, clear of its rounded corners.
        let band = Rect(x: key.minX, y: key.midY - 6, width: key.width, height: 12)
        let ink = try #require(boxes.box(in: band) { $0.r > 200 && $0.g > 200 && $0.b > 200 })
        #expect(ink.minX >= key.minX + 12 - 1 && ink.maxX <= key.maxX - 12 + 1, "ink \(ink) in \(key)")
        #expect(abs(ink.midX - texts[1].midX) < 3, "ink \(ink), label \(texts[1])")
    }
}
