/// An entity while its module is being translated: the members that resolved, and
/// the names of those that did not, so later checks can skip them quietly instead
/// of reporting the same mistake again as an unknown name.
struct EntityDraft {
    /// The declaration.
    let syntax: EntitySyntax
    /// Attributes that resolved, in declaration order.
    var attributes: [Attribute] = []
    /// Relationships that resolved, in declaration order (inverses filled in later).
    var relationships: [Relationship] = []
    /// The identity; `.none` also when the identity was declared but is broken.
    var identity: Identity = .none
    /// Whether the declared identity is broken (already reported).
    var identityIsBroken = false
    /// Members that were declared but could not be resolved (already reported).
    var brokenMembers: Set<String> = []
    /// The indexes that resolved: each the names of its columns, in order.
    var indexes: [[String]] = []

    /// The entity's name.
    var name: String { syntax.name.value }

    /// Whether the entity declares an identity (even a broken one).
    var declaresIdentity: Bool { syntax.identity != nil }

    /// The attribute named `name`, if it resolved.
    func attribute(named name: String) -> Attribute? {
        attributes.first { $0.name == name }
    }

    /// The relationship named `name`, if it resolved.
    func relationship(named name: String) -> Relationship? {
        relationships.first { $0.name == name }
    }

    /// Whether a name missing from this entity may just be unreadable (its
    /// `attributes` or `relationships` was malformed, already reported): problems
    /// about unknown members are then not reported.
    func mayHave(_ name: String) -> Bool {
        syntax.hasUnreadMembers || brokenMembers.contains(name)
    }

    /// The names of every declared attribute and relationship, in declaration order.
    var memberNames: [String] {
        syntax.attributes.map(\.name.value) + syntax.relationships.map(\.name.value)
    }
}
