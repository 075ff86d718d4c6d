import Testing
import Mapwright

@Suite struct IntegerBoxTests {
    @Test func keepsAll64Bits() {
        #expect(Box<Int64>.int(json("9223372036854775807"), mode: .strict).success == Int64.max, "Int64.max exact")
        #expect(Box<Int64>.int(json("-9223372036854775808"), mode: .strict).success == Int64.min, "Int64.min exact")
        #expect(Box<UInt64>.int(json("18446744073709551615"), mode: .strict).success == UInt64.max, "UInt64.max exact")
    }

    @Test func overflowIsAnIssueNotATrap() {
        let failure = Box<Int64>.int(json("9223372036854775808"), mode: .strict).failure
        #expect(failure?.message == "expected integer in Int64 range, found number 9223372036854775808 (out of range)", "message: \(failure?.message ?? "none")")
        #expect(Box<Int16>.int(json("70000"), mode: .lenient).failure != nil, "70000 does not fit Int16")
        #expect(Box<UInt64>.int(json("-1"), mode: .lenient).failure != nil, "-1 does not fit UInt64")
        #expect(Box<Int>.int(json("1e400"), mode: .lenient).failure?.message.contains("out of range") == true, "1e400 out of range")
    }

    @Test func strictTakesOnlyIntegers() {
        #expect(Box<Int>.int(json("5"), mode: .strict).success == 5, "5")
        #expect(Box<Int>.int(json("\"5\""), mode: .strict).failure?.found == "string \"5\"", "\"5\" rejected in strict mode")
        #expect(Box<Int>.int(json("5.0"), mode: .strict).failure != nil, "5.0 rejected in strict mode")
        #expect(Box<Int>.int(json("true"), mode: .strict).failure?.found == "true", "true is never 1")
    }

    @Test func lenientTakesNumericStringsAndZeroFractions() {
        #expect(Box<Int>.int(json("\"5\""), mode: .lenient).success == 5, "\"5\" → 5")
        #expect(Box<Int>.int(json("\"-12\""), mode: .lenient).success == -12, "\"-12\" → -12")
        #expect(Box<Int>.int(json("5.0"), mode: .lenient).success == 5, "5.0 → 5")
        #expect(Box<Int>.int(json("1e2"), mode: .lenient).success == 100, "1e2 → 100")
        #expect(Box<Int>.int(json("\"9223372036854775807\""), mode: .lenient).success == Int.max, "string Int.max exact")
    }

    @Test func lenientStillRejectsFractionsBoolsAndText() {
        #expect(Box<Int>.int(json("5.5"), mode: .lenient).failure?.message.contains("has a fraction") == true, "5.5 has a fraction")
        #expect(Box<Int>.int(json("true"), mode: .lenient).failure != nil, "true is not an integer even leniently")
        #expect(Box<Int>.int(json("\"five\""), mode: .lenient).failure != nil, "\"five\" is not a number")
        #expect(Box<Int>.int(json("\" 5\""), mode: .lenient).failure != nil, "padded string rejected")
        #expect(Box<Int>.int(json("\"0x10\""), mode: .lenient).failure != nil, "hex rejected")
    }

    @Test func minusZeroIsZero() {
        #expect(Box<Int>.int(json("-0"), mode: .strict).success == 0, "-0 → 0")
    }
}
