import Mapwright

/// A relationship from `Source` to `Target`: the SQL that makes and removes its links in
/// the database, and the same changes applied to records in the session's cache, in the
/// order the in-memory engine makes them (``RelationshipEdge``), so that both engines
/// end with the same records.
///
/// Every link change first reads the current records (through the session's cache),
/// then writes the rows, then updates the cached records that the change touched.
final class SQLiteEdge<Source: StoreEntity, Target: StoreEntity>: SQLiteRelation<Source>, @unchecked Sendable {
    let edge: RelationshipEdge<Source, Target>
    let layout: SQLiteEdgeLayout
    let sources: SQLiteTable<Source>
    let targets: SQLiteTable<Target>
    /// Statements, by purpose (unused ones keep an empty slot).
    private(set) var membersSQL = SQLiteStatementSlot(index: 0, sql: "")
    private(set) var linkSQL = SQLiteStatementSlot(index: 0, sql: "")
    private(set) var unlinkSQL = SQLiteStatementSlot(index: 0, sql: "")
    private(set) var detachAllSQL = SQLiteStatementSlot(index: 0, sql: "")
    private(set) var setBackSQL = SQLiteStatementSlot(index: 0, sql: "")
    private(set) var clearBackSQL = SQLiteStatementSlot(index: 0, sql: "")
    /// The target's identity in `Source` records, for a to-one stored inline: read in
    /// place (see ``withForwardTarget(of:_:)``).
    private let forwardField: SQLiteOptionalField<Source, Target.ID?>?
    /// The targets' identities in `Source` records, for a to-many stored inline: compared
    /// in place (see ``isSame(_:_:)``).
    private let forwardList: SQLiteListField<Source, ToMany<Target.ID>>?
    /// ``RelationshipEdge/linksNewSourceInPlace``, worked out once: the write path asks
    /// it up to three times per record, where it looks into both ends' enums each time.
    private let linksNewSourceInPlace: Bool

    init(
        edge: RelationshipEdge<Source, Target>, layout: SQLiteEdgeLayout,
        sources: SQLiteTable<Source>, targets: SQLiteTable<Target>, slots: inout SQLiteStatementSlots
    ) {
        self.edge = edge
        self.layout = layout
        self.sources = sources
        self.targets = targets
        if case .one(let field) = edge.forward, let offset = field.offset {
            forwardField = SQLiteOptionalField(offset: offset)
        } else {
            forwardField = nil
        }
        linksNewSourceInPlace = edge.linksNewSourceInPlace
        if case .many(let field) = edge.forward, let offset = field.offset {
            forwardList = SQLiteListField(offset: offset, empty: [])
        } else {
            forwardList = nil
        }
        super.init(name: layout.name, form: layout.form)
        makeStatements(&slots)
    }

