import Foundation
import Mapwright
import Testing
@testable import MapwrightGenerator

/// `try` lists the keys a mapping reads that none of its objects has, with the payload's
/// closest unread key; `--strict` fails on those and on the keys no field reads.
@Suite("try: mapped keys no object has, and --strict")
struct TryMissingKeysTests {
    @Test func aMappedKeyNoObjectHasIsListedWithThePayloadsClosestKey() throws {
        let (_, output) = try TryUnreadKeysTests.run()
        #expect(output.standardOutput.contains(
            "  mapping Account: field 'displayName' reads 'display_nme', which none of the 2 objects has; did you mean 'display_name'?"),
            "the missing key and the payload's key: \(output.standardOutput)")
    }

    @Test func aKeySomeObjectsHaveIsNotMissing() throws {
        let (_, output) = try TryUnreadKeysTests.run()
        #expect(!output.standardOutput.contains("reads 'note', which"), "note is in one of the two objects: \(output.standardOutput)")
    }

    @Test func jsonOutputCarriesTheMissingKeys() throws {
        let (_, output) = try TryUnreadKeysTests.run(["--format", "json"])
        let missing = try #require(try JSONValue(parsing: output.standardOutput)["missingKeys"]?.array, "\(output.standardOutput)")
        #expect(missing.map { $0["field"]?.string } == ["displayName"], "missingKeys: \(output.standardOutput)")
        #expect(missing.first?["didYouMean"]?.string == "display_name" && missing.first?["objects"]?.int64 == 2, "\(output.standardOutput)")
    }

    @Test func withoutStrictUnmatchedKeysDoNotChangeTheExitStatus() throws {
        let (status, _) = try TryUnreadKeysTests.run()
        #expect(status == ExitStatus.success)
    }

    @Test func strictExitsFourOnUnmatchedKeysSayingHowMany() throws {
        let (status, output) = try TryUnreadKeysTests.run(["--strict"])
        #expect(status == ExitStatus.unmatchedKeys && status == 4, "exit \(status)")
        #expect(output.standardError.contains("error: --strict: 3 payload keys no field reads and 1 mapped key no object has"),
                "the count of each: \(output.standardError)")
    }

    @Test func strictPassesWhenEveryKeyMatches() throws {
        let payload = #"[{"id": "1", "display_nme": "Ada", "note": "n", "owner": {"login": "ada"}}]"#
        let (status, output) = try TryUnreadKeysTests.run(["--strict"], payload: payload)
        #expect(status == ExitStatus.success, "every key read, every mapped key present: exit \(status): \(output.standardOutput)")
    }

    @Test func payloadErrorsStillExitOneUnderStrict() throws {
        let (status, _) = try TryUnreadKeysTests.run(["--strict"], payload: #"[{"display_name": "Ada"}]"#)
        #expect(status == ExitStatus.failure, "a missing identity is an error: exit \(status)")
    }

    @Test(arguments: [["--strict=yes"], ["--strict", "--strict"]])
    func aFlagTakesNoValueAndIsGivenOnce(_ arguments: [String]) throws {
        let (status, _) = try TryUnreadKeysTests.run(arguments)
        #expect(status == ExitStatus.usage, "\(arguments) is a bad command line: exit \(status)")
    }
}
