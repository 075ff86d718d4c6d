/// One record as a ``StoreDump`` lists it: identity, column values and the identities
/// its relationships hold.
struct StoreDumpRecord {
    /// What one relationship of a record holds.
    enum Link {
        /// A to-one: the target's identity, or nil.
        case one(StoreDumpIdentity?)
        /// A to-many: the targets' identities, sorted.
        case many([StoreDumpIdentity])

        var jsonText: String {
            switch self {
            case .one(let identity): identity?.jsonText ?? "null"
            case .many(let identities): "[" + identities.map(\.jsonText).joined(separator: ", ") + "]"
            }
        }
    }

    let identity: StoreDumpIdentity
    /// Column name and value text, sorted by name.
    let values: [(name: String, text: String)]
    /// Relationship name and link, sorted by name.
    let links: [(name: String, link: Link)]

    init<E: StoreTableEntity>(_ record: E) {
        let table = E.storeTable
        identity = StoreDumpIdentity(record.id, schemaTypes: StoreDumpIdentity.schemaTypes(of: table))
        var writer = StoreDumpRowWriter()
        record.writeStoreColumns(to: &writer)
        var values: [(name: String, text: String)] = []
        for (index, value) in writer.values.enumerated() {
            let column = index < table.columns.count ? table.columns[index] : nil
            values.append((column?.name ?? "column\(index)", value.jsonText(schemaType: column?.schemaType ?? "")))
        }
        self.values = values.sorted { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }
        links = E.relationships
            .map { relationship in (relationship.name, relationship.edge.accept(StoreDumpLinkReader(record: record))) }
            .sorted { $0.0.utf8.lexicographicallyPrecedes($1.0.utf8) }
    }

    /// The record as a JSON object, its lines indented by `indent`.
    func jsonLines(indent: String) -> [String] {
        let inner = indent + "  "
        var lines = [indent + "{", inner + "\"identity\": " + identity.jsonText + ","]
        lines += StoreDump.objectLines(key: "values", members: values.map { ($0.name, $0.text) }, indent: inner, comma: true)
        lines += StoreDump.objectLines(key: "relationships", members: links.map { ($0.name, $0.link.jsonText) }, indent: inner, comma: false)
        return lines + [indent + "}"]
    }
}

/// Reads the identities one relationship of `record` holds, with both entity types known.
struct StoreDumpLinkReader<Record: StoreEntity>: StoreRelationshipVisitor {
    let record: Record

    func visit<Source: StoreEntity, Target: StoreEntity>(_ edge: RelationshipEdge<Source, Target>) -> StoreDumpRecord.Link {
        let schemaTypes = (Target.self as? any StoreTableEntity.Type).map { StoreDumpIdentity.schemaTypes(of: $0.storeTable) } ?? []
        let members = (record as? Source).map { edge.forward.members(of: $0) } ?? []
        let identities = members.map { StoreDumpIdentity($0, schemaTypes: schemaTypes) }
        if edge.forward.isToOne { return .one(identities.first) }
        return .many(identities.sorted(by: StoreDumpIdentity.precedes))
    }
}
