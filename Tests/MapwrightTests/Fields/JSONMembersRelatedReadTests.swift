import Mapwright
import Testing

/// What generated parsers read from the one-pass members besides attributes: a related
/// record's identity (`read(_:member:…)`), a child object (`readChild`) and an array of
/// children (`readChildren`). Each must give and report exactly what the by-key read of
/// the object gives, for every shape of value, on a value that is not an object, and for
/// a member past the scan.
@Suite struct JSONMembersRelatedReadTests {
    /// Objects with the key `ref` present, null, absent, of the wrong kind, and non-objects.
    private static let documents = [
        #"{"ref": "t1", "other": 1}"#, #"{"other": 1, "ref": 7}"#, #"{"ref": null}"#, #"{}"#, #"{"ref": [1, 2]}"#,
        #"{"ref": {"id": "c"}}"#, #"{"ref": [{"id": "a"}, {"id": 3}, 4]}"#, #"{"ref": {"id": 5}}"#, "[1]", "\"text\"",
    ]
    /// The names scanned: `ref` at 1.
    private static let keys = JSONMemberKeys(["other", "ref"])

    /// A child parse that needs an object with a string `id`.
    private static func child(_ json: JSONValue) throws -> String {
        var issues = ParseIssueCollector()
        let id = json.readIdentity(JSONField(key: "id", box: Box<String>.string, mode: .strict, null: .reject), name: "id", issues: &issues)
        guard let id, !issues.hasErrors else { throw ParseError(issues: issues.issues) }
        return id
    }

    /// A read and the issues it recorded, as text, to compare.
    private static func outcome<Value>(_ read: FieldRead<Value>, _ issues: ParseIssueCollector) -> String {
        "\(read) \(issues.issues.map(\.description))"
    }

    @Test func aReferenceReadFromMembersMatchesOneReadByKey() throws {
        let fields = [JSONField(key: "ref", box: Box<String>.string, null: .clear),
                      JSONField(key: "ref", box: Box<String>.string, mode: .strict, null: .clear)]
        for text in Self.documents {
            let json = try JSONValue(parsing: text)
            for (index, field) in fields.enumerated() {
                var byMembers = ParseIssueCollector(), byKey = ParseIssueCollector()
                let fromMembers = json.members(Self.keys).read(field, member: 1, at: "items.2", issues: &byMembers)
                let fromKey = json.read(field, at: "items.2", issues: &byKey)
                #expect(Self.outcome(fromMembers, byMembers) == Self.outcome(fromKey, byKey),
                        "\(text), field \(index): members \(Self.outcome(fromMembers, byMembers)), by key \(Self.outcome(fromKey, byKey))")
            }
        }
    }

    @Test func aChildReadFromMembersMatchesOneReadByKey() throws {
        for text in Self.documents {
            let json = try JSONValue(parsing: text)
            var byMembers = ParseIssueCollector(), byKey = ParseIssueCollector()
            let fromMembers = try json.members(Self.keys).readChild(["ref"], member: 1, at: "items.2", issues: &byMembers, Self.child)
            let fromKey = try json.readChild(["ref"], at: "items.2", issues: &byKey, Self.child)
            #expect(Self.outcome(fromMembers, byMembers) == Self.outcome(fromKey, byKey),
                    "\(text): members \(Self.outcome(fromMembers, byMembers)), by key \(Self.outcome(fromKey, byKey))")
        }
    }

    @Test(arguments: [ArrayTolerance.strict, ArrayTolerance(skipsInvalidElements: true, treatsNonArrayAsAbsent: true)])
    func childrenReadFromMembersMatchOnesReadByKey(_ tolerance: ArrayTolerance) throws {
        for text in Self.documents {
            let json = try JSONValue(parsing: text)
            var byMembers = ParseIssueCollector(), byKey = ParseIssueCollector()
            let fromMembers = try json.members(Self.keys).readChildren(["ref"], member: 1, at: "items.2", tolerance: tolerance, issues: &byMembers, Self.child)
            let fromKey = try json.readChildren(["ref"], at: "items.2", tolerance: tolerance, issues: &byKey, Self.child)
            #expect(Self.outcome(fromMembers, byMembers) == Self.outcome(fromKey, byKey),
                    "\(text): members \(Self.outcome(fromMembers, byMembers)), by key \(Self.outcome(fromKey, byKey))")
        }
    }

    @Test func aMemberPastTheScanIsReadByKey() throws {
        let json = try JSONValue(parsing: #"{"ref": "t1"}"#)
        let members = json.members(Self.keys)
        var issues = ParseIssueCollector()
        // Member 20 was never scanned: each read must fall back to the object's key.
        let reference = members.read(JSONField(key: "ref", box: Box<String>.string), member: 20, issues: &issues)
        let child = try members.readChild(["ref"], member: 20, issues: &issues) { $0.string ?? "" }
        let children = try members.readChildren(["ref"], member: 20, tolerance: ArrayTolerance(skipsInvalidElements: false, treatsNonArrayAsAbsent: true),
                                                issues: &issues) { $0.string ?? "" }
        #expect(reference == .value("t1"), "reference past the scan: \(reference)")
        #expect(child == .value("t1"), "child past the scan: \(child)")
        #expect(children == .absent, "a non-array past the scan, treated as absent: \(children)")
    }
}
