import Foundation
import Mapwright
import MapwrightSQLite
import Testing
import MapwrightExampleTracker

/// Delete rules of the Tracker example on both engines: `Issue.comments` and
/// `Comment.replies` cascade (also when a parse drops a comment from the thread), and
/// `User.authored` denies deleting a user who authored issues.
@Suite struct DeleteRuleParityTests {
    private static let thread = #"""
    {"id": 7, "title": "Crash", "state": "open", "author": {"login": "ada"},
     "comments": [{"id": 1, "body": "top", "replies": [{"id": 2, "body": "a", "replies": [{"id": 4, "body": "deep"}]}, {"id": 3, "body": "b"}]},
                  {"id": 5, "body": "other"}]}
    """#

    private func threadStore(_ engine: Engine) throws -> TestStore {
        let test = try engine.makeStore(MapwrightExampleTrackerModule.entities)
        try test.store.perform { context in _ = try IssueParser().parse(JSONValue(parsing: Self.thread), in: context) }
        return test
    }

    private func commentIDs(_ store: Store) throws -> [Int64] {
        var ids: [Int64] = []
        for id: Int64 in 1...5 where try store.fetch(MapwrightExampleTracker.Comment.self, id: .init(id)) != nil { ids.append(id) }
        return ids
    }

    @Test(arguments: [Engine.memory, .sqlite])
    func deletingAnIssueDeletesItsCommentsAndTheirReplies(engine: Engine) throws {
        let test = try threadStore(engine)
        defer { withExtendedLifetime(test) {} }
        let deleted = try test.store.perform { context in try context.delete(MapwrightExampleTracker.Issue.self, id: .init(7)) }
        #expect(deleted, "\(engine): the issue was not found")
        let left = try commentIDs(test.store)
        #expect(left == [], "\(engine): comments left after their issue was deleted: \(left)")
        #expect(try test.store.fetch(MapwrightExampleTracker.User.self, id: .init("ada"))?.authored == [], "\(engine): the author must stay, unlinked (nullify)")
    }

    @Test(arguments: [Engine.memory, .sqlite])
    func aCommentDroppedFromTheThreadIsDeletedWithItsReplies(engine: Engine) throws {
        let test = try threadStore(engine)
        defer { withExtendedLifetime(test) {} }
        let update = #"{"id": 7, "comments": [{"id": 5, "body": "other"}]}"#
        try test.store.perform { context in _ = try IssueParser().parse(JSONValue(parsing: update), in: context) }
        let left = try commentIDs(test.store)
        #expect(left == [5], "\(engine): the dropped comment 1 and its replies 2, 3, 4 must be deleted: \(left)")
        #expect(try test.store.fetch(MapwrightExampleTracker.Issue.self, id: .init(7))?.comments == [.init(5)], "\(engine): the issue's comments")
    }

    @Test(arguments: [Engine.memory, .sqlite])
    func anUpdateWithoutTheCommentsKeyDeletesNothing(engine: Engine) throws {
        let test = try threadStore(engine)
        defer { withExtendedLifetime(test) {} }
        try test.store.perform { context in _ = try IssueParser().parse(JSONValue(parsing: #"{"id": 7, "title": "Renamed"}"#), in: context) }
        let left = try commentIDs(test.store)
        #expect(left == [1, 2, 3, 4, 5], "\(engine): an absent key keeps the comments: \(left)")
    }

    @Test(arguments: [Engine.memory, .sqlite])
    func deletingAUserWhoAuthoredIssuesIsDenied(engine: Engine) throws {
        let test = try threadStore(engine)
        defer { withExtendedLifetime(test) {} }
        let error = #expect(throws: StoreError.self, "\(engine): ada authored issue 7") {
            try test.store.perform { context in _ = try context.delete(MapwrightExampleTracker.User.self, id: .init("ada")) }
        }
        #expect(error == .deleteDenied(entity: "User", id: "ada", relationship: "authored"), "\(engine): \(String(describing: error))")
        #expect(try test.store.fetch(MapwrightExampleTracker.User.self, id: .init("ada")) != nil, "\(engine): a denied delete must change nothing")
    }

    @Test(arguments: [Engine.memory, .sqlite])
    func aUserWithoutIssuesCanBeDeleted(engine: Engine) throws {
        let test = try threadStore(engine)
        defer { withExtendedLifetime(test) {} }
        try test.store.perform { context in
            _ = try context.delete(MapwrightExampleTracker.Issue.self, id: .init(7))
            #expect(try context.delete(MapwrightExampleTracker.User.self, id: .init("ada")), "\(engine): ada no longer authors anything")
        }
        #expect(try test.store.count(MapwrightExampleTracker.User.self) == 0, "\(engine): ada is still stored")
    }

    @Test(arguments: [Engine.memory, .sqlite])
    func deletingAnIssueThatAnAttachmentRequiresIsRefused(engine: Engine) throws {
        let test = try threadStore(engine)
        defer { withExtendedLifetime(test) {} }
        try test.store.perform { try $0.insert(MapwrightExampleTracker.Attachment(attachmentID: 9, name: "log.txt", issue: .init(7))) }
        let error = #expect(throws: StoreError.self, "\(engine): attachment 9 requires issue 7") {
            try test.store.perform { context in _ = try context.delete(MapwrightExampleTracker.Issue.self, id: .init(7)) }
        }
        #expect(error == .deleteRequired(entity: "Issue", id: "7", relationship: "attachments", requiredBy: "Attachment"),
                "\(engine): \(String(describing: error))")
        #expect(try test.store.fetch(MapwrightExampleTracker.Issue.self, id: .init(7))?.attachments == [.init(9)], "\(engine): the refused delete changed the issue")
        #expect(try commentIDs(test.store) == [1, 2, 3, 4, 5], "\(engine): the refused delete cascaded to comments")
    }

    @Test(arguments: [Engine.memory, .sqlite])
    func anIssueCanBeDeletedOnceItsAttachmentsAre(engine: Engine) throws {
        let test = try threadStore(engine)
        defer { withExtendedLifetime(test) {} }
        try test.store.perform { try $0.insert(MapwrightExampleTracker.Attachment(attachmentID: 9, name: "log.txt", issue: .init(7))) }
        try test.store.perform { context in
            _ = try context.delete(MapwrightExampleTracker.Attachment.self, id: .init(9))
            #expect(try context.delete(MapwrightExampleTracker.Issue.self, id: .init(7)), "\(engine): the issue was not found")
        }
        #expect(try test.store.count(MapwrightExampleTracker.Attachment.self) == 0 && test.store.count(MapwrightExampleTracker.Issue.self) == 0,
                "\(engine): records left")
    }
}
