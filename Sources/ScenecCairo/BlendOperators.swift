import CCairo
import ScenecCore

extension Painter {
    /// Cairo's operator for a blend mode: the PDF/CSS blend modes cairo implements (1.10 and later),
    /// the same formulas librsvg and browsers use for `mix-blend-mode`.
    static func cairoOperator(_ blend: BlendMode) -> cairo_operator_t {
        switch blend {
        case .normal: return CAIRO_OPERATOR_OVER
        case .multiply: return CAIRO_OPERATOR_MULTIPLY
        case .screen: return CAIRO_OPERATOR_SCREEN
        case .overlay: return CAIRO_OPERATOR_OVERLAY
        case .darken: return CAIRO_OPERATOR_DARKEN
        case .lighten: return CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: return CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: return CAIRO_OPERATOR_COLOR_BURN
        case .hardLight: return CAIRO_OPERATOR_HARD_LIGHT
        case .softLight: return CAIRO_OPERATOR_SOFT_LIGHT
        case .difference: return CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: return CAIRO_OPERATOR_EXCLUSION
        case .hue: return CAIRO_OPERATOR_HSL_HUE
        case .saturation: return CAIRO_OPERATOR_HSL_SATURATION
        case .color: return CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: return CAIRO_OPERATOR_HSL_LUMINOSITY
        }
    }
}
