extension StoreContext {
    /// A point in a context's sequence of writes (``StoreContext/writeMark``): equal marks
    /// mean that the context wrote and deleted nothing in between, so a record fetched
    /// after the first is still what the context holds.
    @_spi(Generated) public struct WriteMark: Hashable, Sendable {
        /// The number of writes and deletes the context had made.
        @usableFromInline let count: Int

        @inlinable
        init(count: Int) {
            self.count = count
        }
    }
}
