/// Reads `entities` members: identity, attributes (short and long form) and
/// relationships.
enum EntitySyntaxReader {
    /// Keys of an entity.
    static let entityKeys = ["identity", "attributes", "relationships", "serverType"]
    /// Keys of an attribute's long form.
    static let attributeKeys = ["type", "default", "example", "doc"]
    /// Keys of a relationship.
    static let relationshipKeys = ["to", "many", "inverse", "optional"]

    /// The entity declared by `member`, or `nil` when it is not an object (recorded).
    static func read(_ member: SyntaxObject.Member, diagnostics: inout DiagnosticCollector) -> EntitySyntax? {
        let name = member.key
        guard let entity = SyntaxObject(member.value, what: "entity '\(name.value)'", anchor: name.location, allowedKeys: entityKeys, diagnostics: &diagnostics) else {
            return nil
        }
        let attributes = (entity.namedMembers("attributes", diagnostics: &diagnostics) ?? []).compactMap {
            readAttribute($0, diagnostics: &diagnostics)
        }
        let relationships = (entity.namedMembers("relationships", diagnostics: &diagnostics) ?? []).compactMap {
            readRelationship($0, diagnostics: &diagnostics)
        }
        return EntitySyntax(
            name: name,
            identity: entity.member("identity").flatMap { readIdentity($0, of: entity, diagnostics: &diagnostics) },
            attributes: attributes,
            relationships: relationships,
            serverType: entity.string("serverType", diagnostics: &diagnostics)
        )
    }

    /// `"identity": "a"` or `["a", "b"]`.
    private static func readIdentity(_ member: SyntaxObject.Member, of entity: SyntaxObject, diagnostics: inout DiagnosticCollector) -> IdentitySyntax? {
        let value = member.value
        if let name = value.json.string {
            return IdentitySyntax(names: [Located(name, at: value.location)], location: value.location)
        }
        guard let elements = value.elements else {
            entity.reportKind(of: member, expected: "an attribute name or an array of them", diagnostics: &diagnostics)
            return nil
        }
        guard !elements.isEmpty else {
            diagnostics.error("identity of \(entity.what) names no attribute", at: value.location)
            return nil
        }
        var names: [Located<String>] = []
        for element in elements {
            guard let name = element.json.string else {
                diagnostics.error("identity of \(entity.what) must list attribute names, found \(element.kind.withArticle)", at: element.location)
                continue
            }
            names.append(Located(name, at: element.location))
        }
        return names.isEmpty ? nil : IdentitySyntax(names: names, location: value.location)
    }

    /// `"name": "Type"` or `"name": { "type": … }`.
    private static func readAttribute(_ member: SyntaxObject.Member, diagnostics: inout DiagnosticCollector) -> AttributeSyntax? {
        let name = member.key
        if member.value.kind == .string {
            return AttributeSyntax(name: name, type: TypeSyntax.parse(member.value, diagnostics: &diagnostics), defaultValue: nil, example: nil, doc: nil)
        }
        guard member.value.kind == .object else {
            diagnostics.error("attribute '\(name.value)' must be a type string or an object, found \(member.value.kind.withArticle)", at: member.value.location)
            return nil
        }
        guard let attribute = SyntaxObject(member.value, what: "attribute '\(name.value)'", anchor: name.location, allowedKeys: attributeKeys, diagnostics: &diagnostics) else {
            return nil
        }
        var type: TypeSyntax?
        if let typeMember = attribute.member("type") {
            if typeMember.value.kind == .string {
                type = TypeSyntax.parse(typeMember.value, diagnostics: &diagnostics)
            } else {
                attribute.reportKind(of: typeMember, expected: "a type string", diagnostics: &diagnostics)
            }
        } else {
            attribute.reportMissing("type", diagnostics: &diagnostics)
        }
        return AttributeSyntax(
            name: name, type: type,
            defaultValue: attribute.member("default")?.value,
            example: attribute.member("example")?.value,
            doc: attribute.string("doc", diagnostics: &diagnostics)
        )
    }

    /// `"name": { "to": …, "many": …, "inverse": …, "optional": … }`.
    private static func readRelationship(_ member: SyntaxObject.Member, diagnostics: inout DiagnosticCollector) -> RelationshipSyntax? {
        let name = member.key
        guard let relationship = SyntaxObject(member.value, what: "relationship '\(name.value)'", anchor: name.location, allowedKeys: relationshipKeys, diagnostics: &diagnostics) else {
            return nil
        }
        return RelationshipSyntax(
            name: name,
            target: relationship.string("to", required: true, diagnostics: &diagnostics),
            many: relationship.bool("many", diagnostics: &diagnostics),
            inverse: relationship.string("inverse", diagnostics: &diagnostics),
            optional: relationship.bool("optional", diagnostics: &diagnostics)
        )
    }
}
