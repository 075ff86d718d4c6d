/// One payload fixture: a response an API sent, kept beside the schemas as
/// `<schemas>/Fixtures/<Schema>/<Mapping>/<case>.json`, and its recording
/// `<case>.expected.json` (the canonical dump of what importing it stored).
public struct PayloadFixture: Sendable, Hashable {
    /// The schema file's name without `.json` (`Blog`): the fixture folder's name.
    public var schemaName: String
    /// The module the mapping belongs to.
    public var module: String
    /// The mapping that imports the payload.
    public var mapping: String
    /// The case's name: the payload's file name without `.json` (`two-posts`).
    public var name: String
    /// The payload file's path, as reached from the working directory.
    public var payloadPath: String
    /// The payload's bytes.
    public var payload: [UInt8]

    /// A fixture from its parts.
    public init(schemaName: String, module: String, mapping: String, name: String, payloadPath: String, payload: [UInt8]) {
        self.schemaName = schemaName
        self.module = module
        self.mapping = mapping
        self.name = name
        self.payloadPath = payloadPath
        self.payload = payload
    }

    /// The recording's path: beside the payload, `<case>.expected.json`.
    public var expectedPath: String {
        String(payloadPath.dropLast(PayloadFixtureFolder.payloadSuffix.count)) + PayloadFixtureFolder.expectedSuffix
    }

    /// `Post/two-posts`: how messages name the fixture.
    public var displayName: String { mapping + "/" + name }
}
