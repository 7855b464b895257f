import ScenecCore
import ScenecModel
import Testing

@Suite struct GridTrackParserTests {
    @Test func readsBreadthsWithScenecsAndCSSWords() throws {
        let list = try GridTrackParser.trackList("200 25% 1* 2.5* 2fr hug auto min-content max-content 0*")
        #expect(list.tracks == [
            GridTrackSize(.points(200)), GridTrackSize(.percent(25)), GridTrackSize(min: .auto, max: .fr(1)),
            GridTrackSize(min: .auto, max: .fr(2.5)), GridTrackSize(min: .auto, max: .fr(2)), .auto, .auto,
            GridTrackSize(.minContent), GridTrackSize(.maxContent), GridTrackSize(min: .auto, max: .fr(0)),
        ])
    }

    @Test func readsMinmaxAndFitContent() throws {
        let list = try GridTrackParser.trackList("minmax(100, 1*) minmax(min-content,max-content) fit-content(120)")
        #expect(list.tracks == [GridTrackSize(min: .points(100), max: .fr(1)), GridTrackSize(min: .minContent, max: .maxContent),
                                GridTrackSize(min: .auto, max: .fitContent(.points(120)))])
    }

    @Test func writesOutAFixedRepeatWithItsLineNamesJoined() throws {
        let list = try GridTrackParser.trackList("[a] 10 repeat(2, [b] 20 [c]) [d] 30")
        #expect(list.tracks.map(\.max) == [.points(10), .points(20), .points(20), .points(30)])
        #expect(list.lineNames == [["a"], ["b"], ["c", "b"], ["c", "d"], []])
    }

    @Test func keepsAnAutomaticRepeatForLayoutToCount() throws {
        let list = try GridTrackParser.trackList("[start] 40 repeat(auto-fill, [cell] 80) [after] 40 [end]")
        let auto = try #require(list.autoRepeat)
        #expect(!auto.fit && auto.index == 1 && auto.tracks == [GridTrackSize(.points(80))])
        let three = list.expanded(repeats: 3)
        #expect(three.tracks.map(\.max) == [.points(40), .points(80), .points(80), .points(80), .points(40)])
        #expect(three.lineNames == [["start"], ["cell"], ["cell"], ["cell"], ["after"], ["end"]])
        #expect(three.autoFit == [false, false, false, false, false])
        #expect(try GridTrackParser.trackList("repeat(auto-fit, 50)").expanded(repeats: 2).autoFit == [true, true])
    }

    @Test("a track list that does not parse says why", arguments: [
        ("100 abc", "expected a track size"),
        ("minmax(1*, 100)", "a flexible size (N*) can only be the maximum"),
        ("repeat(0, 10)", "a whole count of at least 1"),
        ("repeat(1000000, 1*)", "a grid has at most 1000 explicit tracks"),
        ("repeat(2, repeat(2, 10))", "cannot be nested"),
        ("repeat(auto-fill, 1*)", "every track needs a size in points"),
        ("repeat(auto-fill, 10) repeat(auto-fit, 10)", "one repeat(auto-fill | auto-fit, …) at most"),
        ("[a b", "is not closed"),
        ("-10", "cannot be negative"),
        ("calc(10)", "unknown function calc()"),
        ("", "at least one track"),
    ])
    func refuses(text: String, message: String) {
        #expect(throws: ValueError.self) { try GridTrackParser.trackList(text) }
        do {
            _ = try GridTrackParser.trackList(text)
        } catch {
            #expect(error.message.contains(message), "\(error.message)")
        }
    }

    @Test func readsLinePlacements() throws {
        #expect(try GridLineParser.pair("2") == GridLinePair(start: .line(2, name: nil)))
        #expect(try GridLineParser.pair("2 / 4") == GridLinePair(start: .line(2, name: nil), end: .line(4, name: nil)))
        #expect(try GridLineParser.pair("1 / span 2") == GridLinePair(start: .line(1, name: nil), end: .span(2, name: nil)))
        #expect(try GridLineParser.pair("-1") == GridLinePair(start: .line(-1, name: nil)))
        #expect(try GridLineParser.pair("main") == GridLinePair(start: .name("main"), end: .name("main")))
        #expect(try GridLineParser.pair("2 col / span col") == GridLinePair(start: .line(2, name: "col"), end: .span(1, name: "col")))
        #expect(try GridLineParser.pair("span 3") == GridLinePair(start: .span(3, name: nil)))
        #expect(try GridLineParser.pair("auto / 3") == GridLinePair(start: .auto, end: .line(3, name: nil)))
    }

    @Test("a bad line says why", arguments: [
        ("0", "there is no line 0"),
        ("1001", "out of range"),
        ("-2147483648", "out of range"),
        ("span 2147483648", "out of range"),
        ("span 1001", "past the limit of 1000"),
        ("span 0", "at least 1"),
        ("1 / 2 / 3", "start / end"),
        ("2 2", "one number per line"),
        ("1 span", "span comes first"),
        ("#x", "expected a line"),
    ])
    func refusesLine(text: String, message: String) {
        do {
            _ = try GridLineParser.pair(text)
            Issue.record("\(text) was accepted")
        } catch {
            #expect(error.message.contains(message), "\(error.message)")
        }
    }

    @Test func readsAreasAsRectangles() throws {
        let areas = try GridLineParser.areas("'head head head' 'side main main' \"side . foot\"")
        #expect(areas.columnCount == 3 && areas.rowCount == 3)
        #expect(areas.areas["head"] == GridAreas.Area(columns: 0..<3, rows: 0..<1))
        #expect(areas.areas["side"] == GridAreas.Area(columns: 0..<1, rows: 1..<3))
        #expect(areas.areas["main"] == GridAreas.Area(columns: 1..<3, rows: 1..<2))
        #expect(areas.areas["foot"] == GridAreas.Area(columns: 2..<3, rows: 2..<3))
        #expect(areas.areas.count == 4)
    }

    @Test("areas that are not rectangles or rows that differ are refused", arguments: [
        ("'a a' 'a b'", "area \"a\" is not a rectangle"),
        ("'a b a'", "area \"a\" is not a rectangle"),
        ("'a b' 'c'", "row 1 has 2, row 2 has 1"),
        ("'a b", "not closed"),
        ("a b", "rows in quotes"),
    ])
    func refusesAreas(text: String, message: String) {
        do {
            _ = try GridLineParser.areas(text)
            Issue.record("\(text) was accepted")
        } catch {
            #expect(error.message.contains(message), "\(error.message)")
        }
    }
}
