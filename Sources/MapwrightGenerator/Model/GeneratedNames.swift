/// The names generated code declares, as the specification fixes them. Validation
/// checks schema names against these, so generated code never redeclares a name.
public enum GeneratedNames {
    /// The type that dispatches JSON objects by server type, one per module.
    public static let registry = "Registry"

    /// `<Entity>Builder`.
    public static func builder(_ entity: String) -> String { entity + "Builder" }
    /// `<Entity>Parser`.
    public static func parser(_ entity: String) -> String { entity + "Parser" }
    /// `<Entity>Parsing`.
    public static func parsing(_ entity: String) -> String { entity + "Parsing" }
    /// `Stub<Entity>Parser`.
    public static func stubParser(_ entity: String) -> String { "Stub" + entity + "Parser" }
    /// `<Feed>Importer`.
    public static func importer(_ feed: String) -> String { feed + "Importer" }
    /// `<Mapping>Mapping`: the field table of a mapping (the default one is named like its entity).
    public static func mapping(_ mapping: String) -> String { mapping + "Mapping" }
    /// `<Module>Module`: the module's entity list and store factory.
    public static func moduleType(_ module: String) -> String { module + "Module" }
    /// `<Module>TestStore`: empty stores for tests, in the test-support module.
    public static func testStore(_ module: String) -> String { module + "TestStore" }
    /// `<Module>TestSupport`.
    public static func testSupportModule(_ module: String) -> String { module + "TestSupport" }
    /// `<Module>Tests`.
    public static func testsModule(_ module: String) -> String { module + "Tests" }

    /// Members every generated entity with an identity has: `Identifiable.id` and
    /// the nested identifier type `ID`.
    public static let identityMembers = ["id", "ID"]
    /// Members every generated model has (from `Hashable`).
    public static let modelMembers = ["hashValue"]
}
