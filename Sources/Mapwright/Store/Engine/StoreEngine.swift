/// A storage engine behind a ``Store``: where committed records live, how units of work
/// are made, and how committed state is read.
///
/// The runtime's in-memory engine backs ``Store/init(entities:)``; the `MapwrightSQLite`
/// library adds a SQLite engine. Users hold a ``Store`` whichever engine is behind it,
/// and generated parsers only ever see a ``StoreContext``.
///
/// An engine must give each unit of work the semantics ``StoreTransaction`` describes,
/// and reads here must see whole commits or none of a commit.
public protocol StoreEngine: AnyObject, Sendable {
    /// A new unit of work. It may take what it needs (the SQLite engine's writer) when
    /// it first touches the store rather than now.
    func makeTransaction() -> any StoreTransaction

    /// The committed record of `E` with identity `id`, or nil.
    func fetch<E: StoreEntity>(_ type: E.Type, id: E.ID) throws -> E?

    /// Visits every committed record of `E`, in no particular order, all from one commit.
    func forEach<E: StoreEntity>(_ type: E.Type, _ body: (E) throws -> Void) throws

    /// Number of committed records of `E`.
    func count<E: StoreEntity>(_ type: E.Type) throws -> Int

    /// The committed records `query` selects, in its order, all from one commit. The
    /// default evaluates the query in memory over ``forEach(_:_:)``.
    func fetch<E: StoreEntity>(_ query: StoreQuery<E>) throws -> [E]

    /// The number of committed records `query` selects.
    func count<E: StoreEntity>(_ query: StoreQuery<E>) throws -> Int

    /// Ends the store's use of its storage (see ``Store/close()``): afterwards reads and
    /// units of work throw ``StoreError/closed(store:)``. Calling it again does nothing.
    /// The default does nothing at all, for engines that hold nothing to let go of.
    func close() throws
}

extension StoreEngine {
    /// Nothing to close.
    public func close() throws {}
}
