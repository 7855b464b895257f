import FoundationEssentials

/// Foundation's JSON decoding errors as one line for a located message: where in the document
/// (`at rows.0.title`) and what was wrong.
enum DecodingErrorText {
    static func describe(_ error: any Error) -> String {
        switch error {
        case DecodingError.dataCorrupted(let context), DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context),
             DecodingError.keyNotFound(_, let context):
            let path = context.codingPath.map(\.stringValue).joined(separator: ".")
            return path.isEmpty ? context.debugDescription : "at \(path): \(context.debugDescription)"
        default:
            return "\(error)"
        }
    }
}
