import Mapwright

/// Runs a module's mappings the way its generated code does, on the validated IR:
/// `Parser.parse` (fetch-or-create, child parsers, references), `Mapping.apply` and
/// `makeBuilder`, `Builder.build`, `parseArray`, `parseResponse`, `result(from:)` and the
/// `Registry`. Field reads, null and absent rules, issues and tolerant arrays are the
/// runtime's own calls (`assign`, `readChild`, `readChildren`, `readEmbedded`, …).
struct TryInterpreter: Sendable {
    /// The module run.
    let module: Module
    /// Every mapping of the module, by name.
    let mappings: [String: CompiledMapping]

    init(module: Module) {
        self.module = module
        var mappings: [String: CompiledMapping] = [:]
        for entity in module.entities {
            for mapping in entity.mappings { mappings[mapping.name] = CompiledMapping(mapping, entity: entity, module: module) }
        }
        self.mappings = mappings
    }

    /// The compiled mapping a relationship names.
    func compiled(_ reference: MappingReference) throws(StoreError) -> CompiledMapping {
        guard let mapping = mappings[reference.mapping] else { throw StoreError.unregisteredEntity(reference.entity) }
        return mapping
    }

    // MARK: Mapping.apply / makeBuilder

    /// Applies the attributes and embedded values of `json` to `builder`.
    func apply(_ json: JSONValue, _ plan: CompiledMapping, to builder: inout TryBuilder, isUpdate: Bool,
               at keyPath: JSONKeyPath = .root, issues: inout ParseIssueCollector) {
        for (field, jsonField) in plan.attributes {
            builder.update(field.name) { slot in json.assign(jsonField, to: &slot, isUpdate: isUpdate, at: keyPath, issues: &issues) }
        }
        for (field, relationshipField, target) in plan.embedded {
            guard let targetPlan = mappings[target.mapping] else { continue }
            let null = CompiledMapping.null(relationshipField.nullPolicy)
            let path = keyPath.appending(CompiledMapping.firstKeyPath(field.keys, fallback: field.name))
            let expected = relationshipField.relationship.target
            let build = { (child: JSONValue) throws(ParseError) -> TryValue in .record(try makeBuilder(child, targetPlan).build()) }
            if relationshipField.relationship.isMany {
                let read = json.readEmbeddedArray(field.keys, at: keyPath, tolerance: relationshipField.tolerance, issues: &issues, build)
                builder.updateMany(field.name) { slot in
                    if relationshipField.merge == .append {
                        read.merge(to: &slot, null: null, isUpdate: isUpdate, keyPath: path, expected: expected, issues: &issues)
                    } else {
                        read.assign(to: &slot, null: null, isUpdate: isUpdate, keyPath: path, expected: expected, issues: &issues)
                    }
                }
            } else {
                let read = json.readEmbedded(field.keys, at: keyPath, issues: &issues, build)
                builder.update(field.name) { slot in
                    read.assign(to: &slot, null: null, isUpdate: isUpdate, keyPath: path, expected: expected, issues: &issues)
                }
            }
        }
    }

    /// A builder filled from `json` as for an insert, with the issues it found.
    func makeBuilder(_ json: JSONValue, _ plan: CompiledMapping, at keyPath: JSONKeyPath = .root) -> TryBuilder {
        var builder = TryBuilder(entity: plan.entity)
        var issues = ParseIssueCollector()
        if issues.requireObject(json, at: keyPath) {
            apply(json, plan, to: &builder, isUpdate: false, at: keyPath, issues: &issues)
        }
        builder.issues = issues.issues
        return builder
    }

    // MARK: Parser.parse

