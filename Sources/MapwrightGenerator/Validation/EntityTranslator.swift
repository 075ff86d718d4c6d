/// Translates an entity's own declaration: attributes (types, defaults, examples,
/// names), identity, and relationships up to their targets. Inverses need every
/// entity and are resolved afterwards (`InverseResolver`).
struct EntityTranslator {
    /// Resolves attribute types.
    let types: TypeResolver
    /// Reads defaults and examples.
    let literals: LiteralReader
    /// Whether each entity of the module declares an identity, by name.
    let declaresIdentity: [String: Bool]
    /// The module's enum names (a relationship to one gets a precise message).
    let enumNames: Set<String>
    /// Whether some `entities` section was unreadable, so an unknown target may exist.
    var entitiesMayBeUnread = false
    /// The module's name (a member cannot take it: see ``NameRules``).
    var module = ""

    /// Types an identity attribute cannot have.
    static let nonIdentityTypes: Set<ValueType> = [.double, .float, .json, .data]

    /// The entity declared by `syntax`, relationships without inverses.
    func translate(_ syntax: EntitySyntax, diagnostics: inout DiagnosticCollector) -> EntityDraft {
        var draft = EntityDraft(syntax: syntax)
        draft.identityIsBroken = syntax.isUnreadable
        RenameRules.checkMembers(of: syntax, diagnostics: &diagnostics)
        var firstMember: [String: SchemaLocation] = [:]
        for attribute in syntax.attributes {
            firstMember[attribute.name.value] = attribute.name.location
            if let resolved = translateAttribute(attribute, in: draft, diagnostics: &diagnostics) {
                draft.add(resolved)
            } else {
                draft.brokenMembers.insert(attribute.name.value)
            }
        }
        translateIdentity(into: &draft, diagnostics: &diagnostics)
        for relationship in syntax.relationships {
            if let first = firstMember[relationship.name.value] {
                diagnostics.error("entity '\(draft.name)' has an attribute and a relationship named '\(relationship.name.value)'", at: relationship.name.location, notes: [.init("attribute declared here", at: first)])
                draft.brokenMembers.insert(relationship.name.value)
                continue
            }
            if let resolved = translateRelationship(relationship, in: draft, diagnostics: &diagnostics) {
                draft.add(resolved)
            } else {
                draft.brokenMembers.insert(relationship.name.value)
            }
        }
        translateIndexes(into: &draft, diagnostics: &diagnostics)
        return draft
    }

    /// The indexes: each names attributes (or to-one relationships, whose stored
    /// identity is indexed) of an entity with an identity, each name once.
    private func translateIndexes(into draft: inout EntityDraft, diagnostics: inout DiagnosticCollector) {
        guard let first = draft.syntax.indexes.first else { return }
        guard draft.declaresIdentity else {
            diagnostics.identityNeeded(by: draft.name, "entity '\(draft.name)' declares indexes but no identity; only entities with an identity are stored in tables", at: first.location)
            return
        }
        var declared = Set<[String]>()
        for index in draft.syntax.indexes {
            var names: [String] = []
            var broken = false
            for name in index.names {
                if names.contains(name.value) {
                    diagnostics.error("an index of entity '\(draft.name)' names '\(name.value)' twice", at: name.location)
                    broken = true
                } else if draft.attribute(named: name.value) != nil {
                    names.append(name.value)
                } else if let relationship = draft.relationship(named: name.value) {
                    if relationship.isMany && relationship.storage == .identifier {
                        diagnostics.error("an index of entity '\(draft.name)' names to-many relationship '\(name.value)', whose links are not stored in '\(draft.name)' rows; index its inverse on '\(relationship.target)' instead", at: name.location)
                        broken = true
                    } else {
                        names.append(name.value)
                    }
                } else {
                    broken = true
                    if draft.mayHave(name.value) { continue }
                    let hint = Suggestion.didYouMean(name.value, among: draft.memberNames)
                    diagnostics.error("an index of entity '\(draft.name)' names unknown attribute '\(name.value)'\(hint)", at: name.location)
                }
            }
            guard !broken else { continue }
            guard declared.insert(names).inserted else {
                diagnostics.error("entity '\(draft.name)' declares the index [\(names.joined(separator: ", "))] twice", at: index.location)
                continue
            }
            draft.indexes.append(names)
        }
    }

