/// A link from one entity to another (or to itself).
public struct Relationship: Sendable, Hashable {
    /// The property name as written in the schema.
    public var name: String
    /// The target entity's name (same module).
    public var target: String
    /// To-many (`[Target.ID]` or `[Target]`) rather than to-one.
    public var isMany: Bool
    /// Whether a to-one relationship may be nil (always `false` for to-many, which is
    /// empty instead).
    public var isOptional: Bool
    /// How the target is held.
    public var storage: Storage
    /// The relationship on the target that names this one back, if declared; the
    /// store keeps both sides in step.
    public var inverse: Inverse?
    /// `renamedFrom`: the name data stored by an older schema holds it under.
    public var renamedFrom: String? = nil
    /// Where the relationship is declared (its name's key).
    public var location: SchemaLocation
    /// What deleting the record does to the records this relationship links to.
    public var deleteRule: DeleteRule = .nullify

    /// What deleting a record does to its relationship's targets (`deleteRule`).
    public enum DeleteRule: String, Sendable, Hashable {
        /// The targets stay and lose their link.
        case nullify
        /// The targets are deleted too; a parse that drops a target from the list deletes it.
        case cascade
        /// The delete fails while the relationship links to a record.
        case deny
    }

    /// How a relationship holds its target.
    public enum Storage: Sendable, Hashable {
        /// The target has an identity: the property holds `Target.ID?` or `[Target.ID]`.
        case identifier
        /// The target is a value type: the property holds `Target?` or `[Target]` itself.
        case embedded
    }

    /// The other side of an inverse pair.
    public struct Inverse: Sendable, Hashable {
        /// The relationship's name on the target.
        public var name: String
        /// Whether that side is to-many.
        public var isMany: Bool

        /// An inverse from its parts.
        public init(name: String, isMany: Bool) {
            self.name = name
            self.isMany = isMany
        }
    }

    /// A relationship from its parts.
    public init(name: String, target: String, isMany: Bool, isOptional: Bool, storage: Storage, inverse: Inverse?, location: SchemaLocation) {
        self.name = name
        self.target = target
        self.isMany = isMany
        self.isOptional = isOptional
        self.storage = storage
        self.inverse = inverse
        self.location = location
    }

    /// The name as it must be written in Swift: keywords in backticks.
    public var swiftName: String { SwiftIdentifier.escaped(name) }

    /// The Swift type of the property in generated code of `module`: `Blog.Author.ID?`,
    /// `Mapwright.ToMany<Blog.Post.ID>`, `Marvel.CharactersSlice`, `[Shop.LineItem]`.
    public func swiftType(module: String) -> String {
        let element = storage == .identifier ? "\(module).\(target).ID" : "\(module).\(target)"
        if isMany { return storage == .identifier ? "Mapwright.ToMany<\(element)>" : "[\(element)]" }
        return isOptional ? element + "?" : element
    }
}