    private func makeStatements(_ slots: inout SQLiteStatementSlots) {
        let q = SQLiteNames.quoted
        let source = q(layout.sourceTable)
        let target = q(layout.targetTable)
        let s = layout.sourceKeys.count
        let t = layout.targetKeys.count
        func nextPosition(_ position: String, in table: String, where columns: [String], from first: Int) -> String {
            "(SELECT COALESCE(MAX(\(q(position))), -1) + 1 FROM \(table) WHERE \(SQLiteNames.equal(columns, from: first)))"
        }
        switch layout.form {
        case .childKey, .keyWithoutInverse:
            // link: target identity (?1…), then source identity.
            let foreignKey = layout.foreignKey.map(\.name)
            var assignments = foreignKey.enumerated().map { "\(q($1)) = ?\($0 + 1)" }
            var clearing = foreignKey.map { "\(q($0)) = NULL" }
            if let position = layout.position {
                assignments.append("\(q(position)) = \(nextPosition(position, in: source, where: foreignKey, from: 1))")
                clearing.append("\(q(position)) = NULL")
            }
            linkSQL = slots.make("UPDATE \(source) SET \(assignments.joined(separator: ", ")) WHERE \(SQLiteNames.equal(layout.sourceKeys, from: t + 1))")
            unlinkSQL = slots.make("UPDATE \(source) SET \(clearing.joined(separator: ", ")) WHERE \(SQLiteNames.equal(layout.sourceKeys, from: 1))")
        case .parentOfChildren:
            // The children's rows hold the link: members by position; link binds the
            // parent (?1…) then the child.
            let foreignKey = layout.targetForeignKey
            let position = layout.targetPosition ?? ""
            membersSQL = slots.make(
                "SELECT \(SQLiteNames.list(layout.targetKeys)) FROM \(target) WHERE \(SQLiteNames.equal(foreignKey, from: 1)) ORDER BY \(q(position))")
            let assignments = foreignKey.enumerated().map { "\(q($1)) = ?\($0 + 1)" }
                + ["\(q(position)) = \(nextPosition(position, in: target, where: foreignKey, from: 1))"]
            linkSQL = slots.make("UPDATE \(target) SET \(assignments.joined(separator: ", ")) WHERE \(SQLiteNames.equal(layout.targetKeys, from: s + 1))")
            let clearing = (foreignKey + [position]).map { "\(q($0)) = NULL" }.joined(separator: ", ")
            // unlink binds the child (?1…) then the parent.
            unlinkSQL = slots.make(
                "UPDATE \(target) SET \(clearing) WHERE \(SQLiteNames.equal(layout.targetKeys, from: 1)) AND \(SQLiteNames.equal(foreignKey, from: t + 1))")
            detachAllSQL = slots.make("UPDATE \(target) SET \(clearing) WHERE \(SQLiteNames.equal(foreignKey, from: 1))")
        case .oneToOne:
            let foreignKey = layout.foreignKey.map(\.name)
            let back = layout.targetForeignKey
            // link: set this row's key (target ?1…, source after); unlink: clear it when it
            // still names the target (source ?1…, target after).
            linkSQL = slots.make(
                "UPDATE \(source) SET \(foreignKey.enumerated().map { "\(q($1)) = ?\($0 + 1)" }.joined(separator: ", ")) WHERE \(SQLiteNames.equal(layout.sourceKeys, from: t + 1))")
            unlinkSQL = slots.make(
                "UPDATE \(source) SET \(foreignKey.map { "\(q($0)) = NULL" }.joined(separator: ", ")) WHERE \(SQLiteNames.equal(layout.sourceKeys, from: 1)) AND \(SQLiteNames.equal(foreignKey, from: s + 1))")
            setBackSQL = slots.make(
                "UPDATE \(target) SET \(back.enumerated().map { "\(q($1)) = ?\($0 + 1)" }.joined(separator: ", ")) WHERE \(SQLiteNames.equal(layout.targetKeys, from: s + 1))")
            clearBackSQL = slots.make(
                "UPDATE \(target) SET \(back.map { "\(q($0)) = NULL" }.joined(separator: ", ")) WHERE \(SQLiteNames.equal(layout.targetKeys, from: 1)) AND \(SQLiteNames.equal(back, from: t + 1))")
        case .manyToMany, .listWithoutInverse:
            let join = q(layout.join ?? "")
            let own = layout.joinSource.map(\.name)
            let other = layout.joinTarget.map(\.name)
            let ownPosition = layout.joinSourcePosition ?? ""
            membersSQL = slots.make(
                "SELECT \(SQLiteNames.list(other)) FROM \(join) WHERE \(SQLiteNames.equal(own, from: 1)) ORDER BY \(q(ownPosition))")
            var columns = own + other + [ownPosition]
            var values = [SQLiteNames.parameters(s + t, from: 1), nextPosition(ownPosition, in: join, where: own, from: 1)]
            if let otherPosition = layout.joinTargetPosition {
                columns.append(otherPosition)
                values.append(nextPosition(otherPosition, in: join, where: other, from: s + 1))
            }
            linkSQL = slots.make("INSERT INTO \(join) (\(SQLiteNames.list(columns))) VALUES (\(values.joined(separator: ", ")))")
            unlinkSQL = slots.make("DELETE FROM \(join) WHERE \(SQLiteNames.equal(own, from: 1)) AND \(SQLiteNames.equal(other, from: s + 1))")
            detachAllSQL = slots.make("DELETE FROM \(join) WHERE \(SQLiteNames.equal(own, from: 1))")
        }
    }

    // MARK: Description

    override var rowColumns: [StoreColumn] { layout.foreignKey }
    override var positionColumn: String? { layout.position }
    override var isList: Bool { !edge.forward.isToOne }

    override var storedRowColumns: [(column: StoreColumn, role: String)] {
        let link = layout.inverse.map { "\(layout.targetTable).\($0)" } ?? "no inverse"
        var columns = layout.foreignKey.map { ($0, "foreign key of \(name) → \(layout.targetTable) (\(link))") }
        if let position = layout.position, let inverse = layout.inverse {
            columns.append((StoreColumn(name: position, schemaType: "Int", storage: .integer, isOptional: true),
                            "position in \(layout.targetTable).\(inverse)"))
        }
        return columns
    }

