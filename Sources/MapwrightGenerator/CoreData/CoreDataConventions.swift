import Foundation

/// What the `userInfo` of a Core Data model says about JSON, in the conventions of the
/// import libraries that read such models:
///
/// - Sync (and its older spelling `hyper.`): `sync.remoteKey` (the key path),
///   `sync.isPrimaryKey`, `sync.nonExportable`, `sync.valueTransformer`; without a
///   primary key, an attribute named `id` or `remoteID` is the identity (`remoteID` read
///   from `id`).
/// - Groot: `JSONKeyPath`, `identityAttribute`, `identityAttributes` (comma-separated,
///   a composite identity), `entityMapperName`, `JSONTransformerName`.
/// - MagicalRecord: `mappedKeyName` with fallbacks `mappedKeyName.1`, `.2`, …,
///   `relatedByAttribute` (an entity's identity, or the target attribute a
///   relationship is matched by), `dateFormat`, `attributeValueClassName`; without
///   one, an attribute named `<entity>ID` (`postID` for `Post`) is the identity.
enum CoreDataConventions {
    /// What an attribute's or relationship's `userInfo` says.
    struct Member: Sendable, Hashable {
        /// The key paths to read, first one first (empty: not given).
        var keys: [String] = []
        /// Which convention gave the keys (`sync.remoteKey`), for the report.
        var keySource: String?
        /// Whether it is marked as the entity's primary key.
        var isPrimaryKey = false
        /// Whether it is left out of exported JSON.
        var isNonExportable = false
        /// The value transformer named for JSON, and the key naming it.
        var transformer: (name: String, key: String)?
        /// A date format (`M/d/yyyy`, or `UnixTime`).
        var dateFormat: String?
        /// MagicalRecord's `relatedByAttribute` on a relationship.
        var relatedByAttribute: String?
        /// Entries no convention defines, or whose value it cannot use.
        var unknown: [CoreDataUserInfoEntry] = []

        /// Compares the parts that have equality.
        static func == (lhs: Member, rhs: Member) -> Bool {
            lhs.keys == rhs.keys && lhs.isPrimaryKey == rhs.isPrimaryKey && lhs.isNonExportable == rhs.isNonExportable
                && lhs.transformer?.name == rhs.transformer?.name && lhs.dateFormat == rhs.dateFormat && lhs.unknown == rhs.unknown
        }

        /// Hashes the keys.
        func hash(into hasher: inout Hasher) { hasher.combine(keys) }
    }

    /// What an entity's `userInfo` says.
    struct Entity: Sendable, Hashable {
        /// The identity attributes named (Groot's `identityAttribute(s)`, MagicalRecord's `relatedByAttribute`).
        var identity: [String] = []
        /// The entry that named them.
        var identityEntry: CoreDataUserInfoEntry?
        /// Groot's `entityMapperName`: code choosing the sub-entity from JSON.
        var entityMapper: CoreDataUserInfoEntry?
        /// Entries no convention defines.
        var unknown: [CoreDataUserInfoEntry] = []
    }

    /// Reads a member's `userInfo`.
    static func member(_ entries: [CoreDataUserInfoEntry]) -> Member {
        var member = Member()
        var fallbacks: [(Int, String)] = []
        var primary: String?
        for entry in entries {
            switch entry.key {
            case "sync.remoteKey", "hyper.remoteKey", "JSONKeyPath":
                if member.keys.isEmpty {
                    member.keys = [entry.value]
                    member.keySource = entry.key
                }
            case "mappedKeyName":
                primary = entry.value
            case "sync.isPrimaryKey", "hyper.isPrimaryKey":
                member.isPrimaryKey = isYes(entry.value)
            case "sync.nonExportable", "hyper.nonExportable":
                member.isNonExportable = isYes(entry.value)
            case "sync.valueTransformer", "hyper.valueTransformer", "JSONTransformerName":
                member.transformer = (entry.value, entry.key)
            case "attributeValueClassName":
                if member.transformer == nil { member.transformer = (entry.value, entry.key) }
            case "dateFormat":
                member.dateFormat = entry.value
            case "relatedByAttribute":
                member.relatedByAttribute = entry.value
            default:
                if entry.key.hasPrefix("mappedKeyName."), let index = Int(entry.key.dropFirst("mappedKeyName.".count)) {
                    fallbacks.append((index, entry.value))
                } else {
                    member.unknown.append(entry)
                }
            }
        }
        if member.keys.isEmpty, primary != nil || !fallbacks.isEmpty {
            member.keys = (primary.map { [$0] } ?? []) + fallbacks.sorted { $0.0 < $1.0 }.map(\.1)
            member.keySource = "mappedKeyName"
        }
        member.keys = member.keys.filter { !$0.isEmpty }
        return member
    }

    /// Reads an entity's `userInfo`.
    static func entity(_ entries: [CoreDataUserInfoEntry]) -> Entity {
        var entity = Entity()
        for entry in entries {
            switch entry.key {
            case "identityAttribute", "identityAttributes", "relatedByAttribute":
                let names = entry.value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
                if entity.identity.isEmpty, !names.isEmpty {
                    entity.identity = names
                    entity.identityEntry = entry
                }
            case "entityMapperName":
                entity.entityMapper = entry
            default:
                entity.unknown.append(entry)
            }
        }
        return entity
    }

    /// `YES`, `true`, `1` (any case).
    static func isYes(_ value: String) -> Bool {
        ["yes", "true", "1"].contains(value.lowercased())
    }
}
