import Foundation

/// `Scenes/scenec.json`: which scales, formats and themes the plugin builds. Every key is optional:
/// `{"scales": [1, 2, 3], "formats": ["png"], "themes": ["default"]}` is what an absent file means.
struct PluginConfiguration: Decodable {
    var scales: [Double] = [1, 2, 3]
    var formats: [String] = ["png"]
    var themes: [String] = ["default"]
    /// The configuration file itself when there is one: an input of every command, so editing it rebuilds.
    var files: [URL] = []

    private enum CodingKeys: String, CodingKey { case scales, formats, themes }

    /// The formats a resource bundle can hold (an ICO or an asset catalog is not a bundle resource).
    static let formats: Set<String> = ["png", "pdf", "svg", "webp", "jpg"]

    init() {}

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        scales = try container.decodeIfPresent([Double].self, forKey: .scales) ?? scales
        formats = try container.decodeIfPresent([String].self, forKey: .formats) ?? formats
        themes = try container.decodeIfPresent([String].self, forKey: .themes) ?? themes
    }

    static func read(from scenes: URL) throws -> PluginConfiguration {
        let url = scenes.appending(path: "scenec.json")
        guard FileManager.default.fileExists(atPath: url.path) else { return PluginConfiguration() }
        var configuration: PluginConfiguration
        do {
            configuration = try JSONDecoder().decode(PluginConfiguration.self, from: Data(contentsOf: url))
        } catch {
            throw PluginError("\(url.path): error: not a scenec.json: \(error)")
        }
        configuration.files = [url]
        if configuration.scales.isEmpty || configuration.formats.isEmpty || configuration.themes.isEmpty {
            throw PluginError("\(url.path): error: scales, formats and themes each need at least one value")
        }
        for format in configuration.formats where !formats.contains(format) {
            throw PluginError("\(url.path): error: the plugin builds png, pdf, svg, webp or jpg resources, got \"\(format)\"")
        }
        return configuration
    }
}

/// A plugin failure, printed by SwiftPM as the build's error.
struct PluginError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
