/// A place in a scene file, 1-based, for diagnostics.
public struct SourceLocation: Sendable, Hashable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int
    /// The component instances whose expansion copied this place out of a component's body, outermost
    /// first; empty for a place written where it is drawn. Diagnostics print one note per instance, so
    /// an error inside a body also says which instance (and which line) made it.
    public var instances: [InstanceSite]

    public init(file: String, line: Int, column: Int, instances: [InstanceSite] = []) {
        self.file = file
        self.line = line
        self.column = column
        self.instances = instances
    }

    /// `file:line:column`, without the instance notes; a line break in the file's name is escaped,
    /// so the diagnostic stays one line.
    public var description: String { "\(file.lineBreaksEscaped):\(line):\(column)" }

    /// The same place without the instances that copied it: where it is written.
    public var written: SourceLocation { SourceLocation(file: file, line: line, column: column) }
}

/// A component instance (`<badge …>`) through which a place in the component's body was expanded,
/// or (`isValueOrigin`) the place a build's token value comes from (a data row: `posts.csv:7:1`),
/// so a problem that value causes where it is used also names where it is written.
public struct InstanceSite: Sendable, Hashable {
    /// The component's name; for a value's origin, the token's name.
    public var component: String
    /// Where the instance element is written (itself possibly inside another component's body), or
    /// where the value is.
    public var location: SourceLocation
    /// This site is where a token's value comes from, not a component instance.
    public var isValueOrigin: Bool

    public init(component: String, location: SourceLocation, isValueOrigin: Bool = false) {
        self.component = component
        self.location = location
        self.isValueOrigin = isValueOrigin
    }

    /// The note's text after `note: `.
    public var note: String {
        isValueOrigin ? "the value of '\(component)' comes from here" : "in an instance of '\(component)'"
    }
}
