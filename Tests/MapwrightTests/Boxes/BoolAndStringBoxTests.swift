import Testing
import Mapwright

@Suite struct BoolAndStringBoxTests {
    @Test func strictBoolTakesOnlyTrueAndFalse() {
        #expect(Box<Bool>.bool(json("true"), mode: .strict).success == true, "true")
        #expect(Box<Bool>.bool(json("false"), mode: .strict).success == false, "false")
        #expect(Box<Bool>.bool(json("1"), mode: .strict).failure?.found == "number 1", "1 is not true in strict mode")
        #expect(Box<Bool>.bool(json("\"true\""), mode: .strict).failure != nil, "\"true\" is not true in strict mode")
    }

    @Test(arguments: [("1", true), ("0", false), ("\"TRUE\"", true), ("\"False\"", false), ("\"yes\"", true),
                      ("\"NO\"", false), ("\"1\"", true), ("\"0\"", false)])
    func lenientBoolConversions(_ text: String, _ expected: Bool) {
        #expect(Box<Bool>.bool(json(text), mode: .lenient).success == expected, "\(text) → \(expected)")
    }

    @Test func lenientBoolRejectsOtherNumbersAndWords() {
        #expect(Box<Bool>.bool(json("2"), mode: .lenient).failure != nil, "2 is not a Bool")
        #expect(Box<Bool>.bool(json("1.0"), mode: .lenient).failure != nil, "1.0 is not a Bool")
        #expect(Box<Bool>.bool(json("\"maybe\""), mode: .lenient).failure != nil, "maybe is not a Bool")
    }

    @Test func stringBoxStrictAndLenient() {
        #expect(Box<String>.string(json("\"1\""), mode: .strict).success == "1", "\"1\" is a string")
        #expect(Box<String>.string(json("1"), mode: .strict).failure?.message == "expected string, found number 1", "1 is not a string in strict mode")
        #expect(Box<String>.string(json("1"), mode: .lenient).success == "1", "1 → \"1\" leniently")
        #expect(Box<String>.string(json("456"), mode: .lenient).success == "456", "numeric id → \"456\"")
        #expect(Box<String>.string(json("true"), mode: .lenient).success == "true", "true → \"true\" leniently")
        #expect(Box<String>.string(json("{}"), mode: .lenient).failure != nil, "an object is never a string")
    }
}