    /// Finds or inserts the record `json` identifies and applies `json` to it; returns its
    /// identity. `prefix` is where `json` sits in the payload, for the warnings of a
    /// record that is stored anyway.
    func parse(_ json: JSONValue, _ plan: CompiledMapping, session: inout TrySession, at prefix: JSONKeyPath = .root) throws -> TryIdentity {
        var issues = ParseIssueCollector()
        guard issues.requireObject(json, at: .root) else { throw ParseError(issues: issues.issues) }
        let values = plan.identity.map { attribute, field in json.readIdentity(field, name: attribute.name, issues: &issues) }
        guard values.allSatisfy({ $0 != nil }), !issues.hasErrors else { throw ParseError(issues: issues.issues) }
        let id = TryIdentity(fields: zip(plan.identity, values).map { TryField(name: $0.0.attribute.name, value: $0.1 ?? .null) })
        let entity = plan.entity.name
        try refuseIdentityChange(json, plan, to: id, session: session, issues: &issues)
        let existing = session.store.fetch(entity, id)
        let isUpdate = existing != nil
        var builder = existing.map { TryBuilder(entity: plan.entity, record: $0) } ?? TryBuilder(entity: plan.entity)
        apply(json, plan, to: &builder, isUpdate: isUpdate, issues: &issues)
        var links: [TryLink] = []
        for (field, relationshipField, target) in plan.children {
            let childPlan = try compiled(target)
            let keyPath = CompiledMapping.firstKeyPath(field.keys, fallback: field.name)
            let null = CompiledMapping.null(relationshipField.nullPolicy)
            let expected = relationshipField.relationship.target
            let childPrefix = prefix.appending(json.firstPresent(field.keys)?.keyPath ?? keyPath)
            let link = { (child: TryIdentity) in
                TryLink(source: TryRecordKey(entity: entity, identity: id), relationship: field.name,
                        target: TryRecordKey(entity: target.entity, identity: child), kind: .nested(mapping: target.mapping))
            }
            if relationshipField.relationship.isMany {
                var position = 0
                let skips = relationshipField.tolerance.skipsInvalidElements
                let read = try json.readChildren(field.keys, tolerance: relationshipField.tolerance, issues: &issues) { child in
                    defer { position += 1 }
                    // A skipped element is parsed in a savepoint, as generated parsers do:
                    // when it fails, what it stored (its own children, their links) is undone.
                    let savepoint = skips ? session.savepoint() : nil
                    do {
                        let identity = try parse(child, childPlan, session: &session, at: childPrefix.appending(.index(position)))
                        if let savepoint { session.release(savepoint) }
                        return TryValue.reference(entity: target.entity, identity: identity)
                    } catch {
                        if let savepoint { session.rollBack(to: savepoint) }
                        throw error
                    }
                }
                builder.updateMany(field.name) { slot in
                    if relationshipField.merge == .append {
                        read.merge(to: &slot, null: null, isUpdate: isUpdate, keyPath: keyPath, expected: expected, issues: &issues)
                    } else {
                        read.assign(to: &slot, null: null, isUpdate: isUpdate, keyPath: keyPath, expected: expected, issues: &issues)
                    }
                }
                links += TryStoreEdge.members(read.value.map(TryValue.array)).map(link)
            } else {
                let read = try json.readChild(field.keys, issues: &issues) { child in
                    TryValue.reference(entity: target.entity, identity: try parse(child, childPlan, session: &session, at: childPrefix))
                }
                builder.update(field.name) { slot in
                    read.assign(to: &slot, null: null, isUpdate: isUpdate, keyPath: keyPath, expected: expected, issues: &issues)
                }
                links += TryStoreEdge.members(read.value).map(link)
            }
        }
        var references: [(field: Field, relationship: RelationshipField, read: FieldRead<TryValue>)] = []
        for (field, relationshipField, jsonField) in plan.references {
            let read = json.read(jsonField, issues: &issues)
            let relationship = relationshipField.relationship
            if !relationship.isMany, !relationship.isOptional {
                // A required reference is set before `build()`, as generated parsers do;
                // the store then requires its target to be there.
                if case .value(let value) = read, let target = module.entity(named: relationship.target),
                   let identity = target.identity.attributes.first {
                    if relationshipField.unresolved == .create { try createIfMissing(target, identity: identity, value: value, session: &session) }
                    builder.slots[field.name] = .reference(entity: target.name, identity: TryIdentity(fields: [TryField(name: identity.name, value: value)]))
                }
                continue
            }
            if relationshipField.nullPolicy == .clear, case .null = read {
                builder.slots[field.name] = relationship.isMany ? .array([]) : nil
            }
            if relationship.isMany, relationshipField.merge == .replace, case .value = read {
                builder.slots[field.name] = .array([])
            }
            references.append((field, relationshipField, read))
        }
        builder.issues = issues.issues
        let record = try builder.build()
        try session.store.upsert(record, identity: id)
        try deleteDroppedChildren(plan, previous: existing, record: record, session: &session)
        session.links += links
        session.warnings += issues.warnings.map { $0.nested(under: prefix) }
        for (field, relationshipField, read) in references {
            let relationship = relationshipField.relationship
            guard case .value(let value) = read, let targetEntity = module.entity(named: relationship.target),
                  let identity = targetEntity.identity.attributes.first else { continue }
            for target in relationship.isMany ? (value.elements ?? []) : [value] {
                if relationshipField.unresolved == .create { try createIfMissing(targetEntity, identity: identity, value: target, session: &session) }
                var reference = TryDeferredReference(
                    entity: entity, identity: id, relationship: field.name, isMany: relationship.isMany,
                    target: targetEntity.name, targetIdentity: TryIdentity(fields: [TryField(name: identity.name, value: target)]))
                reference.isIgnorable = relationshipField.unresolved == .ignore
                let linkedNow = session.store.contains(reference.target, reference.targetIdentity)
                try session.store.reference(reference)
                if linkedNow { session.links.append(TryLink(reference)) }
            }
        }
        return id
    }

