/// The file names `scenec build SCENE -o NAME.FORMAT --scale … --theme …` writes: `name.png`,
/// `name@2x.png`, `name~dark@3x.png` (the default theme and scale 1 carry no suffix). A PDF is a vector
/// page, built once per theme. `ScenecPluginTests` compares these with `scenec build --list-outputs`.
enum OutputNames {
    static func base(scene: String, format: String) -> String { "\(scene).\(format)" }

    static func takesScales(_ format: String) -> Bool { format != "pdf" }

    static func files(scene: String, format: String, scales: [Double], themes: [String]) -> [String] {
        let usedScales = takesScales(format) ? scales : [1]
        return themes.flatMap { theme in
            usedScales.map { scale in
                let themePart = theme == "default" ? "" : "~\(theme)"
                let scalePart = scale == 1 ? "" : "@\(scaleText(scale))x"
                return "\(scene)\(themePart)\(scalePart).\(format)"
            }
        }
    }

    /// `2` for 2.0, `1.5` for 1.5: how scenec writes a scale in a name and how it reads one.
    static func scaleText(_ scale: Double) -> String {
        scale == scale.rounded() ? String(Int(scale)) : String(scale)
    }
}
