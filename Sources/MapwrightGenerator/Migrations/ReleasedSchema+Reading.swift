import Foundation
import Mapwright

extension ReleasedSchema {
    /// Why a record cannot be used: a diagnostic at the file, or at the position at fault.
    struct ReadError: Error {
        /// What is wrong, and where.
        let diagnostic: Diagnostic
    }

    /// The record in the file at `path`, or a diagnostic saying what is wrong with it and
    /// where: the reason it cannot be read, the line and column where it stops being
    /// JSON, or the key path, line and column of the value that does not fit (a missing
    /// key at the object that lacks it).
    static func read(at path: String, reader: RegularFileReader = .system) -> Result<ReleasedSchema, ReadError> {
        let wayOut = "restore it from version control, or record it again from the released schemas with 'mapwright migrations --action record'"
        let bytes: [UInt8]
        switch reader.read(atPath: path) {
        case .success(let read): bytes = read
        case .failure(let problem):
            return .failure(ReadError(diagnostic: Diagnostic(.error, "cannot read the released record: \(problem.reason)", at: SchemaLocation(file: path))))
        }
        let json: JSONValue
        do {
            json = try JSONReader().read(bytes)
        } catch {
            return .failure(ReadError(diagnostic: Diagnostic(.error, "invalid JSON: \(error.message) (\(wayOut))",
                                       at: SchemaLocation(file: path, line: error.location.line, column: error.location.column))))
        }
        do {
            return .success(try JSONDecoder().decode(ReleasedSchema.self, from: Data(bytes)))
        } catch let error as DecodingError {
            let (codingPath, problem) = describe(error, in: json)
            let keyPath = Self.keyPath(codingPath)
            let location = (json[keyPath] ?? json).location
            let name = keyPath.segments.isEmpty ? "(root)" : keyPath.description
            return .failure(ReadError(diagnostic: Diagnostic(.error, "\(name): \(problem) (\(wayOut))", at: SchemaLocation(file: path, line: location.line, column: location.column))))
        } catch {
            return .failure(ReadError(diagnostic: Diagnostic(.error, "cannot read the released record: \(error) (\(wayOut))", at: SchemaLocation(file: path))))
        }
    }

    /// Where a decoding error is (the coding path of the value at fault, or of the object
    /// missing a key) and what is wrong, in words.
    private static func describe(_ error: DecodingError, in json: JSONValue) -> (path: [any CodingKey], problem: String) {
        func found(_ path: [any CodingKey]) -> String {
            json[keyPath(path)]?.issueDescription ?? "nothing"
        }
        switch error {
        case .keyNotFound(let key, let context):
            return (context.codingPath, "missing key '\(key.stringValue)'")
        case .typeMismatch(let type, let context):
            return (context.codingPath, "expected \(expected(type)), found \(found(context.codingPath))")
        case .valueNotFound(let type, let context):
            return (context.codingPath, "expected \(expected(type)), found \(found(context.codingPath))")
        case .dataCorrupted(let context):
            return (context.codingPath, context.debugDescription)
        @unknown default:
            return ([], "\(error)")
        }
    }

    /// A decoder's coding path as a key path (`entities.0.columns`).
    private static func keyPath(_ codingPath: [any CodingKey]) -> JSONKeyPath {
        JSONKeyPath(segments: codingPath.map { $0.intValue.map(JSONKeyPath.Segment.index) ?? .key($0.stringValue) })
    }

    /// A Swift type as a kind of JSON value (`String` → `a string`).
    private static func expected(_ type: Any.Type) -> String {
        let name = String(describing: type)
        if name == "String" { return "a string" }
        if name == "Bool" { return "true or false" }
        if ["Int", "Int64", "Int32", "UInt64", "Double", "Float", "Decimal"].contains(name) { return "a number" }
        if name.hasPrefix("Array") || name.hasPrefix("[") { return "an array" }
        if name.hasPrefix("Dictionary") || name.hasPrefix("KeyedDecodingContainer") { return "an object" }
        return name
    }
}
