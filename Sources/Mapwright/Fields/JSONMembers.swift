/// Where the members named by a ``JSONMemberKeys`` are in one object: found in one pass
/// over its members (in the order the document usually has them, so that each member
/// is mostly compared with one name), then read by position. Reading a member from here
/// gives what reading its key from the object would: the first occurrence of a
/// duplicate key, the same issues at the same key paths.
public struct JSONMembers {
    /// The object the members were found in.
    public let object: JSONValue
    /// The tape index of each scanned name's value, or -1 when the object lacks it.
    @usableFromInline let found: SIMD16<Int>
    /// How many names were scanned: 0 when `object` is not an object (reads then go
    /// through `object` itself), and at most ``JSONMemberKeys/capacity``.
    @usableFromInline let scanned: Int

    init(object: JSONValue, found: SIMD16<Int>, scanned: Int) {
        self.object = object
        self.found = found
        self.scanned = scanned
    }

    /// The value of the name at `member`, or nil when the object lacks it (or the name
    /// is past ``JSONMemberKeys/capacity`` and was not scanned: look its key up instead).
    public func value(_ member: Int) -> JSONValue? {
        guard member >= 0, member < scanned else { return nil }
        let index = tapeIndex(member)
        // Not `index < 0 ? nil : …`: JSONValue is ExpressibleByNilLiteral, so that nil would be JSON null.
        guard index >= 0 else { return .none }
        return JSONValue(document: object.document, index: index)
    }

    /// The tape index of the value of the scanned name at `member` (below `scanned`), or
    /// -1 when the object lacks it.
    @inlinable
    func tapeIndex(_ member: Int) -> Int {
        // Read from a copy of the positions alone: subscripting `found` copied the whole
        // members value (and retained its document) on every read.
        Swift.withUnsafeBytes(of: found) { $0.load(fromByteOffset: member &* MemoryLayout<Int>.stride, as: Int.self) }
    }

    /// `body`'s result for the object's document, handed over without being retained:
    /// `self` keeps it alive for the whole call. (Read into a local, even an
    /// `unowned(unsafe)` one, the document was retained and released on every field read.)
    @inlinable
    func withDocument<Result>(_ body: (JSONDocument) throws -> Result) rethrows -> Result {
        try Unmanaged.passUnretained(object.document)._withUnsafeGuaranteedRef(body)
    }

    /// ``JSONValue/assign(_:to:isUpdate:at:issues:)`` for a field read from the single key
    /// at `member` of the names these members were found by.
    @inlinable
    public func assign<Value: Sendable>(_ field: JSONField<Value>, member: Int, to slot: inout Value?, isUpdate: Bool,
                                        at base: JSONKeyPath = .root, issues: inout ParseIssueCollector) {
        guard member >= 0, member < scanned, !field.keys.isEmpty else {
            return object.assign(field, to: &slot, isUpdate: isUpdate, at: base, issues: &issues)
        }
        let index = tapeIndex(member)
        let read: FieldRead<Value>
        if index >= 0 {
            // Nil when the slot is settled here, without a read to assign.
            let found: FieldRead<Value>? = withDocument { document in
                if let existing = slot {
                    // A built-in box compares on the tape; another box with a shortcut, on a value.
                    if let tapeRead = field.box.tapeRead {
                        if tapeRead.equals(document, index, existing) { return nil }  // the slot already holds what the JSON says
                    } else if let matches = field.box.matches, matches(JSONValue(document: document, index: index), existing) {
                        return nil
                    }
                }
                // What a built-in box reads most, read in place: no value made, no transform called.
                if let value = field.box.tapeRead?.value(document, index, as: Value.self) {
                    slot = value
                    return nil
                }
                return object.read(field, found: JSONValue(document: document, index: index), key: field.keys[0], at: base, issues: &issues)
            }
            guard let found else { return }
            read = found
        } else {
            read = .absent
        }
        read.assign(to: &slot, null: field.null, defaultValue: field.defaultValue, isUpdate: isUpdate,
                    keyPath: base.appending(field.keys[0]), expected: field.box.expected, issues: &issues)
    }

