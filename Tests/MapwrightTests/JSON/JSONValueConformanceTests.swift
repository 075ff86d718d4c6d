import Foundation
import Testing
import Mapwright

@Suite struct JSONValueConformanceTests {
    @Test func literalsBuildTheSameValueAsParsing() throws {
        let built: JSONValue = ["id": "456", "count": 5, "ratio": 0.5, "shared": true, "tags": ["a", "b"], "none": nil]
        let parsed = try JSONValue(parsing: #"{"id":"456","count":5,"ratio":0.5,"shared":true,"tags":["a","b"],"none":null}"#)
        #expect(built == parsed, "literal equals parsed text")
    }

    @Test func equalityIgnoresMemberOrderAndNumberSpelling() throws {
        #expect(try JSONValue(parsing: #"{"a":1,"b":2.0}"#) == JSONValue(parsing: #"{"b":2,"a":1e0}"#), "order and spelling ignored")
        #expect(try JSONValue(parsing: "[1,2]") != JSONValue(parsing: "[2,1]"), "array order matters")
        #expect(try JSONValue(parsing: "1") != JSONValue(parsing: "true"), "1 is not true")
    }

    @Test func writerKeepsSourceSpellingAndEscapes() throws {
        let text = #"{"a":[1.50,"x\ny",null,{}],"b":-0}"#
        #expect(try JSONValue(parsing: text).description == text, "compact writing reproduces the source")
    }

    @Test func writerEscapesSwiftStrings() {
        let value = JSONValue("quote\" back\\ line\n bell\u{07}")
        #expect(value.description == #""quote\" back\\ line\n bell\u0007""#, "escaped: \(value.description)")
        #expect(value.string == "quote\" back\\ line\n bell\u{07}", "round trip")
    }

    @Test func prettyPrintingIndentsByTwo() throws {
        let json = try JSONValue(parsing: #"{"a":[1],"b":{}}"#)
        #expect(JSONWriter(prettyPrinted: true).text(of: json) == "{\n  \"a\": [\n    1\n  ],\n  \"b\": {}\n}", "pretty text")
    }

    @Test func codableRoundTripKeepsTheValue() throws {
        let json = try JSONValue(parsing: #"{"a":[1,2],"b":"c"}"#)
        let data = try JSONEncoder().encode([json])
        let decoded = try JSONDecoder().decode([JSONValue].self, from: data)
        #expect(decoded == [json], "Codable round trip")
    }

    @Test func sourceTextOfNestedContainers() throws {
        let json = try JSONValue(parsing: #"{"a": [1, [2, {"b": "]"}] ] , "c": 3}"#)
        #expect(json["a"]?.sourceText == #"[1, [2, {"b": "]"}] ]"#, "container source span: \(json["a"]?.sourceText ?? "nil")")
    }

    @Test func locationOfNestedValue() throws {
        let json = try JSONValue(parsing: "{\n  \"a\": {\n    \"b\": \"x\"\n  }\n}")
        let value = try #require(json["a"]?["b"])
        #expect(value.location == JSONLocation(byteOffset: 20, line: 3, column: 10), "location: \(value.location)")
        #expect(JSONLineIndex(json.document).location(of: value) == value.location, "line index agrees")
    }
}
