/// The entity types one store holds, checked once when the store is made: names are
/// unique, relationship targets are registered, and every inverse names its relationship
/// back.
@usableFromInline
package struct StoreSchema: Sendable {
    /// One registered entity.
    package struct Entity: Sendable {
        package let name: String
        package let type: any StoreEntity.Type
    }

    /// Registered entities, sorted by name.
    package let entities: [Entity]
    private let byName: [String: Entity]
    private let byType: [ObjectIdentifier: Entity]

    package init(_ types: [any StoreEntity.Type]) throws {
        var byName: [String: Entity] = [:]
        var byType: [ObjectIdentifier: Entity] = [:]
        for type in types {
            let entity = Entity(name: type.entityName, type: type)
            guard !entity.name.isEmpty else {
                throw StoreError.invalidSchema("\(type) has an empty entity name")
            }
            guard byType[ObjectIdentifier(type)] == nil else {
                throw StoreError.invalidSchema("\(entity.name) is registered twice")
            }
            guard byName[entity.name] == nil else {
                throw StoreError.invalidSchema("two entity types are named \(entity.name)")
            }
            byName[entity.name] = entity
            byType[ObjectIdentifier(type)] = entity
        }
        self.byName = byName
        self.byType = byType
        self.entities = byName.values.sorted { $0.name < $1.name }
        for entity in entities {
            try validateRelationships(of: entity.type)
        }
    }

    /// The registered entity named `name`.
    package func entity(named name: String) -> Entity? {
        byName[name]
    }

    /// Whether `type` is registered.
    package func contains(_ type: any StoreEntity.Type) -> Bool {
        byType[ObjectIdentifier(type)] != nil
    }

    /// A state with an empty table for every entity.
    func emptyState() -> StoreState {
        var state = StoreState()
        for entity in entities {
            state.tables[ObjectIdentifier(entity.type)] = Self.emptyTable(entity.type)
        }
        return state
    }

    private static func emptyTable<E: StoreEntity>(_ type: E.Type) -> any AnyEntityTable {
        EntityTable<E>()
    }

    private func validateRelationships<E: StoreEntity>(of type: E.Type) throws {
        var names: Set<String> = []
        for edge in E.relationships {
            let label = "\(E.entityName).\(edge.name)"
            guard names.insert(edge.name).inserted else {
                throw StoreError.invalidSchema("\(label) is declared twice")
            }
            guard contains(edge.targetType) else {
                throw StoreError.invalidSchema("\(label) targets \(edge.targetType.entityName), which is not registered")
            }
            guard let inverse = edge.inverseKeyPath else { continue }
            let back = Self.edges(of: edge.targetType).first { $0.forward == inverse as AnyKeyPath }
            guard let back else {
                throw StoreError.invalidSchema(
                    "\(label) names an inverse that \(edge.targetType.entityName) does not declare as a relationship")
            }
            guard back.target == ObjectIdentifier(E.self), back.inverse == edge.forwardKeyPath as AnyKeyPath else {
                throw StoreError.invalidSchema(
                    "\(label)'s inverse \(edge.targetType.entityName).\(back.name) does not name \(label) back")
            }
        }
    }

    private struct EdgeSummary {
        let name: String
        let target: ObjectIdentifier
        let forward: AnyKeyPath
        let inverse: AnyKeyPath?
    }

    private static func edges(of type: any StoreEntity.Type) -> [EdgeSummary] {
        summaries(type)
    }

    private static func summaries<E: StoreEntity>(_ type: E.Type) -> [EdgeSummary] {
        E.relationships.map { edge in
            EdgeSummary(
                name: edge.name, target: ObjectIdentifier(edge.targetType),
                forward: edge.forwardKeyPath, inverse: edge.inverseKeyPath)
        }
    }
}
