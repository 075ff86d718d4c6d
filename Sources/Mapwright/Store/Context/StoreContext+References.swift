/// A reference that could not be linked because its target does not exist (yet).
public struct UnresolvedReference: Hashable, Sendable, CustomStringConvertible {
    /// The entity holding the reference.
    public var entity: String
    /// The identity of the record holding it.
    public var id: String
    /// The relationship's name.
    public var relationship: String
    /// The target entity.
    public var target: String
    /// The identity the reference names.
    public var targetID: String

    @usableFromInline
    init(entity: String, id: String, relationship: String, target: String, targetID: String) {
        self.entity = entity
        self.id = id
        self.relationship = relationship
        self.target = target
        self.targetID = targetID
    }

    /// `ImageWidget 7.textWidget → TextWidget 3`.
    public var description: String { "\(entity) \(id).\(relationship) → \(target) \(targetID)" }
}

/// What a commit does with a reference whose target never arrived in its unit of work
/// (a reference field's `"unresolved"` option; `"create"` is made by generated parsers,
/// which insert the missing target before linking, so such a reference never waits).
public enum UnresolvedReferencePolicy: Sendable, Hashable {
    /// The commit throws ``StoreError/unresolvedReferences(_:)`` and changes nothing.
    case error
    /// The commit drops the reference (the record keeps no link) and lists it in
    /// ``StoreContext/ignoredReferences``.
    case ignore
}

/// A reference waiting in a context until its target is written.
@usableFromInline
struct DeferredLink {
    let reference: UnresolvedReference
    /// What a commit does when the target never arrives.
    let policy: UnresolvedReferencePolicy
    /// Whether the target exists now.
    let isReady: (StoreContext) throws -> Bool
    /// Makes the link.
    let apply: (StoreContext) throws -> Void

    @usableFromInline
    init(reference: UnresolvedReference, policy: UnresolvedReferencePolicy,
         isReady: @escaping (StoreContext) throws -> Bool, apply: @escaping (StoreContext) throws -> Void) {
        self.reference = reference
        self.policy = policy
        self.isReady = isReady
        self.apply = apply
    }
}

extension StoreContext {
    /// Points the to-one reference `keyPath` of record `id` at `target`: now when the
    /// target exists, else as soon as it is written in this context (references in a
    /// document may come before what they name). The record must exist.
    @inlinable
    @_spi(Generated) public func reference<E: StoreEntity, T: StoreEntity>(
        _ type: E.Type, id: E.ID, _ keyPath: any WritableKeyPath<E, T.ID?> & Sendable, to targetType: T.Type, id target: T.ID, relationship: String,
        unresolved policy: UnresolvedReferencePolicy = .error
    ) throws {
        if try containsRecord(T.self, id: target) {
            try modify(E.self, id: id) { $0[keyPath: keyPath] = target }
        } else {
            deferReference(type, id: id, keyPath, to: targetType, id: target, relationship: relationship, unresolved: policy)
        }
    }

    /// Adds `target` to the to-many reference `keyPath` of record `id`: now when the
    /// target exists, else as soon as it is written in this context.
    @inlinable
    @_spi(Generated) public func reference<E: StoreEntity, T: StoreEntity>(
        _ type: E.Type, id: E.ID, _ keyPath: any WritableKeyPath<E, ToMany<T.ID>> & Sendable, adding targetType: T.Type, id target: T.ID, relationship: String,
        unresolved policy: UnresolvedReferencePolicy = .error
    ) throws {
        if try containsRecord(T.self, id: target) {
            try modify(E.self, id: id) { record in
                if !record[keyPath: keyPath].contains(target) { record[keyPath: keyPath].append(target) }
            }
        } else {
            deferReference(type, id: id, keyPath, adding: targetType, id: target, relationship: relationship, unresolved: policy)
        }
    }

    /// Keeps a to-one reference whose target is not there yet, until it is. Inlined into
    /// the generated parser, so that its closures are specialized there for `E` and `T`
    /// (made here, unspecialized generic code made the link several times slower).
    @inlinable
    func deferReference<E: StoreEntity, T: StoreEntity>(
        _ type: E.Type, id: E.ID, _ keyPath: any WritableKeyPath<E, T.ID?> & Sendable, to targetType: T.Type, id target: T.ID, relationship: String,
        unresolved policy: UnresolvedReferencePolicy = .error
    ) {
        deferredLinks.append(DeferredLink(
            reference: UnresolvedReference(entity: E.entityName, id: "\(id)", relationship: relationship, target: T.entityName, targetID: "\(target)"),
            policy: policy,
            isReady: { context in try context.containsRecord(T.self, id: target) },
            apply: { context in try context.modify(E.self, id: id) { $0[keyPath: keyPath] = target } }))
    }

    /// Keeps a to-many reference whose target is not there yet, until it is (inlined as
    /// the to-one variant is).
    @inlinable
    func deferReference<E: StoreEntity, T: StoreEntity>(
        _ type: E.Type, id: E.ID, _ keyPath: any WritableKeyPath<E, ToMany<T.ID>> & Sendable, adding targetType: T.Type, id target: T.ID, relationship: String,
        unresolved policy: UnresolvedReferencePolicy = .error
    ) {
        deferredLinks.append(DeferredLink(
            reference: UnresolvedReference(entity: E.entityName, id: "\(id)", relationship: relationship, target: T.entityName, targetID: "\(target)"),
            policy: policy,
            isReady: { context in try context.containsRecord(T.self, id: target) },
            apply: { context in
                try context.modify(E.self, id: id) { record in
                    if !record[keyPath: keyPath].contains(target) { record[keyPath: keyPath].append(target) }
                }
            }))
    }

    /// The references still waiting for their targets.
    public var unresolvedReferences: [UnresolvedReference] { deferredLinks.map(\.reference) }

    /// Makes every waiting reference whose target now exists; returns those still waiting.
    @discardableResult
    public func resolveDeferredLinks() throws -> [UnresolvedReference] {
        guard !deferredLinks.isEmpty else { return [] }
        willRewriteDeferredLinks()
        var waiting: [DeferredLink] = []
        for link in deferredLinks {
            if try link.isReady(self) { try link.apply(self) } else { waiting.append(link) }
        }
        deferredLinks = waiting
        return waiting.map(\.reference)
    }

    /// The waiting references a commit refuses: those whose policy is ``UnresolvedReferencePolicy/error``.
    func refusedLinks() -> [UnresolvedReference] {
        deferredLinks.filter { $0.policy == .error }.map(\.reference)
    }

    /// Moves the waiting references whose policy is ``UnresolvedReferencePolicy/ignore``
    /// into ``ignoredReferences``.
    func dropIgnorableLinks() {
        guard !deferredLinks.isEmpty else { return }
        willRewriteDeferredLinks()
        ignoredReferences += deferredLinks.filter { $0.policy == .ignore }.map(\.reference)
        deferredLinks.removeAll { $0.policy == .ignore }
    }

    /// Forgets the waiting references (their records keep no link); returns them.
    @discardableResult
    public func discardDeferredLinks() -> [UnresolvedReference] {
        willRewriteDeferredLinks()
        defer { deferredLinks.removeAll() }
        return unresolvedReferences
    }
}
