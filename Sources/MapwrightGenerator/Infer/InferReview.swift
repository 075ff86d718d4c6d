/// One thing of a drafted schema that `infer` asks a person to check: what it merged,
/// what it guessed, what it left open and what it suggests.
public struct InferReviewItem: Hashable, Sendable, CustomStringConvertible {
    /// What kind of decision the item reports.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// Objects under several keys drafted as one entity.
        case merged
        /// An identity (or other choice) taken from a weaker clue than an id key.
        case guessed
        /// A key the draft leaves out or types `JSON`, for want of evidence.
        case open
        /// A change the draft does not make but the samples hint at (an enum).
        case suggested
    }

    /// The kind.
    public var kind: Kind
    /// The entity concerned.
    public var entity: String
    /// What was decided and why, in one line.
    public var message: String

    /// `merged: User: also assignee, owner (same keys)`.
    public var description: String { "\(kind.rawValue): \(entity): \(message)" }
}

/// A drafted schema and the list of its decisions to review.
public struct InferredSchema: Sendable {
    /// The schema file's text.
    public var text: String
    /// What to check, in the order of the draft's entities: merged, guessed, open, suggested.
    public var review: [InferReviewItem]

    /// The review list as printed after the draft (nothing when it is empty).
    public var reviewText: String {
        guard !review.isEmpty else { return "" }
        let order = Dictionary(uniqueKeysWithValues: InferReviewItem.Kind.allCases.enumerated().map { ($1, $0) })
        let sorted = review.enumerated().sorted { left, right in
            let (leftRank, rightRank) = (order[left.element.kind] ?? 0, order[right.element.kind] ?? 0)
            return leftRank != rightRank ? leftRank < rightRank : left.offset < right.offset
        }
        return "review the draft (\(review.count) \(review.count == 1 ? "item" : "items")):\n"
            + sorted.map { "  \($0.element)\n" }.joined()
    }
}