    /// One attribute, or `nil` when its name or type is unusable (recorded).
    private func translateAttribute(_ syntax: AttributeSyntax, in draft: EntityDraft, diagnostics: inout DiagnosticCollector) -> Attribute? {
        let owner = "entity '\(draft.name)'"
        let nameIsUsable = NameRules.checkMemberName(syntax.name, kind: "attribute", owner: owner, module: module, diagnostics: &diagnostics)
            && NameRules.checkGeneratedMemberClash(syntax.name, kind: "attribute", entity: draft.name, hasIdentity: draft.declaresIdentity, diagnostics: &diagnostics)
        guard let typeSyntax = syntax.type,
              let type = types.resolve(typeSyntax, attribute: syntax.name.value, diagnostics: &diagnostics)
        else { return nil }
        var defaultValue: Literal?
        var example: Literal?
        var valuesAreValid = true
        if let value = syntax.defaultValue {
            switch literals.read(value, as: type, what: "default for attribute '\(syntax.name.value)'", diagnostics: &diagnostics) {
            case .value(let literal): defaultValue = literal
            case .none: break
            case .invalid: valuesAreValid = false
            }
        }
        if let value = syntax.example, value.kind == .null, !type.isOptional, !type.isArray, type.element == .json {
            // A required JSON attribute may default to JSON null, but a mapping reads null at
            // its key as no value, which the required field rejects: the example could never parse.
            diagnostics.error("example for attribute '\(syntax.name.value)' is null, but '\(type)' is not optional: "
                              + "a mapping reads null at its key as no value, so no JSON could give this example; "
                              + "give an example that is not null, or make the type '\(type)?'", at: value.location)
            valuesAreValid = false
        } else if let value = syntax.example {
            switch literals.read(value, as: type, what: "example for attribute '\(syntax.name.value)'", diagnostics: &diagnostics) {
            case .value(let literal): example = literal
            case .none: break
            case .invalid: valuesAreValid = false
            }
        }
        guard nameIsUsable, valuesAreValid else { return nil }
        var attribute = Attribute(name: syntax.name.value, type: type, defaultValue: defaultValue, example: example, doc: syntax.doc?.value, location: syntax.name.location)
        attribute.renamedFrom = syntax.renamedFrom?.value
        return attribute
    }

    /// The identity: each name a required attribute of an identity-capable type.
    private func translateIdentity(into draft: inout EntityDraft, diagnostics: inout DiagnosticCollector) {
        guard let identity = draft.syntax.identity else { return }
        guard !identity.names.isEmpty else {
            draft.identityIsBroken = true
            return
        }
        var attributes: [Attribute] = []
        var seen = Set<String>()
        var broken = false
        for name in identity.names {
            guard seen.insert(name.value).inserted else {
                diagnostics.error("identity of entity '\(draft.name)' names '\(name.value)' twice", at: name.location)
                broken = true
                continue
            }
            guard let attribute = draft.attribute(named: name.value) else {
                broken = true
                if draft.mayHave(name.value) { continue }
                if draft.syntax.relationships.contains(where: { $0.name.value == name.value }) {
                    diagnostics.error("identity of entity '\(draft.name)' names relationship '\(name.value)'; an identity is made of attributes", at: name.location)
                } else {
                    let hint = Suggestion.didYouMean(name.value, among: draft.syntax.attributes.map(\.name.value))
                    diagnostics.error("identity of entity '\(draft.name)' names unknown attribute '\(name.value)'\(hint)", at: name.location)
                }
                continue
            }
            let notes: [Diagnostic.Note] = [.init("'\(attribute.name)' declared here", at: attribute.location)]
            if attribute.name == "description" {
                diagnostics.error("identity attribute 'description' of entity '\(draft.name)' collides with the generated '\(draft.name).ID.description'; name it e.g. '\(draft.name.prefix(1).lowercased() + draft.name.dropFirst())Description' and map it from key \"description\"", at: name.location, notes: notes)
                broken = true
            } else if attribute.isOptional {
                diagnostics.error("identity attribute '\(attribute.name)' of entity '\(draft.name)' is optional; identity attributes must be required", at: name.location, notes: notes)
                broken = true
            } else if attribute.type.isArray || Self.nonIdentityTypes.contains(attribute.type.element) {
                diagnostics.error("identity attribute '\(attribute.name)' of entity '\(draft.name)' has type '\(attribute.type)', which cannot identify a record", at: name.location, notes: notes)
                broken = true
            } else if attribute.defaultValue != nil {
                diagnostics.error("identity attribute '\(attribute.name)' of entity '\(draft.name)' has a default; an identity must come from the JSON", at: name.location, notes: notes)
                broken = true
            }
            attributes.append(attribute)
        }
        guard !broken else {
            draft.identityIsBroken = true
            return
        }
        draft.identity = attributes.count == 1 ? .single(attributes[0]) : .composite(attributes)
    }

