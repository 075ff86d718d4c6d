import Mapwright

/// Which fields a mapping's generated code reads from the members of an object found in
/// one pass (`JSONMemberKeys`), and how each read is written.
extension MappingContext {
    /// The single key a field reads (`"id"`; not a nested path or fallbacks): an attribute,
    /// or with `related` a relationship the parser reads (a child record it parses, or
    /// the identity of one it links), not one `apply` embeds.
    private static func singleKey(_ field: Field, related: Bool = false) -> String? {
        switch field.kind {
        case .attribute: break
        case .relationship(let relationshipField):
            guard related, isReadByParser(relationshipField) else { return nil }
        }
        guard field.keys.count == 1, field.keys[0].segments.count == 1,
              case .key(let key) = field.keys[0].segments[0] else { return nil }
        return key
    }

    /// Whether the parser reads the relationship field: a child record (a nested
    /// relationship stored by identity) or a related record's identity (a reference).
    private static func isReadByParser(_ field: RelationshipField) -> Bool {
        switch field.source {
        case .reference: true
        case .nested: field.relationship.storage == .identifier
        }
    }

    /// Where `field` is among `memberKeys` (its position in the one-pass members), or nil
    /// when it does not read one of them.
    static func member(_ field: Field, in memberKeys: [String]) -> Int? {
        singleKey(field, related: true).flatMap { memberKeys.firstIndex(of: $0) }
    }

    /// How generated code reads a field: from the one-pass members at its named position
    /// (`members.read(F, member: Member.title, …)`), or by key from the object
    /// (`json.read(F, …)`). `owner` qualifies `Member` outside the mapping
    /// (`Blog.PostMapping.`). `memberArgument` goes before the next argument,
    /// `memberSuffix` after the field.
    static func memberRead(_ field: Field, in memberKeys: [String], owner: String = "") -> [String: MustacheValue] {
        let position = member(field, in: memberKeys).map { _ in memberName(field, owner: owner) }
        return [
            "receiver": .string(position == nil ? "json" : "members"),
            "memberArgument": .string(position.map { "member: \($0), " } ?? ""),
            "memberSuffix": .string(position.map { ", member: \($0)" } ?? ""),
        ]
    }

    /// `Member.title`: the name of a field's position among the one-pass members.
    static func memberName(_ field: Field, owner: String = "") -> String {
        "\(owner)Member.\(SwiftIdentifier.escaped(field.name))"
    }

    /// The declarations of the mapping's `Member` enum: `static let id = 0, title = 1`, a
    /// field's position among `memberKeys` by the field's name, wrapped within 120 columns.
    func memberDeclarations(memberKeys: [String]) -> [MustacheValue] {
        let positions = mapping.fields.compactMap { field in
            Self.member(field, in: memberKeys).map { "\(SwiftIdentifier.escaped(field.name)) = \($0)" }
        }
        return SwiftLineWrapper.packed(positions, first: "static let ", next: "static let ", separator: ", ", indent: 8)
            .map { .dictionary(["line": .string($0)]) }
    }

    /// The single keys the parser finds in one pass (`JSONMemberKeys`), each once: the
    /// attributes' in field order, then those of the related records the parser reads
    /// (children and references), at most `JSONMemberKeys.capacity` (fields past it look their key up);
    /// empty when fewer than two fields read one (a lookup is then as cheap).
    var memberKeys: [String] {
        let attributeKeys = mapping.fields.compactMap { Self.singleKey($0) }
        let allKeys = mapping.fields.compactMap { Self.singleKey($0, related: true) }
        var keys: [String] = []
        for key in attributeKeys + allKeys where keys.count < JSONMemberKeys.capacity && !keys.contains(key) {
            keys.append(key)
        }
        return keys.count >= 2 ? keys : []
    }

    /// Whether the parser reads a related record (a child, a reference) by key from the
    /// object, not from the members in `memberKeys`.
    func readsRelatedByKey(memberKeys: [String]) -> Bool {
        mapping.fields.contains { field in
            guard case .relationship(let relationshipField) = field.kind, Self.isReadByParser(relationshipField) else { return false }
            return Self.member(field, in: memberKeys) == nil
        }
    }
}
