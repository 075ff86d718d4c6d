import Mapwright

/// The Mustache data of one mapping's field table and of its fetch-or-create parser.
struct MappingContext {
    let mapping: Mapping
    let entity: Entity
    let module: Module

    /// `PostMapping` for the default mapping of `Post`, `PostFromFeedMapping` for a named one.
    static func typeName(of mapping: Mapping) -> String {
        GeneratedNames.mapping(mapping.name)
    }

    /// `PostParser` for the default mapping, `PostFromFeedParser` for a named one.
    static func parserName(of mapping: Mapping) -> String {
        mapping.isDefault ? GeneratedNames.parser(mapping.entity) : mapping.name + "Parser"
    }

    /// The parser type for a nested relationship's mapping reference.
    static func parserName(of reference: MappingReference) -> String {
        reference.isDefault ? GeneratedNames.parser(reference.entity) : reference.mapping + "Parser"
    }

    var typeName: String { Self.typeName(of: mapping) }

    /// `Blog.Post`: a generated type of this module, qualified.
    func qualified(_ name: String) -> String { module.name + "." + name }

    /// `postIDField`: the mapping's static constant for field `name`. Every field's
    /// constant ends in `Field`, so none can clash with another or with the mapping's
    /// own members (`root`, `apply`, `makeBuilder`, `result`), whatever the schema names.
    static func fieldConstant(_ name: String) -> String { name + "Field" }

    private func nullPolicy(_ policy: NullPolicy) -> String {
        switch policy {
        case .clear: ".clear"
        case .keep: ".keep"
        case .useDefault: ".useDefault"
        case .reject: ".reject"
        }
    }

    private func coercion(_ coercion: Coercion) -> String {
        coercion == .strict ? ".strict" : ".lenient"
    }

    /// Attribute fields: a `JSONField` constant each, applied by `apply` (through the
    /// one-pass members, `memberKeys`, when the field reads one of those keys).
    func attributeFields(memberKeys: [String]) -> [MustacheValue] {
        mapping.fields.compactMap { field in
            guard case .attribute(let attributeField) = field.kind else { return nil }
            let type = attributeField.attribute.type
            let defaultArgument = attributeField.defaultValue.map { ", default: " + SwiftSource.literal($0, type: type.element, module: module.name) } ?? ""
            return .dictionary(Self.memberRead(field, in: memberKeys).merging([
                "name": .string(field.name),
                "constant": .string(Self.fieldConstant(field.name)),
                "isIdentity": .bool(entity.identity.attributes.contains { $0.name == field.name }),
                "keysText": .string(SwiftSource.commentText(field.keys.map(\.description).joined(separator: ", "))),
                "declaration": .string("Mapwright.JSONField<\(type.swiftType(module: module.name).trimmingOptional)>(keys: \(SwiftSource.keyPaths(field.keys)), box: \(SwiftSource.box(attributeField.box, isArray: type.isArray)), mode: \(coercion(attributeField.coercion)), null: \(nullPolicy(attributeField.nullPolicy))\(defaultArgument))"),
            ]) { $1 })
        }
    }

    /// The fields `leavesUnchanged` compares with a stored record: every field but the
    /// identity, when all of them are attributes read from the one-pass members (then a
    /// parser may skip an update that changes nothing); empty otherwise, and when there
    /// is no identity or no field besides it. Not empty only for a mapping without
    /// relationship fields, whose parser has no related records to parse or link.
    func unchangedFields(memberKeys: [String]) -> [MustacheValue] {
        guard !entity.identity.attributes.isEmpty, previousIdentity.isEmpty else { return [] }
        var fields: [MustacheValue] = []
        for field in mapping.fields where !entity.identity.attributes.contains(where: { $0.name == field.name }) {
            guard case .attribute = field.kind, Self.member(field, in: memberKeys) != nil else { return [] }
            fields.append(.dictionary([
                "name": .string(field.name),
                "constant": .string(Self.fieldConstant(field.name)),
                "member": .string(Self.memberName(field)),
            ]))
        }
        return fields
    }

