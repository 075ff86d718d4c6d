import Foundation
import Mapwright

/// Drafts one entity of a schema from its group's shape: members, types, relationships
/// and mapping fields, and the review items of its keys (left out, typed `JSON`, enum
/// suggestions, cycles broken).
struct EntityDrafter {
    let group: String
    let name: String
    let shape: ObjectShape
    let identity: SchemaDraft.IdentityChoice?
    let typeNames: [String: String]
    /// Whether a group is identified.
    let identified: (String) -> Bool
    /// The keys whose to-one link would close a cycle of embedded values or required links.
    let brokenLinks: Set<String>
    /// What to review about this entity's keys.
    private(set) var review: [InferReviewItem] = []

    init(group: String, name: String, shape: ObjectShape, identity: SchemaDraft.IdentityChoice?, typeNames: [String: String],
         identified: @escaping (String) -> Bool, brokenLinks: Set<String>) {
        self.group = group
        self.name = name
        self.shape = shape
        self.identity = identity
        self.typeNames = typeNames
        self.identified = identified
        self.brokenLinks = brokenLinks
    }

    /// Smallest and largest number of distinct strings worth an enum suggestion.
    static let enumCases = 2...6

    /// The entity, from its keys and what they become.
    mutating func draft(_ fields: [(String, InferredField)]) -> SchemaDraft.EntityDraft {
        var draft = SchemaDraft.EntityDraft(name: name)
        var members: Set<String> = []
        let identityKey = identity?.key
        let ownIDName = InferNames.member(name) + "ID"
        var attributes: [(String, String, String)] = []  // member, type, field JSON
        for (key, field) in fields {
            let path = JSONKeyPath(segments: [.key(key)])
            // A key of digits only reads as an array index in a key path: it cannot be mapped.
            guard !key.isEmpty, !key.allSatisfy(\.isNumber) else { continue }
            let values = shape.fields[key] ?? ValueShape()
            if let reason = FieldInference.unknownReason(values) {
                note(.open, "'\(key)' left out: \(reason), so its type is unknown; add it once a sample has a value")
                continue
            }
            if case .toOne(let target, _) = field, brokenLinks.contains(key), !identified(group) {
                let targetName = typeNames[target] ?? target
                note(.open, "'\(key)' left out: it holds a \(targetName), and a value type cannot contain itself; give \(targetName) an identity, then map '\(key)' as a to-one relationship")
                continue
            }
            var member = InferNames.member(key)
            if key == identityKey, ["id", "ID", "Id", "_id"].contains(key) || member == "id" { member = ownIDName }
            if SwiftIdentifier.unusableMemberNames.contains(member) || member == "hashValue" { member += "Value" }
            if identity != nil, member == "id" || member == "ID" { member = ownIDName }
            member = InferNames.unique(member, in: &members)
            if key == identityKey { draft.identity = member }
            let keyJSON = JSONValue(path.description).description
            switch field {
            case .attribute(let type, let box, let optional):
                if type == "JSON" || type == "[JSON]" {
                    note(.open, "'\(key)' typed \(type): its values are of several kinds (\(values.kinds)); give it a type and a box if it has one shape")
                } else if key != identityKey {
                    suggestEnum(key, values)
                }
                let field = box.map { SchemaTextWriter.inlineObject([("key", keyJSON), ("box", SchemaTextWriter.quoted($0))]) } ?? keyJSON
                attributes.append((member, type + (optional ? "?" : ""), field))
            case .toOne(let target, var optional):
                if brokenLinks.contains(key), !optional {
                    optional = true
                    note(.open, "'\(key)' drafted optional: required, it would close a cycle of required links")
                }
                let targetJSON = JSONValue(typeNames[target] ?? target).description
                draft.relationships.append((member, SchemaTextWriter.inlineObject([("to", targetJSON)] + (optional ? [] : [("optional", "false")]))))
                draft.fields.append((member, keyJSON))
            case .toMany(let target):
                let targetJSON = JSONValue(typeNames[target] ?? target).description
                draft.relationships.append((member, SchemaTextWriter.inlineObject([("to", targetJSON), ("many", "true")])))
                draft.fields.append((member, keyJSON))
            }
        }
        draft.attributes = attributes.map { ($0.0, $0.1) }
        draft.fields = attributes.map { ($0.0, $0.2) } + draft.fields
        return draft
    }

    /// Last words of keys that hold free text or names, never an enum.
    static let textWords: Set<String> = ["name", "title", "description", "text", "body", "summary", "note", "notes", "comment", "message",
                                         "url", "uri", "path", "email", "login", "username", "slug", "handle", "key", "html"]

    /// Whether `value` reads like an enum case: a short word (letters, digits, `_`, `-`,
    /// `.`), not a name with spaces, a path or a sentence.
    static func isCaseLike(_ value: String) -> Bool {
        guard let first = value.unicodeScalars.first, value.count <= 32, CharacterSet.letters.contains(first) else { return false }
        return value.unicodeScalars.allSatisfy { CharacterSet.alphanumerics.contains($0) || "_-.".unicodeScalars.contains($0) }
    }

    /// Suggests an enum for a string key with few values, each seen at least twice on
    /// average (fewer samples are no evidence of a closed set), every value a short word
    /// (`public`, `in_progress`), and a key that does not name free text (`name`, `title`).
    private mutating func suggestEnum(_ key: String, _ values: ValueShape) {
        guard values.strings > 0, values.strings == values.count - values.nulls, !values.stringsAreDates, !values.stringsAreURLs,
              !values.stringsAreUUIDs, let distinct = values.distinctStrings, Self.enumCases.contains(distinct.count),
              values.strings >= 2 * distinct.count, distinct.allSatisfy(Self.isCaseLike),
              !Self.textWords.contains(KeyNamingStyle.words(of: key).last?.lowercased() ?? "")
        else { return }
        let cases = distinct.sorted().map { JSONValue($0).description }
        let enumName = InferNames.type(key)
        note(.suggested, "'\(key)' had \(distinct.count) values in \(values.strings) objects: an enum? \"enums\": { \"\(enumName)\": { \"cases\": [\(cases.joined(separator: ", "))] } }")
    }

    private mutating func note(_ kind: InferReviewItem.Kind, _ message: String) {
        review.append(InferReviewItem(kind: kind, entity: name, message: message))
    }
}
