import Foundation
import Testing
@testable import ScenecServe

/// The server's own JSON writer and percent decoding (it links no Foundation): checked against
/// Foundation's parser and against hostile spellings.
struct JSONAndPathDecodingTests {
    @Test(arguments: ["plain", "quote \" and backslash \\", "line\nbreak\ttab\r", "\u{1}\u{1f}control", "<b>markup</b> & 'single'",
                      "ünïcödé 漢字 😀", "a/b", ""])
    func stringsRoundTripThroughAJSONParser(_ text: String) throws {
        let json = JSONValue.object([("text", .string(text)), ("missing", nil)]).text
        let parsed = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        #expect(parsed?["text"] as? String == text, "\(json)")
        #expect(parsed?.keys.sorted() == ["text"], "a nil member is left out")
    }

    @Test func numbersAreJSONNumbers() {
        #expect(JSONValue.array([.number(2), .number(-3), .number(0.5), .number(1e-7), .number(.infinity), .bool(true)]).text
                == "[2,-3,0.5,1e-07,null,true]")
    }

    @Test func thePageStateIsTheJSONThePageReads() throws {
        let problem = ProblemView(location: "a.xml:2:3", severity: "error", message: "bad \"x\"", sourceLine: nil, text: "a.xml:2:3: error: bad \"x\"")
        let state = PageState(generation: 4, scale: 2, scenes: [
            .init(id: "sub/b", version: 2, pictureVersion: 1, hasPicture: true, width: 100, height: 50.5, rendering: false,
                  errors: [problem], warnings: []),
        ])
        let text = state.json.text
        #expect(text == #"{"generation":4,"rows":0,"scale":2,"scales":[1,2,3],"scenes":[{"errors":[{"location":"a.xml:2:3","message":"bad \"x\"","severity":"error","text":"a.xml:2:3: error: bad \"x\""}],"hasPicture":true,"height":50.5,"id":"sub/b","locales":[],"pictureVersion":1,"rendering":false,"themes":["default"],"version":2,"warnings":[],"width":100}],"theme":"default"}"#)
        // With a served locale, data rows and a scene's locales.
        var localized = state
        localized.locale = "de"
        localized.rows = 3
        localized.scenes[0].locales = ["ar", "de"]
        let localizedText = localized.json.text
        #expect(localizedText.hasPrefix(#"{"generation":4,"locale":"de","rows":3,"#) && localizedText.contains(#""locales":["ar","de"]"#), "\(localizedText)")
        #expect(try JSONDecoder().decode(PageState.self, from: Data(localizedText.utf8)) == localized)
        // Foundation's decoder reads it back as the same value.
        #expect(try JSONDecoder().decode(PageState.self, from: Data(text.utf8)) == state)
    }

    @Test(arguments: [
        ("%73ub/b", "sub/b"), ("a%20b", "a b"), ("%C3%BC", "ü"), ("%2e%2E", ".."), ("plain", "plain"),
    ])
    func percentEscapesDecode(_ encoded: String, _ decoded: String) {
        #expect(PercentDecoding.decode(encoded[...]) == decoded)
    }

    @Test(arguments: ["%", "%2", "a%zz", "%g0", "%ff", "%C3", "%C3%28"])
    func brokenEscapesAndNonUTF8AreNotDecoded(_ encoded: String) {
        #expect(PercentDecoding.decode(encoded[...]) == nil)
        #expect(Route(rawPath: "/render/\(encoded).png") == .notFound)
    }
}
