import ArgumentParser
import Scenec

/// `scenec tokens SCENE|TOKENS.json [--theme NAME] [--format table|json]`: every token with its value in
/// each theme and where it is defined, for review (a table) and for other tools (JSON).
struct TokensCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tokens",
        abstract: "List every token a scene or a DTCG token file defines, resolved per theme, with its origin.",
        discussion: "Without --theme, all themes side by side (default first). Errors are reported as for build."
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case table, json
    }

    @Argument(help: "A scene, or a DTCG token file or resolver document (.json).")
    var input: String

    @Option(help: ArgumentHelp("Only these themes (NAME[,NAME…]; default names the tokens without a theme).", valueName: "NAME"))
    var theme: String?

    @Option(help: "table (default) or json.")
    var format: Format = .table

    @Option(help: ArgumentHelp("Also allow files from this folder (repeatable).", valueName: "DIR"))
    var allowPath: [String] = []

    func run() throws {
        var themes: [String]?
        if let theme {
            do throws(BuildPlanner.UsageError) {
                themes = try ThemeNames.parse(theme).map { $0 ?? ThemeNames.defaultName }
            } catch {
                throw ValidationError(error.message)
            }
        }
        let report: TokenReport
        do throws(ScenecError) {
            report = try TokenListing.report(path: input, themes: themes, options: CompileOptions(allowedPaths: allowPath))
        } catch {
            throw ExitCode(Diagnostics.report(error))
        }
        Diagnostics.print(report.diagnostics)
        if report.diagnostics.hasErrors { throw ExitCode(ExitStatus.invalidScene) }
        let text = format == .json ? TokenReportText.json(report) : TokenReportText.table(report)
        print(text, terminator: "")
    }
}

/// The two ways `scenec tokens` prints a report.
enum TokenReportText {
    /// Aligned columns: name, type, one value per theme, origin (`file:line`).
    static func table(_ report: TokenReport) -> String {
        let header = ["name", "type"] + report.themes + ["origin"]
        let rows = report.entries.map { entry in
            [entry.name + (entry.deprecated != nil ? " (deprecated)" : ""), entry.type] + entry.values.map { $0 ?? "—" }
                + ["\(entry.origin.file):\(entry.origin.line)"]
        }
        let all = [header] + rows
        let widths = header.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
        return all.map { row in
            row.enumerated().map { column, cell in
                column == row.count - 1 ? cell : cell + String(repeating: " ", count: widths[column] - cell.count)
            }.joined(separator: "  ")
        }.joined(separator: "\n") + "\n"
    }

    /// `{"themes": […], "tokens": [{"name", "type", "values": {theme: value}, "origin": {file, line, column}, …}]}`.
    /// Written into one string (a design system lists tens of thousands of tokens).
    static func json(_ report: TokenReport) -> String {
        var out = "{\n  \"themes\": ["
        out.reserveCapacity(200 * report.entries.count + 100)
        func string(_ text: String) {
            out += "\""
            out += ContentsJSON.escaped(text)
            out += "\""
        }
        for (index, theme) in report.themes.enumerated() {
            if index > 0 { out += ", " }
            string(theme)
        }
        out += "],\n  \"tokens\": [\n"
        for (index, entry) in report.entries.enumerated() {
            out += index == 0 ? "    {\"name\": " : ",\n    {\"name\": "
            string(entry.name)
            out += ", \"type\": "
            string(entry.type)
            out += ", \"values\": {"
            var first = true
            for (theme, value) in zip(report.themes, entry.values) {
                guard let value else { continue }
                if !first { out += ", " }
                first = false
                string(theme)
                out += ": "
                string(value)
            }
            out += "}, \"origin\": {\"file\": "
            string(entry.origin.file)
            out += ", \"line\": \(entry.origin.line), \"column\": \(entry.origin.column)}"
            if let description = entry.description {
                out += ", \"description\": "
                string(description)
            }
            if let deprecated = entry.deprecated {
                out += ", \"deprecated\": "
                if deprecated.isEmpty { out += "true" } else { string(deprecated) }
            }
            out += "}"
        }
        out += report.entries.isEmpty ? "  ]\n}\n" : "\n  ]\n}\n"
        return out
    }
}
