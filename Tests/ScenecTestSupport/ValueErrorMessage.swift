import ScenecCore

/// The message of the `ValueError` that `body` throws, or nil when it returns: compares a value
/// parser's refusal with the exact text users see. Any other error comes back described as such, so
/// the comparison fails with a readable message.
public func valueErrorMessage<T>(_ body: () throws -> T) -> String? {
    do {
        _ = try body()
        return nil
    } catch let error as ValueError {
        return error.message
    } catch {
        return "not a ValueError: \(error)"
    }
}