    /// One relationship without its inverse, or `nil` when unusable (recorded).
    private func translateRelationship(_ syntax: RelationshipSyntax, in draft: EntityDraft, diagnostics: inout DiagnosticCollector) -> Relationship? {
        let name = syntax.name.value
        let nameIsUsable = NameRules.checkMemberName(syntax.name, kind: "relationship", owner: "entity '\(draft.name)'", module: module, diagnostics: &diagnostics)
            && NameRules.checkGeneratedMemberClash(syntax.name, kind: "relationship", entity: draft.name, hasIdentity: draft.declaresIdentity, diagnostics: &diagnostics)
        let isMany = syntax.many?.value ?? false
        var optionalIsValid = true
        if isMany, let optional = syntax.optional {
            diagnostics.error("'optional' does not apply to to-many relationship '\(name)' (it is empty when absent)", at: optional.location)
            optionalIsValid = false
        }
        guard let target = syntax.target else { return nil }
        guard let targetHasIdentity = declaresIdentity[target.value] else {
            if entitiesMayBeUnread {
                // The target may be among the entities that could not be read.
            } else if enumNames.contains(target.value) {
                diagnostics.error("relationship '\(name)' targets enum '\(target.value)'; use an attribute of type '\(target.value)'", at: target.location)
            } else {
                let hint = Suggestion.didYouMean(target.value, among: declaresIdentity.keys.sorted())
                diagnostics.error("relationship '\(name)' targets unknown entity '\(target.value)'\(hint)", at: target.location)
            }
            return nil
        }
        if !draft.declaresIdentity, targetHasIdentity, !isMany, syntax.optional?.value == false {
            diagnostics.identityNeeded(by: draft.name, "value type '\(draft.name)' cannot require relationship '\(name)': a value type is built without a store, so it cannot parse or link '\(target.value)', which has an identity; make '\(name)' optional or give '\(draft.name)' an identity", at: syntax.optional?.location ?? syntax.name.location)
            return nil
        }
        var deleteRuleIsValid = true
        if let rule = syntax.deleteRule, !targetHasIdentity || !draft.declaresIdentity {
            let reason = targetHasIdentity ? "'\(draft.name)' is a value type, never deleted on its own" : "'\(target.value)' is a value type, embedded in the record and deleted with it"
            diagnostics.identityNeeded(by: targetHasIdentity ? draft.name : target.value,
                                       "'deleteRule' applies only to relationships between entities with identities; \(reason)", at: rule.location)
            deleteRuleIsValid = false
        }
        guard nameIsUsable, optionalIsValid, deleteRuleIsValid else { return nil }
        var relationship = Relationship(
            name: name, target: target.value, isMany: isMany,
            isOptional: isMany ? false : (syntax.optional?.value ?? true),
            storage: targetHasIdentity ? .identifier : .embedded,
            inverse: nil, location: syntax.name.location
        )
        relationship.deleteRule = syntax.deleteRule.flatMap { Relationship.DeleteRule(rawValue: $0.value) } ?? .nullify
        relationship.renamedFrom = syntax.renamedFrom?.value
        return relationship
    }
}
