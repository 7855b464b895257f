#if canImport(Glibc)
import Glibc
#endif
import ScenecCore
import ScenecTestSupport
@testable import ScenecVector
import Testing

/// The VectorDrawable writer on hand-built render lists: the document's exact lines for shapes, paints,
/// strokes, groups and clips, every file within the attributes Android documents, and each feature
/// VectorDrawable cannot draw refused at its node, all of them at once.
@Suite struct VectorDrawableWriterTests {
    static let red = RGBA(red: 1, green: 0, blue: 0)
    static let blue = RGBA(red: 0, green: 0, blue: 1, alpha: 0.5)

    static func origin(_ element: String, line: Int) -> Origin {
        Origin(element: element, id: nil, location: SourceLocation(file: "s.xml", line: line, column: 3))
    }

    static func body(_ list: RenderList) throws -> [String] {
        let text = try VectorDrawableWriter.write(list)
        #expect(VectorDrawableSchema.problems(text) == [])
        return Array(text.split(separator: "\n").dropFirst(2).dropLast().map(String.init))
    }

    @Test func documentIsTheCanvasInDp() throws {
        let text = try VectorDrawableWriter.write(RenderList(width: 24, height: 20.5, scale: 1, items: []))
        #expect(text == """
            <?xml version="1.0" encoding="utf-8"?>
            <vector xmlns:android="http://schemas.android.com/apk/res/android" android:width="24dp" android:height="20.5dp" android:viewportWidth="24" android:viewportHeight="20.5">
            </vector>

            """)
    }

    @Test func fillsAndStrokesArePathsWithTheirStyle() throws {
        var builder = RenderListBuilder(width: 40, height: 40)
        builder.fill(.rect(Rect(x: 2, y: 4, width: 10, height: 6), cornerRadius: 0), .solid(Self.red), rule: .evenodd)
        builder.append(.stroke(StrokeOp(geometry: .line(Point(1, 1), Point(30, 1)), paint: .solid(Self.blue), width: 2.5,
                                        cap: .round, join: .bevel)))
        builder.append(.stroke(StrokeOp(geometry: .line(Point(1, 5), Point(30, 9)), paint: .solid(Self.red), width: 1,
                                        dash: DashPattern(lengths: [3, 40]), trim: StrokeTrim(start: 0.25, end: 0.75))))
        #expect(try Self.body(builder.list) == [
            ##"  <path android:pathData="M2 4H12V10H2Z" android:fillColor="#FF0000" android:fillType="evenOdd"/>"##,
            ##"  <path android:pathData="M1 1H30" android:strokeColor="#0000FF" android:strokeAlpha="0.5" android:strokeWidth="2.5" android:strokeLineCap="round" android:strokeLineJoin="bevel"/>"##,
            ##"  <path android:pathData="M1 5L30 9" android:strokeColor="#FF0000" android:strokeWidth="1" android:strokeMiterLimit="4" android:trimPathStart="0.25" android:trimPathEnd="0.75"/>"##,
        ])
    }

    @Test func gradientsGoInAaptAttr() throws {
        var builder = RenderListBuilder(width: 40, height: 40)
        let stops = [GradientStop(offset: 0, color: Self.red), GradientStop(offset: 1, color: Self.blue)]
        builder.fill(.rect(Rect(x: 0, y: 0, width: 10, height: 10), cornerRadius: 0),
                     .linearGradient(LinearGradient(start: Point(0, 0), end: Point(10, 0), stops: stops)))
        builder.fill(.ellipse(Rect(x: 20, y: 20, width: 10, height: 10)),
                     .radialGradient(RadialGradient(center: Point(25, 25), radius: 5, stops: stops)))
        let lines = try Self.body(builder.list)
        #expect(Array(lines.prefix(7)) == [
            ##"  <path android:pathData="M0 0H10V10H0Z">"##,
            ##"    <aapt:attr name="android:fillColor">"##,
            ##"      <gradient android:type="linear" android:startX="0" android:startY="0" android:endX="10" android:endY="0" android:tileMode="clamp">"##,
            ##"        <item android:offset="0" android:color="#FFFF0000"/>"##,
            ##"        <item android:offset="1" android:color="#800000FF"/>"##,
            ##"      </gradient>"##,
            ##"    </aapt:attr>"##,
        ])
        #expect(lines.contains(##"      <gradient android:type="radial" android:centerX="25" android:centerY="25" android:gradientRadius="5" android:tileMode="clamp">"##))
        #expect(try VectorDrawableWriter.write(builder.list).contains(##"xmlns:aapt="http://schemas.android.com/aapt""##))
    }

    /// A sweep gradient starts at 3 o'clock: the conic's stops turned so that every angle keeps its colour.
    @Test func sweepStopsKeepEveryAngleItsConicColour() {
        let conic = ConicGradient(center: Point(0, 0), degrees: 30, stops: [
            GradientStop(offset: 0, color: Self.red), GradientStop(offset: 0.5, color: RGBA(red: 0, green: 1, blue: 0)),
            GradientStop(offset: 0.5, color: RGBA(red: 0, green: 0, blue: 1)), GradientStop(offset: 1, color: RGBA(red: 1, green: 1, blue: 1)),
        ])
        let sweep = VectorPaint.sweepStops(conic)
        #expect(sweep.map(\.offset) == sweep.map(\.offset).sorted())
        for degrees in stride(from: 1.0, to: 360, by: 7) {
            // Sweep angle from 3 o'clock, clockwise on screen (y down).
            let radians = degrees * .pi / 180
            let point = Point(cos(radians) * 10, sin(radians) * 10)
            let expected = conic.color(at: point)
            let actual = ConicGradient.interpolate(sweep, at: degrees / 360)
            #expect(abs(actual.red - expected.red) < 0.02 && abs(actual.green - expected.green) < 0.02 && abs(actual.blue - expected.blue) < 0.02,
                    "at \(degrees)°: \(actual) vs \(expected)")
        }
    }

    @Test func groupTransformsAreRotationScaleAndTranslation() throws {
        var builder = RenderListBuilder(width: 40, height: 40)
        let angle = 30.0 * .pi / 180
        builder.group(transform: AffineTransform(a: 2 * cos(angle), b: 2 * sin(angle), c: -2 * sin(angle), d: 2 * cos(angle), e: 5, f: 6)) { inner in
            inner.fill(.rect(Rect(x: 0, y: 0, width: 1, height: 1), cornerRadius: 0), .solid(Self.red))
        }
        builder.group(transform: AffineTransform(a: 1, b: 0, c: 0, d: -1, e: 0, f: 40)) { inner in
            inner.fill(.rect(Rect(x: 0, y: 0, width: 1, height: 1), cornerRadius: 0), .solid(Self.red))
        }
        #expect(try Self.body(builder.list) == [
            ##"  <group android:rotation="30" android:scaleX="2" android:scaleY="2" android:translateX="5" android:translateY="6">"##,
            ##"    <path android:pathData="M0 0H1V1H0Z" android:fillColor="#FF0000"/>"##,
            ##"  </group>"##,
            ##"  <group android:scaleY="-1" android:translateY="40">"##,
            ##"    <path android:pathData="M0 0H1V1H0Z" android:fillColor="#FF0000"/>"##,
            ##"  </group>"##,
        ])
    }

    @Test func clipsAreClipPathsAndAnEvenOddFrameIsTurnedNonzero() throws {
        var builder = RenderListBuilder(width: 40, height: 40)
        builder.group(clip: Clip(geometry: .ellipse(Rect(x: 0, y: 0, width: 20, height: 20)))) { inner in
            inner.fill(.rect(Rect(x: 0, y: 0, width: 30, height: 30), cornerRadius: 0), .solid(Self.red))
        }
        var frame = Path.roundedRect(Rect(x: 0, y: 0, width: 40, height: 40), radius: 0)
        frame.append(Path.roundedRect(Rect(x: 10, y: 10, width: 10, height: 10), radius: 0))
        builder.stroke(.rect(Rect(x: 10, y: 10, width: 10, height: 10), cornerRadius: 0), .solid(Self.red), width: 4,
                       clip: Clip(geometry: .path(frame), rule: .evenodd))
        let lines = try Self.body(builder.list)
        #expect(lines[0] == "  <group>")
        #expect(lines[1] == ##"    <clip-path android:pathData="M20 10C20 15.523 15.523 20 10 20C4.477 20 0 15.523 0 10C0 4.477 4.477 0 10 0C15.523 0 20 4.477 20 10Z"/>"##)
        #expect(lines[4] == "  <group>")
        // The inner square drawn the other way round: top-left, down, right, up.
        #expect(lines[5] == ##"    <clip-path android:pathData="M0 0H40V40H0ZM10 10V20H20V10H10Z"/>"##)
    }

    @Test func groupOpacityIsEachPathsAlphaWhenTheyDoNotOverlap() throws {
        var builder = RenderListBuilder(width: 40, height: 40)
        builder.group(opacity: 0.5) { inner in
            inner.fill(.rect(Rect(x: 0, y: 0, width: 10, height: 10), cornerRadius: 0), .solid(Self.blue))
            inner.fill(.rect(Rect(x: 10, y: 0, width: 10, height: 10), cornerRadius: 0), .solid(Self.red))
        }
        #expect(try Self.body(builder.list) == [
            ##"  <path android:pathData="M0 0H10V10H0Z" android:fillColor="#0000FF" android:fillAlpha="0.25"/>"##,
            ##"  <path android:pathData="M10 0H20V10H10Z" android:fillColor="#FF0000" android:fillAlpha="0.5"/>"##,
        ])
    }

    /// Everything VectorDrawable cannot draw, each at its node and named, in one refusal.
    @Test func whatItCannotDrawIsRefusedAtTheNodeAllAtOnce() {
        var builder = RenderListBuilder(width: 40, height: 40)
        let square = Geometry.rect(Rect(x: 0, y: 0, width: 10, height: 10), cornerRadius: 0)
        var items: [RenderItem] = [
            RenderItem(.blurredFill(BlurredFillOp(geometry: square, sigma: 2, color: Self.red)), origin: Self.origin("rect", line: 2)),
            RenderItem(.beginGroup(GroupStyle(blend: .multiply)), origin: Self.origin("group", line: 3)),
            RenderItem(.endGroup, origin: Self.origin("group", line: 3)),
            RenderItem(.stroke(StrokeOp(geometry: square, paint: .solid(Self.red), width: 1, dash: DashPattern(lengths: [2, 2]))),
                       origin: Self.origin("rect", line: 4)),
            RenderItem(.beginGroup(GroupStyle(opacity: 0.5)), origin: Self.origin("group", line: 5)),
            RenderItem(.fill(FillOp(geometry: square, paint: .solid(Self.red))), origin: Self.origin("rect", line: 6)),
            RenderItem(.stroke(StrokeOp(geometry: square, paint: .solid(Self.red), width: 1)), origin: Self.origin("rect", line: 6)),
            RenderItem(.endGroup, origin: Self.origin("group", line: 5)),
            RenderItem(.beginGroup(GroupStyle(transform: AffineTransform(a: 1, b: 0, c: 0.5, d: 1, e: 0, f: 0))), origin: Self.origin("group", line: 7)),
            RenderItem(.endGroup, origin: Self.origin("group", line: 7)),
            RenderItem(.beginGroup(GroupStyle(transform: AffineTransform(a: 2, b: 0, c: 0, d: 1, e: 0, f: 0))), origin: Self.origin("group", line: 8)),
            RenderItem(.stroke(StrokeOp(geometry: square, paint: .solid(Self.red), width: 1)), origin: Self.origin("rect", line: 9)),
            RenderItem(.endGroup, origin: Self.origin("group", line: 8)),
        ]
        items.forEach { builder.append($0.op) }
        do {
            _ = try VectorDrawableWriter.write(RenderList(width: 40, height: 40, scale: 1, items: items))
            Issue.record("the list was written")
        } catch {
            #expect(error.problems.map { "\($0.origin?.location.line ?? 0) \($0.feature.prefix(20))" } == [
                "2 a shadow, inner shad", "3 the blend mode multi", "4 a dashed stroke (str", "5 an opacity over over",
                "7 a skewed transform (", "9 a stroke inside a gr",
            ])
            #expect(error.problems[0].message.hasPrefix("<rect>: an Android VectorDrawable cannot draw a shadow"))
        }
    }

    /// A 200 000-point polyline: one path, one pass; its data grows with the points and no faster.
    @Test func aLongPolylineIsWrittenInOnePass() throws {
        func polyline(_ count: Int) -> RenderList {
            var path = Path([.move(Point(0, 0))])
            path.elements.reserveCapacity(count)
            for index in 1..<count { path.line(to: Point(Double(index % 1000) / 10, Double(index % 997) / 8)) }
            var builder = RenderListBuilder(width: 100, height: 200)
            builder.stroke(.path(path), .solid(Self.red), width: 0.5)
            return builder.list
        }
        let large = try VectorDrawableWriter.write(polyline(200_000))
        let half = try VectorDrawableWriter.write(polyline(100_000))
        let data = try #require(large.split(separator: "\"").first { $0.hasPrefix("M0 0") })
        #expect(data.filter { "LHV".contains($0) }.count == 199_999, "one segment per point")
        let ratio = Double(large.utf8.count) / Double(half.utf8.count)
        #expect(ratio > 1.99 && ratio < 2.01, "twice the points, twice the bytes")
    }
}
