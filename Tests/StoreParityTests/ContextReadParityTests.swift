import Foundation
import Mapwright
import Testing

/// `StoreContext.read(_:id:_:)` answers about a record as the context sees it, on every
/// engine: what its closure makes of the record, nil when there is none.
@Suite struct ContextReadParityTests {
    @Test(arguments: Engine.allCases)
    func readAnswersAboutAStoredRecordAndNilForAMissingOne(_ engine: Engine) throws {
        let test = try engine.makeStore()
        defer { withExtendedLifetime(test) {} }
        try test.store.perform { context in try context.insert(writer("w")) }
        try test.store.perform { context in
            let name = try context.read(Writer.self, id: Writer.ID("w")) { $0.writerID }
            #expect(name == "w", "read of a stored writer gave \(String(describing: name))")
            let missing = try context.read(Writer.self, id: Writer.ID("nobody")) { $0.writerID }
            #expect(missing == nil, "read of a missing writer gave \(String(describing: missing))")
        }
    }

    @Test(arguments: Engine.allCases)
    func readSeesTheContextsOwnUncommittedWrites(_ engine: Engine) throws {
        let test = try engine.makeStore()
        defer { withExtendedLifetime(test) {} }
        try test.store.perform { context in
            try context.insert(writer("w"))
            try context.insert(article("a", writer: "w"))
            let articles = try context.read(Writer.self, id: Writer.ID("w")) { $0.articles.map(\.articleID) }
            #expect(articles == ["a"], "read inside the writing context saw \(String(describing: articles))")
        }
    }
}
