import Foundation
import ScenecTestSupport
import Testing

// SVG icons are untrusted input like the scene (issue 12): an icon that reaches outside itself, or
// is too large, is a scene error located at the scene's href; nothing is written.

@Suite("scenec build: hostile SVG icons")
struct HostileIconTests {
    /// Generous: the property is that a 20 MB icon or a 100000 px viewBox is refused at all, not drawn.
    static let noHang: Duration = .seconds(60)

    @Test("each hostile icon is refused with an error at its href, exit 1, nothing written", arguments: HostileIcons.all)
    func refused(icon: HostileIcons.Case) throws {
        let folder = try TemporaryFolder()
        try folder.write("icons/\(icon.name)", bytes: icon.bytes)
        try folder.write("scene.xml", "<scene width=\"40\" height=\"40\">\n  <image x=\"8\" y=\"8\" href=\"icons/\(icon.name)\"/>\n</scene>\n")
        let result = try folder.run(["build", "scene.xml", "-o", "out.png", "--scale", "1,3"], timeout: Self.noHang)
        #expect(!result.timedOut)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.hasPrefix("scene.xml:2:22: error: href: \"icons/\(icon.name)\" "), "\(result.stderr)")
        #expect(result.stderr.contains(icon.refusal), "\(result.stderr)")
        #expect(!folder.exists("out.png") && !folder.exists("out@3x.png"))
    }

    @Test("every hostile icon of one scene is reported at once, each at its own line")
    func allAtOnce() throws {
        let folder = try TemporaryFolder()
        var lines: [String] = []
        for icon in HostileIcons.all {
            try folder.write("icons/\(icon.name)", bytes: icon.bytes)
            lines.append("  <image href=\"icons/\(icon.name)\"/>")
        }
        try folder.write("scene.xml", "<scene width=\"40\" height=\"40\">\n" + lines.joined(separator: "\n") + "\n</scene>\n")
        let result = try folder.run(["build", "scene.xml", "-o", "out.svg"], timeout: Self.noHang)
        #expect(result.status == 1, "\(result.stderr)")
        let errors = result.stderr.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(errors.count == HostileIcons.all.count, "\(result.stderr)")
        for (index, icon) in HostileIcons.all.enumerated() {
            #expect(errors.contains { $0.hasPrefix("scene.xml:\(index + 2):10: error: href: \"icons/\(icon.name)\"") && $0.contains(icon.refusal) },
                    "\(icon.name): \(result.stderr)")
        }
        #expect(!folder.exists("out.svg"))
    }
}
