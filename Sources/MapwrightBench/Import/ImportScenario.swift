import MapwrightExampleBlog
import Foundation
import Mapwright
import MapwrightExampleWidgets

/// Which corpus a scenario reads: Blog posts (records are posts), plain or with
/// realistic variety, or a Widgets feed (records are actions).
enum CorpusKind: String, CaseIterable {
    /// ``BlogCorpus``: each author repeated identically for 100 posts in a row.
    case blog
    /// ``BlogVariedCorpus``: authors taking turns and changing between appearances.
    case blogVaried = "blog-varied"
    /// ``WidgetFeedCorpus``: a feed of upserts and deletes.
    case feed

    /// The corpus's JSON text for `records` records.
    func bytes(records: Int) -> [UInt8] {
        switch self {
        case .blog: BlogCorpus.posts(count: records)
        case .blogVaried: BlogVariedCorpus.posts(count: records)
        case .feed: WidgetFeedCorpus.feed(actions: records)
        }
    }

    /// Whether the corpus is an array of Blog posts.
    var isBlog: Bool { self != .feed }

    /// How the corpus is named in tables.
    var label: String {
        switch self {
        case .blog: "posts"
        case .blogVaried: "varied posts"
        case .feed: "feed actions"
        }
    }
}

/// One way of importing a corpus, measured on the same bytes as the others.
enum ImportScenario: String, CaseIterable {
    /// The generated parser (`PostParser.importArray`, reading a batch of posts at a time)
    /// or feed importer (`WidgetDiffImporter.apply(from:to:)`, reading a batch of actions at a time) into a fresh `Store`: read,
    /// fetch-or-create, inverses, commit.
    case mapwright
    /// `JSONDecoder` into `Codable` structs, ISO 8601 dates; no dedupe, no store.
    case jsonDecoder = "jsondecoder"
    /// `JSONSerialization`, then hand-written fetch-or-create into dictionaries.
    case jsonSerialization = "jsonserialization"
    /// The Mapwright JSON reader alone (bytes to tape).
    case reader
    /// The Mapwright JSON reader a batch of elements at a time (`JSONElementStream`), alone.
    case stream
    /// A loop that touches every byte: the floor.
    case floor
    /// The generated `PostParser`, post by post, into a new `Store(sqliteAt:)` on disk
    /// (WAL), closed at the end.
    case sqliteMapwright = "sqlite-mapwright"
    /// `JSONDecoder`, then prepared upserts through the SQLite C API, one transaction.
    case sqliteHandWritten = "sqlite-handwritten"
    /// The same upserts from rows made before the timing: the SQLite floor.
    case sqliteFloor = "sqlite-floor"
    /// The reader, then the generated builders (`PostBuilder`, `AuthorBuilder`) of every
    /// post and its author, built into values: the parse without a store.
    case builders
    /// `Store.save(to:)` of the store the generated parser fills (filled before timing).
    case snapshotSave = "snapshot-save"
    /// `Store.load(from:entities:)` of that store's snapshot (written before timing).
    case snapshotLoad = "snapshot-load"
    /// Releasing the store the generated parser fills (filled before each timed run): the
    /// part of the `mapwright` scenario's time that frees every record again.
    case teardown

    /// The name in tables.
    var title: String {
        switch self {
        case .mapwright: "Mapwright generated parser → Store"
        case .jsonDecoder: "JSONDecoder → Codable structs"
        case .jsonSerialization: "JSONSerialization + hand-written fetch-or-create"
        case .reader: "Mapwright JSONReader alone"
        case .stream: "Mapwright JSONElementStream alone (batches)"
        case .floor: "touch every byte (floor)"
        case .sqliteMapwright: "Mapwright generated parser → SQLite store"
        case .sqliteHandWritten: "JSONDecoder + hand-written prepared upserts"
        case .sqliteFloor: "prepared upserts from ready rows (floor)"
        case .builders: "Mapwright JSONElementStream + generated builders, no store"
        case .snapshotSave: "snapshot save (Store.save)"
        case .snapshotLoad: "snapshot load (Store.load)"
        case .teardown: "store teardown (the filled Store released)"
        }
    }

    /// Whether the scenario writes a SQLite database (and is then measured on Blog corpora only).
    var usesSQLite: Bool {
        switch self {
        case .sqliteMapwright, .sqliteHandWritten, .sqliteFloor: true
        default: false
        }
    }

