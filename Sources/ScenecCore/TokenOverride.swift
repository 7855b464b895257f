/// A token the build itself defines, above every `<tokens>`: `--set NAME=VALUE`, or a column of the
/// data row being built. Its value is taken as written (a title with braces draws its braces), and
/// it wins over the scene's and its libraries' definitions in every theme and locale.
public struct TokenOverride: Sendable, Hashable {
    public var name: String
    public var value: String
    /// Where the value is written, for a data row the line its row starts on (`posts.csv:7:1`): a
    /// problem the value causes at an attribute gets a note there. Nil for `--set`.
    public var origin: SourceLocation?

    public init(name: String, value: String, origin: SourceLocation? = nil) {
        self.name = name
        self.value = value
        self.origin = origin
    }

    /// Whether `name` can name a token: a letter or `_`, then letters, digits, `_`, `-` and `.` (the
    /// rule of `<token name>`; the reuse stage's `Substitution.isName` is the same).
    public static func isValidName(_ name: String) -> Bool {
        func isStart(_ byte: UInt8) -> Bool { (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F }
        guard let first = name.utf8.first, isStart(first) else { return false }
        return name.utf8.allSatisfy { isStart($0) || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2D || $0 == 0x2E }
    }
}
