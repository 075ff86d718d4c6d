extension JSONValue {
    /// The number of elements of an array or members of an object; `nil` for other kinds.
    public var count: Int? {
        switch tag {
        case .array, .object: Int(truncatingIfNeeded: document.payload(at: index) & 0xFFFF_FFFF)
        default: nil
        }
    }

    /// The value of `key` in an object (the first occurrence); `nil` when this is not
    /// an object or has no such key.
    public subscript(key: String) -> JSONValue? {
        guard tag == .object else { return nil }
        if let found = key.utf8.withContiguousStorageIfAvailable({ utf8 in member(utf8) }) { return found }
        var key = key
        return key.withUTF8 { utf8 in member(utf8) }
    }

    /// The member whose key equals `utf8`: a scan of the object's keys on the tape,
    /// each compared in place (see `JSONDocument.string(at:equals:)`).
    @inline(__always)
    func member(_ utf8: UnsafeBufferPointer<UInt8>) -> JSONValue? {
        var keyIndex = index + JSONTape.stride
        let end = document.indexAfter(index)
        while keyIndex < end {
            let valueIndex = keyIndex + JSONTape.stride
            if document.string(at: keyIndex, equals: utf8) {
                return JSONValue(document: document, index: valueIndex)
            }
            keyIndex = document.indexAfter(valueIndex)
        }
        return nil
    }

    /// The element at `position` of an array (a walk of `position` steps); `nil` when
    /// this is not an array or the position is out of bounds.
    public subscript(position: Int) -> JSONValue? {
        guard tag == .array, position >= 0, position < count ?? 0 else { return nil }
        var child = index + JSONTape.stride
        for _ in 0..<position { child = document.indexAfter(child) }
        return JSONValue(document: document, index: child)
    }

    /// The elements of an array; `nil` for other kinds.
    public var array: JSONArray? {
        tag == .array ? JSONArray(container: self) : nil
    }

    /// The members of an object, in document order; `nil` for other kinds.
    public var object: JSONObject? {
        tag == .object ? JSONObject(container: self) : nil
    }
}

/// The elements of a JSON array, in order. Counting is O(1); walking is O(n).
public struct JSONArray: Collection, Sendable {
    /// A position in the array.
    public struct Index: Comparable, Sendable {
        let tapeIndex: Int
        /// Orders positions by their place in the document.
        public static func < (lhs: Index, rhs: Index) -> Bool { lhs.tapeIndex < rhs.tapeIndex }
    }

    /// The array value itself.
    public let container: JSONValue

    /// The first element's position.
    public var startIndex: Index { Index(tapeIndex: container.index + JSONTape.stride) }
    /// The position past the last element.
    public var endIndex: Index { Index(tapeIndex: container.document.indexAfter(container.index)) }
    /// The number of elements, without walking them.
    public var count: Int { container.count ?? 0 }
    /// Whether the array has no elements.
    public var isEmpty: Bool { count == 0 }

    /// The element at `position`.
    public subscript(position: Index) -> JSONValue {
        JSONValue(document: container.document, index: position.tapeIndex)
    }

    /// The position after `position`.
    public func index(after position: Index) -> Index {
        Index(tapeIndex: container.document.indexAfter(position.tapeIndex))
    }
}

/// The members of a JSON object, in document order (duplicates included).
public struct JSONObject: Collection, Sendable {
    /// A position among the members.
    public struct Index: Comparable, Sendable {
        let tapeIndex: Int
        /// Orders positions by their place in the document.
        public static func < (lhs: Index, rhs: Index) -> Bool { lhs.tapeIndex < rhs.tapeIndex }
    }

    /// The object value itself.
    public let container: JSONValue

    /// The first member's position.
    public var startIndex: Index { Index(tapeIndex: container.index + JSONTape.stride) }
    /// The position past the last member.
    public var endIndex: Index { Index(tapeIndex: container.document.indexAfter(container.index)) }
    /// The number of members, without walking them.
    public var count: Int { container.count ?? 0 }
    /// Whether the object has no members.
    public var isEmpty: Bool { count == 0 }

    /// The member at `position`: its key (a string value, with its location) and value.
    public subscript(position: Index) -> (key: JSONValue, value: JSONValue) {
        (JSONValue(document: container.document, index: position.tapeIndex),
         JSONValue(document: container.document, index: position.tapeIndex + JSONTape.stride))
    }

    /// The position after `position`.
    public func index(after position: Index) -> Index {
        Index(tapeIndex: container.document.indexAfter(position.tapeIndex + JSONTape.stride))
    }

    /// The decoded keys, in document order.
    public var keys: [String] { map { $0.key.string ?? "" } }

    /// The value of `key` (the first occurrence).
    public subscript(key: String) -> JSONValue? { container[key] }
}
