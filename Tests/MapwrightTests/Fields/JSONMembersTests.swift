import Testing
import Mapwright

/// `JSONValue.members(_:)` finds every named member in one pass; reading through it must
/// give exactly what a key lookup gives, whatever the members' order.
@Suite struct JSONMembersTests {
    private let names = ["id", "name", "count", "missing"]

    /// What a lookup of each name gives, as text (`absent` for none).
    private func lookedUp(_ json: JSONValue) -> [String] {
        names.map { json[$0].map { JSONWriter().text(of: $0) } ?? "absent" }
    }

    /// What the one-pass members give for each name, as text.
    private func found(_ json: JSONValue) -> [String] {
        let members = json.members(JSONMemberKeys(names))
        return names.indices.map { members.value($0).map { JSONWriter().text(of: $0) } ?? "absent" }
    }

    @Test func membersInEveryOrderAreFoundAsALookupFindsThem() throws {
        let parts = [#""id": 7"#, #""name": "Ann""#, #""count": null"#, #""other": [1, 2]"#, #""nested": {"id": 8}"#]
        for permutation in permutations(parts.indices.map { $0 }) {
            let json = try JSONValue(parsing: "{" + permutation.map { parts[$0] }.joined(separator: ", ") + "}")
            #expect(found(json) == lookedUp(json), "order \(permutation): members \(found(json)), lookups \(lookedUp(json))")
        }
    }

    @Test func anAbsentMemberIsNotJSONNull() throws {
        let members = try JSONValue(parsing: #"{"id": 1}"#).members(JSONMemberKeys(names))
        #expect(members.value(3) == nil, "a name the object lacks must read as absent, not as null")
    }

    @Test func aDuplicateKeyReadsAsItsFirstOccurrence() throws {
        let json = try JSONValue(parsing: #"{"name": "first", "id": 1, "name": "second"}"#)
        #expect(found(json) == lookedUp(json), "duplicates: members \(found(json)), lookups \(lookedUp(json))")
        #expect(json.members(JSONMemberKeys(names)).value(1)?.string == "first", "the first 'name' wins")
    }

    @Test func anEscapedKeyMatchesItsDecodedName() throws {
        let json = try JSONValue(parsing: #"{"n\u0061me": "Ann", "\u0069d": 3}"#)
        #expect(found(json) == ["3", "\"Ann\"", "absent", "absent"], "escaped keys: \(found(json))")
    }

    @Test func aValueThatIsNotAnObjectReadsThroughItself() throws {
        let json = try JSONValue(parsing: "[1, 2]")
        var issues = ParseIssueCollector()
        var slot: Int?
        json.members(JSONMemberKeys(names)).assign(JSONField(key: "count", box: Box<Int>.int), member: 2, to: &slot, isUpdate: false, issues: &issues)
        var direct = ParseIssueCollector()
        var directSlot: Int?
        json.assign(JSONField(key: "count", box: Box<Int>.int), to: &directSlot, isUpdate: false, issues: &direct)
        #expect(slot == directSlot && issues.issues.map(\.description) == direct.issues.map(\.description),
                "an array: members gave \(String(describing: slot)) \(issues.issues), a lookup \(String(describing: directSlot)) \(direct.issues)")
    }

    @Test func assignThroughMembersMatchesAssignByKey() throws {
        let documents = [#"{"count": 5}"#, #"{"count": "5"}"#, #"{"count": null}"#, #"{}"#, #"{"count": "x"}"#, #"{"count": 5.5}"#]
        let fields = [JSONField(key: "count", box: Box<Int>.int, null: .reject, default: 9),
                      JSONField(key: "count", box: Box<Int>.int, mode: .strict, null: .clear),
                      JSONField(key: "count", box: Box<Int>.int, null: .useDefault, default: 3)]
        for text in documents {
            let json = try JSONValue(parsing: text)
            for (fieldIndex, field) in fields.enumerated() {
                for isUpdate in [false, true] {
                    var slot: Int? = 1, issues = ParseIssueCollector()
                    json.members(JSONMemberKeys(names)).assign(field, member: 2, to: &slot, isUpdate: isUpdate, at: "items.0", issues: &issues)
                    var directSlot: Int? = 1, direct = ParseIssueCollector()
                    json.assign(field, to: &directSlot, isUpdate: isUpdate, at: "items.0", issues: &direct)
                    #expect(slot == directSlot, "\(text), field \(fieldIndex), update \(isUpdate): members \(String(describing: slot)), by key \(String(describing: directSlot))")
                    #expect(issues.issues.map(\.description) == direct.issues.map(\.description),
                            "\(text), field \(fieldIndex), update \(isUpdate): issues \(issues.issues) against \(direct.issues)")
                }
            }
        }
    }

    private func permutations(_ items: [Int]) -> [[Int]] {
        guard items.count > 1 else { return [items] }
        return items.indices.flatMap { index -> [[Int]] in
            var rest = items
            let first = rest.remove(at: index)
            return permutations(rest).map { [first] + $0 }
        }
    }

    @Test func namesPastTheCapacityAreLookedUp() throws {
        let names = (0..<20).map { "k\($0)" }
        let json = try JSONValue(parsing: "{" + names.reversed().map { "\"\($0)\": \($0.dropFirst())" }.joined(separator: ", ") + "}")
        let members = json.members(JSONMemberKeys(names))
        for (position, name) in names.enumerated() {
            var slot: Int?, issues = ParseIssueCollector()
            members.assign(JSONField(key: JSONKeyPath(segments: [.key(name)]), box: Box<Int>.int), member: position, to: &slot, isUpdate: false, issues: &issues)
            #expect(slot == Int(name.dropFirst()), "\(name) at position \(position) read \(String(describing: slot))")
        }
        #expect(members.value(3)?.int64 == 3 && members.value(18) == nil, "value() answers for scanned names only")
    }

    @Test func namesOfEveryLengthAreFoundAtTheEndOfTheSource() throws {
        // A key's first two words are read from the source only while 16 bytes remain;
        // the last key of a short document is compared byte by byte.
        for length in 0...36 {
            let name = String((0..<length).map { Character(UnicodeScalar(UInt8(97 + $0 % 26))) })
            let keys = JSONMemberKeys(["other", name])
            for text in ["{\"\(name)\":1}", "{\"other\": 2, \"\(name)\": 1}", "{\"\(name)\": 1, \"other\": 2}"] {
                let members = try JSONValue(parsing: text).members(keys)
                #expect(members.value(1)?.int64 == 1, "a name of \(length) bytes in \(text) was not found")
            }
        }
    }

    @Test func aKeyThatDiffersOnlyPastItsFirstWordsOrInItsLastByteIsAnotherName() throws {
        let json = try JSONValue(parsing: #"{"created_by": 1, "idx": 2, "nama": 3, "i": 4, "a_rather_long_name_X": 8, "created_at": 5, "id": 6, "name": 7, "a_rather_long_name_Y": 9}"#)
        let members = json.members(JSONMemberKeys(["created_at", "id", "name", "a_rather_long_name_Y"]))
        #expect(members.value(0)?.int64 == 5, "created_by shares created_at's first eight bytes and is not it")
        #expect(members.value(1)?.int64 == 6, "idx and i begin like id and are not it")
        #expect(members.value(2)?.int64 == 7, "nama differs from name in its last byte")
        #expect(members.value(3)?.int64 == 9, "a name longer than two words differs from another in its last byte")
    }
}
