import Mapwright

/// The counterpart of a generated `<Entity>Builder`: every attribute and relationship
/// as an optional slot, filled one field at a time, then `build()` checks the required
/// ones and makes the record (or throws every issue).
struct TryBuilder {
    /// The entity built.
    let entity: Entity
    /// The slots by member name; a missing key is an unset slot.
    var slots: [String: TryValue] = [:]
    /// Issues found while filling the builder.
    var issues: [ParseIssue] = []

    /// An empty builder.
    init(entity: Entity) {
        self.entity = entity
    }

    /// A builder holding every field of `record`: the starting point of an update.
    init(entity: Entity, record: TryRecord) {
        self.entity = entity
        for field in record.fields where field.value != .null { slots[field.name] = field.value }
    }

    /// The slot of `name`, unset as nil.
    func slot(_ name: String) -> TryValue? { slots[name] }

    /// Applies `change` to slot `name`.
    mutating func update(_ name: String, _ change: (inout TryValue?) -> Void) {
        var slot = slots[name]
        change(&slot)
        slots[name] = slot
    }

    /// Applies `change` to the to-many slot `name`, seen as an array.
    mutating func updateMany(_ name: String, _ change: (inout [TryValue]?) -> Void) {
        var slot = slots[name]?.elements
        change(&slot)
        slots[name] = slot.map(TryValue.array)
    }

    /// The record, or a `ParseError` with the issues collected so far and each required
    /// field still unset (at the default mapping's key for it, under `keyPath`).
    func build(at keyPath: JSONKeyPath = .root) throws(ParseError) -> TryRecord {
        var collector = ParseIssueCollector()
        for issue in issues { collector.record(issue) }
        let keys = entity.defaultMapping?.fields
        func missing(_ name: String, expected: String) {
            let path = CompiledMapping.firstKeyPath(keys?.first { $0.name == name }?.keys, fallback: name)
            collector.recordMissing(name, at: keyPath.appending(path), expected: expected)
        }
        // Attributes read by a custom box are never filled here (try cannot run the box).
        let uninterpreted = Set(entity.mappings.flatMap(\.customBoxFields).map(\.field.name))
        for attribute in entity.attributes where !attribute.isOptional && slots[attribute.name] == nil && attribute.defaultValue == nil
            && !uninterpreted.contains(attribute.name) {
            missing(attribute.name, expected: attribute.type.description)
        }
        for relationship in entity.relationships where !relationship.isMany && !relationship.isOptional && slots[relationship.name] == nil {
            missing(relationship.name, expected: relationship.target)
        }
        guard !collector.hasErrors else { throw ParseError(issues: collector.issues) }
        // An unset attribute with a default takes it, as the generated `build()` does.
        let attributes = entity.attributes.map { attribute in
            TryField(name: attribute.name, value: slots[attribute.name]
                ?? attribute.defaultValue.map { TryValue($0, type: attribute.type.element) } ?? .null)
        }
        let relationships = entity.relationships.map { relationship in
            TryField(name: relationship.name, value: slots[relationship.name] ?? (relationship.isMany ? .array([]) : .null))
        }
        return TryRecord(entity: entity.name, fields: attributes + relationships)
    }
}
