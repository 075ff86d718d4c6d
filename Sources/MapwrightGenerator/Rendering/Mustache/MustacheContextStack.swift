/// The stack of values names are looked up in: the data passed to render at the
/// bottom, each enclosing section's value above it.
struct MustacheContextStack {
    private var frames: [MustacheValue]

    /// Starts a stack holding only `root`.
    init(root: MustacheValue) {
        frames = [root]
    }

    /// Enters a section's value.
    mutating func push(_ value: MustacheValue) {
        frames.append(value)
    }

    /// Leaves the innermost section's value.
    mutating func pop() {
        frames.removeLast()
    }

    /// Resolves `name` per the spec, or `nil` when it names nothing.
    ///
    /// `.` is the top of the stack. Otherwise the first key is looked up from the top
    /// down in dictionary frames; the first frame holding it wins, and any further
    /// keys must then resolve inside that value — a broken chain is a miss, never a
    /// fallback to lower frames.
    func resolve(_ name: MustacheName) -> MustacheValue? {
        guard let firstKey = name.keys.first else { return frames.last }
        for frame in frames.reversed() {
            guard let found = frame[firstKey] else { continue }
            var value = found
            for key in name.keys.dropFirst() {
                guard let next = value[key] else { return nil }
                value = next
            }
            return value
        }
        return nil
    }
}
