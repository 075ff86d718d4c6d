extension JSONValue {
    /// A copy with the value at `keyPath` replaced by `value`, or added when absent
    /// (objects on the way are made; an array is padded with `null` up to an index).
    /// Meant for tests that vary one field of a sample document: it rebuilds the
    /// containers along the path, so it is not for hot paths.
    public func replacing(_ keyPath: JSONKeyPath, with value: JSONValue) -> JSONValue {
        edited(keyPath.segments[...], value)
    }

    /// A copy without the value at `keyPath` (an array element becomes `null`, so later
    /// indices keep their meaning); unchanged when there is none.
    public func removing(_ keyPath: JSONKeyPath) -> JSONValue {
        edited(keyPath.segments[...], nil)
    }

    /// The edit along `path`: `value` there, or nothing when `value` is nil.
    private func edited(_ path: ArraySlice<JSONKeyPath.Segment>, _ value: JSONValue?) -> JSONValue {
        guard let first = path.first else { return value ?? .nullValue }
        let rest = path.dropFirst()
        switch first {
        case .key(let key):
            var members = object.map { object in object.map { ($0.key.string ?? "", $0.value) } } ?? []
            if let position = members.firstIndex(where: { $0.0 == key }) {
                if rest.isEmpty, value == nil {
                    members.remove(at: position)
                } else {
                    members[position].1 = members[position].1.edited(rest, value)
                }
            } else if value != nil {
                members.append((key, JSONValue(members: []).edited(rest, value)))
            } else {
                return self
            }
            return JSONValue(members: members)
        case .index(let position):
            var elements = array.map(Array.init) ?? []
            guard position < elements.count || value != nil else { return self }
            while elements.count <= position { elements.append(.nullValue) }
            elements[position] = elements[position].edited(rest, value)
            return JSONValue(elements)
        }
    }
}
