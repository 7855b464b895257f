import ScenecCore
import ScenecLayout
import ScenecModel
import ScenecSceneTestSupport
import Testing

/// Issue 9: layout is linear in the scene's expanded size, or refuses it.
@Suite struct HardeningLayoutTests {
    /// `<row id="aK"><use href="#a(K-1)"/></row>` for K = 1…40: each row measured its use child by
    /// placing the whole chain again, 2^K placements (51 s at K = 20).
    static func useChain(_ length: Int) -> String {
        var body = "<defs><rect id=\"a0\" width=\"10\" height=\"10\" fill=\"red\"/>"
        for k in 1...length { body += "<row id=\"a\(k)\" width=\"10\" height=\"10\"><use href=\"#a\(k - 1)\"/></row>" }
        return "<scene width=\"100\" height=\"100\">" + body + "</defs><use href=\"#a\(length)\"/></scene>"
    }

    @Test func aChainOfUsesInRowsLaysOutPromptly() throws {
        let xml = Self.useChain(40)
        #expect(xml.utf8.count < 2600)
        var list: RenderList?
        // Not a timing test: a generous bound proving the chain does not hang (it takes milliseconds).
        let elapsed = ContinuousClock().measure { list = layout(xml) }
        #expect(elapsed < .seconds(5), "\(elapsed)")
        let fills = try #require(list).items.compactMap { item -> FillOp? in
            if case .fill(let fill) = item.op { return fill }
            return nil
        }
        #expect(fills.count == 1)
        #expect(fills.first?.geometry.bounds == Rect(x: 0, y: 0, width: 10, height: 10))
    }

    /// The measurement is remembered per (target, box) and gives the same frame as placing the copy.
    @Test func aMeasuredUseTakesItsTargetsSize() throws {
        let xml = """
            <scene width="200" height="100"><defs><circle id="dot" cx="5" cy="5" r="5" fill="red"/></defs>
            <row id="r" width="200" height="20" gap="4"><use id="u1" href="#dot"/><rect id="gapfill" width="*" height="10" fill="blue"/><use href="#dot"/></row>
            </scene>
            """
        let list = try #require(layout(xml))
        // Two 10 pt dots and two 4 pt gaps leave 172 pt for the weighted rect.
        #expect(list.frame(id: "gapfill") == Rect(x: 14, y: 0, width: 172, height: 10))
    }

    /// Reflection copies are emitted, so layout counts them too (behind the reader's count): a scene
    /// built by hand past the reader reaches the emitter's guard and is refused with a location.
    @Test func theEmitterCountsReflectionCopies() throws {
        var node = Node(kind: .rect, element: "rect", location: ScenecCore.SourceLocation(file: "x", line: 1, column: 1))
        node.frame.width = .points(1)
        node.frame.height = .points(1)
        // Nested reflections fill their parent's content box; the outer one is tall enough that every
        // level still has room for its mirrored copy.
        for level in 1...17 {
            var reflection = Node(kind: .reflection(ReflectionSpec(gap: 0)), element: "reflection",
                                  location: ScenecCore.SourceLocation(file: "x", line: 1, column: level + 1))
            if level == 17 {
                reflection.frame.width = .points(10)
                reflection.frame.height = .points(100_000)
            }
            reflection.children = [node]
            node = reflection
        }
        let parsed = InlineScene.parse("<scene width=\"10\" height=\"10\"/>", file: "x")
        var scene = try #require(parsed.scene)
        scene.nodes = [node]
        let result = InlineScene.layout(scene)
        #expect(result.renderList == nil)
        #expect(result.diagnostics.map(\.message).contains(
            "the scene draws more than 100000 nodes (copies made by <use> and <reflection> included); this is refused"), "\(result.diagnostics)")
    }

    /// Each path is within its limit, but 51 copies draw 1 020 000 segments: refused by layout.
    @Test func pathSegmentsAreCountedAcrossCopies() throws {
        let d = "M0 0" + String(repeating: "L1 1", count: Limits.wholePathSegments - 1)
        let uses = String(repeating: "<use href=\"#p\"/>", count: 51)
        let xml = "<scene width=\"10\" height=\"10\"><defs><path id=\"p\" d=\"\(d)\" fill=\"red\"/></defs>\(uses)</scene>"
        let parsed = InlineScene.parse(xml, file: "x")
        let scene = try #require(parsed.scene, "\(parsed.diagnostics)")
        let result = InlineScene.layout(scene)
        #expect(result.renderList == nil)
        #expect(result.diagnostics.map(\.message) == [
            "the scene draws more than 1000000 path segments (copies made by <use> and <reflection> included); this is refused"])
        // Fifty copies are a million exactly, and allowed.
        let fifty = "<scene width=\"10\" height=\"10\"><defs><path id=\"p\" d=\"\(d)\" fill=\"red\"/></defs>"
            + String(repeating: "<use href=\"#p\"/>", count: 50) + "</scene>"
        let allowed = try #require(InlineScene.parse(fifty, file: "x").scene)
        #expect(InlineScene.layout(allowed).renderList != nil)
    }

    /// A path past `Limits.wholePathSegments` is drawn only as a solid stroke (in pieces, time linear
    /// in its points); a fill, dash, shadow or aligned stroke of it, each one outline for the rasterizer,
    /// is refused with the part named.
    @Test(arguments: [
        ("stroke=\"black\"", nil),
        ("stroke=\"black\" fill=\"red\"", "fill"),
        ("stroke=\"black\" stroke-dasharray=\"4 2\"", "dashed stroke"),
        ("stroke=\"black\" stroke-align=\"inside\"", "inside stroke's clip"),
        ("stroke=\"black\" backdrop-blur=\"4\"", "backdrop blur"),
    ] as [(String, String?)])
    func aLongPathIsOnlyStroked(paint: String, refused: String?) throws {
        let points = (0..<25_000).map { "\($0 % 97),\($0 % 89)" }.joined(separator: " ")
        let xml = "<scene width=\"100\" height=\"100\"><polyline points=\"\(points)\" \(paint)/></scene>"
        let parsed = InlineScene.parse(xml, file: "x")
        let scene = try #require(parsed.scene, "\(parsed.diagnostics.prefix(3))")
        let result = InlineScene.layout(scene)
        guard let refused else {
            #expect(result.renderList != nil, "\(result.diagnostics.prefix(3))")
            return
        }
        #expect(result.renderList == nil)
        #expect(result.diagnostics.map(\.message) == [
            "a path of more than 20000 segments (this one has 25000) can only be stroked with a solid line; its \(refused) would be rasterized as one outline, in time that grows with its segments times its crossings; this is refused"])
    }

    /// An image turned by its orientation is prepared once: every use shares the bitmap's storage, so
    /// a thousand uses of a large photo do not hold a thousand turned copies.
    @Test func turnedImagesAreSharedAcrossUses() throws {
        let source = Bitmap(width: 2, height: 1, pixels: [255, 0, 0, 255, 0, 0, 255, 255])
        let xml = """
            <scene width="100" height="100"><defs><image id="i" href="a.png" orientation="left" width="10" height="20"/></defs>
            <use href="#i"/><use href="#i" x="20"/><image href="a.png" mode="mask" color="red" width="5" height="5"/></scene>
            """
        let scene = try #require(InlineScene.parse(xml, file: "x").scene)
        let list = try #require(InlineScene.layout(scene, options: LayoutOptions(images: ["a.png": source])).renderList)
        let bitmaps = list.items.compactMap { item -> Bitmap? in
            if case .image(let op) = item.op { return op.bitmap }
            return nil
        }
        #expect(bitmaps.count == 3)
        #expect(bitmaps[0] == source.oriented(.left))
        let storage = bitmaps.map { bitmap in bitmap.pixels.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) } }
        #expect(storage[0] == storage[1])
        #expect(bitmaps[2] == source.masked(with: RGBA(red: 1, green: 0, blue: 0)))
    }
}
