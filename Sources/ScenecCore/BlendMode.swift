/// How a node's pixels combine with what is drawn beneath it (CSS `mix-blend-mode`, the separable
/// and non-separable modes of the Compositing and Blending spec; Figma's layer blend).
public enum BlendMode: String, Sendable, Hashable, CaseIterable {
    case normal, multiply, screen, overlay, darken, lighten
    case colorDodge = "color-dodge"
    case colorBurn = "color-burn"
    case hardLight = "hard-light"
    case softLight = "soft-light"
    case difference, exclusion, hue, saturation, color, luminosity
}
