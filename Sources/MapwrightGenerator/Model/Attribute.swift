/// A stored property of an entity.
public struct Attribute: Sendable, Hashable {
    /// The property name as written in the schema.
    public var name: String
    /// Its type, including optionality.
    public var type: AttributeType
    /// The value used when the key is absent on insert, if declared; typed for `type`.
    public var defaultValue: Literal?
    /// A sample value for generated tests and fixtures, if declared; typed for `type`.
    public var example: Literal?
    /// The documentation text, if declared.
    public var doc: String?
    /// `renamedFrom`: the name data stored by an older schema holds it under.
    public var renamedFrom: String? = nil
    /// Where the attribute is declared (its name's key).
    public var location: SchemaLocation

    /// An attribute from its parts.
    public init(name: String, type: AttributeType, defaultValue: Literal? = nil, example: Literal? = nil, doc: String? = nil, location: SchemaLocation) {
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
        self.example = example
        self.doc = doc
        self.location = location
    }

    /// The name as it must be written in Swift: keywords in backticks (`` `default` ``).
    public var swiftName: String { SwiftIdentifier.escaped(name) }

    /// Whether the attribute may be nil.
    public var isOptional: Bool { type.isOptional }
}

/// An attribute's type: an element type, possibly an array of it, possibly optional.
public struct AttributeType: Sendable, Hashable, CustomStringConvertible {
    /// The element type (the whole type when not an array).
    public var element: ValueType
    /// Written `[T]`.
    public var isArray: Bool
    /// Written with a trailing `?`.
    public var isOptional: Bool

    /// A type from its parts.
    public init(_ element: ValueType, isArray: Bool = false, isOptional: Bool = false) {
        self.element = element
        self.isArray = isArray
        self.isOptional = isOptional
    }

    /// The Swift spelling in generated code of `module`, every type qualified by its
    /// module: `Swift.String`, `[Blog.Status]?`, `Mapwright.JSONValue`.
    public func swiftType(module: String) -> String {
        let element = element.swiftType(module: module)
        let base = isArray ? "[\(element)]" : element
        return isOptional ? base + "?" : base
    }

    /// The schema spelling: `String`, `[Status]?`, `JSON`.
    public var description: String {
        let base = isArray ? "[\(element.schemaName)]" : element.schemaName
        return isOptional ? base + "?" : base
    }
}

/// The type of a single value.
public enum ValueType: Sendable, Hashable {
    /// `String`.
    case string
    /// `Int` (64-bit).
    case int
    /// `Int64`.
    case int64
    /// `Int32`.
    case int32
    /// `Int16`.
    case int16
    /// `UInt64`.
    case uint64
    /// `Double`.
    case double
    /// `Float`.
    case float
    /// `Decimal`.
    case decimal
    /// `Bool`.
    case bool
    /// `Date`.
    case date
    /// `URL` (absolute).
    case url
    /// `UUID`.
    case uuid
    /// `Data`.
    case data
    /// `JSON`: any JSON value, kept as the runtime's `JSONValue`.
    case json
    /// A schema enum of the same module, by name.
    case enumeration(String)

    /// The built-in types (every case but `enumeration`), in the order the schema
    /// language lists them.
    public static let builtIns: [ValueType] = [.string, .int, .int64, .int32, .int16, .uint64, .double, .float, .decimal, .bool, .date, .url, .uuid, .data, .json]

    /// The built-in type named `name` in schemas (`"Int16"`, `"JSON"`).
    public init?(schemaName name: String) {
        guard let type = Self.builtIns.first(where: { $0.schemaName == name }) else { return nil }
        self = type
    }

    /// The name used in schemas.
    public var schemaName: String {
        switch self {
        case .string: "String"
        case .int: "Int"
        case .int64: "Int64"
        case .int32: "Int32"
        case .int16: "Int16"
        case .uint64: "UInt64"
        case .double: "Double"
        case .float: "Float"
        case .decimal: "Decimal"
        case .bool: "Bool"
        case .date: "Date"
        case .url: "URL"
        case .uuid: "UUID"
        case .data: "Data"
        case .json: "JSON"
        case .enumeration(let name): name
        }
    }

    /// The Swift type generated code of `module` uses, qualified by its module so that
    /// no schema name can hide it: `Swift.Int64`, `Foundation.Date`, `Mapwright.JSONValue`
    /// (for `JSON`), `Blog.Status` (a schema enum).
    public func swiftType(module: String) -> String {
        switch self {
        case .string, .int, .int64, .int32, .int16, .uint64, .double, .float, .bool: "Swift." + schemaName
        case .decimal, .date, .url, .uuid, .data: "Foundation." + schemaName
        case .json: "Mapwright.JSONValue"
        case .enumeration(let name): module + "." + name
        }
    }

    /// Whether this is one of the integer types.
    public var isInteger: Bool {
        [.int, .int64, .int32, .int16, .uint64].contains(self)
    }

    /// The box used when a field names none.
    public var defaultBox: Box {
        switch self {
        case .string: .string
        case .int, .int64, .int32, .int16, .uint64: .int
        case .double: .double
        case .float: .float
        case .decimal: .decimal
        case .bool: .bool
        case .date: .iso8601
        case .url: .url
        case .uuid: .uuid
        case .data: .base64
        case .json: .json
        case .enumeration(let name): .enumeration(name)
        }
    }
}
