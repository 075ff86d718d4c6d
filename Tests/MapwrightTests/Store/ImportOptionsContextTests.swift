@_spi(Generated) @testable import Mapwright
import Testing

/// How import options travel in a `StoreContext` and what the helpers generated parsers
/// call answer under them.
@Suite struct ImportOptionsContextTests {
    private struct Failure: Error {}

    @Test func aContextOutsideAnImportAllowsEverything() throws {
        let context = try makeStore().makeContext()
        #expect(context.importOptions == .all && context.importOperations == .all, "no import: every operation")
        #expect(context.insertsRecords && context.updatesRecords && context.deletesRecords && context.unlinksRelated, "every helper says yes")
    }

    @Test func importingSetsTheRecordsOperationsAndRestoresThemAfterAThrow() throws {
        let context = try makeStore().makeContext()
        let options = ImportOptions(records: .update, relationships: .insert)
        let seen = context.importing(with: options) { (context.importOptions, context.importOperations) }
        #expect(seen.0 == options && seen.1 == .update, "inside: the options, and the records' operations: \(seen)")
        #expect(throws: Failure.self, "the body's error is rethrown") {
            try context.importing(with: options) { throw Failure() }
        }
        #expect(context.importOptions == .all && context.importOperations == .all, "the options in force before must be restored after a throw")
    }

    @Test func importingRelatedSwitchesToTheRelationshipOperationsForTheChildOnly() throws {
        let context = try makeStore().makeContext()
        let options = ImportOptions(records: .update, relationships: [.insert, .delete])
        let (inside, after) = context.importing(with: options) {
            (context.importingRelated { context.importOperations }, context.importOperations)
        }
        #expect(inside == [.insert, .delete], "a nested child is parsed under the relationships' operations")
        #expect(after == .update, "the parent's operations come back after the child")
    }

    @Test func relatedNullKeepsInsteadOfClearingWhenUnlinkingIsOff() throws {
        let context = try makeStore().makeContext()
        context.importing(with: ImportOptions(relationships: [.insert, .update])) {
            #expect(context.relatedNull(.clear) == .keep && context.relatedNull(.useDefault) == .keep, "clearing is unlinking")
            #expect(context.relatedNull(.reject) == .reject, "a rejected null stays an issue")
        }
        #expect(context.relatedNull(.clear) == .clear, "outside: the mapping's policy")
    }

    @Test func mayLinkWithoutInsertAsksWhetherTheTargetIsStored() throws {
        let context = try makeStore().makeContext()
        try context.insert(makeAuthor("a1"))
        try context.importing(with: ImportOptions(relationships: [.update])) { () throws in
            #expect(try context.mayLink(to: Author.self, id: Author.ID("a1")), "a stored target may be linked")
            #expect(try !context.mayLink(to: Author.self, id: Author.ID("a2")), "a missing target may not be waited for or created")
        }
        #expect(try context.mayLink(to: Author.self, id: Author.ID("a2")), "with insert on, any target")
    }

    @Test func importedChildTreatsASkippedChildAsAbsent() {
        let skipped: FieldRead<Int?> = .value(nil)
        let parsed: FieldRead<Int?> = .value(3)
        #expect(skipped.importedChild() == FieldRead<Int>.absent, "a skipped child changes nothing")
        #expect(parsed.importedChild() == FieldRead<Int>.value(3), "a parsed child is kept")
        #expect(FieldRead<Int?>.null.importedChild() == FieldRead<Int>.null, "null is left to the null policy")
    }

    @Test func importedChildrenDropsSkippedOnesAndKeepsCurrentLinksWithoutDelete() throws {
        let context = try makeStore().makeContext()
        let read: FieldRead<[Int?]> = .value([3, nil, 1])
        #expect(read.importedChildren(keeping: [1, 2], in: context) == .value([3, 1]), "with delete on: the array, skipped ones left out")
        context.importing(with: ImportOptions(relationships: [.insert, .update])) {
            #expect(read.importedChildren(keeping: [1, 2], in: context) == .value([1, 2, 3]), "with delete off: current links first, new ones appended")
            #expect(read.importedChildren(keeping: nil, in: context) == .value([3, 1]), "nothing to keep on an insert")
        }
    }
}
