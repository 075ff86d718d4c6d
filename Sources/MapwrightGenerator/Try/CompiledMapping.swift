import Mapwright

/// One mapping ready to run: the runtime `JSONField` of every attribute and reference,
/// made once (as generated code keeps them in static constants), and how each
/// relationship field is read. The counterpart of a generated `<Mapping>Mapping`.
struct CompiledMapping: Sendable {
    /// The mapping.
    let mapping: Mapping
    /// The entity it fills.
    let entity: Entity
    /// The attribute fields, in field order (`Mapping.apply`'s `json.assign` calls).
    let attributes: [(field: Field, json: JSONField<TryValue>)]
    /// Relationship fields holding embedded values (built by the target mapping's builder).
    let embedded: [(field: Field, relationship: RelationshipField, target: MappingReference)]
    /// Relationship fields parsed by a child parser (identified targets, nested JSON).
    let children: [(field: Field, relationship: RelationshipField, target: MappingReference)]
    /// Relationship fields holding the target's identity.
    let references: [(field: Field, relationship: RelationshipField, json: JSONField<TryValue>)]
    /// The field that reads each identity attribute, in the identity's order.
    let identity: [(attribute: Attribute, json: JSONField<TryValue>)]
    /// Attribute fields read by a custom box: not read at all (try cannot run the box).
    let notInterpreted: [TryUninterpretedField]

    init(_ mapping: Mapping, entity: Entity, module: Module) {
        self.mapping = mapping
        self.entity = entity
        var attributes: [(Field, JSONField<TryValue>)] = []
        var embedded: [(Field, RelationshipField, MappingReference)] = []
        var children: [(Field, RelationshipField, MappingReference)] = []
        var references: [(Field, RelationshipField, JSONField<TryValue>)] = []
        for field in mapping.fields {
            switch field.kind {
            case .attribute(let attribute) where attribute.box.customType != nil:
                continue
            case .attribute(let attribute):
                let type = attribute.attribute.type
                let box = DynamicBox.make(attribute.box, element: type.element, isArray: type.isArray, module: module)
                attributes.append((field, JSONField(keys: field.keys, box: box, mode: Self.mode(attribute.coercion), null: Self.null(attribute.nullPolicy),
                                                    default: attribute.defaultValue.map { TryValue($0, type: type.element) })))
            case .relationship(let relationship):
                switch relationship.source {
                case .nested(let target) where relationship.relationship.storage == .embedded:
                    embedded.append((field, relationship, target))
                case .nested(let target):
                    children.append((field, relationship, target))
                case .reference(let identity, let box, let coercion):
                    let json = JSONField(keys: field.keys,
                                         box: DynamicBox.make(box, element: identity.type.element, isArray: relationship.relationship.isMany, module: module),
                                         mode: Self.mode(coercion), null: Self.null(relationship.nullPolicy))
                    references.append((field, relationship, json))
                }
            }
        }
        self.attributes = attributes
        notInterpreted = mapping.customBoxFields.map { TryUninterpretedField(entity: entity.name, field: $0.field.name, customBox: $0.type) }
        self.embedded = embedded
        self.children = children
        self.references = references
        identity = entity.identity.attributes.compactMap { attribute in
            attributes.first { $0.0.name == attribute.name }.map { (attribute, $0.1) }
        }
    }

    /// The key path a builder reports a missing field at: the default mapping's first key,
    /// else the field's name (`SwiftSource.firstKeyPath`).
    static func firstKeyPath(_ keys: [JSONKeyPath]?, fallback: String) -> JSONKeyPath {
        keys?.first ?? JSONKeyPath(stringLiteral: fallback)
    }

    static func mode(_ coercion: Coercion) -> CoercionMode {
        coercion == .strict ? .strict : .lenient
    }

    static func null(_ policy: NullPolicy) -> Mapwright.NullPolicy {
        switch policy {
        case .clear: .clear
        case .keep: .keep
        case .useDefault: .useDefault
        case .reject: .reject
        }
    }
}
