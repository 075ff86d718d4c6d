import Mapwright

/// A JSON object assembled from values placed at key paths (`team.id` makes the
/// object `team`), written compactly on one line for generated tests.
///
/// Entries keep their order, so the same placements always give the same text. A
/// placement that collides with an earlier one (the same path, or a path through a
/// value) is refused and the earlier value stays.
struct SampleDocument {
    /// What the document holds at each path it was given, in placement order.
    private(set) var entries: [(path: JSONKeyPath, json: String)] = []

    /// Places `json` at `path`; false when the path collides with an earlier entry.
    @discardableResult
    mutating func place(_ json: String, at path: JSONKeyPath) -> Bool {
        guard !path.segments.isEmpty, !entries.contains(where: { Self.collide($0.path, path) }) else { return false }
        entries.append((path, json))
        return true
    }

    /// The document keeping only the values at `paths`.
    func keeping(_ paths: [JSONKeyPath]) -> SampleDocument {
        var copy = self
        copy.entries.removeAll { entry in !paths.contains(entry.path) }
        return copy
    }

    /// The JSON text: `{"id": "postID-1", "team": {"id": 1002}}`.
    var text: String {
        var root = Node.object([])
        for entry in entries {
            root.insert(entry.json, along: entry.path.segments[...])
        }
        return root.text
    }

    /// Whether one path is a prefix of the other (or equal): the two cannot both hold values.
    private static func collide(_ lhs: JSONKeyPath, _ rhs: JSONKeyPath) -> Bool {
        let shorter = min(lhs.segments.count, rhs.segments.count)
        return Array(lhs.segments.prefix(shorter)) == Array(rhs.segments.prefix(shorter))
    }

    /// A JSON tree under construction.
    private indirect enum Node {
        case value(String)
        case object([(String, Node)])
        case array([Node])

        mutating func insert(_ json: String, along path: ArraySlice<JSONKeyPath.Segment>) {
            guard let first = path.first else {
                self = .value(json)
                return
            }
            let rest = path.dropFirst()
            switch first {
            case .key(let key):
                var members: [(String, Node)] = []
                if case .object(let existing) = self { members = existing }
                if let index = members.firstIndex(where: { $0.0 == key }) {
                    members[index].1.insert(json, along: rest)
                } else {
                    var child = Node.object([])
                    child.insert(json, along: rest)
                    members.append((key, child))
                }
                self = .object(members)
            case .index(let position):
                var elements: [Node] = []
                if case .array(let existing) = self { elements = existing }
                while elements.count <= position { elements.append(.value("null")) }
                elements[position].insert(json, along: rest)
                self = .array(elements)
            }
        }

        var text: String {
            switch self {
            case .value(let json): json
            case .object(let members):
                "{" + members.map { SampleJSON.string($0.0) + ": " + $0.1.text }.joined(separator: ", ") + "}"
            case .array(let elements):
                "[" + elements.map(\.text).joined(separator: ", ") + "]"
            }
        }
    }
}