    /// A `previousIdentity` field: reads the former identity as the generated parser does
    /// (its issues recorded alike), and refuses — `try` does not re-key records — when the
    /// generated parser would re-key one: a stored record has the former identity and
    /// none has the new one.
    private func refuseIdentityChange(_ json: JSONValue, _ plan: CompiledMapping, to id: TryIdentity, session: TrySession,
                                      issues: inout ParseIssueCollector) throws {
        guard plan.identity.count == 1, let identity = plan.identity.first,
              let field = plan.mapping.fields.first(where: { $0.previousIdentityKey != nil }), let key = field.previousIdentityKey else { return }
        let reader = JSONField(keys: [key], box: identity.json.box, mode: identity.json.mode, null: .clear)
        guard case .value(let value) = json.read(reader, issues: &issues) else { return }
        let old = TryIdentity(fields: [TryField(name: identity.attribute.name, value: value)])
        let entity = plan.entity.name
        guard old != id, session.store.contains(entity, old), !session.store.contains(entity, id) else { return }
        throw StoreError.unsupported("mapwright try does not change identities: '\(key)' (the previousIdentity of field '\(field.name)' in mapping '\(plan.mapping.name)') names the stored \(entity) \(old), which the generated parser would re-key as \(id)")
    }

    /// A nested to-many with `"deleteRule": "cascade"`, replaced by the parse: the
    /// children `previous` held and `record` no longer holds are deleted (as the generated
    /// parser does after its write).
    private func deleteDroppedChildren(_ plan: CompiledMapping, previous: TryRecord?, record: TryRecord, session: inout TrySession) throws {
        guard let previous else { return }
        for (_, relationshipField, _) in plan.children {
            let relationship = relationshipField.relationship
            guard relationship.isMany, relationship.deleteRule == .cascade, relationshipField.merge == .replace else { continue }
            let kept = Set(TryStoreEdge.members(record[relationship.name]))
            for dropped in TryStoreEdge.members(previous[relationship.name]) where !kept.contains(dropped) {
                try session.store.delete(relationship.target, dropped)
            }
        }
    }

