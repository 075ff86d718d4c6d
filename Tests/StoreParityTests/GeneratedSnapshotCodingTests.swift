import MapwrightExampleBlog
import Foundation
@testable import Mapwright
import MapwrightExampleShop
import Testing
import MapwrightExampleTracker

/// Generated entities read snapshot records field by field (`init(snapshotRecord:)`):
/// what they read must be what `Decodable` reads from the same file, errors included.
@Suite struct GeneratedSnapshotCodingTests {
    /// A Shop store holding every attribute kind the schema has, set and unset.
    private func shopStore() throws -> Store {
        let store = try MapwrightExampleShop.MapwrightExampleShopModule.makeStore()
        try store.perform { context in
            try context.insert(MapwrightExampleShop.Customer(
                customerID: 7, name: "Ada", tags: ["vip", "é"], avatarURL: URL(string: "https://example.com/a.png"), rating: 4.25,
                preferences: ["theme": "dark", "sizes": [1, 2.5, nil, true]]))
            try context.insert(MapwrightExampleShop.Customer(customerID: 8, name: "Bob", tags: []))
            try context.insert(MapwrightExampleShop.Order(
                customerID: 7, number: 1, status: .shipped, payment: .card, total: Decimal(string: "12.34") ?? 0,
                placedAt: Date(timeIntervalSince1970: 1_700_000_000.5), deliveryDay: Date(timeIntervalSince1970: 1_700_086_400),
                trackingID: UUID(uuidString: "12345678-1234-1234-1234-123456789ABC"), giftWrapped: true, receipt: Data([0, 1, 255]),
                customer: MapwrightExampleShop.Customer.ID(7), address: MapwrightExampleShop.Address(street: "1 High St", lines: ["Flat 2"])))
            try context.insert(MapwrightExampleShop.Order(customerID: 8, number: 2, status: .unknown, customer: MapwrightExampleShop.Customer.ID(8)))
        }
        return store
    }

    /// The records of `type` in `state`, by identity.
    private func records<E: StoreEntity>(_ type: E.Type, _ state: StoreState) -> [E.ID: E] {
        var records: [E.ID: E] = [:]
        state.records(E.self)?.forEach { id, record in records[id] = record }
        return records
    }

    /// Decodes `file` with field reading on or off.
    private func decode(_ file: URL, _ entities: [any StoreEntity.Type], readingFields: Bool) throws -> StoreState {
        var decoder = try SnapshotDecoder(schema: StoreSchema(entities), path: file.path)
        decoder.readsFieldsDirectly = readingFields
        return try decoder.decode(POSIXFileOperations().read(file.path))
    }

    @Test func shopRecordsOfEveryAttributeKindLoadAsSaved() throws {
        let directory = try TemporaryDirectory()
        let file = directory.url.appendingPathComponent("shop.snapshot")
        let store = try shopStore()
        try store.save(to: file)
        let loaded = try Store.load(from: file, entities: MapwrightExampleShop.MapwrightExampleShopModule.entities)
        for id in [MapwrightExampleShop.Customer.ID(7), MapwrightExampleShop.Customer.ID(8)] {
            let saved = try #require(try store.fetch(MapwrightExampleShop.Customer.self, id: id), "customer \(id) was not inserted")
            #expect(try loaded.fetch(MapwrightExampleShop.Customer.self, id: id) == saved, "customer \(id) did not load as saved")
        }
        for id in [MapwrightExampleShop.Order.ID(customerID: 7, number: 1), MapwrightExampleShop.Order.ID(customerID: 8, number: 2)] {
            let saved = try #require(try store.fetch(MapwrightExampleShop.Order.self, id: id), "order \(id) was not inserted")
            #expect(try loaded.fetch(MapwrightExampleShop.Order.self, id: id) == saved, "order \(id) did not load as saved")
        }
    }

    @Test func fieldReadingAndDecodableReadTheSameShopRecords() throws {
        let directory = try TemporaryDirectory()
        let file = directory.url.appendingPathComponent("shop.snapshot")
        try shopStore().save(to: file)
        let entities = MapwrightExampleShop.MapwrightExampleShopModule.entities
        let fields = try decode(file, entities, readingFields: true)
        let decodable = try decode(file, entities, readingFields: false)
        #expect(records(MapwrightExampleShop.Customer.self, fields) == records(MapwrightExampleShop.Customer.self, decodable), "the customers differ between the two readers")
        #expect(records(MapwrightExampleShop.Order.self, fields) == records(MapwrightExampleShop.Order.self, decodable), "the orders differ between the two readers")
        #expect(records(MapwrightExampleShop.Order.self, fields).count == 2, "the orders did not load")
    }

