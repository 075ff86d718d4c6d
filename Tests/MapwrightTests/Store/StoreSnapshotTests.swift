import Foundation
import Testing
@testable import Mapwright

/// A directory of its own for one test, removed afterwards.
private final class TemporaryDirectory {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("mapwright-store-\(UUID().uuidString)")
    init() throws { try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true) }
    deinit { try? FileManager.default.removeItem(at: url) }
    func file(_ name: String = "store.snapshot") -> URL { url.appendingPathComponent(name) }
    func contents() throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: url.path).sorted() }
}

/// A store with some of everything: links of every kind and a composite identity.
private func populatedStore() throws -> Store {
    let store = try makeStore()
    try store.perform { context in
        try context.insert(Author(authorID: "789", name: "William", avatarURL: URL(string: "https://example.com/avatar.png")))
        try context.insert(makeAuthor("790"))
        try context.insert(Tag(name: "swift"))
        try context.insert(makePost("456", country: nil, views: 100, author: "789", tags: ["swift"]))
        try context.insert(makePost("457", author: "789"))
        let profile = Profile(profileID: UUID(), bio: "bio", author: Author.ID("790"))
        try context.insert(profile)
        try context.insert(Standing(tournamentID: "wc", groupID: "A", teamID: 7, position: 1, points: 9))
    }
    return store
}

/// Whether two stores hold equal records.
private func sameContents(_ a: Store, _ b: Store) throws -> Bool {
    func all<E: StoreEntity>(_ type: E.Type, _ store: Store) throws -> Set<E> { Set(try store.fetch(type)) }
    return try all(Post.self, a) == all(Post.self, b) && all(Author.self, a) == all(Author.self, b)
        && all(Tag.self, a) == all(Tag.self, b) && all(Profile.self, a) == all(Profile.self, b)
        && all(Standing.self, a) == all(Standing.self, b)
}

/// File operations that fail at one step, to simulate a failed or interrupted save.
private struct FailingFileOperations: SnapshotFileOperations {
    enum Step { case write, synchronize, rename }
    let failAt: Step
    let real = POSIXFileOperations()

    func create(_ path: String) throws -> Int32 { try real.create(path) }
    func write(_ bytes: [UInt8], to descriptor: Int32) throws {
        guard failAt == .write else { return try real.write(bytes, to: descriptor) }
        try real.write(Array(bytes.prefix(bytes.count / 2)), to: descriptor)
        throw FileOperationError(operation: "write", reason: "No space left on device (simulated)")
    }
    func synchronize(_ descriptor: Int32) throws {
        if failAt == .synchronize { throw FileOperationError(operation: "fsync", reason: "I/O error (simulated)") }
        try real.synchronize(descriptor)
    }
    func close(_ descriptor: Int32) throws { try real.close(descriptor) }
    func rename(_ source: String, to destination: String) throws {
        if failAt == .rename { throw FileOperationError(operation: "rename", reason: "simulated") }
        try real.rename(source, to: destination)
    }
    func remove(_ path: String) { real.remove(path) }
    func synchronizeDirectory(_ path: String) throws { try real.synchronizeDirectory(path) }
    func read(_ path: String) throws -> [UInt8] { try real.read(path) }
    func names(inDirectory path: String) -> [String] { real.names(inDirectory: path) }
    func processIsRunning(_ pid: Int32) -> Bool { real.processIsRunning(pid) }
}

/// An entity whose encoding always fails.
private struct Unencodable: StoreEntity {
    var id: String
    static let entityName = "Unencodable"
    func encode(to encoder: any Encoder) throws {
        throw EncodingError.invalidValue(id, .init(codingPath: [], debugDescription: "refuses to encode"))
    }
}

private func problem(of error: any Error) -> SnapshotProblem? {
    if case .snapshot(_, _, let problem)? = error as? StoreError { return problem }
    return nil
}

@Suite struct StoreSnapshotTests {
    @Test func saveThenLoadGivesEqualRecords() throws {
        let directory = try TemporaryDirectory()
        let store = try populatedStore()
        try store.save(to: directory.file())
        let loaded = try Store.load(from: directory.file(), entities: blogEntities)
        #expect(try sameContents(store, loaded), "loaded store differs from the saved one")
        let files = try directory.contents()
        #expect(files == ["store.snapshot"], "save left other files behind: \(files)")
    }