    /// ``JSONValue/read(_:at:issues:)`` for a field read from the single key at `member`:
    /// absent, null, the box's value, or invalid with the box's issue recorded.
    @inlinable
    public func read<Value: Sendable>(_ field: JSONField<Value>, member: Int, at base: JSONKeyPath = .root,
                                      issues: inout ParseIssueCollector) -> FieldRead<Value> {
        guard member >= 0, member < scanned, !field.keys.isEmpty else { return object.read(field, at: base, issues: &issues) }
        let index = tapeIndex(member)
        guard index >= 0 else { return .absent }
        return withDocument { document in
            if let value = field.box.tapeRead?.value(document, index, as: Value.self) { return .value(value) }
            return object.read(field, found: JSONValue(document: document, index: index), key: field.keys[0], at: base, issues: &issues)
        }
    }

    /// ``JSONValue/readChild(_:at:issues:_:)`` for a child read from the single key at `member`.
    @inlinable
    public func readChild<Child>(_ keys: [JSONKeyPath], member: Int, at base: JSONKeyPath = .root,
                                 issues: inout ParseIssueCollector,
                                 _ parse: (JSONValue) throws -> Child) throws -> FieldRead<Child> {
        try JSONValue.readChild(present(keys, member: member), at: base, issues: &issues, parse)
    }

    /// ``JSONValue/readChildren(_:at:tolerance:issues:_:)`` for children read from the single
    /// key at `member`.
    @inlinable
    public func readChildren<Child>(_ keys: [JSONKeyPath], member: Int, at base: JSONKeyPath = .root,
                                    tolerance: ArrayTolerance = .strict, issues: inout ParseIssueCollector,
                                    _ parse: (JSONValue) throws -> Child) throws -> FieldRead<[Child]> {
        try JSONValue.readChildren(present(keys, member: member), at: base, tolerance: tolerance, issues: &issues, parse)
    }

    /// The value of the single key at `member` with its key path, or nil when absent; for
    /// a member past the scan, the first of `keys` the object holds.
    @inlinable
    func present(_ keys: [JSONKeyPath], member: Int) -> (value: JSONValue, keyPath: JSONKeyPath)? {
        guard member < scanned, let key = keys.first else { return object.firstPresent(keys) }
        guard let value = value(member) else { return nil }
        return (value, key)
    }

    /// ``JSONValue/readIdentity(_:name:at:issues:)`` for an identity read from the single key
    /// at `member`: the value, or nil with the issue recorded (a missing or null identity,
    /// one the box rejects).
    @inlinable
    public func readIdentity<Value: Sendable>(_ field: JSONField<Value>, member: Int, name: String, at base: JSONKeyPath = .root,
                                              issues: inout ParseIssueCollector) -> Value? {
        guard member < scanned, let key = field.keys.first else {
            return object.readIdentity(field, name: name, at: base, issues: &issues)
        }
        return read(field, member: member, at: base, issues: &issues)
            .identity(name, at: base.appending(key), expected: field.box.expected, issues: &issues)
    }

    /// Whether assigning `field` from the member at `member`, as an update, would leave a
    /// slot holding `current` as it is and report nothing: the key is absent (an update
    /// keeps the field), or null and the field's null policy keeps `current`, or holds what
    /// the box reads as `current` (see ``Box/matches``). False whenever that cannot be told
    /// here (no such shortcut for the box, a member past the scan, a value to report).
    /// Generated parsers use it to leave a stored record alone when its JSON changes nothing.
    @inlinable
    public func holds<Value: Sendable & Equatable>(_ field: JSONField<Value>, member: Int, _ current: Value?) -> Bool {
        guard member >= 0, member < scanned else { return false }
        let index = tapeIndex(member)
        guard index >= 0 else { return true }
        return withDocument { document in
            if document.isNull(at: index) {
                switch field.null {
                case .keep: return true
                case .clear: return current == nil
                case .useDefault: return current == field.defaultValue
                case .reject: return false
                }
            }
            guard let current else { return false }
            if let tapeRead = field.box.tapeRead { return tapeRead.equals(document, index, current) }
            guard let matches = field.box.matches else { return false }
            return matches(JSONValue(document: document, index: index), current)
        }
    }
}