    /// Relationship fields holding embedded values (value types): built by nested builders in `apply`.
    var embeddedFields: [MustacheValue] {
        relationshipFields.compactMap { field, relationshipField in
            guard relationshipField.relationship.storage == .embedded, case .nested(let reference) = relationshipField.source else { return nil }
            let relationship = relationshipField.relationship
            return .dictionary([
                "name": .string(field.name),
                "constant": .string(Self.fieldConstant(field.name)),
                "keys": .string(SwiftSource.keyPaths(field.keys)),
                "keysText": .string(SwiftSource.commentText(field.keys.map(\.description).joined(separator: ", "))),
                "isMany": .bool(relationship.isMany),
                "targetMapping": .string(qualified(GeneratedNames.mapping(reference.mapping))),
                "targetBuildArguments": .string(Self.buildArguments(mapping: reference.mapping, isDefault: reference.isDefault, module: module)),
                "null": .string(nullPolicy(relationshipField.nullPolicy)),
                "keyPath": .string(SwiftSource.firstKeyPath(field.keys, fallback: field.name)),
                "expected": .string(SwiftSource.stringLiteral(relationship.target)),
                "merge": .string(relationshipField.merge == .append ? "merge" : "assign"),
                "tolerance": .string(Self.toleranceArgument(relationshipField.tolerance)),
            ])
        }
    }

    /// The arguments of `build(…)` for a builder filled by mapping `name`: empty for a
    /// default mapping (the builder names missing fields by the default mapping's keys),
    /// `keys: M.PostFromFeedMapping.requiredKeys` for a named one, so that an issue about
    /// a missing field names the key this mapping reads it from.
    static func buildArguments(mapping name: String, isDefault: Bool, module: Module) -> String {
        isDefault ? "" : "keys: \(module.name).\(GeneratedNames.mapping(name)).requiredKeys"
    }

    /// A named mapping's `requiredKeys` literal: the first key of each field `build()`
    /// requires, by name (`["title": "headline"]`, or `[:]`).
    var requiredKeys: String {
        let entries = mapping.fields.compactMap { field -> String? in
            let isRequired: Bool = switch field.kind {
            case .attribute(let attributeField): !attributeField.attribute.isOptional && attributeField.attribute.defaultValue == nil
            case .relationship(let relationshipField): !relationshipField.relationship.isMany && !relationshipField.relationship.isOptional
            }
            guard isRequired else { return nil }
            return SwiftSource.stringLiteral(field.name) + ": " + SwiftSource.firstKeyPath(field.keys, fallback: field.name)
        }
        return entries.isEmpty ? "[:]" : "[" + entries.joined(separator: ", ") + "]"
    }

    /// `, tolerance: ArrayTolerance(…)` for a tolerant to-many field; empty when strict.
    static func toleranceArgument(_ tolerance: ArrayTolerance) -> String {
        guard tolerance != .strict else { return "" }
        var parts: [String] = []
        if tolerance.skipsInvalidElements { parts.append("skipsInvalidElements: true") }
        if tolerance.treatsNonArrayAsAbsent { parts.append("treatsNonArrayAsAbsent: true") }
        return ", tolerance: Mapwright.ArrayTolerance(\(parts.joined(separator: ", ")))"
    }

    /// Relationship fields parsed by injected child parsers (identified targets, nested JSON).
    private var children: [(field: Field, relationship: RelationshipField, mapping: MappingReference)] {
        relationshipFields.compactMap { field, relationshipField in
            guard relationshipField.relationship.storage == .identifier, case .nested(let reference) = relationshipField.source else { return nil }
            return (field, relationshipField, reference)
        }
    }

    /// Nested to-many children replaced by each parse whose relationship cascades: a
    /// child the JSON no longer lists is deleted after the write, not only unlinked.
    var cascadeFields: [MustacheValue] {
        children.compactMap { _, relationshipField, _ in
            let relationship = relationshipField.relationship
            guard relationship.isMany, relationship.deleteRule == .cascade, relationshipField.merge == .replace else { return nil }
            return .dictionary(["swiftName": .string(relationship.swiftName), "targetType": .string(qualified(relationship.target))])
        }
    }

    /// The child parser property of a relationship field (`authorParser`).
    static func parserProperty(_ field: Field) -> String { field.name + "Parser" }

    /// Whether the child parser of `reference` is on a cycle with this mapping's parser
    /// (see ``ParserCycles``): then it is made lazily.
    private func isCyclic(_ reference: MappingReference) -> Bool {
        cycles.isCyclic(parser: Self.parserName(of: mapping), child: Self.parserName(of: reference))
    }

    /// The cycles among the module's parsers.
    private var cycles: ParserCycles { ParserCycles(module: module) }