    @Test func trackerFieldsNamedByKeywordsAndRequiredLinksLoadAsSaved() throws {
        let directory = try TemporaryDirectory()
        let file = directory.url.appendingPathComponent("tracker.snapshot")
        let store = try MapwrightExampleTracker.MapwrightExampleTrackerModule.makeStore()
        let issue = MapwrightExampleTracker.Issue(
            issueID: 3, title: "Crash", state: .unknown("triage"), default: true, protocol: "https", private: true, is: -4,
            fetch: "f", read: false, upsert: 9, updatedAt: Date(timeIntervalSinceReferenceDate: 12.5), resolution: nil, position: 2,
            author: MapwrightExampleTracker.User.ID("ann"), assignee: MapwrightExampleTracker.User.ID("ben"))
        try store.perform { context in
            try context.insert(MapwrightExampleTracker.User(login: "ann", name: "Ann"))
            try context.insert(MapwrightExampleTracker.User(login: "ben"))
            try context.insert(issue)
        }
        try store.save(to: file)
        let loaded = try Store.load(from: file, entities: MapwrightExampleTracker.MapwrightExampleTrackerModule.entities)
        #expect(try loaded.fetch(MapwrightExampleTracker.Issue.self, id: issue.id) == issue, "the issue did not load as saved")
        #expect(try loaded.fetch(MapwrightExampleTracker.User.self, id: MapwrightExampleTracker.User.ID("ann"))?.authored == [issue.id], "ann's authored issues did not load")
        let fields = try decode(file, MapwrightExampleTracker.MapwrightExampleTrackerModule.entities, readingFields: true)
        let decodable = try decode(file, MapwrightExampleTracker.MapwrightExampleTrackerModule.entities, readingFields: false)
        #expect(records(MapwrightExampleTracker.User.self, fields) == records(MapwrightExampleTracker.User.self, decodable), "the users differ between the two readers")
    }

