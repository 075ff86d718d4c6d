import Mapwright

/// One mapped field as generated tests see it: where its sample sits in the sample
/// document, and what the parsed record must then hold.
struct FieldSample {
    /// The field.
    let field: Field
    /// Its first key path: where samples are placed and issues are reported.
    let path: JSONKeyPath
    /// Its position in the mapping (1-based): the seed of its made values.
    let seed: Int
    /// Whether it fills an identity attribute.
    let isIdentity: Bool
    /// Whether an earlier field already holds its key: the value there is not its own,
    /// so tests that change the value leave it alone.
    let sharesKey: Bool
    /// What the field fills, with its samples.
    let kind: Kind

    enum Kind {
        /// An attribute: its sample, the sample's JSON (nil when the box cannot write
        /// it), and a second, different sample for updates.
        case attribute(AttributeField, value: Literal, json: String?, changed: Literal, changedJSON: String?)
        /// A relationship parsed by an injected child parser: the JSON of one target
        /// (a to-many field's sample is an array of it).
        case child(RelationshipField, element: String)
        /// An embedded value built by the target mapping: the JSON of one value.
        case embedded(RelationshipField, mapping: Mapping, element: String)
        /// A reference holding the target's identity value(s).
        case reference(RelationshipField, value: Literal, json: String)
    }

    /// The attribute field, for attribute samples.
    var attributeField: AttributeField? {
        if case .attribute(let field, _, _, _, _) = kind { return field }
        return nil
    }

    /// The relationship field, for relationship samples.
    var relationshipField: RelationshipField? {
        switch kind {
        case .attribute: nil
        case .child(let field, _), .embedded(let field, _, _), .reference(let field, _, _): field
        }
    }

    /// The field's sample JSON (its changed sample with `changed`), as placed in the document.
    func json(changed: Bool) -> String? {
        switch kind {
        case .attribute(_, _, let json, _, let changedJSON): return changed ? changedJSON : json
        case .child(let field, let element), .embedded(let field, _, let element):
            return field.relationship.isMany ? "[" + element + "]" : element
        case .reference(_, _, let json): return json
        }
    }
}

/// The sample documents of one mapping: every field at its first key with a value
/// that differs from every other field's, plus the variations tests need.
struct MappingSamples {
    let mapping: Mapping
    let entity: Entity
    let module: Module
    /// The fields, in the mapping's order.
    let fields: [FieldSample]
    /// Every field's sample: what an insert test parses.
    let document: SampleDocument
    /// The same record with every attribute that is not the identity changed.
    let changedDocument: SampleDocument

    /// How deep embedded and child samples nest before they stop (value types cannot
    /// form cycles, but a child's own children are never needed).
    private static let depthLimit = 4

    /// How deep a required to-one keeps nesting past ``depthLimit``: a sample without it
    /// could not be built. Lint rejects loops of required links, so chains of them end;
    /// the bound only keeps a broken schema from recursing for ever.
    private static let requiredDepthLimit = 64