    /// The data of each child-parsed relationship field.
    func childFields(memberKeys: [String]) -> [MustacheValue] {
        let cycles = self.cycles
        return children.map { field, relationshipField, reference in
            let relationship = relationshipField.relationship
            return .dictionary(Self.memberRead(field, in: memberKeys, owner: qualified(typeName) + ".").merging([
                "name": .string(field.name),
                "constant": .string(Self.fieldConstant(field.name)),
                "keys": .string(SwiftSource.keyPaths(field.keys)),
                "keysText": .string(SwiftSource.commentText(field.keys.map(\.description).joined(separator: ", "))),
                "isMany": .bool(relationship.isMany),
                "property": .string(Self.parserProperty(field)),
                "storage": .string(Self.parserProperty(field) + "Storage"),
                "isLazy": .bool(cycles.isCyclic(parser: Self.parserName(of: mapping), child: Self.parserName(of: reference))),
                "parserType": .string(qualified(Self.parserName(of: reference))),
                "target": .string(relationship.target),
                "parsingProtocol": .string(qualified(GeneratedNames.parsing(relationship.target))),
                "null": .string(nullPolicy(relationshipField.nullPolicy)),
                "keyPath": .string(SwiftSource.firstKeyPath(field.keys, fallback: field.name)),
                "expected": .string(SwiftSource.stringLiteral(relationship.target)),
                "merge": .string(relationshipField.merge == .append ? "merge" : "assign"),
                "tolerance": .string(Self.toleranceArgument(relationshipField.tolerance)),
                // A skipped element is parsed in a savepoint, so that what it stored is undone.
                "savepoint": .bool(relationship.isMany && relationshipField.tolerance.skipsInvalidElements),
            ]) { $1 })
        }
    }

    /// `authorParser: any Blog.AuthorParsing = Blog.AuthorParser()`, one per child parser;
    /// `repliesParser: (any Blog.CommentParsing)? = nil` for one made lazily.
    private var childParameters: String {
        children.map { field, relationshipField, reference in
            let parsing = qualified(GeneratedNames.parsing(relationshipField.relationship.target))
            if isCyclic(reference) { return "\(Self.parserProperty(field)): (any \(parsing))? = nil" }
            return "\(Self.parserProperty(field)): any \(parsing) = \(qualified(Self.parserName(of: reference)))()"
        }.joined(separator: ", ")
    }

    /// Relationship fields whose JSON holds the target's identity (`reference: true`),
    /// each read from the one-pass members when its key is one of `memberKeys`.
    func referenceFields(memberKeys: [String]) -> [MustacheValue] {
        relationshipFields.enumerated().compactMap { index, element in
            let (field, relationshipField) = element
            guard case .reference(let identity, let box, let coercionMode) = relationshipField.source else { return nil }
            let relationship = relationshipField.relationship
            let identityType = identity.type.swiftType(module: module.name)
            let valueType = relationship.isMany ? "[\(identityType)]" : identityType
            return .dictionary(Self.memberRead(field, in: memberKeys, owner: qualified(typeName) + ".").merging([
                "name": .string(field.name),
                "constant": .string(Self.fieldConstant(field.name)),
                "local": .string("reference\(index)"),
                "keysText": .string(SwiftSource.commentText(field.keys.map(\.description).joined(separator: ", "))),
                "declaration": .string("Mapwright.JSONField<\(valueType)>(keys: \(SwiftSource.keyPaths(field.keys)), box: \(SwiftSource.box(box, isArray: relationship.isMany)), mode: \(coercion(coercionMode)), null: \(nullPolicy(relationshipField.nullPolicy)))"),
                "isMany": .bool(relationship.isMany),
                "target": .string(relationship.target),
                "targetType": .string(qualified(relationship.target)),
                "isRequired": .bool(Self.isRequiredReference(relationship)),
                "clearsOnNull": .bool(relationshipField.nullPolicy == .clear),
                "cleared": .string(relationship.isMany ? "[]" : "nil"),
                "replaces": .bool(relationship.isMany && relationshipField.merge == .replace),
                "unresolvedArgument": .string(relationshipField.unresolved == .ignore ? ", unresolved: .ignore" : ""),
                "creates": .bool(relationshipField.unresolved == .create),
                // An optional to-one whose target is stored already is set before the
                // write (one write, no second lookup); the rest is linked after it.
                "linksBeforeWrite": .bool(!relationship.isMany && !Self.isRequiredReference(relationship)
                                          && relationshipField.unresolved != .create),
                "createTarget": .string(createTarget(relationship, identity: identity, indent: 12)),
                "createTargetNested": .string(createTarget(relationship, identity: identity, indent: 16)),
            ]) { $1 })
        }
    }

