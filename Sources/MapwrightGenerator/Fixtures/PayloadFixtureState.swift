/// Where a payload fixture's recording stands against the schemas of now.
public enum PayloadFixtureState: String, Sendable, Hashable {
    /// The recording was made against the current payload and generated parser.
    case recorded
    /// The payload has no recording beside it.
    case notRecorded = "not recorded"
    /// The recording was made against another payload or another version of the mapping.
    case stale
}
