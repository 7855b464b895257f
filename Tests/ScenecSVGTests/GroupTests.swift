import ScenecCore
import ScenecTestSupport
import Testing
@testable import ScenecSVG

@Suite struct GroupTests {
    @Test func nestedGroupsWithOpacity() {
        #expect(Fixture.inner([
            .beginGroup(GroupStyle(opacity: 0.5)),
            Fixture.fill(.rect(0, 0, 1, 1)),
            .beginGroup(GroupStyle()),
            .beginGroup(GroupStyle(opacity: 0.25)),
            Fixture.fill(.rect(1, 1, 1, 1), .solid(.white)),
            .endGroup,
            .endGroup,
            .endGroup,
        ]) == [
            ##"  <g opacity="0.5">"##,
            ##"    <rect x="0" y="0" width="1" height="1" fill="#000000"/>"##,
            "    <g>",
            ##"      <g opacity="0.25">"##,
            ##"        <rect x="1" y="1" width="1" height="1" fill="#ffffff"/>"##,
            "      </g>",
            "    </g>",
            "  </g>",
        ])
    }

    @Test func opacityAndClipTogether() {
        let lines = Fixture.inner([.beginGroup(GroupStyle(opacity: 0.3, clip: Clip(geometry: .rect(0, 0, 2, 2)))), .endGroup])
        #expect(lines[5].hasPrefix(##"  <g opacity="0.3" clip-path="url(#clip-"##))
        #expect(lines[6] == "  </g>")
    }

    @Test func unbalancedGroupsAreClosedAtTheEnd() {
        #expect(Fixture.inner([
            .beginGroup(GroupStyle(opacity: 0.5)),
            .beginGroup(GroupStyle()),
            Fixture.fill(.rect(0, 0, 1, 1)),
        ]) == [
            ##"  <g opacity="0.5">"##,
            "    <g>",
            ##"      <rect x="0" y="0" width="1" height="1" fill="#000000"/>"##,
            "    </g>",
            "  </g>",
        ])
    }

    @Test func strayEndGroupIsIgnored() {
        #expect(Fixture.inner([.endGroup, Fixture.fill(.rect(0, 0, 1, 1)), .endGroup]) == [
            ##"  <rect x="0" y="0" width="1" height="1" fill="#000000"/>"##,
        ])
    }

    @Test func opacityOutOfRange() {
        #expect(Fixture.inner([.beginGroup(GroupStyle(opacity: 1.5)), .endGroup]) == ["  <g>", "  </g>"])
        #expect(Fixture.inner([.beginGroup(GroupStyle(opacity: -1)), .endGroup]) == [##"  <g opacity="0">"##, "  </g>"])
    }
}
