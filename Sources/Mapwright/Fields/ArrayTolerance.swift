/// How forgiving a to-many field is with the JSON it finds (the schema's
/// `invalidElements` and `notArray` field options).
///
/// Strict by default: a value that is not an array, or an element that cannot be
/// read, is an error. A tolerant field turns those into warnings instead: the value is
/// treated as absent, or the element is left out, and the rest of the record is built.
public struct ArrayTolerance: Hashable, Sendable {
    /// Leave out elements that cannot be read (not an object, or with issues) and keep
    /// the others; each skipped element is a warning (`"invalidElements": "skip"`).
    public var skipsInvalidElements: Bool
    /// Treat a value that is not an array (nor `null`) as an absent key, with a warning
    /// (`"notArray": "absent"`).
    public var treatsNonArrayAsAbsent: Bool

    /// A tolerance from its parts; both default to strict.
    public init(skipsInvalidElements: Bool = false, treatsNonArrayAsAbsent: Bool = false) {
        self.skipsInvalidElements = skipsInvalidElements
        self.treatsNonArrayAsAbsent = treatsNonArrayAsAbsent
    }

    /// Every problem is an error.
    public static let strict = ArrayTolerance()
}

extension ParseIssue {
    /// The issue as a warning saying what was done about it (`element skipped`),
    /// for problems a tolerant field steps over.
    public func downgraded(_ action: String) -> ParseIssue {
        var copy = self
        copy.severity = .warning
        copy.message = "\(message); \(action)"
        return copy
    }
}
