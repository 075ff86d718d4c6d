/// Reads `entities` members: identity, attributes (short and long form) and
/// relationships.
enum EntitySyntaxReader {
    /// Keys of an entity.
    static let entityKeys = ["identity", "attributes", "relationships", "serverType", "renamedFrom", "removed", "indexes", "extends"]
    /// Keys of an attribute's long form.
    static let attributeKeys = ["type", "default", "example", "doc", "renamedFrom", "removed"]
    /// Keys of a relationship.
    static let relationshipKeys = ["to", "many", "inverse", "optional", "deleteRule", "renamedFrom", "removed"]
    /// Values of `deleteRule`.
    static let deleteRules = ["nullify", "cascade", "deny"]

    /// The entity declared by `member`; a stand-in when it is not an object (recorded).
    static func read(_ member: SyntaxObject.Member, diagnostics: inout DiagnosticCollector) -> EntitySyntax {
        let name = member.key
        guard let entity = SyntaxObject(member.value, what: "entity '\(name.value)'", anchor: name.location, allowedKeys: entityKeys, diagnostics: &diagnostics) else {
            return .unreadable(name)
        }
        let removed = entity.bool("removed", diagnostics: &diagnostics)
        let allAttributes = (entity.namedMembers("attributes", diagnostics: &diagnostics) ?? []).map {
            readAttribute($0, diagnostics: &diagnostics)
        }
        let allRelationships = (entity.namedMembers("relationships", diagnostics: &diagnostics) ?? []).map {
            readRelationship($0, diagnostics: &diagnostics)
        }
        // Members marked removed are tombstones: only their names go on.
        let attributes = allAttributes.filter { $0.removed?.value != true }
        let relationships = allRelationships.filter { $0.removed?.value != true }
        let removedMembers = allAttributes.filter { $0.removed?.value == true }.map(\.name)
            + allRelationships.filter { $0.removed?.value == true }.map(\.name)
        let sectionIsMalformed = ["attributes", "relationships"].contains { key in
            entity.member(key).map { $0.value.kind != .object } ?? false
        }
        var syntax = EntitySyntax(
            name: name,
            identity: entity.member("identity").map { readIdentity($0, of: entity, diagnostics: &diagnostics) },
            attributes: attributes,
            relationships: relationships,
            serverType: entity.string("serverType", diagnostics: &diagnostics),
            hasUnreadMembers: sectionIsMalformed,
            renamedFrom: entity.string("renamedFrom", diagnostics: &diagnostics),
            removed: removed,
            removedMembers: removedMembers
        )
        if let indexes = entity.member("indexes") { syntax.indexes = readIndexes(indexes, of: entity, diagnostics: &diagnostics) }
        syntax.extends = entity.string("extends", diagnostics: &diagnostics)
        return syntax
    }

    /// `"indexes": [["a"], ["b", "c"]]` (an entry may also be one name); malformed
    /// entries are recorded and left out.
    private static func readIndexes(_ member: SyntaxObject.Member, of entity: SyntaxObject, diagnostics: inout DiagnosticCollector) -> [IndexSyntax] {
        guard let entries = member.value.elements else {
            entity.reportKind(of: member, expected: "an array of indexes (each an array of attribute names)", diagnostics: &diagnostics)
            return []
        }
        var indexes: [IndexSyntax] = []
        for entry in entries {
            if let name = entry.json.string {
                indexes.append(IndexSyntax(names: [Located(name, at: entry.location)], location: entry.location))
                continue
            }
            guard let elements = entry.elements else {
                diagnostics.error("each index of \(entity.what) must be an array of attribute names, found \(entry.kind.withArticle)", at: entry.location)
                continue
            }
            guard !elements.isEmpty else {
                diagnostics.error("an index of \(entity.what) names no attribute", at: entry.location)
                continue
            }
            var names: [Located<String>] = []
            for element in elements {
                guard let name = element.json.string else {
                    diagnostics.error("an index of \(entity.what) must list attribute names, found \(element.kind.withArticle)", at: element.location)
                    names = []
                    break
                }
                names.append(Located(name, at: element.location))
            }
            if !names.isEmpty { indexes.append(IndexSyntax(names: names, location: entry.location)) }
        }
        return indexes
    }

