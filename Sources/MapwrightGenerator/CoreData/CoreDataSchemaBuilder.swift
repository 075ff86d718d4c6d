/// Turns a ``CoreDataModel`` into a schema file: entities (with `extends`), attributes
/// with their types, optionality, defaults and indexes, relationships with their
/// inverses and delete rules, identities and JSON keys from the `userInfo` conventions
/// (``CoreDataConventions``), and a default mapping per entity. What the schema cannot
/// hold is reported, never dropped silently; where the schema's rules differ from Core
/// Data's (a value type cannot have an inverse), the change is reported too.
struct CoreDataSchemaBuilder {
    /// How to import.
    struct Options: Sendable, Hashable {
        /// The module of the schema (and `<module>Boxes` for transformers' boxes).
        var module: String
        /// Keys not given by `userInfo` are the names in snake_case (Sync's matching),
        /// through the file's `"keys": "snake_case"`; else the names as written.
        var snakeCaseKeys = false
    }

    /// A planned attribute.
    struct PlannedAttribute {
        var member: String
        var coreDataName: String
        var type: CoreDataAttributeType
        var isOptional: Bool
        var defaultJSON: String?
        var renamedFrom: String?
        var keys: [String]
        var box: String?
        var exported = true
    }

    /// A planned relationship.
    struct PlannedRelationship {
        var name: String
        var source: CoreDataRelationship
        var target: String
        var isMany: Bool
        var inverse: String?
        var isRequired: Bool
        var deleteRule: String?
        var keys: [String]
        var isMapped = true
        var location: SchemaLocation { source.location }
    }

    /// A planned entity.
    struct PlannedEntity {
        var source: CoreDataEntity
        var extends: String?
        /// The identity declared by this entity (members); nil when inherited or none.
        var ownIdentity: [String]?
        var isIdentified = false
        var attributes: [PlannedAttribute] = []
        var relationships: [PlannedRelationship] = []
        var indexes: [[String]] = []
        var name: String { source.name }
    }

    let model: CoreDataModel
    let options: Options
    var report = CoreDataImportReport()
    var entities: [String: PlannedEntity] = [:]
    /// Core Data attribute name → member name, per entity (renames of `id`).
    var memberNames: [String: [String: String]] = [:]
    var boxes: [String: CoreDataBoxStub] = [:]

    /// Builds the schema for `model`, or throws the first problem of the model.
    static func build(_ model: CoreDataModel, options: Options) throws(CoreDataImportFailure) -> CoreDataImportResult {
        var builder = CoreDataSchemaBuilder(model: model, options: options)
        try builder.validate()
        builder.plan()
        return CoreDataImportResult(schemaText: builder.text, entityCount: model.entities.count, notCarriedOver: builder.report.sorted,
                                    boxes: builder.boxes.values.sorted { $0.typeName < $1.typeName })
    }

    // MARK: Checks

    /// Throws the first model problem: no entities, an unknown type, a missing entity.
    func validate() throws(CoreDataImportFailure) {
        guard !model.entities.isEmpty else {
            throw .model("the Core Data model has no entities: nothing to import", at: model.location)
        }
        let names = Set(model.entities.map(\.name))
        for entity in model.entities {
            if let parent = entity.parentEntity, !names.contains(parent) {
                throw .model("entity '\(entity.name)' has parentEntity '\(parent)', which the model does not declare\(Suggestion.didYouMean(parent, among: names))", at: entity.location)
            }
            for attribute in entity.attributes where !attribute.isTransient && CoreDataAttributeType(coreData: attribute.attributeType) == nil {
                throw .model("attribute '\(entity.name).\(attribute.name)' has unknown attributeType '\(attribute.attributeType)'; known: \(CoreDataAttributeType.known.joined(separator: ", "))", at: attribute.location)
            }
            for relationship in entity.relationships {
                let at = relationship.location
                guard let destination = model.entity(named: relationship.destinationEntity) else {
                    throw .model("relationship '\(entity.name).\(relationship.name)' has destinationEntity '\(relationship.destinationEntity)', which the model does not declare\(Suggestion.didYouMean(relationship.destinationEntity, among: names))", at: at)
                }
                if let inverseEntity = relationship.inverseEntity, !names.contains(inverseEntity) {
                    throw .model("relationship '\(entity.name).\(relationship.name)' has inverseEntity '\(inverseEntity)', which the model does not declare\(Suggestion.didYouMean(inverseEntity, among: names))", at: at)
                }
                if let inverse = relationship.inverseName {
                    let owner = relationship.inverseEntity.flatMap { model.entity(named: $0) } ?? destination
                    let candidates = lineage(of: owner).flatMap(\.relationships).map(\.name)
                    guard candidates.contains(inverse) else {
                        throw .model("relationship '\(entity.name).\(relationship.name)' has inverse '\(inverse)', which entity '\(owner.name)' does not declare\(Suggestion.didYouMean(inverse, among: candidates))", at: at)
                    }
                }
            }
        }
    }

    /// `entity` and its ancestors, the root first (stops at a loop).
    func lineage(of entity: CoreDataEntity) -> [CoreDataEntity] {
        var chain = [entity]
        var seen: Set<String> = [entity.name]
        while let parentName = chain[0].parentEntity, let parent = model.entity(named: parentName), seen.insert(parentName).inserted {
            chain.insert(parent, at: 0)
        }
        return chain
    }

    /// Every attribute of `entity`, inherited ones first; an own one replaces an inherited one of the same name.
    func allAttributes(of entity: CoreDataEntity) -> [CoreDataAttribute] {
        var result: [CoreDataAttribute] = []
        for ancestor in lineage(of: entity) {
            for attribute in ancestor.attributes where !attribute.isTransient {
                if let index = result.firstIndex(where: { $0.name == attribute.name }) { result[index] = attribute } else { result.append(attribute) }
            }
        }
        return result
    }

    /// The sub-entities of `name` (children, grandchildren, …).
    func descendants(of name: String) -> [String] {
        model.entities.filter { entity in lineage(of: entity).dropLast().contains { $0.name == name } }.map(\.name)
    }
}
