import Mapwright

/// A value transformer: how JSON becomes a Swift value (see the schema language's
/// box table). Boxes are resolved against the attribute they fill, so each one
/// here is known to produce that attribute's element type.
public enum Box: Sendable, Hashable, CustomStringConvertible {
    /// `string`: a string (lenient: number or bool as canonical text).
    case string
    /// `int`: an integer in the attribute type's range (every integer type).
    case int
    /// `double`: a number.
    case double
    /// `float`: a number in `Float`'s range.
    case float
    /// `decimal`: a number with its exact digits.
    case decimal
    /// `bool`: `true` or `false` (lenient: 0/1 and yes/no strings).
    case bool
    /// `url`: an absolute URL string.
    case url
    /// `uuid`: a UUID string.
    case uuid
    /// `iso8601`: an ISO 8601 date or date-time string.
    case iso8601
    /// `unixSeconds`: seconds since 1970.
    case unixSeconds
    /// `unixMillis`: milliseconds since 1970.
    case unixMillis
    /// `date`: a date in any common form (ISO 8601 with or without zone or `T`, unix
    /// timestamps in seconds to nanoseconds).
    case commonDate
    /// `base64`: a base64 string into `Data`.
    case base64
    /// `json`: any JSON value, kept as `JSONValue`.
    case json
    /// A date in a Unicode date pattern (`date:yyyy-MM-dd`), POSIX locale, UTC unless
    /// the pattern has a zone.
    case datePattern(String)
    /// A case of the named enum, by raw value.
    case enumeration(String)
    /// A box of the user's own (`custom:ColorKit.HexColor`): the module-qualified name
    /// of a type conforming to `Mapwright.CustomBox`. Generated code calls it; the
    /// compiler checks that it produces the attribute's type.
    case custom(String)

    /// The boxes named by a single word, by that word.
    public static let named: [String: Box] = [
        "string": .string, "int": .int, "double": .double, "float": .float, "decimal": .decimal,
        "bool": .bool, "url": .url, "uuid": .uuid, "iso8601": .iso8601, "unixSeconds": .unixSeconds,
        "unixMillis": .unixMillis, "date": .commonDate, "base64": .base64, "json": .json,
    ]

    /// The prefix of pattern date boxes.
    public static let datePatternPrefix = "date:"

    /// The prefix of custom boxes.
    public static let customPrefix = "custom:"

    /// The module-qualified type of a custom box (`ColorKit.HexColor`), else nil.
    public var customType: String? {
        if case .custom(let name) = self { return name }
        return nil
    }

    /// The module of a custom box's qualified type: `ColorKit` for `ColorKit.HexColor`.
    public static func customModule(of type: String) -> String {
        String(type.prefix { $0 != "." })
    }

    /// The name as written in schemas (`iso8601`, `date:yyyy-MM-dd`, `enum`).
    public var description: String {
        switch self {
        case .datePattern(let pattern): Self.datePatternPrefix + pattern
        case .enumeration: "enum"
        case .custom(let name): Self.customPrefix + name
        default: Self.named.first { $0.value == self }?.key ?? ""
        }
    }

    /// Whether this box can produce a value of `type`.
    public func produces(_ type: ValueType) -> Bool {
        switch (self, type) {
        case (.string, .string), (.double, .double), (.float, .float), (.decimal, .decimal), (.bool, .bool),
             (.url, .url), (.uuid, .uuid), (.base64, .data), (.json, .json):
            true
        case (.int, _):
            type.isInteger
        case (.iso8601, .date), (.unixSeconds, .date), (.unixMillis, .date), (.commonDate, .date), (.datePattern, .date):
            true
        case (.enumeration(let name), .enumeration(let other)):
            name == other
        case (.custom, _):
            // Which type the box makes is the compiler's to check.
            true
        default:
            false
        }
    }
}

/// How hard a box tries to turn a value of another JSON kind into its type.
public enum Coercion: String, Sendable, Hashable {
    /// Also accept the lenient forms (numeric strings, 0/1 for Bool, …). The default.
    case lenient
    /// Accept only the box's own JSON kind.
    case strict
}

/// What a JSON `null` does to a field: the runtime's own policy, which generated code
/// names and `try` applies.
public typealias NullPolicy = Mapwright.NullPolicy

/// How a to-many relationship combines parsed targets with stored ones.
public enum MergePolicy: String, Sendable, Hashable {
    /// The parsed targets replace the stored ones. The default.
    case replace
    /// The parsed targets are added after the stored ones (no duplicates).
    case append
}
