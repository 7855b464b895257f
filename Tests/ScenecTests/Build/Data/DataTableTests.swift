@testable import Scenec
import ScenecTestSupport
import Testing

/// `--data`: the RFC 4180 reader (with each record's line), JSON rows and their lines.
@Suite("Data tables")
struct DataTableTests {
    private func csv(_ text: String) throws(ScenecError) -> DataTable {
        try CSVRows.table(Array(text.utf8), file: "d.csv")
    }

    private func problems(_ text: String) -> [String] {
        do throws(ScenecError) {
            _ = try csv(text)
            return []
        } catch {
            guard case .invalidScene(let found) = error else { return ["\(error)"] }
            return found.map(\.description)
        }
    }

    private func values(_ table: DataTable) -> [[String]] {
        table.rows.map { $0.tokens.map(\.value) }
    }

    @Test("RFC 4180: quoted commas, doubled quotes, line breaks in fields, CRLF and LF, empty fields, no final break")
    func rfc4180() throws {
        let table = try csv("a,b,c\r\n1,\"x, y\",\"say \"\"hi\"\"\"\r\n2,\"two\nlines\",\n,,\"\"\n3,last,end")
        #expect(table.columns == ["a", "b", "c"])
        #expect(values(table) == [["1", "x, y", "say \"hi\""], ["2", "two\nlines", ""], ["", "", ""], ["3", "last", "end"]])
        // Each row's line is where its record starts: the line break inside row 2 moves row 3 down.
        #expect(table.rows.map(\.location.line) == [2, 3, 5, 6])
        #expect(table.rows[0].tokens[0].origin == SourceLocation(file: "d.csv", line: 2, column: 1))
    }

    @Test("a byte order mark and blank lines are not records")
    func bomAndBlankLines() throws {
        let table = try csv("\u{FEFF}slug\n\nfirst\n\nsecond\n")
        #expect(table.columns == ["slug"])
        #expect(values(table) == [["first"], ["second"]])
        #expect(table.rows.map(\.location.line) == [3, 5])
    }

    @Test("malformed CSV is located: a quote inside a field, text after a closing quote, a quote never closed, a short row")
    func malformed() {
        #expect(problems("a,b\nx\"y,z\n") == ["d.csv:2:2: error: a quote inside a field that does not start with one; write the whole field in quotes and double the quote (\"\"\"\")"])
        #expect(problems("a,b\n\"x\"y,z\n") == ["d.csv:2:4: error: text after a closing quote; a quoted field ends at its quote, before a comma or the end of the line"])
        #expect(problems("a,b\nx,\"open\nmore\n") == ["d.csv:2:3: error: this quote is never closed: the field runs to the end of the file"])
        #expect(problems("a,b\n1,2,3\n") == ["d.csv:2:1: error: this row has 3 fields and the header 2"])
        // A column whose name is not a token name is ignored unless the scene uses it (format 1.3).
        #expect(problems("a b,c\n1,2\n") == [])
        #expect(problems("") == ["d.csv:1:1: error: has no header row: --data needs a CSV file whose first line names the columns"])
    }

    @Test("a line of stray quotes reports its first 20 problems, in linear time")
    func hostile() {
        let line = String(repeating: "x\"", count: 200_000)
        let clock = ContinuousClock()
        let start = clock.now
        #expect(problems("a\n" + line + "\n").count == 20)
        #expect(clock.now - start < .seconds(10))
    }

    @Test("JSON rows: strings and numbers, each row located at its {")
    func json() throws {
        let text = """
            [
              {"slug": "a", "n": 2},
              {
                "slug": "b", "n": 2.5, "note": "{ not a row"
              }
            ]
            """
        let table = try JSONRows.table(Array(text.utf8), file: "d.json")
        #expect(table.columns == ["n", "slug", "note"])
        #expect(table.rows.map { $0.tokens.map { "\($0.name)=\($0.value)" } } == [["n=2", "slug=a"], ["n=2.5", "note={ not a row", "slug=b"]])
        #expect(table.rows.map(\.location.line) == [2, 3])
    }

    @Test("a header's columns that are not token names are left out of the rows (format 1.3: ignored unless used)")
    func headerColumns() throws {
        let table = try CSVRows.table(Array("slug,bad name,ok,2x,\"é y\"\na,1,2,3,4\n".utf8), file: "h.csv")
        #expect(table.rows.map { $0.tokens.map(\.name).sorted() } == [["ok", "slug"]])
    }

    @Test("a JSON number is the text the file writes: trailing zeros, exponents and integers past a Double's precision kept")
    func jsonNumbersAsWritten() throws {
        let text = #"[{"price": 19.90, "one": 1.0, "sci": 1e2, "id": 12345678901234567890, "neg": -0.50, "s": "1.0"}]"#
        let table = try JSONRows.table(Array(text.utf8), file: "d.json")
        let values = Dictionary(uniqueKeysWithValues: (table.rows.first?.tokens ?? []).map { ($0.name, $0.value) })
        #expect(values["price"] == "19.90" && values["one"] == "1.0" && values["sci"] == "1e2" && values["neg"] == "-0.50")
        #expect(values["id"] == "12345678901234567890")
        #expect(values["s"] == "1.0")
    }

    @Test("a JSON value that is neither a string nor a number is an error at the value")
    func jsonBadValue() {
        do throws(ScenecError) {
            _ = try JSONRows.table(Array("[\n{\"a\": 1},\n{\"a\": true}\n]".utf8), file: "d.json")
            Issue.record("no error")
        } catch {
            guard case .invalidScene(let found) = error else { Issue.record("\(error)"); return }
            #expect(found.map(\.description) == ["d.json:3:7: error: 'a' is not a string or a number but a boolean"])
        }
    }

    @Test("a JSON data file that is not JSON: the error at its line and column, also on one line")
    func jsonSyntaxOnOneLine() {
        do throws(ScenecError) {
            _ = try JSONRows.table(Array(#"[{"a": "1"}, {"a": "2",}]"#.utf8), file: "d.json")
            Issue.record("no error")
        } catch {
            guard case .invalidScene(let found) = error else { Issue.record("\(error)"); return }
            #expect(found.map(\.description) == ["d.json:1:24: error: is not JSON: a trailing comma before '}' is not JSON"])
        }
    }
}
