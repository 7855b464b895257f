/// Scenes several test targets build.
public enum SampleScenes {
    /// A valid scene, 40 × 30 pt (not square, so swapped dimensions show), using a gradient and a row;
    /// no warnings.
    public static let good = """
        <scene width="40" height="30" background="white">
          <defs>
            <linear-gradient id="g"><stop offset="0" color="red"/><stop offset="1" color="blue"/></linear-gradient>
          </defs>
          <rect x="2" y="2" width="20" height="10" fill="url(#g)" stroke="black" corner-radius="3"/>
          <row y="15" width="40" height="10" gap="2"><rect width="*" fill="green"/><ellipse width="2*" fill="#00f8"/></row>
        </scene>
        """
}