    @Test func loadedStoreKeepsMaintainingInverses() throws {
        let directory = try TemporaryDirectory()
        try populatedStore().save(to: directory.file())
        let loaded = try Store.load(from: directory.file(), entities: blogEntities)
        try loaded.perform { context in
            try context.modify(Post.self, id: Post.ID("456")) { $0.author = Author.ID("790") }
            try context.delete(Author.self, id: Author.ID("789"))
        }
        #expect(try loaded.fetch(Author.self, id: Author.ID("790"))?.posts == [Post.ID("456")], "loaded store did not link the inverse")
        #expect(try loaded.fetch(Post.self, id: Post.ID("457"))?.author == nil, "loaded store did not nullify on delete")
        #expect(try inverseProblems(in: loaded.snapshot()) == [], "loaded store's inverses are inconsistent")
    }

    @Test func emptyStoreRoundTrips() throws {
        let directory = try TemporaryDirectory()
        try makeStore().save(to: directory.file())
        let loaded = try Store.load(from: directory.file(), entities: blogEntities)
        #expect(try loaded.count(Post.self) == 0, "empty store loaded with records")
    }

    @Test func savingAgainReplacesTheFile() throws {
        let directory = try TemporaryDirectory()
        let store = try populatedStore()
        try store.save(to: directory.file())
        try store.perform { try $0.insert(makePost("new")) }
        try store.save(to: directory.file())
        let loaded = try Store.load(from: directory.file(), entities: blogEntities)
        #expect(try loaded.fetch(Post.self, id: Post.ID("new")) != nil, "second save did not replace the file")
    }

    @Test func fileCutAtEveryByteFailsToLoad() throws {
        let directory = try TemporaryDirectory()
        try populatedStore().save(to: directory.file())
        let bytes = try POSIXFileOperations().read(directory.file().path)
        let schema = try StoreSchema(blogEntities)
        for length in 0..<bytes.count {
            do {
                _ = try SnapshotDecoder(schema: schema, path: "cut").decode(Array(bytes[0..<length]))
                Issue.record("file cut to \(length) of \(bytes.count) bytes loaded")
            } catch let error as StoreError {
                guard case .truncated? = problem(of: error) else {
                    Issue.record("file cut to \(length) bytes gave \(error), not a truncation")
                    continue
                }
            }
        }
    }

