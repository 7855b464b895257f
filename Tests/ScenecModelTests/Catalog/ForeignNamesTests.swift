import ScenecModel
import ScenecSceneTestSupport
import Testing

// Issue 27's messages: names brought from CSS, SVG and HTML are answered with what the format has
// instead, from one table (`ForeignNames`), not with the nearest spelling (`rx` → 'x', `<b>` → <br>).

@Suite struct ForeignNamesTests {
    @Test(arguments: [
        (#"<rect width="10" height="10" rx="4"/>"#, "unknown attribute 'rx' on <rect> (rounded corners are corner-radius)"),
        (#"<rect width="10" height="10" box-shadow="0 1 2 black"/>"#, "unknown attribute 'box-shadow' on <rect> (a shadow is a <drop-shadow> child)"),
        (#"<text text-anchor="middle">Hi</text>"#, "unknown attribute 'text-anchor' on <text> (a text is placed in its frame by align)"),
        (#"<text fill="red">Hi</text>"#, "unknown attribute 'fill' on <text> (a text's colour is color)"),
        (#"<group gap="8"/>"#, "unknown attribute 'gap' on <group> (only a <row> or <column> spaces its children: use one instead of the <group>)"),
        (#"<row width="10" height="10" background="red"/>"#, "unknown attribute 'background' on <row> (a node's background is its fill)"),
        (#"<rect width="10" height="10" font-style="italic"/>"#, "unknown attribute 'font-style' on <rect> (italic is set on a <text>)"),
        (#"<text dir="rtl">שלום</text>"#, "unknown attribute 'dir' on <text> (a text's direction is direction (auto, ltr, rtl))"),
        (#"<rect width="10" height="10" filter="blur(4px)"/>"#, "unknown attribute 'filter' on <rect> (a layer blur is blur=\"N\"; a shadow is a <drop-shadow> child)"),
        (#"<rect width="10" height="10" backdrop-filter="blur(8px)"/>"#, "unknown attribute 'backdrop-filter' on <rect> (a background blur is backdrop-blur=\"N\")"),
        (#"<rect width="10" height="10" mix-blend-mode="multiply"/>"#, "unknown attribute 'mix-blend-mode' on <rect> (a blend mode is blend)"),
        (#"<image width="10" height="10" href="a.png" object-fit="cover"/>"#, "unknown attribute 'object-fit' on <image> (an image's fit is fit (fill, contain, cover, none))"),
        (#"<image width="10" height="10" href="a.png" object-position="top"/>"#, "unknown attribute 'object-position' on <image> (an image's position in its frame is fit-position)"),
    ])
    func aForeignAttributeSaysWhatToWriteInstead(element: String, message: String) {
        #expect(InlineScene.errorMessages("<scene width=\"40\" height=\"40\">\(element)</scene>") == [message])
    }

    @Test(arguments: [
        ("<b>Hi</b>", "unknown element <b> (bold text is <span font-weight=\"bold\">)"),
        ("<div/>", "unknown element <div> (a box of nodes is a <group>, <row> or <column>)"),
        ("<img/>", "unknown element <img> (an image is <image href=\"…\">)"),
        ("<hstack/>", "unknown element <hstack> (a horizontal stack is a <row>)"),
    ])
    func aForeignElementSaysWhatToWriteInstead(element: String, message: String) {
        #expect(InlineScene.errorMessages("<scene width=\"40\" height=\"40\">\(element)</scene>") == [message])
    }

    @Test(arguments: ["$brand", "var(--brand)"])
    func anotherToolsTokenSyntaxSaysHowTokensAreWritten(value: String) {
        let messages = InlineScene.errorMessages("<scene width=\"40\" height=\"40\"><rect width=\"10\" height=\"10\" fill=\"\(value)\"/></scene>")
        #expect(messages.count == 1 && messages.first?.hasSuffix("(a token is written {name})") == true, "\(messages)")
    }

    /// Names that are not foreign keep the spelling hint.
    @Test func aTypoStillGetsTheNearestSpelling() {
        #expect(InlineScene.errorMessages(#"<scene width="40" height="40"><rect width="10" heigth="10"/></scene>"#)
            .contains("unknown attribute 'heigth' on <rect> (did you mean 'height'?)"))
    }
}