    @Test func aValueOfTheWrongKindIsReportedWithItsEntityAndOffsetAsDecodableReportsIt() throws {
        let directory = try TemporaryDirectory()
        let file = directory.url.appendingPathComponent("blog.snapshot")
        let store = try MapwrightExampleBlog.MapwrightExampleBlogModule.makeStore()
        try store.perform { context in
            try context.insert(MapwrightExampleBlog.Post(
                postID: "p1", createdDate: Date(timeIntervalSince1970: 0), content: "DAMAGE-ME", localUserHasShared: false, viewCount: 1))
        }
        try store.save(to: file)
        var bytes = try POSIXFileOperations().read(file.path)
        let marker = Array("DAMAGE-ME".utf8)
        let start = try #require(bytes.indices.first { bytes[$0...].starts(with: marker) }, "the content is not in the file")
        // The content's tag (String) sits before its one-byte length: make it Data, which
        // has the same layout, so only the record's reader can notice.
        let tag = start - 2
        #expect(bytes[tag] == BinaryTag.string.rawValue, "the byte before the content's length is not a String tag")
        bytes[tag] = BinaryTag.data.rawValue
        let payload = SnapshotFormat.headerSize..<(bytes.count - SnapshotFormat.trailerSize)
        let crc = CRC32.checksum(bytes[payload])
        withUnsafeBytes(of: crc.littleEndian) { for (i, byte) in $0.enumerated() { bytes[payload.upperBound + i] = byte } }
        try Data(bytes).write(to: file)

        let expected = StoreError.snapshot(
            path: file.path, offset: tag, problem: .unreadableRecord(entity: "Post", reason: "expected a String, found data"))
        #expect(throws: expected, "field reading did not report the damaged value") {
            _ = try decode(file, MapwrightExampleBlog.MapwrightExampleBlogModule.entities, readingFields: true)
        }
        #expect(throws: expected, "Decodable no longer reports the damaged value as field reading does") {
            _ = try decode(file, MapwrightExampleBlog.MapwrightExampleBlogModule.entities, readingFields: false)
        }
    }

    @Test func aRecordLengthThatDisagreesWithItsValueIsReportedAsDecodableReportsIt() throws {
        let directory = try TemporaryDirectory()
        let file = directory.url.appendingPathComponent("blog.snapshot")
        let store = try MapwrightExampleBlog.MapwrightExampleBlogModule.makeStore()
        try store.perform { context in
            try context.insert(MapwrightExampleBlog.Post(postID: "p1", createdDate: Date(timeIntervalSince1970: 0), content: "x", localUserHasShared: true, viewCount: 2))
        }
        try store.save(to: file)
        var bytes = try POSIXFileOperations().read(file.path)
        // The Post table's name is followed by its record count and the record's u32
        // length: one byte short, the record's value runs past it.
        let name = Array("Post".utf8)
        let nameStart = try #require(bytes.indices.last { bytes[$0...].starts(with: name) && bytes[$0 - 1] == 4 }, "the Post table is not in the file")
        let lengthOffset = nameStart + name.count + 1
        try #require(bytes[lengthOffset] > 0, "the record's length is a multiple of 256")
        bytes[lengthOffset] -= 1
        let payload = SnapshotFormat.headerSize..<(bytes.count - SnapshotFormat.trailerSize)
        let crc = CRC32.checksum(bytes[payload])
        withUnsafeBytes(of: crc.littleEndian) { for (i, byte) in $0.enumerated() { bytes[payload.upperBound + i] = byte } }
        try Data(bytes).write(to: file)

        var fieldsError: StoreError?
        var decodableError: StoreError?
        do { _ = try decode(file, MapwrightExampleBlog.MapwrightExampleBlogModule.entities, readingFields: true) } catch let error as StoreError { fieldsError = error }
        do { _ = try decode(file, MapwrightExampleBlog.MapwrightExampleBlogModule.entities, readingFields: false) } catch let error as StoreError { decodableError = error }
        guard case .snapshot(_, _, .unreadableRecord(entity: "Post", _))? = fieldsError else {
            Issue.record("field reading did not report the damaged Post record: \(String(describing: fieldsError))")
            return
        }
        #expect(fieldsError == decodableError, "field reading and Decodable report the damaged record differently")
    }

    @Test func aDamagedIdentityInsideARecordIsReportedAsDecodableReportsIt() throws {
        let directory = try TemporaryDirectory()
        let file = directory.url.appendingPathComponent("blog.snapshot")
        let store = try MapwrightExampleBlog.MapwrightExampleBlogModule.makeStore()
        try store.perform { context in
            try context.insert(MapwrightExampleBlog.Author(authorID: "AUTHOR-MARK", name: "Ann"))
            try context.insert(MapwrightExampleBlog.Post(
                postID: "p1", createdDate: Date(timeIntervalSince1970: 0), content: "x", localUserHasShared: false, viewCount: 1,
                author: MapwrightExampleBlog.Author.ID("AUTHOR-MARK")))
        }
        try store.save(to: file)
        let original = try POSIXFileOperations().read(file.path)
        let marker = Array("AUTHOR-MARK".utf8)
        let marks = original.indices.filter { original[$0...].starts(with: marker) }
        var entities: Set<String> = []
        // The identity is stored twice: as the author's own field and inside the post's
        // link. Each damaged copy must be reported the same way by both readers.
        for start in marks {
            var bytes = original
            bytes[start - 2] = BinaryTag.data.rawValue
            let payload = SnapshotFormat.headerSize..<(bytes.count - SnapshotFormat.trailerSize)
            let crc = CRC32.checksum(bytes[payload])
            withUnsafeBytes(of: crc.littleEndian) { for (i, byte) in $0.enumerated() { bytes[payload.upperBound + i] = byte } }
            try Data(bytes).write(to: file)
            var errors: [StoreError?] = []
            for readingFields in [true, false] {
                do {
                    _ = try decode(file, MapwrightExampleBlog.MapwrightExampleBlogModule.entities, readingFields: readingFields)
                    errors.append(nil)
                } catch let error as StoreError {
                    errors.append(error)
                }
            }
            #expect(errors[0] != nil && errors[0] == errors[1], "the copy at byte \(start) is reported differently: \(errors)")
            if case .snapshot(_, start - 2, .unreadableRecord(let entity, _))? = errors[0] { entities.insert(entity) }
        }
        #expect(entities == ["Author", "Post"], "the damaged identity was not reported in both the author and the post: \(entities)")
    }
    /// A `Post` as an older app saved it, before posts had `content`.
    private struct PostWithoutContent: StoreEntity {
        var postID: String
        var createdDate: Date
        var localUserHasShared: Bool
        var viewCount: Int
        var id: String { postID }
        static let entityName = "Post"
    }

    @Test func aRequiredFieldTheFileLacksIsNamedPlainly() throws {
        let directory = try TemporaryDirectory()
        let file = directory.url.appendingPathComponent("old.snapshot")
        let old = try Store(entities: [PostWithoutContent.self])
        try old.perform { context in
            try context.insert(PostWithoutContent(postID: "p1", createdDate: Date(timeIntervalSince1970: 0), localUserHasShared: false, viewCount: 1))
        }
        try old.save(to: file)
        for readingFields in [true, false] {
            do {
                _ = try decode(file, MapwrightExampleBlog.MapwrightExampleBlogModule.entities, readingFields: readingFields)
                Issue.record("a Post without its required content loaded (reading fields: \(readingFields))")
            } catch {
                let text = "\(error)"
                #expect(text.contains("cannot decode a Post record: no value for 'content'"), "reading fields: \(readingFields): \(text)")
                #expect(!text.contains("CodingKey"), "the message must name the field, not a coding key type: \(text)")
            }
        }
    }
}
