import Foundation
import Mapwright
import Testing

/// A `deny` reached through a `cascade` refuses the whole delete: the records the
/// cascade deleted before reaching it are back, in the same unit of work, on every engine.
@Suite struct CascadeDenyParityTests {
    /// Shelf "fiction" holding "a" (free) and "b" (locked by "l"), in that order.
    private func folderStore(_ engine: Engine) throws -> TestStore {
        let test = try engine.makeStore(cascadeEntities)
        try test.store.perform { context in
            try context.insert(Shelf(name: "fiction"))
            try context.insert(Volume(title: "a", shelf: Shelf.ID("fiction")))
            try context.insert(Volume(title: "b", shelf: Shelf.ID("fiction")))
            try context.insert(Loan(borrower: "l", volume: Volume.ID("b")))
        }
        return test
    }

    @Test(arguments: Engine.allCases)
    func aDenyReachedByACascadeLeavesEveryRecord(_ engine: Engine) throws {
        let test = try folderStore(engine)
        defer { withExtendedLifetime(test) {} }
        try test.store.perform { context in
            let error = try #require(throws: StoreError.self, "volume b is on loan") {
                try context.delete(Shelf.self, id: Shelf.ID("fiction"))
            }
            #expect(error == .deleteDenied(entity: "Volume", id: "b", relationship: "loans"), "\(String(describing: error))")
            // Caught: the unit of work goes on and commits.
            #expect(try context.fetch(Volume.self, id: Volume.ID("a"))?.shelf == Shelf.ID("fiction"),
                    "volume a, deleted by the cascade before the deny, is not back in its shelf")
            #expect(try context.fetch(Shelf.self, id: Shelf.ID("fiction"))?.volumes == [Volume.ID("a"), Volume.ID("b")],
                    "the shelf is not back with its volumes in order")
        }
        #expect(try test.store.count(Volume.self) == 2 && test.store.count(Shelf.self) == 1, "records lost after the commit")
    }

    @Test(arguments: Engine.allCases)
    func aDeniedCascadeIsNoChange(_ engine: Engine) throws {
        let test = try folderStore(engine)
        defer { withExtendedLifetime(test) {} }
        let (_, changes) = try test.store.performReportingChanges { context in
            _ = try? context.delete(Shelf.self, id: Shelf.ID("fiction"))
        }
        #expect(changes.isEmpty, "a refused delete reported changes: \(changes)")
    }

    @Test(arguments: Engine.allCases)
    func aCascadeWithNothingDeniedDeletesTheShelfAndItsVolumes(_ engine: Engine) throws {
        let test = try folderStore(engine)
        defer { withExtendedLifetime(test) {} }
        try test.store.perform { context in
            try context.delete(Loan.self, id: Loan.ID("l"))
            #expect(try context.delete(Shelf.self, id: Shelf.ID("fiction")), "the shelf was not found")
        }
        #expect(try test.store.count(Volume.self) == 0 && test.store.count(Shelf.self) == 0, "the cascade left records")
    }
}
