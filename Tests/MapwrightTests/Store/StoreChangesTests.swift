import Foundation
import Testing
@testable import Mapwright

/// `StoreChanges` as a value, and when units of work pay for tracking changes.
@Suite struct StoreChangesTests {
    @Test func describesEachEntitysCountsInNameOrder() throws {
        let store = try makeStore()
        try store.perform { try $0.insert(makeAuthor("a")) }
        let (_, changes) = try store.performReportingChanges { context in
            try context.insert(makePost("1", author: "a"))
            try context.insert(makePost("2"))
        }
        #expect(changes.description == "Author: 1 updated; Post: 2 inserted", "description: \(changes)")
        #expect(StoreChanges().description == "no changes" && StoreChanges().isEmpty, "an empty change set")
    }

    @Test func touchesOnlyTheEntitiesThatChanged() throws {
        let store = try makeStore()
        let (_, changes) = try store.performReportingChanges { try $0.insert(makePost("1")) }
        #expect(changes.touches(["Post", "Tag"]), "a change set with posts does not touch [Post, Tag]")
        #expect(!changes.touches(["Author", "Tag"]), "a change set with posts alone touches [Author, Tag]")
        #expect(changes.inserted(Author.self).isEmpty, "another entity's accessor returned identities")
    }

    @Test func unitsOfWorkTrackChangesOnlyWhileTheStoreIsObserved() async throws {
        let store = try makeStore()
        #expect(store.makeContext().changeTracker == nil, "a unit of work of an unobserved store tracks changes")
        var values = store.observe(tracking: [Post.self]) { try $0.count(Post.self) }.makeAsyncIterator()
        _ = try await values.next()
        #expect(store.makeContext().changeTracker != nil, "a unit of work of an observed store does not track changes")
        #expect(store.observers.count == 1, "the running observation is not registered")
        values = store.observe(tracking: [Tag.self]) { _ in 0 }.makeAsyncIterator()  // drops the first iterator
        #expect(store.observers.count == 1, "a dropped iterator's observation is still registered")
    }

    @Test func addingAnEntityTwiceKeepsTheLaterKindOfEachIdentity() {
        let first = ChangedIdentities<String>(inserted: ["1", "2"], updated: [], deleted: [])
        let second = ChangedIdentities<String>(inserted: [], updated: ["3"], deleted: ["2"])
        var changes = StoreChanges()
        changes.add(first, entity: "Post")
        changes.add(second, entity: "Post")
        let merged = ChangedIdentities<String>(inserted: ["1"], updated: ["3"], deleted: ["2"])
        var expected = StoreChanges()
        expected.add(merged, entity: "Post")
        #expect(changes == expected, "merged: \(changes), expected \(expected)")
        var other = StoreChanges()
        other.add(first, entity: "Post")
        #expect(changes != other, "change sets with different identities compare equal")
    }

    @Test func identitiesListedTwiceCountAndCompareOnce() {
        var listed = ChangedIdentities<String>()
        listed.insertedList = ["1", "2", "1"]
        let once = ChangedIdentities<String>(inserted: ["1", "2"], updated: [], deleted: [])
        #expect(listed == once, "a list repeating an identity differs from its set")
        #expect(listed.counts.inserted == 2, "a repeated identity is counted twice: \(listed.counts)")
        var changes = StoreChanges()
        changes.add(listed, entity: "Post")
        #expect(changes.description == "Post: 2 inserted", "description: \(changes.description)")
    }

    @Test func inMemoryTablesNoteInverseChangesOnlyWhileChangesAreWanted() throws {
        let store = try makeStore()
        #expect(store.makeContext().memory?.workspace.recordsModifications == false, "an unobserved unit of work notes inverse changes")
        #expect(store.makeContext(reportingChanges: true).memory?.workspace.recordsModifications == true,
                "a unit of work reporting changes does not note inverse changes")
    }
}
