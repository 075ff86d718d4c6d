/// The outcome of following a key path: the value, or where the path stopped.
public enum JSONLookup: Sendable {
    /// The path led to a value.
    case found(JSONValue)
    /// The path's final key or index is absent (the container exists).
    case absent
    /// A step met a value of the wrong kind: `at` is the path up to and including
    /// that step; `found` is the kind that was there.
    case mismatch(at: JSONKeyPath, expected: JSONKind, found: JSONKind)
}

extension JSONValue {
    /// The value at `path`, or `nil` when any step is absent or of the wrong kind.
    public subscript(path: JSONKeyPath) -> JSONValue? {
        if case .found(let value) = lookup(path) { return value }
        return nil
    }

    /// Follows `path`, saying exactly where and why it stopped when it does.
    /// A missing member or element anywhere along the way is `.absent`; so is a
    /// `null` in the middle of a path (an absent parent reads as an absent child).
    public func lookup(_ path: JSONKeyPath) -> JSONLookup {
        // The common case, one key of an object (what most mapped fields read), without
        // the general walk.
        if let key = path.singleKey, kind == .object {
            guard let value = self[key] else { return .absent }
            return .found(value)
        }
        let segments = path.segments
        var current = self
        for (depth, segment) in segments.enumerated() {
            switch segment {
            case .key(let key):
                switch current.kind {
                case .object:
                    guard let next = current[key] else { return .absent }
                    current = next
                case .null where depth > 0:
                    return .absent
                default:
                    return .mismatch(at: JSONKeyPath(segments: Array(segments[..<depth])), expected: .object, found: current.kind)
                }
            case .index(let position):
                switch current.kind {
                case .array:
                    guard let next = current[position] else { return .absent }
                    current = next
                case .null where depth > 0:
                    return .absent
                default:
                    return .mismatch(at: JSONKeyPath(segments: Array(segments[..<depth])), expected: .array, found: current.kind)
                }
            }
        }
        return .found(current)
    }
}
