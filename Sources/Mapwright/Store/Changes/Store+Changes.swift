extension Store {
    /// Runs `body` in a new context and commits like ``perform(_:)``, and returns what the
    /// commit changed with `body`'s result (see ``StoreChanges``). When `body` throws,
    /// nothing changes and the error is rethrown.
    ///
    /// This is also how to learn what a generated parser or feed importer changed:
    ///
    /// ```swift
    /// let (post, changes) = try store.performReportingChanges { context in
    ///     try PostParser().parse(json, in: context)
    /// }
    /// ```
    ///
    /// Working out the change set costs a lookup per record written and per record whose
    /// links it changes; ``perform(_:)`` does not pay it (unless the store is observed).
    /// Like ``perform(_:)``, this synchronous form is disfavoured: async code that writes
    /// `try await` reaches the async form.
    @_disfavoredOverload
    public func performReportingChanges<R>(_ body: (StoreContext) throws -> R) throws -> (result: R, changes: StoreChanges) {
        let context = makeContext(reportingChanges: true)
        do {
            let result = try body(context)
            let changes = try context.commitReportingChanges() ?? StoreChanges()
            return (result, changes)
        } catch {
            context.rollback()
            throw error
        }
    }

    /// The async form of ``performReportingChanges(_:)`` (see the async ``perform(isolation:_:)``):
    /// on SQLite it first awaits the writer without blocking a thread.
    public func performReportingChanges<R>(
        isolation: isolated (any Actor)? = #isolation,
        _ body: (StoreContext) async throws -> R
    ) async throws -> (result: R, changes: StoreChanges) {
        let context = makeContext(reportingChanges: true)
        do {
            try await context.transaction.prepare()
            let result = try await body(context)
            let changes = try context.commitReportingChanges() ?? StoreChanges()
            return (result, changes)
        } catch {
            context.rollback()
            throw error
        }
    }
}
