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
    /// Written as UTF-8 bytes into one buffer and made a string once: a design system lists tens of
    /// thousands of tokens, and appending hundreds of thousands of small pieces to a `String` cost
    /// more than reading the token file.
    static func json(_ report: TokenReport) -> String {
        var out = JSONBytes(capacity: 200 * report.entries.count + 100)
        out.append("{\n  \"themes\": [")
        for (index, theme) in report.themes.enumerated() {
            if index > 0 { out.append(", ") }
            out.string(theme)
        }
        out.append("],\n  \"tokens\": [\n")
        for (index, entry) in report.entries.enumerated() {
            out.append(index == 0 ? "    {\"name\": " : ",\n    {\"name\": ")
            out.string(entry.name)
            out.append(", \"type\": ")
            out.string(entry.type)
            out.append(", \"values\": {")
            var first = true
            for (theme, value) in zip(report.themes, entry.values) {
                guard let value else { continue }
                if !first { out.append(", ") }
                first = false
                out.string(theme)
                out.append(": ")
                out.string(value)
            }
            out.append("}, \"origin\": {\"file\": ")
            out.string(entry.origin.file)
            out.append(", \"line\": ")
            out.integer(entry.origin.line)
            out.append(", \"column\": ")
            out.integer(entry.origin.column)
            out.append("}")
            if let description = entry.description {
                out.append(", \"description\": ")
                out.string(description)
            }
            if let deprecated = entry.deprecated {
                out.append(", \"deprecated\": ")
                if deprecated.isEmpty { out.append("true") } else { out.string(deprecated) }
            }
            out.append("}")
        }
        out.append(report.entries.isEmpty ? "  ]\n}\n" : "\n  ]\n}\n")
        return String(decoding: out.bytes, as: UTF8.self)
    }
}

/// A JSON text built as UTF-8 bytes.
struct JSONBytes {
    private(set) var bytes: [UInt8] = []
    private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)

    init(capacity: Int) { bytes.reserveCapacity(capacity) }

    mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// A string literal: `"`, `\` and control characters escaped (`\u001f`), everything else as written.
    mutating func string(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        var text = text
        // Most text needs nothing escaped: its bytes go in at once.
        let plain = text.withUTF8 { buffer in
            guard !buffer.contains(where: { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 < 0x20 }) else { return false }
            bytes.append(contentsOf: buffer)
            return true
        }
        if plain {
            bytes.append(UInt8(ascii: "\""))
            return
        }
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"):
                bytes.append(UInt8(ascii: "\\"))
                bytes.append(byte)
            case 0x00..<0x20:
                bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"), Self.hexDigits[Int(byte >> 4)], Self.hexDigits[Int(byte & 0xF)]])
            default:
                bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    mutating func integer(_ value: Int) {
        bytes.append(contentsOf: String(value).utf8)
    }
}