    override var rowIndex: (name: String, columns: [String])? {
        guard !layout.foreignKey.isEmpty else { return nil }
        return ("\(layout.sourceTable)_\(name)", layout.foreignKey.map(\.name) + (layout.position.map { [$0] } ?? []))
    }

    override var ownedJoinTable: SQLiteJoinTable? { layout.joinTable }
    override var storedDefinition: String { layout.definition }
    override var edgeLayout: SQLiteEdgeLayout? { layout }
    override var linksInPlace: Bool { linksNewSourceInPlace }
    override var targetsOwnEntity: Bool { Source.self == Target.self }

    // MARK: Rows

    override func readForeignKey(_ row: inout SQLiteRow, into record: inout Source) throws {
        guard let forwardField else { return try readForeignKeyByKeyPath(&row, into: &record) }
        if row.isNull {
            for _ in layout.foreignKey { row.skip() }
            forwardField.setEmpty(in: &record)
        } else {
            forwardField.set(try targets.readID(&row), in: &record)
        }
    }

    /// ``readForeignKey(_:into:)`` through the key path (a function apart, so that the
    /// optional's metadata is looked up only on this path).
    private func readForeignKeyByKeyPath(_ row: inout SQLiteRow, into record: inout Source) throws {
        guard case .one(let field) = edge.forward else { return }
        if row.isNull {
            for _ in layout.foreignKey { row.skip() }
            field.set(nil, in: &record)
        } else {
            field.set(try targets.readID(&row), in: &record)
        }
    }

    /// Calls `body` with the target `record` links to through this to-one, if any (never
    /// for a to-many); returns whether there was one.
    ///
    /// Read at the field's offset when it has one (``SQLiteOptionalField``): this code runs
    /// unspecialized, where ``RelationshipSide/single(of:)`` copies the whole record into
    /// an optional first, and any function holding a `Target.ID?` looks up its metadata.
    @discardableResult
    private func withForwardTarget(of record: Source, _ body: (Target.ID) throws -> Void) rethrows -> Bool {
        if let forwardField { return try forwardField.withValue(in: record, body) }
        return try withForwardTargetByKeyPath(of: record, body)
    }

    /// ``withForwardTarget(of:_:)`` through the key path (a function apart, so that the
    /// optional's metadata is looked up only on this path).
    private func withForwardTargetByKeyPath(of record: Source, _ body: (Target.ID) throws -> Void) rethrows -> Bool {
        try edge.forward.single(of: record).withWrapped(body)
    }

    override func writeForeignKey(of record: Source, to arguments: inout SQLiteArguments) {
        let linked = withForwardTarget(of: record) { target in targets.writeID(target, &arguments) }
        if !linked {
            for _ in layout.foreignKey { arguments.writeNull() }
        }
    }

    override func readMembers(into records: inout [Source], session: SQLiteSession) throws {
        try readMembersInBatches(into: &records, session: session)
    }

    override func readMembers(into record: inout Source, session: SQLiteSession) throws {
        guard case .many(let field) = edge.forward else { return }
        let id = record.id
        var found: ToMany<Target.ID> = []
        try session.query(membersSQL, { sources.writeID(id, &$0) }) { statement in
            try readTargets(statement, into: &found, of: id)
        }
        field.set(found, in: &record)
    }

    /// Appends the target identity of each row `statement` steps to, through the edge's
    /// specialized ``RelationshipEdge/appendTarget``.
    private func readTargets(_ statement: SQLiteStatement, into found: inout ToMany<Target.ID>, of id: Source.ID) throws {
        let append = edge.appendTarget
        while try statement.step() {
            var row = statement.row()
            do {
                append(&found, try targets.readID(&row))
            } catch let error as StoreColumnError {
                throw StoreError.unreadableRow(entity: layout.sourceTable, reason: "\(id).\(name): \(error)")
            }
        }
    }

    // MARK: Writing

    override func isSame(_ previous: Source?, _ record: Source) -> Bool {
        if let forwardList { return forwardList.same(previous, record) }
        return isSameByKeyPath(previous, record)
    }

    /// ``isSame(_:_:)`` through the key path (a function apart, so that its metadata
    /// lookups are made only on this path).
    private func isSameByKeyPath(_ previous: Source?, _ record: Source) -> Bool {
        edge.forward.same(previous, record)
    }

