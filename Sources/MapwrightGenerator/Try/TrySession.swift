import Mapwright

/// What one `try` run has done so far: the store it writes to, the links it made, and
/// the warnings of records that were built anyway (which generated parsers drop).
struct TrySession: Sendable {
    /// The records written.
    var store: TryStore
    /// Every link made, in order.
    var links: [TryLink] = []
    /// Warnings of records that were stored, from the root of the payload.
    var warnings: [ParseIssue] = []

    /// An empty session for `module`.
    init(module: Module) {
        store = TryStore(module: module)
    }

    /// Where a savepoint was opened (``savepoint()``).
    struct Savepoint {
        fileprivate let store: TryStore.Savepoint, links: Int, warnings: Int
    }

    /// Opens a savepoint, as a generated parser does around an element it may skip.
    mutating func savepoint() -> Savepoint {
        Savepoint(store: store.savepoint(), links: links.count, warnings: warnings.count)
    }

    /// Keeps what was done since `savepoint`.
    mutating func release(_ savepoint: Savepoint) {
        store.release(savepoint.store)
    }

    /// Undoes what was done since `savepoint`: records, links and warnings.
    mutating func rollBack(to savepoint: Savepoint) {
        store.rollBack(to: savepoint.store)
        links.removeSubrange(min(savepoint.links, links.count)...)
        warnings.removeSubrange(min(savepoint.warnings, warnings.count)...)
    }

    /// Makes the waiting references whose targets arrived (as a commit does), recording
    /// their links; returns those still waiting.
    mutating func resolveReferences() throws(StoreError) -> [TryDeferredReference] {
        let waiting = store.deferred
        let left = try store.resolveDeferred()
        let stillWaiting = Set(left)
        for reference in waiting where !stillWaiting.contains(reference) { links.append(TryLink(reference)) }
        return left
    }
}

/// A relationship link a run made: a nested child parsed through its mapping, or a
/// reference resolved by identity.
public struct TryLink: Hashable, Sendable, CustomStringConvertible {
    /// How the target was found.
    public enum Kind: Hashable, Sendable {
        /// Parsed from the nested JSON with this mapping.
        case nested(mapping: String)
        /// Named by identity (`"reference": true`).
        case reference
    }

    /// The record holding the relationship.
    public var source: TryRecordKey
    /// The relationship's name.
    public var relationship: String
    /// The record linked to.
    public var target: TryRecordKey
    /// How the target was found.
    public var kind: Kind

    /// A link from its parts.
    public init(source: TryRecordKey, relationship: String, target: TryRecordKey, kind: Kind) {
        self.source = source
        self.relationship = relationship
        self.target = target
        self.kind = kind
    }

    /// The link a resolved reference made.
    init(_ reference: TryDeferredReference) {
        self.init(source: TryRecordKey(entity: reference.entity, identity: reference.identity), relationship: reference.relationship,
                  target: TryRecordKey(entity: reference.target, identity: reference.targetIdentity), kind: .reference)
    }

    /// `Post p1.author → Author a1 (nested, mapping Author)`.
    public var description: String {
        let how = switch kind {
        case .nested(let mapping): "nested, mapping \(mapping)"
        case .reference: "reference"
        }
        return "\(source).\(relationship) → \(target) (\(how))"
    }
}
