import Mapwright

/// Where a relationship's links live, seen from the entity that declares it.
enum SQLiteRelationForm: String, Sendable {
    /// To-one whose inverse is to-many: a foreign key (and the position in the inverse
    /// list) in this entity's rows.
    case childKey = "foreign key and position in this table"
    /// To-many whose inverse is to-one: the targets' foreign keys point here, ordered by
    /// their position column.
    case parentOfChildren = "the target table's foreign key and position"
    /// One-to-one: a foreign key in the rows of both entities.
    case oneToOne = "foreign keys in both tables"
    /// Many-to-many: a join table with a position for each side.
    case manyToMany = "join table with both positions"
    /// To-one without inverse: a foreign key in this entity's rows.
    case keyWithoutInverse = "foreign key in this table"
    /// To-many without inverse: a join table with a position.
    case listWithoutInverse = "join table with a position"
}

/// A join table of a to-many relationship, for the DDL and the stored description.
struct SQLiteJoinTable {
    let name: String
    /// Every column, in order.
    let columns: [(column: StoreColumn, role: String)]
    /// The primary key: the owner's columns then the target's.
    let primaryKey: [String]
    /// Indexes besides the primary key.
    let indexes: [(name: String, columns: [String])]
}

/// One relationship of `Source` as the SQLite engine keeps it: the base class holds what
/// tables and sessions ask of any relation; ``SQLiteEdge`` implements it with both entity
/// types known.
class SQLiteRelation<Source: StoreEntity>: @unchecked Sendable {
    let name: String
    let form: SQLiteRelationForm

    /// The next relation of `Source`, in `E.relationships` order, and the next one that
    /// keeps a foreign key in `Source`'s rows: chains that the write path walks (in code
    /// that runs unspecialized, each use of an array of this generic class costs a
    /// metadata lookup). Set once, while the engine opens (``SQLiteTable``).
    var next: SQLiteRelation<Source>?
    var nextInRow: SQLiteRelation<Source>?

    init(name: String, form: SQLiteRelationForm) {
        self.name = name
        self.form = form
    }

    /// The foreign-key columns this relation keeps in `Source`'s rows (read after the values).
    var rowColumns: [StoreColumn] { [] }
    /// The position column in `Source`'s rows, if any.
    var positionColumn: String? { nil }
    /// Whether the identities live outside `Source`'s rows (to-many).
    var isList: Bool { false }
    /// The row columns with their roles, for the stored description.
    var storedRowColumns: [(column: StoreColumn, role: String)] { [] }
    /// The index on the row columns.
    var rowIndex: (name: String, columns: [String])? { nil }
    /// The join table this relation creates (one side of a many-to-many owns it).
    var ownedJoinTable: SQLiteJoinTable? { nil }
    /// The relationship's line of the stored description.
    var storedDefinition: String { "" }
    /// Where the links live, by name (for compiling queries that follow the relationship).
    var edgeLayout: SQLiteEdgeLayout? { nil }

    /// Whether a new record keeps this relationship's link in its own row on insert.
    var linksInPlace: Bool { false }
    /// Whether the target entity is `Source` itself (a link may then change the record
    /// being written).
    var targetsOwnEntity: Bool { false }

    func readForeignKey(_ row: inout SQLiteRow, into record: inout Source) throws {}
    func writeForeignKey(of record: Source, to arguments: inout SQLiteArguments) {}
    func readMembers(into record: inout Source, session: SQLiteSession) throws {}
    /// Fills this to-many relationship of every record of `records` (identities unique):
    /// the default reads them record by record.
    func readMembers(into records: inout [Source], session: SQLiteSession) throws {
        for index in records.indices { try readMembers(into: &records[index], session: session) }
    }
    func isSame(_ previous: Source?, _ record: Source) -> Bool { true }
    /// Whether a new `record` links anywhere through this relationship (`!isSame(nil, record)`).
    func holdsLinks(_ record: Source) -> Bool { false }
    func checkTargets(of record: Source, previous: Source?, session: SQLiteSession) throws {}
    func copyLinks(from previous: Source?, into record: inout Source) {}
    func linkedInPlace(_ id: Source.ID, _ record: Source, session: SQLiteSession) throws {}
    func applyChanges(_ id: Source.ID, from old: Source?, to new: Source, session: SQLiteSession) throws {}
    func detach(_ id: Source.ID, _ record: Source, session: SQLiteSession) throws {}
}
