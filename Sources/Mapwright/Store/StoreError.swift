/// What went wrong in a store operation. Nothing in the store traps on bad input; it
/// throws one of these instead and leaves the store as it was.
public enum StoreError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The entity type was not in the list the store was created or loaded with.
    case unregisteredEntity(String)
    /// The entity list is inconsistent (duplicate names, an inverse that does not name
    /// its relationship back, a relationship to an unregistered entity).
    case invalidSchema(String)
    /// `insert` of an identity that already exists.
    case duplicateIdentity(entity: String, id: String)
    /// `update` or `modify` of an identity that does not exist.
    case recordNotFound(entity: String, id: String)
    /// A record's identity differs from the one it was stored or created under.
    case identityMismatch(entity: String, expected: String, found: String)
    /// A record links to a target record that does not exist.
    case missingTarget(entity: String, id: String, relationship: String, target: String, targetID: String)
    /// A snapshot file could not be written or read; `offset` is the byte where the
    /// problem was found, when there is one.
    case snapshot(path: String, offset: Int?, problem: SnapshotProblem)
    /// References whose targets never arrived in the unit of work being committed.
    case unresolvedReferences([UnresolvedReference])
    /// The store's engine does not offer this operation (a snapshot of a SQLite store).
    case unsupported(String)
    /// The database at `path` failed: SQLite's result `code` and its message, with what
    /// was being done.
    case database(path: String, code: Int, message: String)
    /// The database at `path` was made for other entities: one line per difference
    /// between the schema stored in the file and the one the store was opened with.
    case schemaMismatch(path: String, differences: [String])
    /// No writer became free within the busy timeout (another unit of work held it).
    case busy(path: String, seconds: Double)
    /// The store was closed (``Store/close()``): it reads and writes nothing more.
    /// `store` names it (a SQLite store's path; `in-memory store`).
    case closed(store: String)
    /// A stored row could not be read back as its entity.
    case unreadableRow(entity: String, reason: String)
    /// A delete refused by a `deny` delete rule: the record still links to records
    /// through `relationship`.
    case deleteDenied(entity: String, id: String, relationship: String)
    /// A delete was refused because records of `requiredBy` still require the record
    /// through `relationship` (their end is a required to-one, this end's rule `nullify`).
    case deleteRequired(entity: String, id: String, relationship: String, requiredBy: String)

    /// A one-line explanation naming what and where.
    public var description: String {
        switch self {
        case .unregisteredEntity(let name):
            "entity \(name) is not registered with this store"
        case .invalidSchema(let message):
            "invalid store schema: \(message)"
        case .duplicateIdentity(let entity, let id):
            "\(entity) \(id) already exists"
        case .recordNotFound(let entity, let id):
            "\(entity) \(id) does not exist"
        case .identityMismatch(let entity, let expected, let found):
            "\(entity): expected identity \(expected), found \(found)"
        case .missingTarget(let entity, let id, let relationship, let target, let targetID):
            "\(entity) \(id).\(relationship) links to \(target) \(targetID), which does not exist"
        case .unresolvedReferences(let references):
            "\(references.count) unresolved reference\(references.count == 1 ? "" : "s"): "
                + references.map(\.description).joined(separator: "; ")
        case .snapshot(let path, let offset, let problem):
            "\(path)\(offset.map { " at byte \($0)" } ?? ""): \(problem)"
        case .unsupported(let message):
            "unsupported: \(message)"
        case .database(let path, let code, let message):
            "\(path): SQLite error \(code): \(message)"
        case .schemaMismatch(let path, let differences):
            "\(path) was made for another schema and cannot be migrated to this one: "
                + differences.joined(separator: "; ")
        case .busy(let path, let seconds):
            "\(path): no writer became free within \(seconds) s (another unit of work holds it)"
        case .closed(let store):
            "\(store) is closed (Store.close() was called): open the store again to use it"
        case .unreadableRow(let entity, let reason):
            "cannot read a stored \(entity) row: \(reason)"
        case .deleteDenied(let entity, let id, let relationship):
            "\(entity) \(id) cannot be deleted: its relationship \(relationship) denies it while it links to records"
        case .deleteRequired(let entity, let id, let relationship, let requiredBy):
            "\(entity) \(id) cannot be deleted: \(requiredBy) records linked through \(relationship) require it; "
                + "delete them first, link them to another \(entity), or give \(relationship) the deleteRule cascade"
        }
    }
}

/// Why a snapshot file was rejected or could not be written.
public enum SnapshotProblem: Equatable, Sendable, CustomStringConvertible {
    /// The file does not start with the snapshot signature (it is some other file).
    case notASnapshot
    /// The file ends early; a whole snapshot would be `expectedSize` bytes.
    case truncated(expectedSize: Int)
    /// The file was written in a format version this runtime does not read.
    case unsupportedVersion(found: UInt32, supported: UInt32)
    /// The stored checksum does not match the bytes: the file is damaged.
    case checksumMismatch(stored: UInt32, computed: UInt32)
    /// The file continues past the end of the snapshot.
    case trailingBytes
    /// The snapshot's structure is invalid.
    case malformed(String)
    /// The file holds a table of an entity the loading store does not register.
    case unregisteredEntity(String)
    /// A record could not be decoded as its entity type.
    case unreadableRecord(entity: String, reason: String)
    /// A record could not be encoded.
    case unencodableRecord(entity: String, reason: String)
    /// The file system refused an operation.
    case fileSystem(operation: String, reason: String)

    /// A short explanation.
    public var description: String {
        switch self {
        case .notASnapshot:
            "not a Mapwright store snapshot (unknown signature)"
        case .truncated(let size):
            "snapshot is truncated (a complete file is \(size) bytes)"
        case .unsupportedVersion(let found, let supported):
            "snapshot format version \(found) is not supported (this runtime reads version \(supported))"
        case .checksumMismatch(let stored, let computed):
            "checksum mismatch (stored \(hex(stored)), computed \(hex(computed))): the file is damaged"
        case .trailingBytes:
            "unexpected bytes after the end of the snapshot"
        case .malformed(let reason):
            "malformed snapshot: \(reason)"
        case .unregisteredEntity(let name):
            "snapshot holds entity \(name), which the store does not register"
        case .unreadableRecord(let entity, let reason):
            "cannot decode a \(entity) record: \(reason)"
        case .unencodableRecord(let entity, let reason):
            "cannot encode a \(entity) record: \(reason)"
        case .fileSystem(let operation, let reason):
            "\(operation) failed: \(reason)"
        }
    }

    private func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16)
        return "0x" + String(repeating: "0", count: max(0, 8 - digits.count)) + digits
    }
}
