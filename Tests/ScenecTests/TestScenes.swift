import Foundation
import ScenecTestSupport

/// Small scenes for the facade's tests.
enum TestScenes {
    /// 40 × 30 pt, a gradient rect and a row; no warnings.
    static let good = SampleScenes.good

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