    /// `"identity": "a"` or `["a", "b"]`; a malformed one (recorded) names nothing but
    /// still says the entity has an identity.
    private static func readIdentity(_ member: SyntaxObject.Member, of entity: SyntaxObject, diagnostics: inout DiagnosticCollector) -> IdentitySyntax {
        let value = member.value
        if let name = value.json.string {
            return IdentitySyntax(names: [Located(name, at: value.location)], location: value.location)
        }
        let broken = IdentitySyntax(names: [], location: value.location)
        guard let elements = value.elements else {
            entity.reportKind(of: member, expected: "an attribute name or an array of them", diagnostics: &diagnostics)
            return broken
        }
        guard !elements.isEmpty else {
            diagnostics.error("identity of \(entity.what) names no attribute", at: value.location)
            return broken
        }
        var names: [Located<String>] = []
        for element in elements {
            guard let name = element.json.string else {
                diagnostics.error("identity of \(entity.what) must list attribute names, found \(element.kind.withArticle)", at: element.location)
                return broken
            }
            names.append(Located(name, at: element.location))
        }
        return IdentitySyntax(names: names, location: value.location)
    }

    /// `"name": "Type"` or `"name": { "type": … }`; a malformed one is kept without a
    /// type, so its name is still known.
    private static func readAttribute(_ member: SyntaxObject.Member, diagnostics: inout DiagnosticCollector) -> AttributeSyntax {
        let name = member.key
        if member.value.kind == .string {
            return AttributeSyntax(name: name, type: TypeSyntax.parse(member.value, diagnostics: &diagnostics), defaultValue: nil, example: nil, doc: nil)
        }
        guard member.value.kind == .object,
              let attribute = SyntaxObject(member.value, what: "attribute '\(name.value)'", anchor: name.location, allowedKeys: attributeKeys, diagnostics: &diagnostics)
        else {
            diagnostics.error("attribute '\(name.value)' must be a type string or an object, found \(member.value.kind.withArticle)", at: member.value.location)
            return AttributeSyntax(name: name, type: nil, defaultValue: nil, example: nil, doc: nil)
        }
        var type: TypeSyntax?
        let removed = attribute.bool("removed", diagnostics: &diagnostics)
        if let typeMember = attribute.member("type") {
            if typeMember.value.kind == .string {
                type = TypeSyntax.parse(typeMember.value, diagnostics: &diagnostics)
            } else {
                attribute.reportKind(of: typeMember, expected: "a type string", diagnostics: &diagnostics)
            }
        } else if removed?.value != true {
            attribute.reportMissing("type", diagnostics: &diagnostics)
        }
        return AttributeSyntax(
            name: name, type: type,
            defaultValue: attribute.member("default")?.value,
            example: attribute.member("example")?.value,
            doc: attribute.string("doc", diagnostics: &diagnostics),
            renamedFrom: attribute.string("renamedFrom", diagnostics: &diagnostics),
            removed: removed
        )
    }

    /// `"name": { "to": …, "many": …, "inverse": …, "optional": … }`; a malformed one
    /// is kept without a target, so its name is still known.
    private static func readRelationship(_ member: SyntaxObject.Member, diagnostics: inout DiagnosticCollector) -> RelationshipSyntax {
        let name = member.key
        guard let relationship = SyntaxObject(member.value, what: "relationship '\(name.value)'", anchor: name.location, allowedKeys: relationshipKeys, diagnostics: &diagnostics) else {
            return RelationshipSyntax(name: name, target: nil, many: nil, inverse: nil, optional: nil, deleteRule: nil)
        }
        let removed = relationship.bool("removed", diagnostics: &diagnostics)
        return RelationshipSyntax(
            name: name,
            target: relationship.string("to", required: removed?.value != true, diagnostics: &diagnostics),
            many: relationship.bool("many", diagnostics: &diagnostics),
            inverse: relationship.string("inverse", diagnostics: &diagnostics),
            optional: relationship.bool("optional", diagnostics: &diagnostics),
            deleteRule: relationship.choice("deleteRule", among: deleteRules, diagnostics: &diagnostics),
            renamedFrom: relationship.string("renamedFrom", diagnostics: &diagnostics),
            removed: removed
        )
    }
}
