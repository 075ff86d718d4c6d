import Mapwright

/// A key a field of a mapping reads that no object of the payload read by that mapping
/// has: a typo in the schema (`display_nme`), or a key this payload never sends. The
/// payload's own keys that no field reads give the "did you mean".
public struct TryMissingKey: Hashable, Sendable {
    /// The mapping.
    public var mapping: String
    /// The field reading the key.
    public var field: String
    /// The key the field reads (its first, when it has several).
    public var key: JSONKeyPath
    /// How many objects the mapping read, none of which has the key.
    public var objects: Int
    /// The payload key, read by no field, closest to `key`: likely what was meant.
    public var didYouMean: String?

    /// `mapping Account: field 'displayName' reads 'display_nme', which none of the 2
    /// objects has; did you mean 'display_name'?`
    public var text: String {
        let objects = objects == 1 ? "the object" : "none of the \(objects) objects"
        var text = "mapping \(mapping): field '\(field)' reads '\(key)', which \(objects) \(self.objects == 1 ? "lacks" : "has")"
        if let didYouMean { text += "; did you mean '\(didYouMean)'?" }
        return text
    }
}

/// What `TryUnreadKeys` counts for one mapping: the objects it read, the keys they had,
/// and for each field how many objects had none of its keys.
struct TryMappingTally {
    var objects = 0
    var seenKeys: Set<String> = []
    var readKeys: Set<String> = []
    /// Per field, in mapping order: its name, first key, and the objects lacking it.
    var fields: [(name: String, key: JSONKeyPath, firstSegments: [String], absent: Int)] = []

    init(_ mapping: Mapping) {
        for field in mapping.fields {
            let keys = field.keys + (field.previousIdentityKey.map { [$0] } ?? [])
            let segments = keys.compactMap { key -> String? in
                guard case .key(let first)? = key.segments.first else { return nil }
                return first
            }
            readKeys.formUnion(segments)
            guard let first = field.keys.first, !segments.isEmpty else { continue }
            fields.append((field.name, first, segments, 0))
        }
    }

    /// Counts one object with keys `present`.
    mutating func add(_ present: Set<String>) {
        objects += 1
        seenKeys.formUnion(present)
        for index in fields.indices where !fields[index].firstSegments.contains(where: present.contains) {
            fields[index].absent += 1
        }
    }

    /// The fields whose keys no object had.
    func missing(mapping: String) -> [TryMissingKey] {
        let unread = seenKeys.subtracting(readKeys).sorted()
        return fields.filter { $0.absent == objects && objects > 0 }.map { field in
            let written = field.firstSegments.first ?? field.key.description
            return TryMissingKey(mapping: mapping, field: field.name, key: field.key, objects: objects,
                                 didYouMean: Suggestion.closest(to: written, among: unread))
        }
    }
}
