import Mapwright
import Testing

/// Cents written as a decimal string (`"12.34"` → 1234): a box of the user's own, as an
/// app would write one, with a rejected sample.
private enum Cents: CustomBox {
    static let expected = "an amount as \"units.cents\""
    static let validSample = CustomBoxSample(json: #""12.34""#, value: 1234)
    static let rejectedSample: String? = #""12.3""#

    static func unbox(_ json: JSONValue, mode: CoercionMode) -> Result<Int, BoxFailure> {
        // Lenient mode also takes a bare number of cents.
        if mode == .lenient, let cents = json.int64 { return .success(Int(cents)) }
        let parts = (json.string ?? "").split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[1].count == 2, let units = Int(parts[0]), let cents = Int(parts[1]) else {
            return .failure(BoxFailure(expected: expected, value: json))
        }
        return .success(units * 100 + cents)
    }

    static func export(_ value: Int) -> JSONOutput {
        let cents = value % 100
        return .string("\(value / 100).\(cents < 10 ? "0" : "")\(cents)")
    }
}

/// A box without a rejected sample.
private enum Upper: CustomBox {
    static let expected = "a string"
    static let validSample = CustomBoxSample(json: #""abc""#, value: "ABC")

    static func unbox(_ json: JSONValue, mode: CoercionMode) -> Result<String, BoxFailure> {
        json.string.map { .success($0.uppercased()) } ?? .failure(BoxFailure(expected: expected, value: json))
    }

    static func export(_ value: String) -> JSONOutput { .string(value.lowercased()) }
}

@Suite("Custom boxes")
struct CustomBoxTests {
    private let box = Box<Int>.custom(Cents.self)

    @Test func theBoxMadeFromACustomBoxCallsItsUnbox() {
        #expect(box(json(#""7.05""#), mode: .strict).success == 705, "Box.custom must give what Cents.unbox gives")
    }

    @Test func theValidSampleGivesItsValue() {
        #expect(box(json(Cents.validSample.json), mode: .strict).success == Cents.validSample.value,
                "the valid sample must give its value through Box.custom")
    }

    @Test func theRejectedSampleFailsWithTheBoxsExpectation() {
        let failure = box(json(Cents.rejectedSample ?? "null"), mode: .strict).failure
        #expect(failure?.expected == Cents.expected, "the failure must carry the custom box's `expected`: \(String(describing: failure))")
        #expect(box.expected == Cents.expected, "Box.custom must describe itself by the custom box's `expected`")
    }

    @Test func theCoercionModeReachesTheCustomBox() {
        #expect(box(json("42"), mode: .lenient).success == 42, "lenient mode must reach Cents.unbox")
        #expect(box(json("42"), mode: .strict).failure != nil, "strict mode must reach Cents.unbox")
    }

    @Test func exportIsTheCustomBoxsExportAndReadsBack() throws {
        let export = try #require(box.export, "Box.custom must carry the custom box's export")
        let written = export(1207)
        #expect(written == .string("12.07"), "export must be Cents.export: \(written)")
        #expect(box(json(written.text()), mode: .strict).success == 1207, "the export must read back as the value")
    }

    @Test func anArrayOfACustomBoxNamesTheFailingElement() {
        let array = Box<[Int]>.array(of: .custom(Cents.self))
        #expect(array(json(#"["1.00", "2.50"]"#), mode: .strict).success == [100, 250], "every element through Cents")
        let failure = array(json(#"["1.00", "oops"]"#), mode: .strict).failure
        #expect(failure?.message.hasPrefix("element 1:") == true, "the failing element's index: \(String(describing: failure))")
    }

    @Test func aBoxWithoutARejectedSampleHasNone() {
        #expect(Upper.rejectedSample == nil, "rejectedSample defaults to nil")
        #expect(Box<String>.custom(Upper.self)(json(Upper.validSample.json), mode: .strict).success == "ABC", "Upper's sample")
    }
}
