/// A relationship from `Source` to `Target` with its optional inverse: the link and
/// unlink operations that keep both ends in step. ``StoreRelationship`` wraps these in
/// closures made where both types are known, so they run specialized. A class, so that
/// those closures share it instead of copying its key paths on every call.
@usableFromInline
package final class RelationshipEdge<Source: StoreEntity, Target: StoreEntity>: AnyRelationshipEdge {
    @usableFromInline package let name: String
    @usableFromInline package let forward: RelationshipSide<Source, Target.ID>
    @usableFromInline package let inverse: RelationshipSide<Target, Source.ID>?
    /// Whether commits replay this end's link changes even when the record at the other
    /// end was written too (see ``applyChanges(id:from:to:in:context:)``). The to-one end
    /// of a one-to-many is primary; otherwise the end whose entity name, then key path
    /// hash, is smaller. Ties make both ends primary, which is merely redundant.
    @usableFromInline package let isPrimary: Bool
    /// Appends a target's identity to a list of them. Made here, where both types are
    /// known, so that it runs specialized for an engine whose own code does not (appending
    /// from unspecialized code looks up the list's type metadata on every call).
    @usableFromInline package let appendTarget: @Sendable (inout ToMany<Target.ID>, Target.ID) -> Void
    /// Adds a source's identity to a target's inverse end (``RelationshipSide/add(_:to:)``),
    /// made here for the same reason; nil without an inverse.
    @usableFromInline package let addToInverse: (@Sendable (Source.ID, inout Target) -> Void)?

    @inlinable
    package init(name: String, forward: RelationshipSide<Source, Target.ID>, inverse: RelationshipSide<Target, Source.ID>?) {
        self.name = name
        self.forward = forward
        self.inverse = inverse
        appendTarget = { list, id in list.append(id) }
        if let inverse {
            addToInverse = { id, target in inverse.add(id, to: &target) }
        } else {
            addToInverse = nil
        }
        if let inverse {
            if forward.isToOne != inverse.isToOne {
                isPrimary = forward.isToOne
            } else if Source.entityName != Target.entityName {
                isPrimary = Source.entityName < Target.entityName
            } else {
                isPrimary = forward.keyPath.hashValue <= inverse.keyPath.hashValue
            }
        } else {
            isPrimary = true
        }
    }

    /// Whether a new record can be stored holding this relationship's link as it is, with
    /// only the target's end to update (``linkNewSource(id:record:in:)``): a to-one whose
    /// inverse is to-many, or which has none, displaces nothing.
    @inlinable
    package var linksNewSourceInPlace: Bool {
        guard forward.isToOne else { return false }
        if case .one? = inverse { return false }
        return true
    }

    /// For a record just inserted already holding its link (see ``linksNewSourceInPlace``):
    /// adds it to the target's inverse end. Returns whether that changed the record itself
    /// (a record that is its own target).
    @inlinable
    func linkNewSource(id: Source.ID, record: Source, in workspace: RecordWorkspace) -> Bool {
        guard let inverse, let target = forward.single(of: record) else { return false }
        workspace.modify(Target.self, id: target) { inverse.add(id, to: &$0) }
        if let own = target as? Source.ID { return own == id }
        return false
    }

    /// ``checkTargets(of:previous:in:)`` and then ``linkNewSource(id:record:in:)`` for a
    /// new record, in one lookup of the target: throws
    /// ``StoreError/missingTarget(entity:id:relationship:target:targetID:)`` with nothing
    /// changed when the target is missing. Only for a relationship that links a new record
    /// in place (``linksNewSourceInPlace``) to another entity.
    @inlinable
    func checkAndLinkNewSource(id: Source.ID, record: Source, in workspace: RecordWorkspace) throws {
        guard let target = forward.single(of: record) else { return }
        let found = if let inverse {
            workspace.modify(Target.self, id: target) { inverse.add(id, to: &$0) }
        } else {
            workspace.contains(Target.self, id: target)
        }
        if !found { try requireTarget(target, of: record, in: workspace) }
    }

    /// Whether `record` changes this relationship relative to `previous`. Throws
    /// ``StoreError/missingTarget(entity:id:relationship:target:targetID:)`` when it
    /// links to a target the workspace does not have and `previous` did not.
    @inlinable
    func checkTargets(of record: Source, previous: Source?, in workspace: RecordWorkspace) throws -> Bool {
        if forward.same(previous, record) { return false }
        if forward.isToOne {
            if let target = forward.single(of: record) { try requireTarget(target, of: record, in: workspace) }
            return true
        }
        let before = Set(forward.members(of: previous))
        for target in forward.members(of: record) where !before.contains(target) {
            try requireTarget(target, of: record, in: workspace)
        }
        return true
    }

    @inlinable
    func requireTarget(_ target: Target.ID, of record: Source, in workspace: RecordWorkspace) throws {
        if workspace.contains(Target.self, id: target) { return }
        if let own = target as? Source.ID, own == record.id { return }
        throw StoreError.missingTarget(
            entity: Source.entityName, id: "\(record.id)", relationship: name,
            target: Target.entityName, targetID: "\(target)")
    }

    /// Applies the links `new` adds and removes relative to `old` to the record `id` and
    /// the inverse ends. Idempotent; links to missing targets are skipped.
    ///
    /// At commit, `context` is the committing context's workspace: a link change on a
    /// non-primary end is skipped when the target record was written in that context
    /// too, because replaying the target's own (primary) end makes the same change.
    @inlinable
    func applyChanges(id: Source.ID, from old: Source?, to new: Source, in workspace: RecordWorkspace, context: RecordWorkspace?) {
        if forward.same(old, new) { return }
        let skipped = isPrimary ? nil : context?.existingTable(Target.self)
        if forward.isToOne {
            if let before = forward.single(of: old), skipped?.isWritten(before) != true {
                unlink(id, from: before, in: workspace)
            }
            if let after = forward.single(of: new), skipped?.isWritten(after) != true {
                link(id, to: after, in: workspace)
            }
            return
        }
        let before = forward.members(of: old)
        let after = forward.members(of: new)
        let afterSet = Set(after)
        let beforeSet = Set(before)
        for target in before where !afterSet.contains(target) && skipped?.isWritten(target) != true {
            unlink(id, from: target, in: workspace)
        }
        for target in after where !beforeSet.contains(target) && skipped?.isWritten(target) != true {
            link(id, to: target, in: workspace)
        }
        keepOrder(of: id, kept: before.filter { afterSet.contains($0) } + after.filter { !beforeSet.contains($0) }, following: after, in: workspace)
    }

    /// Makes the order of the to-many links of record `id` follow `order` (the latest
    /// write's): when the links as kept (`kept`: old links in their old places, new ones
    /// appended) are in another order, they are made again in `order` (so inverse to-many
    /// ends list the record last, as for any new link). Every engine does the same.
    @inlinable
    func keepOrder(of id: Source.ID, kept: ToMany<Target.ID>, following order: ToMany<Target.ID>, in workspace: RecordWorkspace) {
        var seen = Set<Target.ID>()
        let wanted = order.filter { seen.insert($0).inserted }
        guard wanted.count > 1, kept != wanted, Set(kept) == seen else { return }
        for target in kept { unlink(id, from: target, in: workspace) }
        for target in wanted { link(id, to: target, in: workspace) }
    }

    /// Removes `id` from the inverse end of every target `record` links to (before delete).
    @inlinable
    func detach(id: Source.ID, record: Source, in workspace: RecordWorkspace) {
        guard let inverse else { return }
        if forward.isToOne {
            if let target = forward.single(of: record) {
                workspace.modify(Target.self, id: target) { inverse.remove(id, from: &$0) }
            }
            return
        }
        for target in forward.members(of: record) {
            workspace.modify(Target.self, id: target) { inverse.remove(id, from: &$0) }
        }
    }

    /// Links `id` to `target` and `target` back to `id`, unlinking whatever a to-one end
    /// pointed at before. Does nothing when either record is missing or the link exists.
    @inlinable
    func link(_ id: Source.ID, to target: Target.ID, in workspace: RecordWorkspace) {
        guard let sources = workspace.table(Source.self), let targets = workspace.table(Target.self) else { return }
        // What the source holds now, and whether the link exists (checked on a to-one end
        // when there is one, so that one-to-many links cost O(1)).
        var previous: Target.ID?
        var linked = false
        let sourceExists = sources.read(id) { source -> Bool in
            switch forward {
            case .one(let field):
                previous = field.get(source)
                linked = previous == target
            case .many(let field):
                if case .one? = inverse { return true }
                linked = field.get(source).contains(target)
            }
            return true
        } ?? false
        guard sourceExists, !linked else { return }
        if case .many = forward, case .one(let back)? = inverse {
            linked = targets.read(target) { back.get($0) == id } ?? false
            if linked { return }
        }
        // The target's end first: it tells whether the target exists at all.
        var displaced: Source.ID?
        if let inverse {
            let targetExists = targets.modify(target) { record in
                if case .one(let back) = inverse, let other = back.get(record), other != id {
                    displaced = other
                }
                inverse.add(id, to: &record)
            }
            guard targetExists else { return }
        } else {
            guard targets.contains(target) else { return }
        }
        if let previous { removeInverse(of: id, from: previous, in: workspace) }
        _ = sources.modify(id) { forward.add(target, to: &$0) }
        if let displaced {
            _ = sources.modify(displaced) { forward.remove(target, from: &$0) }
        }
    }

    /// Removes the link from `id` to `target` at both ends, if it exists.
    @inlinable
    func unlink(_ id: Source.ID, from target: Target.ID, in workspace: RecordWorkspace) {
        guard let sources = workspace.table(Source.self),
              sources.read(id, { forward.holds(target, in: $0) }) == true
        else { return }
        _ = sources.modify(id) { forward.remove(target, from: &$0) }
        removeInverse(of: id, from: target, in: workspace)
    }

    @inlinable
    func removeInverse(of id: Source.ID, from target: Target.ID, in workspace: RecordWorkspace) {
        guard let inverse else { return }
        workspace.modify(Target.self, id: target) { inverse.remove(id, from: &$0) }
    }
}

/// Receives a relationship's edge with both entity types known: how an engine that
/// stores links itself (SQLite) gets typed access to a relationship's two sides.
@usableFromInline
package protocol StoreRelationshipVisitor {
    /// What a visit makes.
    associatedtype Result
    /// Called with the edge of the relationship being visited.
    func visit<Source: StoreEntity, Target: StoreEntity>(_ edge: RelationshipEdge<Source, Target>) -> Result
}

/// A ``RelationshipEdge`` with its types erased, ready to be visited.
@usableFromInline
package protocol AnyRelationshipEdge: AnyObject, Sendable {
    /// Calls `visitor` with the typed edge.
    func accept<Visitor: StoreRelationshipVisitor>(_ visitor: Visitor) -> Visitor.Result
}

extension RelationshipEdge {
    @usableFromInline
    package func accept<Visitor: StoreRelationshipVisitor>(_ visitor: Visitor) -> Visitor.Result {
        visitor.visit(self)
    }
}
