/// Writing mapped fields into an object being exported: the calls generated
/// `export` functions make, one per exported field, in mapping order. When two fields
/// share a key (a reference read from the same key as the identity), the first one
/// written keeps it.
extension JSONOutput {
    /// `value` at `key`, unless an earlier field wrote that key.
    private mutating func setField(_ value: JSONOutput, at key: JSONKeyPath) {
        guard self[key] == nil else { return }
        set(value, at: key)
    }

    /// Writes `value` through `field`'s box at the field's first key path; a nil value
    /// is written `null`, or left out when `omitsNil`.
    public mutating func set<Value: Sendable>(_ value: Value?, _ field: JSONField<Value>, omitsNil: Swift.Bool = false) {
        guard let key = field.keys.first else { return }
        guard let value else {
            if !omitsNil { setField(.null, at: key) }
            return
        }
        setField(field.box.export?(value) ?? .null, at: key)
    }

    /// Writes an embedded value (a value type) exported by `export` at `key`; nil is
    /// written `null`, or left out when `omitsNil`.
    public mutating func setEmbedded<Target>(_ value: Target?, at key: JSONKeyPath, omitsNil: Swift.Bool = false,
                                             _ export: (Target) throws -> JSONOutput) rethrows {
        guard let value else {
            if !omitsNil { setField(.null, at: key) }
            return
        }
        setField(try export(value), at: key)
    }

    /// Writes embedded values, each exported by `export`, as an array at `key`.
    public mutating func setEmbeddedArray<Target>(_ values: [Target], at key: JSONKeyPath, _ export: (Target) throws -> JSONOutput) rethrows {
        setField(.array(try values.map(export)), at: key)
    }

    /// Writes the linked record `id`, fetched from the scope's context and exported by
    /// `export`, at `key`. Left out when the scope has no context, or when the record is
    /// already being exported further up (a cycle); a nil link (or one to a record the
    /// context does not have) is written `null`, or left out when `omitsNil`.
    public mutating func setNested<Target: StoreEntity>(
        _ id: Target.ID?, of type: Target.Type, at key: JSONKeyPath, scope: JSONExportScope,
        omitsNil: Swift.Bool = false, _ export: (Target, JSONExportScope) throws -> JSONOutput
    ) throws {
        guard let context = scope.context else { return }
        guard let id, let target = try context.fetch(type, id: id) else {
            if !omitsNil { setField(.null, at: key) }
            return
        }
        guard let inner = scope.entering(type, id: id) else { return }
        setField(try export(target, inner), at: key)
    }

    /// Writes the linked records `ids`, fetched from the scope's context and each
    /// exported by `export`, as an array at `key`. Left out when the scope has no
    /// context; a record already being exported further up (a cycle) and a link to a
    /// record the context does not have are skipped.
    public mutating func setNestedArray<Target: StoreEntity>(
        _ ids: ToMany<Target.ID>, of type: Target.Type, at key: JSONKeyPath, scope: JSONExportScope,
        _ export: (Target, JSONExportScope) throws -> JSONOutput
    ) throws {
        guard let context = scope.context else { return }
        var elements: [JSONOutput] = []
        elements.reserveCapacity(ids.count)
        for id in ids {
            guard let inner = scope.entering(type, id: id), let target = try context.fetch(type, id: id) else { continue }
            elements.append(try export(target, inner))
        }
        setField(.array(elements), at: key)
    }
}