    /// The statement that inserts the record a reference names when it is not stored
    /// (`"unresolved": "create"`): a builder holding only the identity `target`. Its lines
    /// after the first are indented by `indent` spaces, the first line's own indentation.
    private func createTarget(_ relationship: Relationship, identity: Attribute, indent: Int) -> String {
        let targetType = qualified(relationship.target)
        let builder = qualified(GeneratedNames.builder(relationship.target))
        let margin = String(repeating: " ", count: indent)
        return [
            "_ = try context.fetchOrCreate(\(targetType).self, id: \(targetType).ID(target)) {",
            "    var placeholder = \(builder)()",
            "    placeholder.\(identity.swiftName) = target",
            "    return try placeholder.build()",
            "}",
        ].enumerated().map { $0.offset == 0 ? $0.element : margin + $0.element }.joined(separator: "\n")
    }

    /// A required to-one held by reference: the parser sets it from the JSON before
    /// `build()` (the target must be stored by then), instead of linking it afterwards.
    static func isRequiredReference(_ relationship: Relationship) -> Bool {
        !relationship.isMany && !relationship.isOptional
    }

    /// Whether some reference is linked after the record is written (optional ones).
    private var hasLinkedReferences: Bool {
        relationshipFields.contains { _, field in
            if case .reference = field.source { return !Self.isRequiredReference(field.relationship) }
            return false
        }
    }

    private var relationshipFields: [(Field, RelationshipField)] {
        mapping.fields.compactMap { field in
            if case .relationship(let relationshipField) = field.kind { return (field, relationshipField) }
            return nil
        }
    }

    /// The identity attributes' fields, read first by the parser: from the one-pass
    /// members when the field reads one of `memberKeys`, else by key from the object.
    func identityFields(memberKeys: [String]) -> [MustacheValue] {
        entity.identity.attributes.enumerated().map { index, attribute in
            let field = mapping.fields.first { $0.name == attribute.name }
            let keys = field?.keys ?? []
            let member = field.flatMap { field in Self.member(field, in: memberKeys).map { _ in field } }
            return .dictionary([
                "name": .string(attribute.name),
                "constant": .string(Self.fieldConstant(attribute.name)),
                "local": .string("identity\(index)"),
                "keyPath": .string(SwiftSource.firstKeyPath(keys, fallback: attribute.name)),
                "receiver": .string(member != nil ? "members" : memberKeys.isEmpty ? "json" : "members.object"),
                "memberArgument": .string(member.map { "member: \(Self.memberName($0, owner: qualified(typeName) + ".")), " } ?? ""),
            ])
        }
    }

    /// How the parser passes a JSON object between its steps: as the members `memberKeys`
    /// names, found in one pass and read by the identity, `leavesUnchanged` and `apply`
    /// alike; or, for a mapping without them, as the object itself.
    func sourceData(memberKeys: [String], bindsJSON: Bool) -> [String: MustacheValue] {
        let members = !memberKeys.isEmpty
        let find = qualified(typeName) + ".memberKeys"
        return [
            "source": .string(members ? "members" : "json"),
            "sourceParameter": .string(members ? "_ members: Mapwright.JSONMembers" : "_ json: Mapwright.JSONValue"),
            "sourceObject": .string(members ? "members.object" : "json"),
            "sourceOfJSON": .string(members ? "json.members(\(find))" : "json"),
            "sourceOfElement": .string(members ? "element.members(\(find))" : "element"),
            "bindsJSON": .bool(members && bindsJSON),
        ]
    }

