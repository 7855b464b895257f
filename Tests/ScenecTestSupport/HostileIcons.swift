/// SVG icons that try to reach outside themselves or to exhaust the machine, each with the words its
/// refusal must contain. Shared by the library and command-line tests of `<image href="….svg">`.
public enum HostileIcons {
    public struct Case: Sendable, CustomStringConvertible {
        /// The file name the icon is written as (`icons/NAME`).
        public var name: String
        public var bytes: [UInt8]
        /// Words the error at the scene's `href` must contain.
        public var refusal: String
        public var description: String { name }
    }

    public static let all: [Case] = [
        Case(name: "entity.svg", bytes: Array("""
            <?xml version="1.0"?>
            <!DOCTYPE svg [<!ENTITY secret SYSTEM "file:///etc/passwd">]>
            <svg xmlns="http://www.w3.org/2000/svg" width="24" height="24"><text y="12">&secret;</text></svg>
            """.utf8), refusal: "has a DOCTYPE with declarations"),
        Case(name: "outside.svg", bytes: Array("""
            <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="24" height="24">
              <image width="24" height="24" xlink:href="../../outside.png"/>
            </svg>
            """.utf8), refusal: "refers to \"../../outside.png\" (xlink:href at line 2, column 33)"),
        Case(name: "http.svg", bytes: Array("""
            <svg xmlns="http://www.w3.org/2000/svg" width="24" height="24">
              <rect width="24" height="24" fill="url(http://example.com/paint.svg#p)"/>
            </svg>
            """.utf8), refusal: "loads url(http://example.com/paint.svg#p) (fill at line 2, column 32)"),
        Case(name: "import.svg", bytes: Array("""
            <svg xmlns="http://www.w3.org/2000/svg" width="24" height="24">
              <style>@import "https://example.com/theme.css"; rect { fill: red }</style>
              <rect width="24" height="24"/>
            </svg>
            """.utf8), refusal: "imports a stylesheet (@import) in <style> at line 2"),
        Case(name: "stylesheet.svg", bytes: Array("""
            <?xml-stylesheet href="theme.css"?>
            <svg xmlns="http://www.w3.org/2000/svg" width="24" height="24"/>
            """.utf8), refusal: "loads a stylesheet (<?xml-stylesheet?>)"),
        Case(name: "nested.svg", bytes: Array("""
            <svg xmlns="http://www.w3.org/2000/svg" width="24" height="24">
              <image width="24" height="24" href="data:image/svg+xml;base64,PHN2Zy8+"/>
            </svg>
            """.utf8), refusal: "refers to \"data:image/svg+xml;base64,PHN2Zy8+\" (href at line 2, column 33)"),
        Case(name: "huge.svg", bytes: Array("""
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100000 100000"><rect width="10" height="10"/></svg>
            """.utf8), refusal: "is 100000×100000 px (viewBox 100000×100000)"),
        Case(name: "paths.svg", bytes: twentyMegabytesOfPaths, refusal: "is larger than 4 MiB (the limit for SVG icons)"),
        Case(name: "uses.svg", bytes: useBomb, refusal: "draws more than 100000 elements once its <use> copies are counted"),
        Case(name: "convolve.svg", bytes: Array("""
            <svg xmlns="http://www.w3.org/2000/svg" width="24" height="24"><filter id="f"><feConvolveMatrix order="3" kernelMatrix="1 0 0 0 1 0 0 0 1 1"/></filter>
            <rect width="24" height="24" filter="url(#f)"/></svg>
            """.utf8), refusal: "kernelMatrix does not hold exactly 9 numbers"),
        Case(name: "octaves.svg", bytes: Array("""
            <svg xmlns="http://www.w3.org/2000/svg" width="24" height="24"><filter id="f"><feTurbulence baseFrequency="0.01" numOctaves="1000000000"/></filter>
            <rect width="24" height="24" filter="url(#f)"/></svg>
            """.utf8), refusal: "numOctaves=\"1000000000\""),
        Case(name: "text.svg", bytes: Array(("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"24\" height=\"24\"><text y=\"12\">"
            + String(repeating: "lorem ipsum ", count: 1_700) + "</text></svg>").utf8), refusal: "more than 1000 characters of text"),
        Case(name: "cycle.svg", bytes: Array("""
            <svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><g id="a"><use href="#b"/></g><g id="b"><use href="#a"/></g></svg>
            """.utf8), refusal: "has <use> elements that refer to themselves"),
    ]

    /// Ten levels of ten `<use>`s of the level below: 10¹⁰ rects once drawn, from 2 KB.
    public static let useBomb: [UInt8] = {
        var text = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"24\" height=\"24\"><defs><rect id=\"l0\" width=\"1\" height=\"1\"/>\n"
        for level in 1...10 {
            text += "<g id=\"l\(level)\">" + String(repeating: "<use href=\"#l\(level - 1)\"/>", count: 10) + "</g>\n"
        }
        return Array((text + "</defs><use href=\"#l10\"/></svg>\n").utf8)
    }()

    /// A 20 MB icon of paths (well-formed: the size alone must refuse it, before any parsing).
    public static let twentyMegabytesOfPaths: [UInt8] = {
        let path = Array("<path d=\"M1 1L2 2L3 1Z M4 4L5 5L6 4Z\"/>\n".utf8)
        var bytes = Array("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"24\" height=\"24\">\n".utf8)
        bytes.reserveCapacity(20 << 20 + 64)
        while bytes.count < 20 << 20 { bytes += path }
        return bytes + Array("</svg>\n".utf8)
    }()
}
