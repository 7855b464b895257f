/// One problem found in a scene, printed as `file:line:column: error: message`, followed (for a place
/// inside a component's body) by a `note:` line for each instance that expanded it, innermost first.
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
    public enum Severity: String, Sendable, Hashable {
        case error
        case warning
    }

    public var severity: Severity
    public var location: SourceLocation
    public var message: String

    public init(_ severity: Severity, _ message: String, at location: SourceLocation) {
        self.severity = severity
        self.message = message
        self.location = location
    }

    public static func error(_ message: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.error, message, at: location)
    }

    public static func warning(_ message: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.warning, message, at: location)
    }

    public var description: String {
        ([headline] + notes).joined(separator: "\n")
    }

    /// The first line: `file:line:column: severity: message`.
    public var headline: String { "\(location): \(severity.rawValue): \(message)" }

    /// `file:line:column: note: in an instance of 'badge'` for each instance the location was expanded
    /// through, innermost first (like a compiler's "in instantiation of" notes).
    public var notes: [String] {
        location.instances.reversed().map { site in "\(site.location): note: \(site.note)" }
    }
}

extension Array where Element == Diagnostic {
    public var hasErrors: Bool { contains { $0.severity == .error } }

    /// Diagnostics in file order, so a long list reads top to bottom like the scene.
    public func sortedByLocation() -> [Diagnostic] {
        enumerated().sorted { lhs, rhs in
            let l = lhs.element.location, r = rhs.element.location
            if l.file != r.file { return l.file < r.file }
            if l.line != r.line { return l.line < r.line }
            if l.column != r.column { return l.column < r.column }
            return lhs.offset < rhs.offset
        }.map(\.element)
    }
}
