import Mapwright
import Testing

/// A book on at most one shelf; its only relationship, with a to-many inverse.
private struct Book: StoreEntity, Hashable {
    var id: String
    var shelf: Shelf.ID?
    static let entityName = "Book"
    static let relationships: [StoreRelationship<Book>] = [.toOne("shelf", \.shelf, inverse: \Shelf.books)]
}

private struct Shelf: StoreEntity, Hashable {
    var id: String
    var books: ToMany<Book.ID> = []
    var labels: ToMany<Label.ID> = []
    static let entityName = "Shelf"
    static let relationships: [StoreRelationship<Shelf>] = [
        .toMany("books", \.books, inverse: \Book.shelf),
        .toMany("labels", \.labels, inverse: \Label.shelf),
    ]
}

/// A note about a shelf; its only relationship, without an inverse.
private struct Note: StoreEntity, Hashable {
    var id: String
    var shelf: Shelf.ID?
    static let entityName = "Note"
    static let relationships: [StoreRelationship<Note>] = [.toOne("shelf", \.shelf, to: Shelf.self)]
}

/// A label on a shelf, naming a note: two to-one relationships to other entities.
private struct Label: StoreEntity, Hashable {
    var id: String
    var shelf: Shelf.ID?
    var note: Note.ID?
    static let entityName = "Label"
    static let relationships: [StoreRelationship<Label>] = [
        .toOne("shelf", \.shelf, inverse: \Shelf.labels),
        .toOne("note", \.note, to: Note.self),
    ]
}

/// A new record whose relationships are all to-ones to other entities has its last target
/// checked and linked in one lookup (the others checked first, linked after); it must
/// behave as the general write does, one link or several.
@Suite struct InPlaceLinkInsertTests {
    private func context() throws -> StoreContext {
        let context = try Store(entities: [Book.self, Shelf.self, Note.self, Label.self]).makeContext()
        try context.insert(Shelf(id: "s1"))
        return context
    }

    @Test func aNewRecordIsStoredAsGivenAndListedByItsTarget() throws {
        let context = try context()
        try context.insert(Book(id: "b1", shelf: "s1"))
        try context.insert(Book(id: "b2", shelf: "s1"))
        #expect(try context.fetch(Book.self, id: "b2") == Book(id: "b2", shelf: "s1"), "the book is not stored as given")
        #expect(try context.fetch(Shelf.self, id: "s1")?.books == ["b1", "b2"], "the shelf does not list its new books in order")
    }

    @Test func aNewRecordNamingAMissingTargetIsRefusedAndChangesNothing() throws {
        let context = try context()
        #expect(throws: StoreError.missingTarget(entity: "Book", id: "b1", relationship: "shelf", target: "Shelf", targetID: "ghost"),
                "a book on a missing shelf was not refused as a missing target") {
            try context.insert(Book(id: "b1", shelf: "ghost"))
        }
        #expect(try context.fetch(Book.self, id: "b1") == nil, "the refused book was stored")
        #expect(try context.fetch(Shelf.self, id: "s1")?.books == [], "another shelf changed")
    }

    @Test func aNewRecordLinkingNothingIsStoredAndListedNowhere() throws {
        let context = try context()
        try context.insert(Book(id: "b1", shelf: nil))
        #expect(try context.fetch(Book.self, id: "b1") == Book(id: "b1", shelf: nil), "a book on no shelf was not stored")
        #expect(try context.fetch(Shelf.self, id: "s1")?.books == [], "a shelf lists a book on no shelf")
    }

    @Test func aLinkWithoutAnInverseIsCheckedToo() throws {
        let context = try context()
        try context.insert(Note(id: "n1", shelf: "s1"))
        #expect(try context.fetch(Note.self, id: "n1")?.shelf == "s1", "a note about an existing shelf was not stored")
        #expect(throws: StoreError.missingTarget(entity: "Note", id: "n2", relationship: "shelf", target: "Shelf", targetID: "ghost"),
                "a note about a missing shelf was not refused") {
            try context.insert(Note(id: "n2", shelf: "ghost"))
        }
        #expect(try context.fetch(Note.self, id: "n2") == nil, "the refused note was stored")
    }

    @Test func committedLinksAreThoseOfTheContext() throws {
        let store = try Store(entities: [Book.self, Shelf.self, Note.self, Label.self])
        try store.perform { context in
            try context.insert(Shelf(id: "s1"))
            try context.insert(Book(id: "b1", shelf: "s1"))
        }
        try store.perform { context in try context.insert(Book(id: "b2", shelf: "s1")) }
        let books = try store.fetch(Shelf.self, id: "s1")?.books
        #expect(books == ["b1", "b2"], "the committed shelf lists \(String(describing: books))")
    }

    @Test func aNewRecordWithSeveralLinksIsLinkedAtEachTarget() throws {
        let context = try context()
        try context.insert(Note(id: "n1", shelf: nil))
        try context.insert(Label(id: "l1", shelf: "s1", note: "n1"))
        #expect(try context.fetch(Label.self, id: "l1") == Label(id: "l1", shelf: "s1", note: "n1"), "the label is not stored as given")
        #expect(try context.fetch(Shelf.self, id: "s1")?.labels == ["l1"], "the shelf does not list its new label")
    }

    @Test func aNewRecordWithAMissingTargetAmongSeveralIsRefusedAndChangesNothing() throws {
        let context = try context()
        try context.insert(Note(id: "n1", shelf: nil))
        #expect(throws: StoreError.missingTarget(entity: "Label", id: "l1", relationship: "note", target: "Note", targetID: "ghost"),
                "a label naming a missing note was not refused") {
            try context.insert(Label(id: "l1", shelf: "s1", note: "ghost"))
        }
        #expect(throws: StoreError.missingTarget(entity: "Label", id: "l2", relationship: "shelf", target: "Shelf", targetID: "ghost"),
                "a label on a missing shelf was not refused") {
            try context.insert(Label(id: "l2", shelf: "ghost", note: "n1"))
        }
        #expect(try context.fetch(Label.self, id: "l1") == nil && context.fetch(Label.self, id: "l2") == nil, "a refused label was stored")
        #expect(try context.fetch(Shelf.self, id: "s1")?.labels == [], "the shelf lists a refused label")
    }
}
