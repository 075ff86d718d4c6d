import Testing
import Mapwright

/// `JSONMembers.holds(_:member:_:)` lets a parser leave a stored record alone: whenever it
/// says yes, assigning the member as an update must change nothing and report nothing.
@Suite struct JSONMembersHoldsTests {
    private let keys = JSONMemberKeys(["id", "count"])
    private let documents = [#"{"count": "5"}"#, #"{"count": 5}"#, #"{"count": null}"#, #"{}"#, #"{"count": "x"}"#,
                             #"{"count": [5]}"#, #"{"count": "6"}"#, #"{"count": true}"#]
    /// A string box, which has the `matches` shortcut, under each null policy.
    private let fields = [JSONField(key: "count", box: Box<String>.string, null: .reject, default: "9"),
                          JSONField(key: "count", box: Box<String>.string, mode: .strict, null: .clear),
                          JSONField(key: "count", box: Box<String>.string, null: .useDefault, default: "3"),
                          JSONField(key: "count", box: Box<String>.string, null: .keep)]

    /// Whether `holds` says the member leaves `current` as it is.
    private func holds(_ text: String, _ field: JSONField<String>, _ current: String?) throws -> Bool {
        try JSONValue(parsing: text).members(keys).holds(field, member: 1, current)
    }

    @Test func yesMeansAnUpdateChangesNothingAndReportsNothing() throws {
        for text in documents {
            for (index, field) in fields.enumerated() {
                for current in ["5", "3", "9", nil] as [String?] where try holds(text, field, current) {
                    var slot = current
                    var issues = ParseIssueCollector()
                    try JSONValue(parsing: text).members(keys).assign(field, member: 1, to: &slot, isUpdate: true, issues: &issues)
                    #expect(slot == current && issues.issues.isEmpty,
                            "\(text), field \(index), holding \(String(describing: current)): holds said yes, but the update gave \(String(describing: slot)) and \(issues.issues)")
                }
            }
        }
    }

    @Test func anAbsentKeyKeepsWhatTheRecordHolds() throws {
        #expect(try holds("{}", fields[0], "5"), "an update keeps a field whose key is absent")
    }

    @Test func theSameValueIsHeld() throws {
        #expect(try holds(#"{"count": "5"}"#, fields[1], "5"), "\"5\" holds \"5\"")
        #expect(try !holds(#"{"count": "6"}"#, fields[1], "5"), "\"6\" does not hold \"5\"")
    }

    @Test func aNullHoldsByTheFieldsPolicy() throws {
        let null = #"{"count": null}"#
        #expect(try holds(null, fields[3], "5"), "null keeps the value under .keep")
        #expect(try holds(null, fields[1], nil) && !holds(null, fields[1], "5"), "null clears under .clear: it holds only nil")
        #expect(try holds(null, fields[2], "3") && !holds(null, fields[2], "5"), "null sets the default under .useDefault: it holds only \"3\"")
        #expect(try !holds(null, fields[0], "5"), "null is an issue under .reject, never held")
    }

    @Test func aBoxWithoutTheShortcutNeverHolds() throws {
        let string = Box<String>.string
        let field = JSONField(key: "count", box: Box<String>(expected: "string") { value, mode in string(value, mode: mode) })
        #expect(try !holds(#"{"count": "5"}"#, field, "5"), "without `matches` the value cannot be compared unboxed")
    }

    @Test func aMemberPastTheScanNeverHolds() throws {
        let members = try JSONValue(parsing: "[1]").members(keys)
        #expect(!members.holds(fields[0], member: 1, "5"), "a value that is not an object is not scanned: holds must say no")
    }
}

/// `JSONMembers.readIdentity(_:member:name:at:issues:)` must read and report exactly what
/// `JSONValue.readIdentity(_:name:at:issues:)` does.
@Suite struct JSONMembersIdentityTests {
    @Test func anIdentityReadFromMembersMatchesOneReadByKey() throws {
        let documents = [#"{"id": "a7"}"#, #"{"id": 7}"#, #"{"id": null}"#, #"{}"#, #"{"id": [1]}"#, #"{"name": "x", "id": "b"}"#, "[1]", "3"]
        let fields = [JSONField(key: "id", box: Box<String>.string, null: .reject),
                      JSONField(key: "id", box: Box<String>.string, mode: .strict, null: .reject)]
        for text in documents {
            for (index, field) in fields.enumerated() {
                let json = try JSONValue(parsing: text)
                var byMembers = ParseIssueCollector()
                let fromMembers = json.members(JSONMemberKeys(["id", "name"])).readIdentity(field, member: 0, name: "id", at: "items[2]", issues: &byMembers)
                var byKey = ParseIssueCollector()
                let fromKey = json.readIdentity(field, name: "id", at: "items[2]", issues: &byKey)
                #expect(fromMembers == fromKey && byMembers.issues.map(\.description) == byKey.issues.map(\.description),
                        "\(text), field \(index): members read \(String(describing: fromMembers)) \(byMembers.issues), by key \(String(describing: fromKey)) \(byKey.issues)")
            }
        }
    }
}
