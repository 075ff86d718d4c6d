import Mapwright

extension SQLiteEdge {
    /// Links `id` to `target` and `target` back to `id` (``RelationshipEdge/link(_:to:in:)``
    /// on rows): a to-one end that pointed elsewhere lets go, a to-one inverse that
    /// pointed at another record unlinks it. Does nothing when either record is missing
    /// or the link exists.
    func link(_ id: Source.ID, to target: Target.ID, session: SQLiteSession) throws {
        guard let source = try session.record(Source.self, id: id) else { return }
        switch layout.form {
        case .childKey, .keyWithoutInverse:
            let previous = edge.forward.single(of: source)
            guard previous != target, try session.contains(Target.self, id: target) else { return }
            try session.execute(linkSQL) { arguments in
                targets.writeID(target, &arguments)
                sources.writeID(id, &arguments)
            }
            session.modifyCached(Source.self, id: id) { edge.forward.add(target, to: &$0) }
            if let inverse = edge.inverse {
                session.modifyCached(Target.self, id: target) { inverse.add(id, to: &$0) }
                if let previous { session.modifyCached(Target.self, id: previous) { inverse.remove(id, from: &$0) } }
            }
        case .parentOfChildren:
            guard let inverse = edge.inverse, let child = try session.record(Target.self, id: target) else { return }
            let displaced = inverse.single(of: child)
            guard displaced != id else { return }
            try session.execute(linkSQL) { arguments in
                sources.writeID(id, &arguments)
                targets.writeID(target, &arguments)
            }
            session.modifyCached(Target.self, id: target) { inverse.add(id, to: &$0) }
            session.modifyCached(Source.self, id: id) { edge.forward.add(target, to: &$0) }
            if let displaced { session.modifyCached(Source.self, id: displaced) { edge.forward.remove(target, from: &$0) } }
        case .oneToOne:
            guard let inverse = edge.inverse else { return }
            let previous = edge.forward.single(of: source)
            guard previous != target, let other = try session.record(Target.self, id: target) else { return }
            let displaced = inverse.single(of: other).flatMap { $0 == id ? nil : $0 }
            try session.execute(setBackSQL) { arguments in
                sources.writeID(id, &arguments)
                targets.writeID(target, &arguments)
            }
            session.modifyCached(Target.self, id: target) { inverse.add(id, to: &$0) }
            if let previous {
                try session.execute(clearBackSQL) { arguments in
                    targets.writeID(previous, &arguments)
                    sources.writeID(id, &arguments)
                }
                session.modifyCached(Target.self, id: previous) { inverse.remove(id, from: &$0) }
            }
            try session.execute(linkSQL) { arguments in
                targets.writeID(target, &arguments)
                sources.writeID(id, &arguments)
            }
            session.modifyCached(Source.self, id: id) { edge.forward.add(target, to: &$0) }
            if let displaced {
                try session.execute(unlinkSQL) { arguments in
                    sources.writeID(displaced, &arguments)
                    targets.writeID(target, &arguments)
                }
                session.modifyCached(Source.self, id: displaced) { edge.forward.remove(target, from: &$0) }
            }
        case .manyToMany, .listWithoutInverse:
            guard !edge.forward.holds(target, in: source), try session.contains(Target.self, id: target) else { return }
            try session.execute(linkSQL) { arguments in
                sources.writeID(id, &arguments)
                targets.writeID(target, &arguments)
            }
            if let inverse = edge.inverse { session.modifyCached(Target.self, id: target) { inverse.add(id, to: &$0) } }
            session.modifyCached(Source.self, id: id) { edge.forward.add(target, to: &$0) }
        }
    }

    /// Removes the link from `id` to `target` at both ends, if it exists.
    func unlink(_ id: Source.ID, from target: Target.ID, session: SQLiteSession) throws {
        guard let source = try session.record(Source.self, id: id), edge.forward.holds(target, in: source) else { return }
        switch layout.form {
        case .childKey, .keyWithoutInverse:
            try session.execute(unlinkSQL) { sources.writeID(id, &$0) }
        case .parentOfChildren:
            try session.execute(unlinkSQL) { arguments in
                targets.writeID(target, &arguments)
                sources.writeID(id, &arguments)
            }
        case .oneToOne:
            try session.execute(unlinkSQL) { arguments in
                sources.writeID(id, &arguments)
                targets.writeID(target, &arguments)
            }
            try session.execute(clearBackSQL) { arguments in
                targets.writeID(target, &arguments)
                sources.writeID(id, &arguments)
            }
        case .manyToMany, .listWithoutInverse:
            try session.execute(unlinkSQL) { arguments in
                sources.writeID(id, &arguments)
                targets.writeID(target, &arguments)
            }
        }
        session.modifyCached(Source.self, id: id) { edge.forward.remove(target, from: &$0) }
        if let inverse = edge.inverse { session.modifyCached(Target.self, id: target) { inverse.remove(id, from: &$0) } }
    }

    /// Before `id` is deleted: removes it from the inverse end of every target `record`
    /// links to (to-one inverses become nil), and drops its join-table rows.
    func detachLinks(_ id: Source.ID, _ record: Source, session: SQLiteSession) throws {
        switch layout.form {
        case .childKey, .keyWithoutInverse:
            break  // the link lives in the row being deleted
        case .parentOfChildren:
            try session.execute(detachAllSQL) { sources.writeID(id, &$0) }
        case .oneToOne:
            if let target = edge.forward.single(of: record) {
                try session.execute(clearBackSQL) { arguments in
                    targets.writeID(target, &arguments)
                    sources.writeID(id, &arguments)
                }
            }
        case .manyToMany, .listWithoutInverse:
            try session.execute(detachAllSQL) { sources.writeID(id, &$0) }
        }
        guard let inverse = edge.inverse else { return }
        for target in edge.forward.members(of: record) {
            session.modifyCached(Target.self, id: target) { inverse.remove(id, from: &$0) }
        }
    }
}
