import Foundation
import Mapwright
import Testing
@testable import MapwrightGenerator

/// `try` lists the payload's keys that no field reads, so that a typo in the schema's key
/// for an optional field (which leaves the field nil, with no issue) is seen.
@Suite("try: keys no field reads")
struct TryUnreadKeysTests {
    static let schema = #"""
    {
      "module": "Accounts",
      "entities": {
        "Account": { "identity": "accountID", "attributes": { "accountID": "String", "displayName": "String?", "note": "String?" },
                     "relationships": { "owner": { "to": "Owner" } } },
        "Owner": { "identity": "login", "attributes": { "login": "String" } }
      },
      "mappings": {
        "Account": { "fields": { "accountID": "id", "displayName": "display_nme", "note": "note", "owner": "owner" } },
        "Owner": { "fields": { "login": "login" } }
      }
    }
    """#

    static let payload = #"""
    [{"id": "1", "display_name": "Ada", "note": "n", "avatar": "a.png", "owner": {"login": "ada", "site": "x"}},
     {"id": "2", "display_name": "Bob", "owner": {"login": "bob"}}]
    """#

    /// Runs `try --mapping Account` with `arguments` on the payload.
    static func run(_ arguments: [String] = [], payload: String = payload) throws -> (status: Int32, output: CommandOutput) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("mapwright-unread-\(UUID().uuidString)")
        let schemas = root.appendingPathComponent("Schemas")
        try FileManager.default.createDirectory(at: schemas, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try Data(Self.schema.utf8).write(to: schemas.appendingPathComponent("Accounts.json"))
        let payloadText = payload
        let payload = root.appendingPathComponent("accounts.json")
        try Data(payloadText.utf8).write(to: payload)
        var output = CommandOutput()
        let status = MapwrightTool.run(["try", "--schemas", schemas.path, "--mapping", "Account"] + arguments + [payload.path], output: &output)
        return (status, output)
    }

    @Test func aTypoedKeyIsListedWithTheFieldThatMissedIt() throws {
        let (status, output) = try Self.run()
        #expect(status == 0, "warnings only: exit \(status): \(output.standardError)")
        #expect(output.standardOutput.contains(
            "  0.display_name: no field of mapping Account reads 'display_name' (in 2 objects); field 'displayName' reads 'display_nme', absent here: a typo?"),
            "the typo and its field: \(output.standardOutput)")
    }

    @Test func keysOfNestedObjectsAreListedUnderTheirMapping() throws {
        let (_, output) = try Self.run()
        for line in ["  0.avatar: no field of mapping Account reads 'avatar'", "  0.owner.site: no field of mapping Owner reads 'site'"] {
            #expect(output.standardOutput.contains(line), "should list \(line): \(output.standardOutput)")
        }
        #expect(!output.standardOutput.contains("reads 'login'") && !output.standardOutput.contains("reads 'note'"),
                "keys a field reads are not listed: \(output.standardOutput)")
    }

    @Test func jsonOutputCarriesTheUnreadKeys() throws {
        let (_, output) = try Self.run(["--format", "json"])
        let json = try JSONValue(parsing: output.standardOutput)
        let keys = json["unreadKeys"]?.array?.compactMap { $0["key"]?.string } ?? []
        #expect(keys == ["display_name", "avatar", "site"], "unreadKeys: \(keys)")
        #expect(json["unreadKeys"]?[0]?["likelyFieldKey"]?.string == "display_nme", "the likely field's key: \(output.standardOutput)")
    }
}
