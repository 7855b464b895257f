import ScenecModel
import ScenecSceneTestSupport
import Testing

// Issue 29, superlinear work: a font-family list is looked up name by name, so its length is bounded
// where it is written (3,000 names took seconds per format), on a text, a span and a key alike.

@Suite struct FontFamilyLimitTests {
    private static func list(_ count: Int) -> String { (0..<count).map { "Family\($0)" }.joined(separator: ", ") }

    @Test func thirtyTwoFamiliesAreAccepted() {
        #expect(InlineScene.errorMessages(#"<scene width="40" height="40"><text font-family="\#(Self.list(32))">Hi</text></scene>"#).isEmpty)
    }

    @Test(arguments: [
        #"<text font-family="LIST">Hi</text>"#,
        #"<text>a <span font-family="LIST">b</span></text>"#,
        #"<key width="40" height="40" label="A" font-family="LIST"/>"#,
    ])
    func aLongerListIsAnErrorAtTheAttribute(element: String) {
        let body = element.split(separator: "LIST", omittingEmptySubsequences: false).joined(separator: Self.list(3000))
        #expect(InlineScene.errorMessages("<scene width=\"40\" height=\"40\">\(body)</scene>")
            == ["font-family: a list of 3000 families; at most 32 are looked up (each costs a font search)"])
    }
}
