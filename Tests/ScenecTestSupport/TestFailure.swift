/// An error a test helper throws when the test cannot go on (a tool is missing, a file is not what
/// was expected). Swift Testing records a thrown error as the test's failure, with this description.
public struct TestFailure: Error, CustomStringConvertible {
    public var description: String

    public init(_ description: String) {
        self.description = description
    }
}
