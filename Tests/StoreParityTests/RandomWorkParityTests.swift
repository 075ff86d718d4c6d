import Foundation
@_spi(Generated) import Mapwright
import Testing

/// The same seeded sequence of units of work (inserts, upserts that relink every
/// relationship form, deletes, waiting references, rollbacks) run on both engines must
/// leave equal stores, to-many orders included, and fail at the same operations.
@Suite struct RandomWorkParityTests {
    /// SplitMix64: a small deterministic generator.
    struct Random {
        var state: UInt64

        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }

        mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
        mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
        mutating func some(_ prefix: String, of count: Int, upTo most: Int) -> [String] {
            var picked: [String] = []
            for _ in 0..<below(most + 1) {
                let name = "\(prefix)\(below(count))"
                if !picked.contains(name) { picked.append(name) }
            }
            return picked
        }
    }

    /// One operation of the sequence on `context`; returns a line describing its outcome.
    static func operate(_ random: inout Random, _ context: StoreContext) -> String {
        do {
            switch random.below(9) {
            case 0, 1:
                // Mostly links to records that exist; sometimes not, to compare the errors.
                let checked = random.chance(85)
                let writers = try existing(random.some("w", of: 4, upTo: 1), checked) { try context.fetch(Writer.self, id: Writer.ID($0)) }
                let editors = try existing(random.chance(30) ? ["w\(random.below(4))"] : [], checked) { try context.fetch(Writer.self, id: Writer.ID($0)) }
                let topics = try existing(random.some("t", of: 4, upTo: 3), checked) { try context.fetch(Topic.self, id: topicID($0)) }
                let related = try existing(random.some("a", of: 6, upTo: 2), checked) { try context.fetch(Article.self, id: Article.ID($0)) }
                let record = article("a\(random.below(6))", writer: writers.first, topics: topics, related: related, editor: editors.first)
                return "upsert \(try context.upsert(record))"
            case 2:
                let checked = random.chance(85)
                let articles = try existing(random.some("a", of: 6, upTo: 3), checked) { try context.fetch(Article.self, id: Article.ID($0)) }
                let desks = try existing(random.chance(50) ? ["\(random.below(4))"] : [], checked) { try context.fetch(Desk.self, id: Desk.ID(Int64($0) ?? 0)) }
                let record = writer("w\(random.below(4))", articles: articles, desk: desks.first.flatMap { Int64($0) })
                return "upsert \(try context.upsert(record))"
            case 3:
                let checked = random.chance(85)
                let articles = try existing(random.some("a", of: 6, upTo: 3), checked) { try context.fetch(Article.self, id: Article.ID($0)) }
                return "upsert \(try context.upsert(topic("t\(random.below(4))", articles: articles)))"
            case 4:
                let checked = random.chance(85)
                let writers = try existing(random.chance(60) ? ["w\(random.below(4))"] : [], checked) { try context.fetch(Writer.self, id: Writer.ID($0)) }
                let desk = Desk(deskID: Int64(random.below(4)), floor: random.below(3), writer: writers.first.map(Writer.ID.init))
                return "upsert \(try context.upsert(desk))"
            case 5:
                let id = "a\(random.below(6))"
                return "delete article \(id): \(try context.delete(Article.self, id: Article.ID(id)))"
            case 6:
                let id = "w\(random.below(4))"
                return "delete writer \(id): \(try context.delete(Writer.self, id: Writer.ID(id)))"
            case 7:
                let id = "t\(random.below(4))"
                return "delete topic \(id): \(try context.delete(Topic.self, id: topicID(id)))"
            default:
                let id = "a\(random.below(6))"
                let target = "w\(random.below(6))"
                try context.reference(Article.self, id: Article.ID(id), \.writer, to: Writer.self, id: Writer.ID(target), relationship: "writer")
                return "reference \(id) → \(target): waiting \(context.unresolvedReferences.count)"
            }
        } catch {
            return "failed: \(error)"
        }
    }

    /// `names` whose record `fetch` finds, or all of them when `checked` is false.
    static func existing<R>(_ names: [String], _ checked: Bool, _ fetch: (String) throws -> R?) throws -> [String] {
        checked ? try names.filter { try fetch($0) != nil } : names
    }

    /// Every record of the identity pools as `context` sees it, one identity at a time
    /// (through the SQLite engine's per-unit cache), as one line.
    static func view(of context: StoreContext) throws -> String {
        var lines: [String] = []
        for i in 0..<6 { lines.append("\(String(describing: try context.fetch(Article.self, id: Article.ID("a\(i)"))))") }
        for i in 0..<6 { lines.append("\(String(describing: try context.fetch(Writer.self, id: Writer.ID("w\(i)"))))") }
        for i in 0..<4 { lines.append("\(String(describing: try context.fetch(Topic.self, id: topicID("t\(i)"))))") }
        for i in 0..<4 { lines.append("\(String(describing: try context.fetch(Desk.self, id: Desk.ID(Int64(i)))))") }
        return "view " + lines.joined(separator: "; ")
    }

    /// Runs the sequence of `seed` on `store`; returns the outcome of every operation
    /// and the contents after every unit of work.
    static func run(seed: UInt64, on store: Store) throws -> (outcomes: [String], states: [StoreContents]) {
        var random = Random(state: seed)
        var outcomes: [String] = []
        var states: [StoreContents] = []
        for _ in 0..<25 {
            let context = store.makeContext()
            for _ in 0..<(1 + random.below(12)) { outcomes.append(operate(&random, context)) }
            outcomes.append(try view(of: context))
            if random.chance(20) {
                context.rollback()
                outcomes.append("rolled back")
            } else {
                context.discardDeferredLinks()
                do {
                    try context.commit()
                    outcomes.append("committed")
                } catch {
                    outcomes.append("commit failed: \(error)")
                    context.rollback()
                }
            }
            states.append(try StoreContents(store))
        }
        return (outcomes, states)
    }

    @Test(arguments: Engine.sqliteEngines, [UInt64(1), 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])
    func bothEnginesEndEqual(engine: Engine, seed: UInt64) throws {
        let memory = try Engine.memory.makeStore()
        let sqlite = try engine.makeStore()
        defer { withExtendedLifetime((memory, sqlite)) {} }
        let expected = try Self.run(seed: seed, on: memory.store)
        let found = try Self.run(seed: seed, on: sqlite.store)
        for (index, (a, b)) in zip(expected.outcomes, found.outcomes).enumerated() where a != b {
            Issue.record("seed \(seed), operation \(index): memory \(a)\n\(engine) \(b)")
            return
        }
        for (index, (a, b)) in zip(expected.states, found.states).enumerated() where a != b {
            Issue.record("seed \(seed), after unit of work \(index):\nmemory \(a)\n\(engine) \(b)")
            return
        }
        #expect(expected.outcomes.count == found.outcomes.count, "seed \(seed): the sequences differ in length")
        let linked = expected.states.filter { state in state.articles.contains { $0.writer != nil || !$0.topics.isEmpty } }
        #expect(expected.outcomes.filter { $0.hasPrefix("upsert") }.count >= 40 && linked.count >= 5,
                "seed \(seed) wrote or linked too little to compare the engines")
        #expect(found.states.last?.inverseProblems == [], "seed \(seed): \(engine)'s inverses are inconsistent")
    }
}
