import ScenecCore
import ScenecTestSupport
import Testing
@testable import ScenecSVG

@Suite struct FormatTests {
    @Test func roundingNoiseIsHidden() {
        #expect(Fixture.inner([Fixture.fill(.rect(0.1 + 0.2, -0.0001, 1.0 / 3.0, 2.0005))]) == [
            ##"  <rect x="0.3" y="0" width="0.333" height="2.001" fill="#000000"/>"##,
        ])
    }

    @Test func negativeZeroAndNonFinite() {
        #expect(Fixture.inner([Fixture.fill(.line(Point(-0.0, .nan), Point(.infinity, -0.0004)))]) == [
            ##"  <line x1="0" y1="0" x2="0" y2="0" fill="#000000"/>"##,
        ])
    }

    @Test func pathNumbersUseTheSameFormat() {
        #expect(PathData.string(Path([.move(Point(0.1 + 0.2, -0.0001)), .line(Point(-0.0004, 1e-7))])) == "M0.3 0H0")
    }

    @Test func nanInsideGradientStillDeduplicates() {
        let gradient = LinearGradient(start: Point(.nan, 0), end: Point(0, 1), stops: [])
        let lines = Fixture.inner([
            Fixture.fill(.rect(0, 0, 1, 1), .linearGradient(gradient)),
            Fixture.fill(.rect(0, 0, 1, 1), .linearGradient(gradient)),
        ])
        #expect(lines.filter { $0.contains("<linearGradient") }.count == 1)
        #expect(lines.contains { $0.contains(##"<linearGradient"##) && $0.hasSuffix(##"x1="0" y1="0" x2="0" y2="1"/>"##) })
    }
}