    /// Whether the scenario reads or writes a snapshot file.
    var usesSnapshot: Bool { self == .snapshotSave || self == .snapshotLoad }

    /// Whether the scenario can run on corpora of `kind`: the SQLite, builder, snapshot
    /// and teardown scenarios run on Blog corpora only.
    func runs(on kind: CorpusKind) -> Bool {
        switch self {
        case .mapwright, .jsonDecoder, .jsonSerialization, .reader, .floor: true
        case .sqliteMapwright, .sqliteHandWritten, .sqliteFloor, .builders, .stream, .snapshotSave, .snapshotLoad, .teardown: kind.isBlog
        }
    }

    /// Runs the scenario once on `input`; returns the number of records it produced, which
    /// must equal the corpus's record count (the floor returns it unchecked).
    func run(_ kind: CorpusKind, _ input: ScenarioInput) throws -> Int {
        let data = input.data
        let records = input.records
        guard runs(on: kind) else {
            throw BenchOptions.UsageError(description: "\(rawValue) runs on Blog corpora only")
        }
        switch self {
        case .mapwright:
            guard kind.isBlog else {
                let store = try MapwrightExampleWidgetsModule.makeStore()
                return try WidgetDiffImporter().apply(from: data, to: store).applied
            }
            let (store, posts) = try SplitScenarios.importPosts(data)
            guard try store.count(Post.self) == posts, try store.count(Author.self) == (records + 99) / 100 else { return -1 }
            return posts
        case .jsonDecoder:
            return kind.isBlog
                ? try CodableTwins.decoder().decode([CodableTwins.Post].self, from: data).count
                : try CodableTwins.decoder().decode(CodableTwins.Feed.self, from: data).actions.count
        case .jsonSerialization:
            return kind.isBlog ? try DictionaryImport.importPosts(data) : try DictionaryFeedImport.apply(data)
        case .reader:
            let root = try JSONReader().read(data)
            return kind.isBlog ? root.count ?? 0 : root["actions"]?.count ?? 0
        case .floor:
            let sum = data.withUnsafeBytes { raw in raw.reduce(into: UInt64(0)) { $0 &+= UInt64($1) } }
            return sum == 0 ? 0 : records
        case .sqliteMapwright:
            return try SQLiteScenarios.mapwright(data, into: input.database())
        case .sqliteHandWritten:
            return try HandWrittenSQLiteImport.importPosts(data, into: input.database())
        case .sqliteFloor:
            guard let rows = input.readyRows else { throw BenchOptions.UsageError(description: "the SQLite floor needs its rows made first") }
            return try HandWrittenSQLiteImport.write(rows, into: input.database())
        case .builders:
            return try SplitScenarios.builders(data)
        case .stream:
            return try SplitScenarios.stream(data)
        case .snapshotSave:
            return try SplitScenarios.save(input.snapshot())
        case .snapshotLoad:
            return try SplitScenarios.load(input.snapshot())
        case .teardown:
            return try SplitScenarios.teardown(input.filled())
        }
    }
}

/// What a scenario reads: the corpus bytes, its record count and, for the SQLite
/// scenarios, the database file to write and the floor's rows (made before timing).
struct ScenarioInput {
    /// The corpus.
    var data: Data
    /// Records in the corpus.
    var records: Int
    /// The database file of the SQLite scenarios.
    var file: SQLiteBenchFile?
    /// The rows the SQLite floor inserts.
    var readyRows: (authors: [BlogRows.Author], posts: [BlogRows.Post])?
    /// The filled store and snapshot file of the snapshot scenarios.
    var snapshotFixture: SnapshotFixture?
    /// The store the teardown scenario releases, filled again before each run.
    var filledStore: FilledStore?

    /// The teardown scenario's store; throws when the scenario was not given one.
    func filled() throws -> FilledStore {
        guard let filledStore else { throw BenchOptions.UsageError(description: "the teardown scenario needs a store to fill") }
        return filledStore
    }

    /// The snapshot fixture; throws when the scenario was not given one.
    func snapshot() throws -> SnapshotFixture {
        guard let snapshotFixture else { throw BenchOptions.UsageError(description: "a snapshot scenario needs its store filled first") }
        return snapshotFixture
    }

    /// The database path; throws when the scenario was not given a file.
    func database() throws -> String {
        guard let file else { throw BenchOptions.UsageError(description: "a SQLite scenario needs a database file") }
        return file.path
    }
}