    init(mapping: Mapping, entity: Entity, module: Module, depth: Int = 0) {
        self.mapping = mapping
        self.entity = entity
        self.module = module
        let values = SampleValues(module: module)
        let json = SampleJSON(module: module)
        let identityNames = Set(entity.identity.attributes.map(\.name))
        var document = SampleDocument()
        var changed = SampleDocument()
        var fields: [FieldSample] = []
        var placed: [JSONKeyPath: Literal] = [:]
        // A response's expected values (`"expect": {"code": 200}`) are what its sample holds.
        let expected = Dictionary(mapping.result?.expectations.map { ($0.attribute.name, $0.value) } ?? []) { first, _ in first }
        // The record's own single identity: a reference to another record of its entity must name another.
        let ownIdentity: Literal? = entity.identity.attributes.count == 1
            ? mapping.fields.enumerated().first { identityNames.contains($0.element.name) }.flatMap { index, field in
                entity.identity.attributes.first.map { expected[$0.name] ?? values.literal(for: $0, seed: index + 1) }
            }
            : nil
        for (index, field) in mapping.fields.enumerated() {
            let path = field.keys.first ?? JSONKeyPath(segments: [.key(field.name)])
            let seed = index + 1
            let sharesKey = document.entries.contains { $0.path == path }
            let kind: FieldSample.Kind?
            switch field.kind {
            case .attribute(let attributeField):
                let attribute = attributeField.attribute
                var value = placed[path] ?? expected[attribute.name] ?? values.literal(for: attribute, seed: seed)
                var text = json.text(value, box: attributeField.box)
                // An example the box cannot write (a time of day under `date:yyyy-MM-dd`) gives
                // way to a made value, which it can: the sample must hold every field.
                if text == nil, placed[path] == nil, expected[attribute.name] == nil, attribute.example != nil {
                    value = values.literal(of: attribute.type, name: attribute.name, seed: seed, variant: 0)
                    text = json.text(value, box: attributeField.box)
                }
                // A custom box's sample is the box's own: the same in both documents.
                let changedValue = identityNames.contains(attribute.name) || sharesKey || attributeField.box.customType != nil
                    ? value : values.literal(for: attribute, seed: seed, variant: 1)
                kind = .attribute(attributeField, value: value, json: text,
                                  changed: changedValue, changedJSON: json.text(changedValue, box: attributeField.box))
            case .relationship(let relationshipField):
                kind = Self.relationshipKind(relationshipField, path: path, placed: placed, seed: seed, module: module,
                                             depth: depth, values: values, json: json,
                                             avoiding: relationshipField.relationship.target == entity.name ? ownIdentity : nil)
            }
            guard let kind else { continue }
            let sample = FieldSample(field: field, path: path, seed: seed, isIdentity: identityNames.contains(field.name),
                                     sharesKey: sharesKey, kind: kind)
            fields.append(sample)
            if let text = sample.json(changed: false) {
                if document.place(text, at: path), case .attribute(_, let value, _, _, _) = kind { placed[path] = value }
            }
            if let text = sample.json(changed: true) { changed.place(text, at: path) }
        }
        self.fields = fields
        self.document = document
        self.changedDocument = changed
    }

    private static func relationshipKind(_ field: RelationshipField, path: JSONKeyPath, placed: [JSONKeyPath: Literal], seed: Int,
                                         module: Module, depth: Int, values: SampleValues, json: SampleJSON,
                                         avoiding own: Literal?) -> FieldSample.Kind? {
        let relationship = field.relationship
        switch field.source {
        case .nested(let reference):
            let isRequired = !relationship.isMany && !relationship.isOptional
            guard depth < (isRequired ? requiredDepthLimit : depthLimit), let target = module.entity(named: reference.entity),
                  let targetMapping = target.mappings.first(where: { $0.name == reference.mapping }) else { return nil }
            let nested = MappingSamples(mapping: targetMapping, entity: target, module: module, depth: depth + 1)
            if relationship.storage == .embedded {
                return .embedded(field, mapping: targetMapping, element: nested.document.text)
            }
            return .child(field, element: nested.document.text)
        case .reference(let identity, let box, _):
            func made(_ seed: Int) -> Literal {
                values.literal(of: AttributeType(identity.type.element), name: identity.name, seed: seed, variant: 0)
            }
            // Another record of the same entity needs another identity (a Bool has only two).
            let single = placed[path] ?? (0..<8).lazy.map { made(seed + $0) }.first { $0 != own } ?? made(seed)
            let value = relationship.isMany ? Literal.array([single]) : single
            guard let text = json.text(value, box: box) else { return nil }
            return .reference(field, value: value, json: text)
        }
    }

    /// The paths of the identity fields.
    var identityPaths: [JSONKeyPath] {
        fields.filter(\.isIdentity).map(\.path)
    }

    /// Only the identity: an update that leaves every other field absent.
    var identityDocument: SampleDocument {
        document.keeping(identityPaths)
    }
}