    @Test func truncatedFileOnDiskIsAClearError() throws {
        let directory = try TemporaryDirectory()
        try populatedStore().save(to: directory.file())
        let handle = try FileHandle(forWritingTo: directory.file())
        try handle.truncate(atOffset: 100)
        try handle.close()
        #expect(performing: { try Store.load(from: directory.file(), entities: blogEntities) }, throws: { error in
            guard case .snapshot(_, let offset, .truncated)? = error as? StoreError else { return false }
            return offset == 100
        })
    }

    @Test func flippedPayloadByteFailsTheChecksum() throws {
        let directory = try TemporaryDirectory()
        try populatedStore().save(to: directory.file())
        var bytes = try POSIXFileOperations().read(directory.file().path)
        bytes[SnapshotFormat.headerSize + 10] ^= 0x01
        let schema = try StoreSchema(blogEntities)
        #expect(performing: { try SnapshotDecoder(schema: schema, path: "f").decode(bytes) }, throws: { error in
            guard case .checksumMismatch? = problem(of: error) else { return false }
            return true
        })
    }

    @Test func flippingAnyByteFailsToLoad() throws {
        let directory = try TemporaryDirectory()
        try populatedStore().save(to: directory.file())
        let bytes = try POSIXFileOperations().read(directory.file().path)
        let schema = try StoreSchema(blogEntities)
        for index in bytes.indices {
            var damaged = bytes
            damaged[index] ^= 0x40
            if (try? SnapshotDecoder(schema: schema, path: "f").decode(damaged)) != nil {
                Issue.record("file with byte \(index) flipped loaded")
            }
        }
    }

    @Test func foreignFileIsRejected() throws {
        let directory = try TemporaryDirectory()
        try Data(#"{"posts": [{"id": "456"}]}"#.utf8).write(to: directory.file())
        #expect(throws: StoreError.snapshot(path: directory.file().path, offset: 0, problem: .notASnapshot),
                "a JSON file was not rejected as foreign") {
            try Store.load(from: directory.file(), entities: blogEntities)
        }
    }

    @Test(arguments: [UInt32(0), 3, 1_000]) func otherFormatVersionIsAClearError(version: UInt32) throws {
        let directory = try TemporaryDirectory()
        try populatedStore().save(to: directory.file())
        var bytes = try POSIXFileOperations().read(directory.file().path)
        withUnsafeBytes(of: version.littleEndian) { for (i, byte) in $0.enumerated() { bytes[8 + i] = byte } }
        let schema = try StoreSchema(blogEntities)
        #expect(throws: StoreError.snapshot(path: "v", offset: 8, problem: .unsupportedVersion(found: version, supported: 2)),
                "format version \(version) not reported") {
            try SnapshotDecoder(schema: schema, path: "v").decode(bytes)
        }
    }

    @Test func tableOfAnUnregisteredEntityIsRejected() throws {
        let directory = try TemporaryDirectory()
        try populatedStore().save(to: directory.file())
        #expect(performing: { try Store.load(from: directory.file(), entities: [Standing.self]) }, throws: { error in
            guard case .unregisteredEntity("Author")? = problem(of: error) else { return false }
            return true
        })
    }

    @Test func missingFileIsAFileSystemError() throws {
        let directory = try TemporaryDirectory()
        #expect(performing: { try Store.load(from: directory.file("absent"), entities: blogEntities) }, throws: { error in
            guard case .fileSystem? = problem(of: error) else { return false }
            return true
        })
    }

    @Test(arguments: [FailingFileOperations.Step.write, .synchronize, .rename])
    fileprivate func failedSaveLeavesThePreviousFile(failingAt step: FailingFileOperations.Step) throws {
        let directory = try TemporaryDirectory()
        let original = try populatedStore()
        try original.save(to: directory.file())
        let changed = try populatedStore()
        try changed.perform { try $0.delete(Post.self, id: Post.ID("456")) }
        #expect(throws: StoreError.self, "a save failing at \(step) did not throw") {
            try changed.save(to: directory.file(), using: FailingFileOperations(failAt: step))
        }
        let loaded = try Store.load(from: directory.file(), entities: blogEntities)
        #expect(try sameContents(original, loaded), "a save failing at \(step) damaged the previous file")
        let files = try directory.contents()
        #expect(files == ["store.snapshot"], "a save failing at \(step) left \(files)")
    }

    @Test func unencodableRecordFailsTheSaveBeforeTouchingTheFile() throws {
        let directory = try TemporaryDirectory()
        let store = try Store(entities: [Unencodable.self])
        try store.save(to: directory.file())
        try store.perform { try $0.insert(Unencodable(id: "x")) }
        #expect(performing: { try store.save(to: directory.file()) }, throws: { error in
            guard case .unencodableRecord(entity: "Unencodable", _)? = problem(of: error) else { return false }
            return true
        })
        #expect(try Store.load(from: directory.file(), entities: [Unencodable.self]).count(Unencodable.self) == 0,
                "a failed save changed the previous file")
    }

    @Test func damagedPayloadWithValidChecksumsNeverCrashes() throws {
        let directory = try TemporaryDirectory()
        try populatedStore().save(to: directory.file())
        let bytes = try POSIXFileOperations().read(directory.file().path)
        let schema = try StoreSchema(blogEntities)
        let payload = SnapshotFormat.headerSize..<(bytes.count - SnapshotFormat.trailerSize)
        var generator = SystemRandomNumberGenerator()
        var rejected = 0
        for _ in 0..<500 {
            var damaged = bytes
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                damaged[Int.random(in: payload, using: &generator)] = UInt8.random(in: 0...255, using: &generator)
            }
            // Re-seal the payload so that the decoder itself must find the damage.
            let crc = CRC32.checksum(damaged[payload])
            withUnsafeBytes(of: crc.littleEndian) { for (i, byte) in $0.enumerated() { damaged[payload.upperBound + i] = byte } }
            do {
                _ = try SnapshotDecoder(schema: schema, path: "fuzz").decode(damaged)
            } catch is StoreError {
                rejected += 1
            }
        }
        #expect(rejected > 0, "no damaged payload was rejected")
    }
}