    /// `"unresolved": "create"`: inserts the record of `entity` whose identity is `value`
    /// unless it is stored, holding only that identity (as the generated parser's
    /// placeholder builder does).
    private func createIfMissing(_ entity: Entity, identity: Attribute, value: TryValue, session: inout TrySession) throws {
        let key = TryIdentity(fields: [TryField(name: identity.name, value: value)])
        guard !session.store.contains(entity.name, key) else { return }
        var placeholder = TryBuilder(entity: entity)
        placeholder.slots[identity.name] = value
        try session.store.upsert(try placeholder.build(), identity: key)
    }

    /// `parseArray`: every element in order; the issues of all elements thrown together.
    func parseArray(_ json: JSONValue, _ plan: CompiledMapping, session: inout TrySession, at prefix: JSONKeyPath = .root) throws -> [TryIdentity] {
        var position = 0
        return try json.parseEach { element in
            defer { position += 1 }
            return try parse(element, plan, session: &session, at: prefix.appending(.index(position)))
        }
    }

    /// `parseResponse` (mappings with a `root`), else `parse` or `parseArray` by the
    /// payload's kind.
    func parseDocument(_ json: JSONValue, _ plan: CompiledMapping, session: inout TrySession) throws -> [TryIdentity] {
        let body = try plan.mapping.root.map { root throws(ParseError) in try json.responseBody(at: root) } ?? json
        if body.kind == .array { return try parseArray(body, plan, session: &session) }
        return [try parse(body, plan, session: &session)]
    }

    // MARK: Registry

    /// Parses `payload` with the default mapping of the entity of `serverType`; false when unknown.
    func upsert(_ payload: JSONValue, serverType: String, session: inout TrySession, at prefix: JSONKeyPath) throws -> Bool {
        guard let binding = module.serverTypes.first(where: { $0.serverType == serverType }),
              let plan = mappings[binding.entity] else { return false }
        _ = try parse(payload, plan, session: &session, at: prefix)
        return true
    }

    /// Deletes the record of `serverType` that `payload` identifies; false when unknown.
    func delete(_ payload: JSONValue, serverType: String, session: inout TrySession) throws -> Bool {
        guard let binding = module.serverTypes.first(where: { $0.serverType == serverType }),
              let plan = mappings[binding.entity] else { return false }
        var issues = ParseIssueCollector()
        let values = plan.identity.map { attribute, field in payload.readIdentity(field, name: attribute.name, issues: &issues) }
        guard values.allSatisfy({ $0 != nil }), !issues.hasErrors else { throw ParseError(issues: issues.issues) }
        let id = TryIdentity(fields: zip(plan.identity, values).map { TryField(name: $0.0.attribute.name, value: $0.1 ?? .null) })
        try session.store.delete(binding.entity, id)
        return true
    }

    // MARK: result(from:)

    /// A value type's `result(from:)`: the built value's success, or the failure with
    /// its issues (build issues, or each `expect` the value breaks).
    func result(_ json: JSONValue, _ plan: CompiledMapping, _ result: ResponseResult) -> TryResultOutcome {
        let value: TryRecord
        do {
            value = try makeBuilder(json, plan).build()
        } catch {
            return .failure(message: result.failureMessage, issues: error.issues)
        }
        var issues = ParseIssueCollector()
        for expectation in result.expectations {
            let expected = TryValue(expectation.value, type: expectation.attribute.type.element)
            let actual = value[expectation.attribute.name] ?? .null
            if expectation.attribute.isOptional {
                issues.expect(actual == .null ? nil : actual, equals: expected, at: expectation.keyPath)
            } else {
                issues.expect(actual, equals: expected, at: expectation.keyPath)
            }
        }
        guard !issues.hasErrors else { return .failure(message: result.failureMessage, issues: issues.issues) }
        switch result.success {
        case .whole: return .success(.record(value))
        case .attribute(let attribute): return .success(value[attribute.name] ?? .null)
        case .relationship(let relationship): return .success(value[relationship.name] ?? .null)
        }
    }
}

/// What a mapping's `result(from:)` gives.
public enum TryResultOutcome: Hashable, Sendable {
    /// The success value.
    case success(TryValue)
    /// The failure: the mapping's message and every issue behind it.
    case failure(message: String, issues: [ParseIssue])
}
