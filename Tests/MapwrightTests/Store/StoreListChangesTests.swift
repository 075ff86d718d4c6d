import Foundation
import Mapwright
import Testing

/// `StoreListChanges`: the positions removed, inserted, moved and updated between two
/// lists of records, matched by identity.
@Suite struct StoreListChangesTests {
    static func post(_ id: String, views: Int = 0) -> Post {
        Post(postID: id, createdDate: Date(timeIntervalSince1970: 0), content: id, localUserHasShared: false, viewCount: views)
    }

    static func posts(_ ids: String...) -> [Post] { ids.map { post($0) } }

    @Test func theSameListHasNoChanges() {
        let changes = StoreListChanges(from: Self.posts("a", "b"), to: Self.posts("a", "b"))
        #expect(changes.isEmpty, "identical lists must give no change: \(changes)")
        #expect(StoreListChanges<Post.ID>().isEmpty, "the empty changes are empty")
    }

    @Test func removalsAreOldPositionsAndInsertionsNewOnes() {
        let changes = StoreListChanges(from: Self.posts("a", "b", "c"), to: Self.posts("a", "c", "d", "e"))
        #expect(changes.removed == [1], "b was at position 1 of the old list: \(changes.removed)")
        #expect(changes.inserted == [2, 3], "d and e are at positions 2 and 3 of the new list: \(changes.inserted)")
        #expect(changes.moved.isEmpty, "nothing moved: \(changes.moved)")
    }

    @Test func aRecordThatChangedPlaceIsAMove() {
        let changes = StoreListChanges(from: Self.posts("a", "b", "c"), to: Self.posts("c", "a", "b"))
        #expect(changes.moved == [StoreListMove(from: 2, to: 0)], "c moved from the end to the front: \(changes.moved)")
        #expect(changes.removed.isEmpty && changes.inserted.isEmpty, "a move is neither a removal nor an insertion: \(changes)")
    }

    @Test func aKeptRecordWhoseValuesChangedIsAnUpdate() {
        let changes = StoreListChanges(from: [Self.post("a"), Self.post("b")], to: [Self.post("x"), Self.post("a"), Self.post("b", views: 9)])
        #expect(changes.updated == [2], "b (now at 2) changed its views, a did not: \(changes.updated)")
        #expect(changes.inserted == [0], "x is new: \(changes.inserted)")
        #expect(!changes.isEmpty, "an update alone is a change")
    }
}
