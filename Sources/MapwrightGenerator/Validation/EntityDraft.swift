/// An entity while its module is being translated: the members that resolved, and
/// the names of those that did not, so later checks can skip them quietly instead
/// of reporting the same mistake again as an unknown name.
struct EntityDraft {
    /// The declaration.
    let syntax: EntitySyntax
    /// Attributes that resolved, in declaration order (added with ``add(_:)-attribute``).
    private(set) var attributes: [Attribute] = []
    /// Relationships that resolved, in declaration order (added with ``add(_:)-relationship``;
    /// inverses filled in later, through ``setInverse(_:ofRelationshipAt:)``).
    private(set) var relationships: [Relationship] = []
    /// The position in `attributes` of the first attribute of each name, so that a
    /// lookup by name does not scan an entity of thousands of attributes once per field.
    private var attributePositions: [String: Int] = [:]
    /// The position in `relationships` of the first relationship of each name.
    private var relationshipPositions: [String: Int] = [:]
    /// The identity; `.none` also when the identity was declared but is broken.
    var identity: Identity = .none
    /// Whether the declared identity is broken (already reported).
    var identityIsBroken = false
    /// Members that were declared but could not be resolved (already reported).
    var brokenMembers: Set<String> = []
    /// The indexes that resolved: each the names of its columns, in order.
    var indexes: [[String]] = []

    /// A draft of `syntax` with no member resolved yet.
    init(syntax: EntitySyntax) {
        self.syntax = syntax
    }

    /// The entity's name.
    var name: String { syntax.name.value }

    /// Whether the entity declares an identity (even a broken one).
    var declaresIdentity: Bool { syntax.identity != nil }

    /// The attribute named `name`, if it resolved.
    func attribute(named name: String) -> Attribute? {
        attributePositions[name].map { attributes[$0] }
    }

    /// The relationship named `name`, if it resolved.
    func relationship(named name: String) -> Relationship? {
        relationshipIndex(named: name).map { relationships[$0] }
    }

    /// The position in `relationships` of the relationship named `name`, if it resolved.
    func relationshipIndex(named name: String) -> Int? {
        relationshipPositions[name]
    }

    /// Adds a resolved attribute (after those already added).
    mutating func add(_ attribute: Attribute) {
        if attributePositions[attribute.name] == nil { attributePositions[attribute.name] = attributes.count }
        attributes.append(attribute)
    }

    /// Adds a resolved relationship (after those already added).
    mutating func add(_ relationship: Relationship) {
        if relationshipPositions[relationship.name] == nil { relationshipPositions[relationship.name] = relationships.count }
        relationships.append(relationship)
    }

    /// Sets the inverse of the relationship at `index` (its name, hence the lookup, unchanged).
    mutating func setInverse(_ inverse: Relationship.Inverse, ofRelationshipAt index: Int) {
        relationships[index].inverse = inverse
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
