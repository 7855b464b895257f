import Foundation

/// Small scenes for the facade's tests.
enum TestScenes {
    /// 40 × 30 pt, a gradient rect and a row; no warnings.
    static let good = """
        <scene width="40" height="30" background="white">
          <defs>
            <linear-gradient id="g"><stop offset="0" color="red"/><stop offset="1" color="blue"/></linear-gradient>
          </defs>
          <rect x="2" y="2" width="20" height="10" fill="url(#g)" stroke="black" corner-radius="3"/>
          <row y="15" width="40" height="10" gap="2"><rect width="*" fill="green"/><ellipse width="2*" fill="#00f8"/></row>
        </scene>
        """

    /// Valid, with one layout warning on line 2 (a font that is not installed falls back).
    static let fontFallback = """
        <scene width="60" height="30" background="white">
          <text x="5" y="5" width="50" height="20" font-family="No Such Face">x</text>
        </scene>
        """

    /// Three errors on lines 2, 3 and 4.
    static let bad = """
        <scene width="40" height="30">
          <rect width="10" height="10" fill="gren"/>
          <rectt/>
          <rect widht="3" height="2"/>
        </scene>
        """

    /// A scene of one colour, distinct per `index`.
    static func coloured(_ index: Int) -> String {
        """
        <scene width="40" height="30" background="white">
          <rect x="2" y="2" width="20" height="10" fill="rgb(\(index * 20 % 256),100,200)" stroke="black"/>
        </scene>
        """
    }
}
