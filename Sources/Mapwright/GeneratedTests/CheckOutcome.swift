/// Whether a generated suite's check held, and what was found when it did not: what a
/// ``FieldCheck`` or a ``ChildCheck`` run by the runtime gives the test, which expects
/// ``holds`` with the outcome as its message.
@_spi(Generated)
public struct CheckOutcome: Sendable, CustomStringConvertible {
    /// Whether the check held.
    public let holds: Bool
    /// The case, what must hold, and what was found.
    public let description: String

    /// The outcome of the case `check` (described as it is shown): when it did not
    /// hold, `found` says what was found instead.
    init(_ holds: Bool, _ check: some CustomStringConvertible, found: @autoclosure () -> String) {
        self.holds = holds
        description = holds ? check.description : "\(check); \(found())"
    }
}