    override func holdsLinks(_ record: Source) -> Bool {
        if let forwardField { return forwardField.withValue(in: record) { _ in } }
        return holdsLinksByKeyPath(record)
    }

    /// ``holdsLinks(_:)`` through the key path (a function apart, so that the optional's
    /// metadata is looked up only on this path).
    private func holdsLinksByKeyPath(_ record: Source) -> Bool {
        !edge.forward.same(nil, record)
    }

    override func checkTargets(of record: Source, previous: Source?, session: SQLiteSession) throws {
        if edge.forward.isToOne {
            // A to-one: no arrays or sets to build for its one target.
            try withForwardTarget(of: record) { target in try requireTarget(target, of: record, session: session) }
            return
        }
        try checkListTargets(of: record, previous: previous, session: session)
    }

    /// ``checkTargets(of:previous:session:)`` for a to-many: the targets `previous` did not have.
    private func checkListTargets(of record: Source, previous: Source?, session: SQLiteSession) throws {
        let before = previous.map { Set(edge.forward.members(of: $0)) } ?? []
        for target in edge.forward.members(of: record) where !before.contains(target) {
            try requireTarget(target, of: record, session: session)
        }
    }

    /// Throws ``StoreError/missingTarget(entity:id:relationship:target:targetID:)`` unless
    /// `target` is stored (or is `record` itself).
    private func requireTarget(_ target: Target.ID, of record: Source, session: SQLiteSession) throws {
        if try session.contains(Target.self, id: target) { return }
        try requireOwnIdentity(target, of: record)
    }

    /// The rest of ``requireTarget(_:of:session:)``, apart so that its cast (and the
    /// metadata lookup it needs) costs nothing when the target is found.
    private func requireOwnIdentity(_ target: Target.ID, of record: Source) throws {
        if let own = target as? Source.ID, own == record.id { return }
        throw StoreError.missingTarget(
            entity: Source.entityName, id: "\(record.id)", relationship: name,
            target: Target.entityName, targetID: "\(target)")
    }

    override func copyLinks(from previous: Source?, into record: inout Source) {
        edge.forward.copy(from: previous, into: &record)
    }

    override func linkedInPlace(_ id: Source.ID, _ record: Source, session: SQLiteSession) throws {
        withForwardTarget(of: record) { target in linkInPlace(id, to: target, session: session) }
    }

    /// ``linkedInPlace(_:_:session:)`` once the target is known.
    private func linkInPlace(_ id: Source.ID, to target: Target.ID, session: SQLiteSession) {
        // Through the edge's closure, specialized for both types where it was made.
        guard let addToInverse = edge.addToInverse else { return }
        session.modifyCached(Target.self, id: target) { addToInverse(id, &$0) }
    }

    override func applyChanges(_ id: Source.ID, from old: Source?, to new: Source, session: SQLiteSession) throws {
        if edge.forward.same(old, new) { return }
        if edge.forward.isToOne {
            if let before = edge.forward.single(of: old) { try unlink(id, from: before, session: session) }
            if let after = edge.forward.single(of: new) { try link(id, to: after, session: session) }
            return
        }
        let before = edge.forward.members(of: old)
        let after = edge.forward.members(of: new)
        let afterSet = Set(after)
        let beforeSet = Set(before)
        for target in before where !afterSet.contains(target) { try unlink(id, from: target, session: session) }
        for target in after where !beforeSet.contains(target) { try link(id, to: target, session: session) }
        try keepOrder(of: id, kept: before.filter { afterSet.contains($0) } + after.filter { !beforeSet.contains($0) }, following: after, session: session)
    }

    /// Makes the stored order of the links of `id` follow `order` (the latest write's), as
    /// the in-memory engine does: when the links as kept (`kept`: old links in their old
    /// places, new ones appended) are in another order, they are made again in `order`.
    private func keepOrder(of id: Source.ID, kept: ToMany<Target.ID>, following order: ToMany<Target.ID>, session: SQLiteSession) throws {
        var seen = Set<Target.ID>()
        let wanted = order.filter { seen.insert($0).inserted }
        guard wanted.count > 1, kept != wanted, Set(kept) == seen else { return }
        for target in kept { try unlink(id, from: target, session: session) }
        for target in wanted { try link(id, to: target, session: session) }
    }

    override func detach(_ id: Source.ID, _ record: Source, session: SQLiteSession) throws {
        try detachLinks(id, record, session: session)
    }
}
