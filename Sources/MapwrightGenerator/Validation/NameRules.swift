/// Checks that schema names can become Swift names.
///
/// - Type names (entities, enums, named mappings, feeds) and module names must be
///   well-formed identifiers, must not be keywords, and must not hide a standard or
///   runtime type that generated code uses.
/// - Member names (attributes, relationships, enum cases) must be well-formed;
///   keywords are accepted and escaped with backticks in generated code, except the
///   few that cannot name a member even escaped. Members of identified entities
///   cannot be named `id` or `ID` (generated `Identifiable.id` and `E.ID`).
enum NameRules {
    /// Type names generated code uses unqualified; a schema type of the same name
    /// would hide them.
    static let reservedTypeNames: Set<String> = Set(ValueType.builtIns.map(\.schemaName)).union([
        "Array", "Character", "Dictionary", "Equatable", "Error", "Hashable", "Identifiable", "Never",
        "Optional", "Result", "Sendable", "Set", "Substring", "Void", "Codable", "Encodable", "Decodable",
        "JSONValue", "JSONKeyPath", "Store", "StoreContext", "Mapwright", "Foundation", "Swift", "Testing",
        // The runtime's types that generated code names.
        "ArrayTolerance", "Box", "FeedFormat", "FeedImport", "FeedImportResult", "FeedImporting", "FieldRead", "JSONField",
        "MapwrightCompatibility", "ParseError", "ParseIssue", "ParseIssueCollector", "ResponseFailure", "SchemaEnum",
        "ServerTypeRegistry", "StoreEntity", "StoreRelationship",
        // Standard and testing names that generated code and generated tests use.
        "Locale", "Mutex", "ObjectIdentifier", "Issue", "Test", "Suite", "Synchronization",
    ])

    /// Module names that would clash with the toolchain's or the runtime's modules.
    static let reservedModuleNames: Set<String> = [
        "Mapwright", "MapwrightGenerator", "Swift", "Foundation", "FoundationEssentials", "FoundationNetworking",
        "FoundationXML", "Dispatch", "Synchronization", "Testing", "XCTest", "Glibc", "Darwin",
    ]

    /// Checks a type name; `kind` names what declares it (`entity`). Returns whether it is usable.
    @discardableResult
    static func checkTypeName(_ name: Located<String>, kind: String, diagnostics: inout DiagnosticCollector) -> Bool {
        guard SwiftIdentifier.isWellFormed(name.value) else {
            diagnostics.error("\(kind) name '\(name.value)' is not a valid Swift identifier (ASCII letters, digits and '_', not starting with a digit)", at: name.location)
            return false
        }
        guard !SwiftIdentifier.isKeyword(name.value) else {
            diagnostics.error("\(kind) name '\(name.value)' is a Swift keyword; type names cannot be keywords", at: name.location)
            return false
        }
        guard !reservedTypeNames.contains(name.value) else {
            diagnostics.error("\(kind) name '\(name.value)' is reserved: it would hide the type '\(name.value)' that generated code uses", at: name.location)
            return false
        }
        return true
    }

    /// Checks a module name, written in the file or taken from its name.
    static func checkModuleName(_ name: Located<String>, explicit: Bool, diagnostics: inout DiagnosticCollector) {
        let origin = explicit ? "" : " (taken from the file name; set \"module\" to choose another)"
        if !SwiftIdentifier.isWellFormed(name.value) {
            diagnostics.error("module name '\(name.value)' is not a valid Swift identifier\(origin)", at: name.location)
        } else if SwiftIdentifier.isKeyword(name.value) {
            diagnostics.error("module name '\(name.value)' is a Swift keyword\(origin)", at: name.location)
        } else if reservedModuleNames.contains(name.value) {
            diagnostics.error("module name '\(name.value)' is reserved: it is the name of a toolchain or runtime module\(origin)", at: name.location)
        }
    }

    /// Checks a member name; `kind` is `attribute`, `relationship` or `case`, `owner`
    /// what holds it (`entity 'Post'`). Returns whether it is usable.
    @discardableResult
    static func checkMemberName(_ name: Located<String>, kind: String, owner: String, diagnostics: inout DiagnosticCollector) -> Bool {
        guard SwiftIdentifier.isWellFormed(name.value) else {
            diagnostics.error("\(kind) name '\(name.value)' of \(owner) is not a valid Swift identifier (ASCII letters, digits and '_', not starting with a digit)", at: name.location)
            return false
        }
        guard !SwiftIdentifier.unusableMemberNames.contains(name.value) else {
            diagnostics.error("\(kind) name '\(name.value)' of \(owner) cannot be used, even in backticks; rename it and map it from its key", at: name.location)
            return false
        }
        return true
    }

    /// Checks that a member of an entity does not take a name generated code gives
    /// every model (`id` and `ID` for identified entities, `hashValue` for all).
    @discardableResult
    static func checkGeneratedMemberClash(_ name: Located<String>, kind: String, entity: String, hasIdentity: Bool, diagnostics: inout DiagnosticCollector) -> Bool {
        switch name.value {
        case "id" where hasIdentity:
            let suggestion = lowercasedFirst(entity) + "ID"
            diagnostics.error("\(kind) 'id' of entity '\(entity)' collides with the generated 'Identifiable.id'; name it e.g. '\(suggestion)' and map it from key \"id\"", at: name.location)
            return false
        case "ID" where hasIdentity:
            diagnostics.error("\(kind) 'ID' of entity '\(entity)' collides with the generated identifier type '\(entity).ID'", at: name.location)
            return false
        case "hashValue":
            diagnostics.error("\(kind) 'hashValue' of entity '\(entity)' collides with 'Hashable.hashValue' of the generated model", at: name.location)
            return false
        default:
            return true
        }
    }

    /// `Post` → `post`, `URLSet` → `uRLSet` (good enough for a suggestion).
    private static func lowercasedFirst(_ name: String) -> String {
        guard let first = name.first else { return name }
        return first.lowercased() + name.dropFirst()
    }
}
