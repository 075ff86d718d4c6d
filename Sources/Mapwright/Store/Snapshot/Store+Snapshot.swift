import Foundation

extension Store {
    /// Writes the committed state to `url` atomically (on SQLite every committed record,
    /// read in one read transaction: a snapshot file of the database that
    /// ``load(from:entities:removedEntities:)`` opens as an in-memory store): to a
    /// temporary file in the same
    /// directory, flushed to stable storage (`F_FULLFSYNC` on Apple platforms, `fsync`
    /// elsewhere), then renamed over the old file, whose directory is then flushed. If
    /// anything fails, or the process dies midway, the previous file is left as it was.
    /// The file is a versioned binary snapshot (a signature, a format version, CRC-32
    /// checksums over the header and the payload), read back by ``load(from:entities:removedEntities:)``.
    ///
    /// The temporary is named `.<name>.mapwright-tmp-<process id>-<UUID>`. A process
    /// killed midway leaves it behind; the next save or load of the same snapshot removes
    /// such files once their process has ended (never a file of another name, nor one
    /// whose process still runs).
    public func save(to url: URL) throws {
        try save(to: url, using: POSIXFileOperations())
    }

    /// A store holding the snapshot at `url`, whose tables must all be of `entities`
    /// (entities missing from the file start empty). A truncated, damaged, foreign or
    /// other-version file throws ``StoreError/snapshot(path:offset:problem:)`` naming the
    /// problem and its byte offset; nothing is loaded from it. So does a file whose
    /// checksums are valid but whose relationships disagree (a link its inverse does not
    /// mirror, or a link to a record the file does not hold): ``SnapshotProblem/malformed(_:)``
    /// naming the record and the link. Loading also removes the temporaries that saves
    /// killed midway left beside the file (see ``save(to:)``).
    ///
    /// A snapshot saved with an older schema loads migrated in memory (renamed entities,
    /// attributes and relationships under their new names, defaults in new attributes;
    /// the tables of `removedEntities` skipped); the next save writes the new form. When
    /// the file records its schema, a change that would lose data throws
    /// ``StoreError/schemaMismatch(path:differences:)`` naming every one (see
    /// ``StoreMigrationPlan``). A file of a newer format version throws
    /// ``SnapshotProblem/unsupportedVersion(found:supported:)``.
    public static func load(from url: URL, entities: [any StoreEntity.Type], removedEntities: Set<String> = []) throws -> Store {
        try load(from: url, entities: entities, removedEntities: removedEntities, using: POSIXFileOperations())
    }

    func save(to url: URL, using files: some SnapshotFileOperations) throws {
        let path = try Self.filePath(url)
        let committed = try committedState(for: "save(to:)")
        let chunks = try SnapshotEncoder.encode(committed.state, schema: committed.schema, path: path)
        let temporaries = SnapshotTemporaryFile(for: url)
        temporaries.removeStale(using: files)
        let directory = temporaries.directory
        let temporary = temporaries.newPath()
        do {
            let descriptor = try files.create(temporary)
            do {
                for chunk in chunks { try files.write(chunk, to: descriptor) }
                try files.synchronize(descriptor)
            } catch {
                try? files.close(descriptor)
                files.remove(temporary)
                throw error
            }
            do {
                try files.close(descriptor)
                try files.rename(temporary, to: path)
            } catch {
                files.remove(temporary)
                throw error
            }
        } catch let failure as FileOperationError {
            throw StoreError.snapshot(path: path, offset: nil, problem: .fileSystem(operation: failure.operation, reason: failure.reason))
        }
        do {
            try files.synchronizeDirectory(directory)
        } catch let failure as FileOperationError {
            throw StoreError.snapshot(path: path, offset: nil, problem: .fileSystem(operation: failure.operation, reason: failure.reason))
        }
    }

    static func load(
        from url: URL, entities: [any StoreEntity.Type], removedEntities: Set<String> = [], using files: some SnapshotFileOperations
    ) throws -> Store {
        let schema = try StoreSchema(entities)
        let path = try filePath(url)
        SnapshotTemporaryFile(for: url).removeStale(using: files)
        let bytes: [UInt8]
        do {
            bytes = try files.read(path)
        } catch let failure as FileOperationError {
            throw StoreError.snapshot(path: path, offset: nil, problem: .fileSystem(operation: failure.operation, reason: failure.reason))
        }
        let state = try SnapshotDecoder(schema: schema, path: path, removedEntities: removedEntities).decode(bytes)
        return Store(schema: schema, state: state)
    }

    private static func filePath(_ url: URL) throws -> String {
        guard url.isFileURL else {
            throw StoreError.snapshot(
                path: url.absoluteString, offset: nil, problem: .fileSystem(operation: "open", reason: "not a file URL"))
        }
        return url.path
    }
}
