import Mapwright

/// The names of everything a relationship touches in the database, worked out once
/// when the engine opens (see ``SQLiteCatalog``).
struct SQLiteEdgeLayout {
    let form: SQLiteRelationForm
    /// The relationship's name and its inverse's, if any.
    let name: String
    let inverse: String?
    /// The tables of both entities and their identity column names.
    let sourceTable: String
    let sourceKeys: [String]
    let targetTable: String
    let targetKeys: [String]
    /// The foreign key in the source's rows (`childKey`, `oneToOne`, `keyWithoutInverse`)
    /// and the position column next to it (`childKey`).
    var foreignKey: [StoreColumn] = []
    var position: String?
    /// The foreign key in the target's rows (`parentOfChildren`, `oneToOne`) and the
    /// position next to it (`parentOfChildren`).
    var targetForeignKey: [String] = []
    var targetPosition: String?
    /// The join table (`manyToMany`, `listWithoutInverse`): its name, the columns holding
    /// the source's and the target's identities, and the positions in the source's list
    /// and (many-to-many) in the target's.
    var join: String?
    var joinSource: [StoreColumn] = []
    var joinTarget: [StoreColumn] = []
    var joinSourcePosition: String?
    var joinTargetPosition: String?
    /// Whether this side creates the join table (one side of a many-to-many does).
    var ownsJoin = false

    /// The join table's description, when this side owns one.
    var joinTable: SQLiteJoinTable? {
        guard ownsJoin, let join else { return nil }
        let target = inverse.map { "\(sourceTable).\(name) / \($0)" } ?? "\(sourceTable).\(name)"
        // The key columns are NOT NULL (from format 2 on): a link always names both records.
        let key = { (column: StoreColumn) in
            StoreColumn(name: column.name, schemaType: column.schemaType, storage: column.storage, isOptional: false)
        }
        var columns = joinSource.map { (key($0), "identity of \(sourceTable) (\(target))") }
            + joinTarget.map { (key($0), "identity of \(targetTable) (\(target))") }
        let integer = { (name: String) in StoreColumn(name: name, schemaType: "Int", storage: .integer, isOptional: false) }
        var indexes: [(name: String, columns: [String])] = []
        if let joinSourcePosition {
            columns.append((integer(joinSourcePosition), "position in \(sourceTable).\(name)"))
            indexes.append(("\(join)_\(joinSourcePosition)", joinSource.map(\.name) + [joinSourcePosition]))
        }
        if let joinTargetPosition, let inverse {
            columns.append((integer(joinTargetPosition), "position in \(targetTable).\(inverse)"))
            indexes.append(("\(join)_\(joinTargetPosition)", joinTarget.map(\.name) + [joinTargetPosition]))
        }
        return SQLiteJoinTable(
            name: join, columns: columns,
            primaryKey: joinSource.map(\.name) + joinTarget.map(\.name), indexes: indexes)
    }

    /// The relationship's line of the stored description.
    var definition: String {
        var text = "\(form == .parentOfChildren || form == .manyToMany || form == .listWithoutInverse ? "to-many" : "to-one") "
            + "\(targetTable)" + (inverse.map { " inverse \($0)" } ?? "") + "; \(form.rawValue)"
        if !foreignKey.isEmpty { text += " \(foreignKey.map(\.name).joined(separator: ", "))" }
        if let position { text += " ordered by \(position)" }
        if !targetForeignKey.isEmpty { text += " \(targetTable).\(targetForeignKey.joined(separator: ", "))" }
        if let join { text += " \(join)" }
        return text
    }
}
