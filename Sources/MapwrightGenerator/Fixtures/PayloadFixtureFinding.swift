/// A payload fixture `mapwright check` fails on: one with no recording, a recording with
/// no payload, or a recording made against an earlier version of the mapping or payload.
public struct PayloadFixtureFinding: Sendable, Hashable, CustomStringConvertible {
    /// What is wrong.
    public enum Kind: String, Sendable, Hashable {
        /// The payload has no `<case>.expected.json`.
        case notRecorded = "not recorded"
        /// A `<case>.expected.json` has no `<case>.json` beside it.
        case noPayload = "no payload"
        /// The recording's fingerprint is not the current one.
        case stale
    }

    /// What is wrong.
    public let kind: Kind
    /// The file concerned: the payload when not recorded, else the recording.
    public let path: String
    /// The mapping (the folder's name).
    public let mapping: String

    /// A finding from its parts.
    public init(kind: Kind, path: String, mapping: String) {
        self.kind = kind
        self.path = path
        self.mapping = mapping
    }

    /// `stale payload fixture: <path>: recorded against an earlier version of mapping Post or its payload; run …`.
    public var description: String {
        let record = "run `swift run mapwright fixtures record --mapping \(mapping)`"
        switch kind {
        case .notRecorded:
            return "payload fixture not recorded: \(path): no recording beside it; \(record) and review the recording"
        case .noPayload:
            return "recording without a payload: \(path): its payload (<case>.json) is gone; restore the payload, or delete the recording"
        case .stale:
            return "stale payload fixture: \(path): recorded against an earlier version of mapping \(mapping) or its payload; \(record) and review the diff"
        }
    }
}
