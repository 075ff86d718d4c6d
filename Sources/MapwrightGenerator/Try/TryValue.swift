import Foundation
import Mapwright

/// A value of a record as `mapwright try` reads it: the model's shape without the
/// compiled model types. Each case holds what the generated code would hold, so
/// that values compare exactly (dates, decimals and integer widths included).
public indirect enum TryValue: Hashable, Sendable {
    /// No value: `nil` of an optional attribute or to-one relationship.
    case null
    /// A `String`.
    case string(String)
    /// A value of `Int`, `Int64`, `Int32` or `Int16`.
    case integer(Int64)
    /// A `UInt64`.
    case unsignedInteger(UInt64)
    /// A `Double`.
    case double(Double)
    /// A `Float`.
    case float(Float)
    /// A `Decimal`.
    case decimal(Decimal)
    /// A `Bool`.
    case bool(Bool)
    /// A `Date`.
    case date(Date)
    /// A `URL`.
    case url(URL)
    /// A `UUID`.
    case uuid(UUID)
    /// A `Data`.
    case data(Data)
    /// A `JSON` attribute's value.
    case json(JSONValue)
    /// A case of a schema enum, by its name in the schema.
    case enumCase(String)
    /// The unknown case of an enum that keeps unknown raw values (`keepUnknown`), with
    /// the raw value it holds.
    case keptEnumCase(String, rawValue: String)
    /// An array attribute, or the targets of a to-many relationship.
    case array([TryValue])
    /// The identity of an identified record: what a relationship holds (`Author.ID`).
    case reference(entity: String, identity: TryIdentity)
    /// An embedded value (a value type held by its parent).
    case record(TryRecord)

    /// The elements of an array value; nil for other cases.
    public var elements: [TryValue]? {
        if case .array(let elements) = self { return elements }
        return nil
    }

    /// What `String(describing:)` gives for the compiled value: how generated code writes
    /// identities (`"\(postID)"`) and expectation mismatches.
    public var swiftDescription: String {
        switch self {
        case .null: "nil"
        case .string(let text): text
        case .integer(let number): String(number)
        case .unsignedInteger(let number): String(number)
        case .double(let number): String(describing: number)
        case .float(let number): String(describing: number)
        case .decimal(let number): String(describing: number)
        case .bool(let flag): String(describing: flag)
        case .date(let date): String(describing: date)
        case .url(let url): String(describing: url)
        case .uuid(let uuid): String(describing: uuid)
        case .data(let data): String(describing: data)
        case .json(let value): String(describing: value)
        case .enumCase(let name): name
        case .keptEnumCase(let name, let rawValue): name + "(" + JSONValue(rawValue).description + ")"
        case .array(let elements): "[" + elements.map(\.swiftDescription).joined(separator: ", ") + "]"
        case .reference(_, let identity): identity.description
        case .record(let record): record.description
        }
    }
}

/// The identity of a record: its identity attributes' values, in the identity's order.
public struct TryIdentity: Hashable, Sendable, CustomStringConvertible {
    /// The identity attributes' names and values.
    public var fields: [TryField]

    /// An identity from its attribute values.
    public init(fields: [TryField]) {
        self.fields = fields
    }

    /// As the generated `ID.description`: the values joined by `/` (`7/A/12`).
    public var description: String {
        fields.map(\.value.swiftDescription).joined(separator: "/")
    }
}

/// One named value of a record.
public struct TryField: Hashable, Sendable {
    /// The attribute's or relationship's name in the schema.
    public var name: String
    /// Its value.
    public var value: TryValue

    /// A field from its parts.
    public init(name: String, value: TryValue) {
        self.name = name
        self.value = value
    }
}

/// A record or embedded value in the model's shape: the entity and every attribute and
/// relationship, in declaration order (attributes first).
public struct TryRecord: Hashable, Sendable, CustomStringConvertible {
    /// The entity's name.
    public var entity: String
    /// Every field, in declaration order.
    public var fields: [TryField]

    /// A record from its parts.
    public init(entity: String, fields: [TryField]) {
        self.entity = entity
        self.fields = fields
    }

    /// The value of the field named `name`.
    public subscript(name: String) -> TryValue? {
        fields.first { $0.name == name }?.value
    }

    /// Sets the value of the field named `name` (which must exist).
    mutating func set(_ name: String, _ value: TryValue) {
        guard let index = fields.firstIndex(where: { $0.name == name }) else { return }
        fields[index].value = value
    }

    /// Appends `element` to the array in the field named `name` (which must exist; a
    /// field that holds no array starts one), in place: a to-many side with thousands of
    /// members grows without being copied for each one added.
    mutating func append(_ element: TryValue, to name: String) {
        guard let index = fields.firstIndex(where: { $0.name == name }) else { return }
        var elements = fields[index].value.elements ?? []
        // Dropping the field's own reference leaves `elements` the only one, so that
        // appending does not copy it.
        fields[index].value = .null
        elements.append(element)
        fields[index].value = .array(elements)
    }

    /// `CharacterResponse(name: Cyclops)`.
    public var description: String {
        entity + "(" + fields.map { "\($0.name): \($0.value.swiftDescription)" }.joined(separator: ", ") + ")"
    }
}

extension TryValue: CustomStringConvertible {
    /// As `String(describing:)` on the compiled value (see `swiftDescription`), so that
    /// the runtime's `expect` words a mismatch as generated code does.
    public var description: String { swiftDescription }
}
