/// A Core Data model as its `contents` file describes it: the entities with their
/// attributes, relationships, fetch indexes and `userInfo`, and what the importer does
/// not carry over but must report (fetch requests, configurations, settings it does not
/// know). Every part keeps the position of its XML element, for diagnostics and the report.
struct CoreDataModel: Sendable, Hashable {
    /// Where the `<model>` element starts.
    var location = SchemaLocation(file: "")
    /// The entities, in file order.
    var entities: [CoreDataEntity] = []
    /// Model-level elements that have no schema counterpart (`fetchRequest`,
    /// `configuration`, unknown elements), in file order.
    var unsupported: [CoreDataUnsupported] = []

    /// The entity named `name`, if any.
    func entity(named name: String) -> CoreDataEntity? {
        entities.first { $0.name == name }
    }
}

/// Something in the model that the schema cannot hold: what it is, where, and why.
struct CoreDataUnsupported: Sendable, Hashable {
    /// Where its element starts.
    var location: SchemaLocation
    /// What it is, in words: `fetch request 'Recent'`, `configuration 'Cloud'`.
    var what: String
}

/// One `key`/`value` pair of a `<userInfo>` element.
struct CoreDataUserInfoEntry: Sendable, Hashable {
    /// The key (`JSONKeyPath`, `sync.remoteKey`).
    var key: String
    /// The value as written.
    var value: String
    /// Where its `<entry>` element starts.
    var location: SchemaLocation
}

/// The XML attributes of an element that the reader does not interpret, kept so the
/// report can name each one (`minValueString="0"`).
struct CoreDataExtraSetting: Sendable, Hashable {
    /// The XML attribute's name.
    var name: String
    /// Its value.
    var value: String
}

/// An `<entity>`.
struct CoreDataEntity: Sendable, Hashable {
    /// `name`.
    var name: String
    /// Where the element starts.
    var location: SchemaLocation
    /// `representedClassName`, if given.
    var representedClassName: String?
    /// `parentEntity`, if given.
    var parentEntity: String?
    /// `isAbstract="YES"`.
    var isAbstract = false
    /// `renamingIdentifier`, if given.
    var renamingIdentifier: String?
    /// The attributes, in file order.
    var attributes: [CoreDataAttribute] = []
    /// The relationships, in file order.
    var relationships: [CoreDataRelationship] = []
    /// `<fetchIndex>` elements.
    var fetchIndexes: [CoreDataFetchIndex] = []
    /// `<uniquenessConstraints>`: each constraint's property names.
    var uniquenessConstraints: [CoreDataUniquenessConstraint] = []
    /// The entity's own `userInfo` entries.
    var userInfo: [CoreDataUserInfoEntry] = []
    /// Elements inside the entity the schema cannot hold (`fetchedProperty`).
    var unsupported: [CoreDataUnsupported] = []
    /// XML attributes of the element the reader does not interpret.
    var extraSettings: [CoreDataExtraSetting] = []
}

/// An `<attribute>`.
struct CoreDataAttribute: Sendable, Hashable {
    /// `name`.
    var name: String
    /// Where the element starts.
    var location: SchemaLocation
    /// The attribute type as written (`Integer 64`, `Transformable`).
    var attributeType: String
    /// `optional="YES"`.
    var isOptional = false
    /// `transient="YES"`.
    var isTransient = false
    /// `indexed="YES"`.
    var isIndexed = false
    /// `defaultValueString`, if given.
    var defaultValue: String?
    /// `defaultDateTimeInterval` (a Date's default, seconds since 2001), if given.
    var defaultDateTimeInterval: String?
    /// `valueTransformerName`, if given.
    var valueTransformerName: String?
    /// `customClassName`, if given.
    var customClassName: String?
    /// `renamingIdentifier`, if given.
    var renamingIdentifier: String?
    /// The attribute's `userInfo` entries.
    var userInfo: [CoreDataUserInfoEntry] = []
    /// XML attributes of the element the reader does not interpret.
    var extraSettings: [CoreDataExtraSetting] = []
}

/// A `<relationship>`.
struct CoreDataRelationship: Sendable, Hashable {
    /// `name`.
    var name: String
    /// Where the element starts.
    var location: SchemaLocation
    /// `destinationEntity`.
    var destinationEntity: String
    /// `inverseName`, if given.
    var inverseName: String?
    /// `inverseEntity`, if given.
    var inverseEntity: String?
    /// `toMany="YES"`.
    var isToMany = false
    /// `ordered="YES"`.
    var isOrdered = false
    /// `optional="YES"`.
    var isOptional = false
    /// `transient="YES"`.
    var isTransient = false
    /// `minCount`, if given.
    var minCount: Int?
    /// `maxCount`, if given.
    var maxCount: Int?
    /// `deletionRule` as written (`Nullify`, `Cascade`, `Deny`, `No Action`); `Nullify` when absent.
    var deletionRule = "Nullify"
    /// `renamingIdentifier`, if given.
    var renamingIdentifier: String?
    /// The relationship's `userInfo` entries.
    var userInfo: [CoreDataUserInfoEntry] = []
    /// XML attributes of the element the reader does not interpret.
    var extraSettings: [CoreDataExtraSetting] = []
}

/// A `<fetchIndex>`: its name and the properties it indexes, in order.
struct CoreDataFetchIndex: Sendable, Hashable {
    /// `name`.
    var name: String
    /// Where the element starts.
    var location: SchemaLocation
    /// The `property` of each `<fetchIndexElement>` (expression elements have none and are reported).
    var properties: [String] = []
    /// `<fetchIndexElement>`s the schema cannot hold (expressions, R-tree indexes).
    var unsupported: [CoreDataUnsupported] = []
}

/// A `<uniquenessConstraint>`: the properties whose values together are unique.
struct CoreDataUniquenessConstraint: Sendable, Hashable {
    /// The `value` of each `<constraint>`.
    var names: [String]
    /// Where the element starts.
    var location: SchemaLocation
}
