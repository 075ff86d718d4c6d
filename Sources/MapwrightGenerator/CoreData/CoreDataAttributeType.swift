import Foundation
import Mapwright

/// How a Core Data attribute type becomes a schema type: the schema's type name, the
/// built-in box a stub custom box starts from, a sample for that stub, and how a
/// `defaultValueString` becomes a schema default.
struct CoreDataAttributeType: Sendable, Hashable {
    /// The schema type (`Int64`, `JSON` for Transformable).
    var schemaType: String
    /// The Swift type, as generated code names it (`Swift.Int64`).
    var swiftType: String
    /// The built-in box for the Swift type (`Mapwright.Box<Swift.Int64>.int`).
    var builtInBox: String
    /// A JSON text the built-in box reads, and the Swift expression of the value it gives.
    var sample: (json: String, value: String)

    /// The type for a Core Data `attributeType`, or `nil` for one the schema has no type for.
    init?(coreData name: String) {
        switch name {
        case "Integer 16": self.init("Int16", "Swift.Int16", "int", ("1", "1"))
        case "Integer 32": self.init("Int32", "Swift.Int32", "int", ("1", "1"))
        case "Integer 64": self.init("Int64", "Swift.Int64", "int", ("1", "1"))
        case "Double": self.init("Double", "Swift.Double", "double", ("1.5", "1.5"))
        case "Float": self.init("Float", "Swift.Float", "float", ("1.5", "1.5"))
        case "Decimal": self.init("Decimal", "Foundation.Decimal", "decimal", ("2", "2"))
        case "String": self.init("String", "Swift.String", "string", (#""text""#, #""text""#))
        case "Boolean": self.init("Bool", "Swift.Bool", "bool", ("true", "true"))
        case "Date": self.init("Date", "Foundation.Date", "iso8601", (#""2016-04-11T10:00:00Z""#, "Foundation.Date(timeIntervalSince1970: 1_460_368_800)"))
        case "Binary Data", "Binary": self.init("Data", "Foundation.Data", "base64", (#""AQI=""#, "Foundation.Data([1, 2])"))
        case "UUID": self.init("UUID", "Foundation.UUID", "uuid", (#""00000000-0000-0000-0000-000000000000""#, "Foundation.UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))"))
        case "URI": self.init("URL", "Foundation.URL", "url", (#""https://example.com/""#, #"Foundation.URL(string: "https://example.com/") ?? Foundation.URL(fileURLWithPath: "/")"#))
        case "Transformable": self.init("JSON", "Mapwright.JSONValue", "json", (#"{"value":1}"#, #"["value": 1]"#))
        default: return nil
        }
    }

    private init(_ schemaType: String, _ swiftType: String, _ box: String, _ sample: (String, String)) {
        self.schemaType = schemaType
        self.swiftType = swiftType
        builtInBox = "Mapwright.Box<\(swiftType)>.\(box)"
        self.sample = sample
    }

    /// Compares by schema type (the rest follows from it).
    static func == (lhs: CoreDataAttributeType, rhs: CoreDataAttributeType) -> Bool { lhs.schemaType == rhs.schemaType }

    /// Hashes the schema type.
    func hash(into hasher: inout Hasher) { hasher.combine(schemaType) }

    /// The Core Data attribute types the importer knows, for the error on any other.
    static let known = ["Integer 16", "Integer 32", "Integer 64", "Double", "Float", "Decimal", "String", "Boolean", "Date",
                        "Binary Data", "UUID", "URI", "Transformable"]

    /// Whether an attribute of this type can be an identity.
    var canIdentify: Bool { !["Double", "Float", "Data", "JSON"].contains(schemaType) }

    /// The schema default (JSON text) for Core Data's `defaultValueString`, or `nil`
    /// when the text is no value of the type.
    func defaultJSON(_ text: String) -> String? {
        switch schemaType {
        case "Int16", "Int32", "Int64":
            guard let value = Int64(text.trimmingCharacters(in: .whitespaces)) else { return nil }
            switch schemaType {
            case "Int16": return Int16(exactly: value).map { String($0) }
            case "Int32": return Int32(exactly: value).map { String($0) }
            default: return String(value)
            }
        case "Double", "Float", "Decimal":
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            guard let number = Double(trimmed), number.isFinite, (try? JSONValue(parsing: trimmed))?.kind == .number else { return nil }
            return trimmed
        case "Bool":
            switch text.lowercased() {
            case "yes", "true", "1": return "true"
            case "no", "false", "0": return "false"
            default: return nil
            }
        case "String":
            return SchemaTextWriter.quoted(text)
        case "UUID":
            return UUID(uuidString: text).map { _ in SchemaTextWriter.quoted(text) }
        case "URL":
            return URL(string: text).flatMap { $0.scheme == nil ? nil : SchemaTextWriter.quoted(text) }
        default:
            return nil
        }
    }

    /// The schema default for a Date's `defaultDateTimeInterval` (seconds since 2001-01-01 UTC).
    static func dateDefaultJSON(_ interval: String) -> String? {
        guard let seconds = Double(interval), seconds.isFinite else { return nil }
        return SchemaTextWriter.quoted(ISO8601DateWriter.text(of: Date(timeIntervalSinceReferenceDate: seconds)))
    }
}
