import Foundation
import Mapwright

/// Every payload fixture with the state of its recording, and what `mapwright check`
/// fails on: fixtures not recorded, recordings without a payload, stale recordings.
///
/// A recording is stale when the fingerprint it carries (``StoreDump/recordedAgainstKey``)
/// differs from the one the generated test would write now: the payload or the
/// generated code of the mapping (or of what it reaches) changed since it was recorded.
public struct PayloadFixtureReport: Sendable, Hashable, CustomStringConvertible {
    /// One fixture and its state.
    public struct Entry: Sendable, Hashable {
        /// The fixture.
        public let fixture: PayloadFixture
        /// Its recording's state.
        public let state: PayloadFixtureState
    }

    /// The fixtures, in scan order (schema, mapping, case).
    public let entries: [Entry]
    /// The recordings without a payload.
    public let orphanedRecordings: [String]

    /// The report of `scan` against the generated `files` of `schema`; reads the recordings.
    public init(scan: PayloadFixtureScan, schema: Schema, files: GeneratedFileSet) {
        entries = scan.fixtures.map { fixture in
            guard let module = schema.module(named: fixture.module) else { return Entry(fixture: fixture, state: .stale) }
            let current = PayloadFixtureFingerprint.of(fixture, module: module, contents: files.contents(at:))
            return Entry(fixture: fixture, state: Self.state(ofRecordingAt: fixture.expectedPath, current: current))
        }
        orphanedRecordings = scan.orphanedRecordings
    }

    /// What `check` fails on, in order: each fixture's problem, then the recordings without a payload.
    public var findings: [PayloadFixtureFinding] {
        entries.compactMap { entry in
            switch entry.state {
            case .recorded: nil
            case .notRecorded: PayloadFixtureFinding(kind: .notRecorded, path: entry.fixture.payloadPath, mapping: entry.fixture.mapping)
            case .stale: PayloadFixtureFinding(kind: .stale, path: entry.fixture.expectedPath, mapping: entry.fixture.mapping)
            }
        } + orphanedRecordings.map { path in
            PayloadFixtureFinding(kind: .noPayload, path: path, mapping: path.split(separator: "/").dropLast().last.map(String.init) ?? "")
        }
    }

    /// Whether there are neither fixtures nor stray recordings.
    public var isEmpty: Bool { entries.isEmpty && orphanedRecordings.isEmpty }

    /// `3 payload fixtures: every recording is current`, or the count of each problem.
    public var summaryLine: String {
        let findings = findings
        let fixtures = DiagnosticFormatter.counted(entries.count, "payload fixture")
        guard !findings.isEmpty else { return "\(fixtures): every recording is current" }
        let counts = [PayloadFixtureFinding.Kind.stale, .notRecorded, .noPayload].map { kind in
            "\(findings.count(where: { $0.kind == kind })) \(kind.rawValue)"
        }
        return "\(fixtures), recordings out of date (\(counts.joined(separator: ", "))): run 'swift run mapwright fixtures record' and review the diff"
    }

    /// Each finding on its line, then the summary line.
    public var description: String {
        (findings.map(\.description) + [summaryLine]).joined(separator: "\n") + "\n"
    }

    /// The state of the recording at `path` against the `current` fingerprint.
    static func state(ofRecordingAt path: String, current: String) -> PayloadFixtureState {
        guard case .success(let bytes) = RegularFileReader.system.read(atPath: path) else {
            return FileManager.default.fileExists(atPath: path) ? .stale : .notRecorded
        }
        return StoreDump.recordedAgainst(in: String(decoding: bytes, as: UTF8.self)) == current ? .recorded : .stale
    }
}
