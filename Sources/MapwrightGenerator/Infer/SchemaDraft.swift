import Mapwright

/// The drafted schema: names, identities, types and fields decided from the grouped
/// shapes, written as schema JSON in the layout of the bundled schemas.
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

    let module: String
    var entities: [EntityDraft] = []

    init(groups: InferredGroups, module: String) {
        self.module = module
        let identities = Self.identities(groups)
        var typeNames: [String: String] = [:]
        var taken: Set<String> = []
        for group in groups.order {
            let base = group == groups.rootName || !InferNames.isReservedType(group, module: module) ? group : group + "Value"
            typeNames[group] = InferNames.unique(base, in: &taken)
        }
        for group in groups.order {
            guard let shape = groups.shapes[group], let name = typeNames[group] else { continue }
            entities.append(Self.entity(name, shape: shape, identityKey: identities[group], typeNames: typeNames))
        }
    }

    /// The identity key of each group that can have one: an id-like key always set, of a
    /// type that can identify, in a group whose every holder is identified too (a value
    /// type's builder does not parse identified records, so they must not be nested in one).
    static func identities(_ groups: InferredGroups) -> [String: String] {
        var candidates: [String: String] = [:]
        for group in groups.order {
            guard let shape = groups.shapes[group] else { continue }
            let key = FieldInference.identityCandidates(group: group, keys: shape.keys).first { key in
                guard shape.isAlwaysSet(key), case .attribute(let type, _, false) = FieldInference.field(key, in: shape) else { return false }
                return ["String", "Int", "UInt64", "UUID"].contains(type)
            }
            candidates[group] = key
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

    private static func entity(_ name: String, shape: ObjectShape, identityKey: String?, typeNames: [String: String]) -> EntityDraft {
        var draft = EntityDraft(name: name)
        var members: Set<String> = []
        let identified = identityKey != nil
        let ownIDName = InferNames.member(name) + "ID"
        var attributes: [(String, String, String)] = []  // member, type, field JSON
        for key in shape.keys {
            let path = JSONKeyPath(segments: [.key(key)])
            // A key of digits only reads as an array index in a key path: it cannot be mapped.
            guard !key.isEmpty, !key.allSatisfy(\.isNumber) else { continue }
            var member = InferNames.member(key)
            if key == identityKey, ["id", "ID", "Id", "_id"].contains(key) || member == "id" { member = ownIDName }
            if SwiftIdentifier.unusableMemberNames.contains(member) || member == "hashValue" { member += "Value" }
            if identified, member == "id" || member == "ID" { member = ownIDName }
            member = InferNames.unique(member, in: &members)
            if key == identityKey { draft.identity = member }
            let keyJSON = JSONValue(path.description).description
            switch FieldInference.field(key, in: shape) {
            case .attribute(let type, let box, let optional):
                let field = box.map { SchemaTextWriter.inlineObject([("key", keyJSON), ("box", SchemaTextWriter.quoted($0))]) } ?? keyJSON
                attributes.append((member, type + (optional ? "?" : ""), field))
            case .toOne(let group, let optional):
                let target = JSONValue(typeNames[group] ?? group).description
                draft.relationships.append((member, SchemaTextWriter.inlineObject([("to", target)] + (optional ? [] : [("optional", "false")]))))
                draft.fields.append((member, keyJSON))
            case .toMany(let group):
                let target = JSONValue(typeNames[group] ?? group).description
                draft.relationships.append((member, SchemaTextWriter.inlineObject([("to", target), ("many", "true")])))
                draft.fields.append((member, keyJSON))
            }
        }
        draft.attributes = attributes.map { ($0.0, $0.1) }
        draft.fields = attributes.map { ($0.0, $0.2) } + draft.fields
        return draft
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
