import Mapwright
import Testing

@Suite("JSONValue editing")
struct JSONValueEditingTests {
    private func json(_ text: String) throws -> JSONValue { try JSONValue(parsing: text) }

    @Test("replacing a top-level key keeps the other members and their order")
    func replacesTopLevelKey() throws {
        let edited = try json(#"{"a": 1, "b": 2, "c": 3}"#).replacing("b", with: "two")
        #expect(edited.description == #"{"a":1,"b":"two","c":3}"#)
    }

    @Test("replacing a nested key rebuilds only the path to it")
    func replacesNestedKey() throws {
        let edited = try json(#"{"team": {"id": 1, "name": "A"}, "x": true}"#).replacing("team.id", with: 7)
        #expect(edited.description == #"{"team":{"id":7,"name":"A"},"x":true}"#)
    }

    @Test("replacing an absent key adds it, making objects on the way")
    func addsAbsentKey() throws {
        let edited = try json(#"{"a": 1}"#).replacing("meta.created_at", with: nil)
        #expect(edited.description == #"{"a":1,"meta":{"created_at":null}}"#)
    }

    @Test("replacing an array element past the end pads with null")
    func padsArray() throws {
        let edited = try json(#"{"list": [1]}"#).replacing("list.2", with: 3)
        #expect(edited.description == #"{"list":[1,null,3]}"#)
    }

    @Test("removing a key drops it; removing an absent one changes nothing")
    func removesKey() throws {
        let original = try json(#"{"a": 1, "b": {"c": 2, "d": 3}}"#)
        #expect(original.removing("b.c").description == #"{"a":1,"b":{"d":3}}"#)
        #expect(original.removing("zzz") == original, "an absent key leaves the value equal")
    }

    @Test("removing an array element leaves null in its place")
    func removesArrayElement() throws {
        let edited = try json(#"[1, 2, 3]"#).removing("1")
        #expect(edited.description == "[1,null,3]")
    }
}
