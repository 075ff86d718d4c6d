import Foundation
import Testing
import Mapwright
import MapwrightExampleTracker

/// Tracker's `State` keeps unknown raw values (`"keepUnknown": true`): the compiled enum
/// behaves as the schema reference's enum section says.
@Suite struct KeptEnumTests {
    @Test(arguments: [("open", MapwrightExampleTracker.State.open), ("CLOSED", .closed), ("default", .default),
                      ("unknown", .unknown("unknown")), ("triaged", .unknown("triaged")), ("closed", .unknown("closed"))])
    func rawValuesBecomeCasesOrAreKept(raw: String, expected: MapwrightExampleTracker.State) {
        let state = MapwrightExampleTracker.State(rawValue: raw)
        #expect(state == expected, "raw value \(raw) must read as \(expected), found \(state)")
        #expect(state.rawValue == raw, "rawValue must give back \(raw), found \(state.rawValue)")
    }

    @Test func equalityAndHashingFollowTheRawValue() {
        #expect(MapwrightExampleTracker.State.unknown("CLOSED") == .closed, ".unknown holding a known raw value is that case")
        #expect(Set([MapwrightExampleTracker.State.unknown("CLOSED"), .closed, .unknown("a"), .unknown("a")]).count == 2, "hashing must follow the raw value")
        #expect(MapwrightExampleTracker.State.unknown("a") != .unknown("b"), "different kept raw values differ")
    }

    @Test func allCasesAndUnknownCaseHoldTheUnknownCasesOwnRawValue() {
        #expect(MapwrightExampleTracker.State.allCases.map(\.rawValue) == ["open", "CLOSED", "default", "unknown"], "allCases: \(MapwrightExampleTracker.State.allCases)")
        #expect(MapwrightExampleTracker.State.unknownCase == .unknown("unknown"), "unknownCase: \(String(describing: MapwrightExampleTracker.State.unknownCase))")
    }

    @Test func codableWritesAndReadsTheRawString() throws {
        let states: [MapwrightExampleTracker.State] = [.closed, .unknown("triaged")]
        let data = try JSONEncoder().encode(states)
        #expect(String(decoding: data, as: UTF8.self) == #"["CLOSED","triaged"]"#, "encoded as raw strings: \(String(decoding: data, as: UTF8.self))")
        #expect(try JSONDecoder().decode([MapwrightExampleTracker.State].self, from: data) == states, "decoding gives the kept raw value back")
    }

    @Test func theBoxKeepsUnknownRawValuesAndStillRejectsNonStrings() throws {
        let box = Mapwright.Box<MapwrightExampleTracker.State>.enumeration
        #expect(try box(JSONValue("triaged"), mode: .strict).get() == .unknown("triaged"), "an unknown raw value is kept")
        #expect(box.expected == #"one of "open", "CLOSED", "default", "unknown""#, "expected lists the declared raw values: \(box.expected)")
        let failure = box(JSONValue(true), mode: .strict)
        #expect((try? failure.get()) == nil, "a boolean is no raw value")
    }
}
