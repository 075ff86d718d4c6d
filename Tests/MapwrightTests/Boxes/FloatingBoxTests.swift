import Foundation
import Testing
import Mapwright

@Suite struct FloatingBoxTests {
    @Test func doubleTakesAnyFiniteNumber() {
        #expect(Box<Double>.double(json("1.5"), mode: .strict).success == 1.5, "1.5")
        #expect(Box<Double>.double(json("5"), mode: .strict).success == 5, "integer 5 as double")
        #expect(Box<Double>.double(json("-0"), mode: .strict).success?.sign == .minus, "-0 keeps its sign")
    }

    @Test func doubleOutOfRangeIsAnIssue() {
        #expect(Box<Double>.double(json("1e400"), mode: .strict).failure?.message.contains("out of range") == true, "1e400")
        #expect(Box<Double>.double(json("-1e400"), mode: .lenient).failure != nil, "-1e400")
    }

    @Test func doubleStringsOnlyWhenLenient() {
        #expect(Box<Double>.double(json("\"2.5\""), mode: .strict).failure != nil, "strict rejects \"2.5\"")
        #expect(Box<Double>.double(json("\"2.5\""), mode: .lenient).success == 2.5, "lenient takes \"2.5\"")
        #expect(Box<Double>.double(json("\"NaN\""), mode: .lenient).failure != nil, "NaN is never a number")
        #expect(Box<Double>.double(json("\"inf\""), mode: .lenient).failure != nil, "inf is never a number")
        #expect(Box<Double>.double(json("true"), mode: .lenient).failure != nil, "true is not a number")
    }

    @Test func floatChecksItsRange() {
        #expect(Box<Float>.float(json("1.5"), mode: .strict).success == 1.5, "1.5 as Float")
        #expect(Box<Float>.float(json("1e39"), mode: .strict).failure != nil, "1e39 beyond Float")
    }

    @Test func decimalKeepsExactDigits() {
        let value = Box<Decimal>.decimal(json("0.1"), mode: .strict).success
        #expect(value == Decimal(string: "0.1"), "0.1 exact")
        #expect(value.map { "\($0)" } == "0.1", "prints as 0.1")
        #expect(Box<Decimal>.decimal(json("12345678901234567890.123456789"), mode: .strict).success.map { "\($0)" } == "12345678901234567890.123456789", "long digits kept")
    }

    @Test func decimalStringsOnlyWhenLenient() {
        #expect(Box<Decimal>.decimal(json("\"19.99\""), mode: .strict).failure != nil, "strict rejects a string")
        #expect(Box<Decimal>.decimal(json("\"19.99\""), mode: .lenient).success == Decimal(string: "19.99"), "lenient takes \"19.99\"")
        #expect(Box<Decimal>.decimal(json("\"19.99abc\""), mode: .lenient).failure != nil, "trailing text rejected")
    }
}