    /// The data of `Mapping.swift.mustache` and `Parser.swift.mustache`.
    var data: MustacheValue {
        let entityContext = EntityContext(entity: entity, module: module)
        let memberKeys = self.memberKeys
        let unchangedFields = self.unchangedFields(memberKeys: memberKeys)
        let referenceFields = self.referenceFields(memberKeys: memberKeys)
        // `json` is bound for what reads the object itself: a previous identity, related
        // records not among the members.
        let source = sourceData(memberKeys: memberKeys, bindsJSON: readsRelatedByKey(memberKeys: memberKeys) || !previousIdentity.isEmpty)
        return .dictionary(source.merging([
            "mappingName": .string(mapping.name),
            "typeName": .string(typeName),
            "qualifiedTypeName": .string(qualified(typeName)),
            "entityName": .string(entity.name),
            "entityType": .string(qualified(entity.name)),
            "builderName": .string(entity.builderTypeName),
            "builderType": .string(qualified(entity.builderTypeName)),
            "buildArguments": .string(Self.buildArguments(mapping: mapping.name, isDefault: mapping.isDefault, module: module)),
            "hasRequiredKeys": .bool(!mapping.isDefault),
            "requiredKeys": .string(requiredKeys),
            "parserName": .string(Self.parserName(of: mapping)),
            "parsingProtocol": .string(qualified(entity.parsingProtocolName)),
            "isDefault": .bool(mapping.isDefault),
            "hasRoot": .bool(mapping.root != nil),
            "hasNext": .bool(mapping.next != nil),
            "next": .string(SwiftSource.stringLiteral(mapping.next?.description ?? "")),
            "nextText": .string(SwiftSource.commentText(mapping.next?.description ?? "")),
            "root": .string(SwiftSource.stringLiteral(mapping.root?.description ?? "")),
            "rootText": .string(SwiftSource.commentText(mapping.root?.description ?? "")),
            "attributeFields": .list(attributeFields(memberKeys: memberKeys)),
            "hasIdentity": .bool(!entity.identity.attributes.isEmpty),
            "hasMembers": .bool(!memberKeys.isEmpty),
            "memberKeys": .string("[" + memberKeys.map(SwiftSource.stringLiteral).joined(separator: ", ") + "]"),
            "memberDeclarations": .list(memberDeclarations(memberKeys: memberKeys)),
            "embeddedFields": .list(embeddedFields),
            // The mapping tells whether JSON changes a stored record, and its parser (with no
            // related records) then leaves the record alone.
            "skipsUnchanged": .bool(!unchangedFields.isEmpty),
            "usesJSON": .bool(!embeddedFields.isEmpty || mapping.fields.contains { field in
                guard case .attribute = field.kind else { return false }
                return Self.member(field, in: memberKeys) == nil
            }),
            "unchangedFields": .list(unchangedFields),
            "childFields": .list(childFields(memberKeys: memberKeys)),
            "hasChildren": .bool(!children.isEmpty),
            "hasReferences": .bool(hasLinkedReferences),
            // The record is written last: the parser builds it (`record`), and the runtime's
            // `Mapwright.RecordBuildingParser` finds, writes or moves it into the store.
            // Otherwise the parser writes it and links or deletes after (`save`).
            "savesDirectly": .bool(!hasLinkedReferences && cascadeFields.isEmpty && previousIdentity.isEmpty),
            "cascadeFields": .list(cascadeFields),
            "childParameters": .string(childParameters),
            "referenceFields": .list(referenceFields),
            "identityFields": .list(identityFields(memberKeys: memberKeys)),
            "previousIdentity": .list(previousIdentity),
            "identityArguments": .string(entityContext.identityArguments(entity.identity.attributes.indices.map { "identity\($0)" })),
            "result": mapping.result.map(resultData) ?? .bool(false),
            "customImports": .list(mapping.customBoxModules.map { .dictionary(["module": .string($0)]) }),
        ]) { _, new in new })
    }

    /// The data of the `result(from:)` functions of a mapping with a `result` option.
    private func resultData(_ result: ResponseResult) -> MustacheValue {
        let successName: String?, successType: String, successAccess: String
        switch result.success {
        case .whole:
            (successName, successType, successAccess) = (nil, qualified(entity.name), "")
        case .attribute(let attribute):
            (successName, successType, successAccess) = (attribute.name, attribute.type.swiftType(module: module.name), "." + attribute.name)
        case .relationship(let relationship):
            (successName, successType, successAccess) = (relationship.name, relationship.swiftType(module: module.name), "." + relationship.name)
        }
        return .dictionary([
            "successName": successName.map(MustacheValue.string) ?? .bool(false),
            "successType": .string(successType),
            "successAccess": .string(successAccess),
            "failureMessage": .string(SwiftSource.stringLiteral(result.failureMessage)),
            "failureText": .string(SwiftSource.commentText(result.failureMessage)),
            "hasExpectations": .bool(!result.expectations.isEmpty),
            "expectationsText": .string(result.expectations.map { "`\($0.attribute.name)` is \(SwiftSource.literal($0.value, type: $0.attribute.type.element, module: module.name))" }.joined(separator: " and ")),
            "expectations": .list(result.expectations.map { expectation in
                .dictionary([
                    "name": .string(expectation.attribute.name),
                    "literal": .string(SwiftSource.literal(expectation.value, type: expectation.attribute.type.element, module: module.name)),
                    "keyPath": .string(SwiftSource.stringLiteral(expectation.keyPath.description)),
                ])
            }),
        ])
    }
}
