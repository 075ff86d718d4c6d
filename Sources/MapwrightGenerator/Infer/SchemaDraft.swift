import Mapwright

/// The drafted schema: names, identities, types and fields decided from the grouped
/// shapes, written as schema JSON in the layout of the bundled schemas, with the list of
/// decisions to review.
struct SchemaDraft {
    /// One drafted entity.
    struct EntityDraft {
        var name: String
        var identity: String?
        var attributes: [(name: String, type: String)] = []
        var relationships: [(name: String, json: String)] = []
        /// The mapping's fields: member name and its JSON (a key, or an object with a box).
        var fields: [(name: String, json: String)] = []
    }

    /// An identity key of a group, and whether it was guessed (no id-like key).
    struct IdentityChoice {
        var key: String
        var isGuess: Bool
    }

    let module: String
    var entities: [EntityDraft] = []
    /// What to review, in the order found.
    var review: [InferReviewItem] = []

    init(groups: InferredGroups, module: String) {
        self.module = module
        let identities = Self.identities(groups)
        var typeNames: [String: String] = [:]
        var taken: Set<String> = []
        for group in groups.order {
            let base = group == groups.rootName || !InferNames.isReservedType(group, module: module) ? group : group + "Value"
            typeNames[group] = InferNames.unique(base, in: &taken)
        }
        let fields = Self.fields(groups)
        let broken = InferCycles.backEdges(groups.order.map { group in
            (group, (fields[group] ?? []).compactMap { key, field -> (String, String)? in
                guard case .toOne(let target, let optional) = field else { return nil }
                return identities[group] == nil || !optional ? (key, target) : nil
            })
        })
        for group in groups.order {
            guard let shape = groups.shapes[group], let name = typeNames[group] else { continue }
            if let members = groups.merges[group] {
                let others = members.dropFirst().map { typeNames[$0] ?? $0 }
                let listed = others.count > 6 ? others.prefix(5).joined(separator: ", ") + " and \(others.count - 5) more" : others.joined(separator: ", ")
                review.append(InferReviewItem(kind: .merged, entity: name, message: "also the objects drafted as \(listed): they have the same keys"))
            }
            if let identity = identities[group], identity.isGuess {
                review.append(InferReviewItem(kind: .guessed, entity: name,
                                              message: "identity '\(identity.key)' guessed (no id key): check that no two objects share a value"))
            }
            var drafter = EntityDrafter(group: group, name: name, shape: shape, identity: identities[group], typeNames: typeNames,
                                        identified: { identities[$0] != nil }, brokenLinks: broken[group] ?? [])
            entities.append(drafter.draft(fields[group] ?? []))
            review += drafter.review
        }
    }

    /// Each group's keys and what they become, relationships to their merged groups.
    private static func fields(_ groups: InferredGroups) -> [String: [(String, InferredField)]] {
        var fields: [String: [(String, InferredField)]] = [:]
        for group in groups.order {
            guard let shape = groups.shapes[group] else { continue }
            fields[group] = shape.keys.map { key in
                switch FieldInference.field(key, in: shape) {
                case .toOne(let target, let optional): (key, .toOne(group: groups.resolve(target), optional: optional))
                case .toMany(let target): (key, .toMany(group: groups.resolve(target)))
                case let field: (key, field)
                }
            }
        }
        return fields
    }

    /// The identity key of each group that can have one: an id-like key (else a guessed
    /// one) always set, of a type that can identify, in a group whose every holder is
    /// identified too (a value type's builder does not parse identified records, so they
    /// must not be nested in one).
    static func identities(_ groups: InferredGroups) -> [String: IdentityChoice] {
        var candidates: [String: IdentityChoice] = [:]
        for group in groups.order {
            guard let shape = groups.shapes[group] else { continue }
            let usable = { (key: String, types: [String]) -> Bool in
                guard shape.isAlwaysSet(key), case .attribute(let type, _, false) = FieldInference.field(key, in: shape) else { return false }
                return types.contains(type)
            }
            let identifying = ["String", "Int", "UInt64", "UUID"]
            if let key = FieldInference.identityCandidates(group: group, keys: shape.keys).first(where: { usable($0, identifying) }) {
                candidates[group] = IdentityChoice(key: key, isGuess: false)
            } else if let key = FieldInference.guessedIdentityCandidates(keys: shape.keys).first(where: { usable($0, identifying + ["URL"]) }) {
                candidates[group] = IdentityChoice(key: key, isGuess: true)
            }
        }
        var changed = true
        while changed {
            changed = false
            for group in groups.order where candidates[group] != nil {
                let holders = groups.parents[group] ?? []
                if holders.contains(where: { $0.map { candidates[$0] == nil } ?? false }) {
                    candidates[group] = nil
                    changed = true
                }
            }
        }
        return candidates
    }

    /// The schema file's text.
    var text: String {
        let quoted = SchemaTextWriter.quoted
        let object = SchemaTextWriter.object
        let entityMembers = entities.map { entity -> (String, String) in
            var members: [(String, String)] = []
            if let identity = entity.identity { members.append(("identity", quoted(identity))) }
            members.append(("attributes", object(entity.attributes.map { ($0.name, quoted($0.type)) }, "      ")))
            if !entity.relationships.isEmpty { members.append(("relationships", object(entity.relationships, "      "))) }
            return (entity.name, object(members, "    "))
        }
        let mappingMembers = entities.map { entity in
            (entity.name, object([("fields", object(entity.fields, "      "))], "    "))
        }
        return SchemaTextWriter.file([
            ("module", quoted(module)),
            ("entities", object(entityMembers, "  ")),
            ("mappings", object(mappingMembers, "  ")),
        ])
    }
}
