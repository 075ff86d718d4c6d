import Foundation
import Testing
import Mapwright

enum Status: String, SchemaEnum {
    case draft, published = "PUB"
    static let unknownCase: Status? = .draft
}

enum Strictness: String, SchemaEnum {
    case low, high
    static let unknownCase: Strictness? = nil
}

@Suite struct OtherBoxTests {
    @Test func urlMustBeAbsolute() {
        #expect(Box<URL>.url(JSONValue("https://example.com/avatar.png"), mode: .strict).success?.host == "example.com", "absolute URL")
        #expect(Box<URL>.url(JSONValue("avatar.png"), mode: .strict).failure?.expected == "absolute URL", "relative URL rejected")
        #expect(Box<URL>.url(json("5"), mode: .lenient).failure != nil, "number rejected")
    }

    @Test func urlAcceptsExactlyTheTextsWhoseURLHasAScheme() {
        // The box checks the scheme on the text; it must agree with asking the URL.
        let texts = ["https://example.com/a.png", "HTTP://EXAMPLE.COM", "mailto:ann@example.com", "urn:isbn:0451450523",
                     "a+b-c.d:rest", "http:", "x:", "data:,hello", "file:///tmp/a", "avatar.png", "/absolute/path",
                     "//example.com/a", ":nothing", "1http://example.com", "-x:y", "ht tp://example.com", " http://example.com",
                     "http//example.com", "é:x", "http://exa mple.com", "http://[::1]/", "", "?q=1", "#frag", "h_t:x"]
        for text in texts {
            let expected = URL(string: text).map { ($0.scheme ?? "").isEmpty == false } ?? false
            let accepted = Box<URL>.url(JSONValue(text), mode: .strict).success != nil
            #expect(accepted == expected, "\"\(text)\": the box \(accepted ? "accepts" : "rejects") it, URL(string:) and its scheme say \(expected)")
        }
    }

    @Test func uuidParses() {
        #expect(Box<UUID>.uuid(JSONValue("E621E1F8-C36C-495A-93FC-0C247A3E6E5F"), mode: .strict).success != nil, "UUID")
        #expect(Box<UUID>.uuid(JSONValue("not-a-uuid"), mode: .strict).failure != nil, "garbage rejected")
    }

    @Test func base64Decodes() {
        #expect(Box<Data>.base64(JSONValue("aGVsbG8="), mode: .strict).success == Data("hello".utf8), "hello")
        #expect(Box<Data>.base64(JSONValue("***"), mode: .strict).failure != nil, "bad base64 rejected")
    }

    @Test func enumMapsRawValuesAndUnknownCase() {
        #expect(Box<Status>.enumeration(JSONValue("PUB"), mode: .strict).success == .published, "mapped raw value")
        #expect(Box<Status>.enumeration(JSONValue("archived"), mode: .strict).success == .draft, "unknown → declared unknown case")
        #expect(Box<Strictness>.enumeration(JSONValue("medium"), mode: .strict).failure?.expected == "one of \"low\", \"high\"", "no unknown case → issue")
    }

    @Test func jsonKeepsTheRawValue() throws {
        let value = json(#"{"a":[1,2]}"#)
        #expect(Box<JSONValue>.json(value, mode: .strict).success == value, "raw value kept")
    }

    @Test func arrayBoxesEveryElementAndNamesTheBadOne() {
        let box = Box<[Int]>.array(of: .int)
        #expect(box(json("[1, \"2\", 3]"), mode: .lenient).success == [1, 2, 3], "lenient elements")
        #expect(box(json("[1, \"x\"]"), mode: .lenient).failure?.message.hasPrefix("element 1:") == true, "names the failing element")
        #expect(box(json("1"), mode: .lenient).failure != nil, "a scalar is not an array")
    }
}
