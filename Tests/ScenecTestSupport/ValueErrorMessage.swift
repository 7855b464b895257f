import ScenecCore

/// The message of the `ValueError` that `body` throws, or nil when it returns: compares a value
/// parser's refusal with the exact text users see.
public func valueErrorMessage<T>(_ body: () throws(ValueError) -> T) -> String? {
    do {
        _ = try body()
        return nil
    } catch {
        return error.message
    }
}
