import ScenecCore
import ScenecModel
import ScenecSceneTestSupport
import Testing

private func parse(_ body: String) -> SceneParser.Result {
    InlineScene.parse("<scene width=\"100\" height=\"100\" version=\"1.1\">\n\(body)\n</scene>\n", file: "p.xml")
}

/// `polygon` and `polyline` are paths through their points: closed for a polygon, open for a polyline.
@Suite struct PointsParsingTests {
    @Test func aPolygonIsAClosedPathThroughItsPoints() throws {
        let node = try #require(parse("<polygon points=\"10,90 50,20\n 90 90\" fill=\"red\" fill-rule=\"evenodd\"/>").scene?.nodes.first)
        #expect(node.element == "polygon")
        guard case .path(let path, let rule) = node.kind else {
            Issue.record("not a path: \(node.kind)")
            return
        }
        #expect(path.elements == [.move(Point(10, 90)), .line(Point(50, 20)), .line(Point(90, 90)), .close])
        #expect(rule == .evenodd)
    }

    @Test func aPolylineIsLeftOpen() throws {
        let node = try #require(parse("<polyline points=\"0 60,20 40 , 40,60\" stroke=\"black\"/>").scene?.nodes.first)
        guard case .path(let path, _) = node.kind else {
            Issue.record("not a path: \(node.kind)")
            return
        }
        #expect(path.elements == [.move(Point(0, 60)), .line(Point(20, 40)), .line(Point(40, 60))])
    }

    @Test(arguments: [
        ("", "expected at least two x,y pairs, got 0 numbers"),
        ("1,2", "expected at least two x,y pairs, got 2 numbers"),
        ("1,2 3", "expected at least two x,y pairs, got 3 numbers"),
        ("1,2 3,x", "points: "),
        ("0,0 2e7,1", "a point is too far away"),
    ])
    func badPointsAreLocatedAtTheAttribute(points: String, message: String) {
        let result = parse("<polygon fill=\"red\"\n  points=\"\(points)\"/>")
        #expect(result.scene == nil)
        let errors = result.diagnostics.errors
        #expect(errors.count == 1, "\(errors)")
        #expect(errors.first?.message.hasPrefix("points: ") == true && errors.first?.message.contains(message) == true, "\(errors)")
        #expect(errors.first?.location.line == 3 && errors.first?.location.column == 3, "\(errors)")
    }

    @Test func pointsAreRequired() {
        let result = parse("<polyline stroke=\"black\"/>")
        #expect(result.diagnostics.map(\.message) == ["<polyline> needs points=\"x,y x,y …\""])
    }

    @Test func versionOnePointOneIsReadAndOtherVersionsAreNot() {
        #expect(parse("").diagnostics.isEmpty)
        let other = InlineScene.parse("<scene width=\"1\" height=\"1\" version=\"2\"/>", file: "v.xml")
        #expect(other.diagnostics.map(\.message) == ["version: this scenec reads format versions 1, 1.1, 1.2 and 1.3, not \"2\""])
    }
}
