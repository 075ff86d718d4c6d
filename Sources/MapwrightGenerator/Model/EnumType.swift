/// A schema enum: a `String`-backed Swift enum.
public struct EnumType: Sendable, Hashable {
    /// The type name.
    public var name: String
    /// The cases, in declaration order.
    public var cases: [EnumCase]
    /// The case that unknown raw values become, if declared; else an unknown raw value
    /// is an issue.
    public var unknownCase: String?
    /// Whether the unknown case keeps the raw value it replaced (`"keepUnknown": true`):
    /// generated as `case other(Swift.String)`, so that export and storage write it back.
    public var keepsUnknown: Bool
    /// Where the enum is declared (its name's key).
    public var location: SchemaLocation

    /// An enum from its parts; `keepsUnknown` holds only with an `unknownCase`.
    public init(name: String, cases: [EnumCase], unknownCase: String?, keepsUnknown: Bool = false, location: SchemaLocation) {
        self.name = name
        self.cases = cases
        self.unknownCase = unknownCase
        self.keepsUnknown = keepsUnknown && unknownCase != nil
        self.location = location
    }

    /// The case that keeps unknown raw values, when the enum keeps them.
    public var keptUnknownCase: EnumCase? {
        guard keepsUnknown, let unknownCase else { return nil }
        return cases.first { $0.name == unknownCase }
    }
}

/// One case of an enum.
public struct EnumCase: Sendable, Hashable {
    /// The case name as written in the schema.
    public var name: String
    /// The raw value on the wire (the case name unless `values` gives another).
    public var rawValue: String
    /// Where the case is listed.
    public var location: SchemaLocation

    /// A case from its parts.
    public init(name: String, rawValue: String, location: SchemaLocation) {
        self.name = name
        self.rawValue = rawValue
        self.location = location
    }

    /// The name as it must be written in Swift: keywords in backticks.
    public var swiftName: String { SwiftIdentifier.escaped(name) }
}
