extension String {
    /// The text followed by spaces to `width` characters, and at least one: a column of a
    /// plain-text table whose next column starts after it.
    func padded(to width: Int) -> String {
        self + String(repeating: " ", count: Swift.max(1, width - count))
    }
}
