/// Checks that schema names can become Swift names.
///
/// Generated code names every type by its module (`Swift.String`, `Foundation.Date`,
/// `Mapwright.Store`, `Blog.Post`), so schema names may be those of standard, Foundation,
/// Swift Testing or runtime types (`Issue`, `Result`, `Data`, `Tag`). What stays reserved
/// is what Swift itself cannot express:
///
/// - Type names (entities, enums, named mappings, feeds) must be well-formed identifiers,
///   not keywords, not `Type` or `Protocol`, and not the name of a module generated code
///   qualifies types by (`Swift`, `Foundation`, `Mapwright`, `Testing`, the schema's own
///   module and its `TestSupport` and `Tests` modules). Nor `Void`: Swift Testing's
///   `@Test` macro expands to code naming `Void` unqualified, so a `Void` declared by the
///   module breaks every test file that imports it (ours and the user's).
/// - Member names (attributes, relationships, enum cases) must be well-formed; keywords are
///   accepted and escaped with backticks where Swift needs them, except the few that cannot
///   name a member even escaped. A member cannot take the name of one of those modules
///   either (inside the type it would hide the module), nor a member that generated code
///   declares beside it (see ``checkGeneratedMemberClash``).
enum NameRules {
    /// The modules generated code qualifies type names by (besides the schema's own).
    static let qualifyingModules: Set<String> = ["Swift", "Foundation", "Mapwright", "MapwrightSQLite", "Testing"]

    /// Module names that would clash with the toolchain's or the runtime's modules.
    static let reservedModuleNames: Set<String> = [
        "Mapwright", "MapwrightGenerator", "MapwrightSQLite", "CSQLite", "Swift", "Foundation", "FoundationEssentials",
        "FoundationNetworking", "FoundationXML", "Dispatch", "Synchronization", "Testing", "XCTest", "Glibc", "Darwin",
    ]

    /// Type names a schema type cannot take in module `module`.
    static func reservedTypeNames(module: String) -> Set<String> {
        qualifyingModules.union(["Type", "Protocol", "Void", module, GeneratedNames.testSupportModule(module), GeneratedNames.testsModule(module)])
    }

    /// Member names a schema member cannot take in module `module`: the modules generated
    /// code qualifies types by, which a member of the same name would hide inside its type.
    static func reservedMemberNames(module: String) -> Set<String> {
        qualifyingModules.union([module])
    }

    /// Checks a type name of module `module`; `kind` names what declares it (`entity`).
    /// Returns whether it is usable.
    @discardableResult
    static func checkTypeName(_ name: Located<String>, kind: String, module: String, diagnostics: inout DiagnosticCollector) -> Bool {
        guard SwiftIdentifier.isWellFormed(name.value) else {
            diagnostics.error("\(kind) name '\(name.value)' is not a valid Swift identifier (ASCII letters, digits and '_', not starting with a digit)", at: name.location)
            return false
        }
        guard !SwiftIdentifier.isKeyword(name.value) else {
            diagnostics.error("\(kind) name '\(name.value)' is a Swift keyword; type names cannot be keywords", at: name.location)
            return false
        }
        guard !reservedTypeNames(module: module).contains(name.value) else {
            let why = qualifyingModules.contains(name.value) || name.value.hasPrefix(module)
                ? "it is the name of a module that generated code names types by (`\(name.value).X`)"
                : name.value == "Void"
                ? "Swift Testing's @Test macro expands to code that names 'Void' unqualified, so every test file importing the module would fail to compile"
                : "Swift gives '\(name.value)' a meaning of its own after a type (`T.\(name.value)`)"
            diagnostics.error("\(kind) name '\(name.value)' is reserved: \(why); choose another name, e.g. '\(name.value)Record'", at: name.location)
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

    /// Checks a member name of module `module`; `kind` is `attribute`, `relationship` or
    /// `case`, `owner` what holds it (`entity 'Post'`). Returns whether it is usable.
    @discardableResult
    static func checkMemberName(_ name: Located<String>, kind: String, owner: String, module: String, diagnostics: inout DiagnosticCollector) -> Bool {
        guard SwiftIdentifier.isWellFormed(name.value) else {
            diagnostics.error("\(kind) name '\(name.value)' of \(owner) is not a valid Swift identifier (ASCII letters, digits and '_', not starting with a digit)", at: name.location)
            return false
        }
        guard !SwiftIdentifier.unusableMemberNames.contains(name.value) else {
            diagnostics.error("\(kind) name '\(name.value)' of \(owner) cannot be used, even in backticks; rename it and map it from its key", at: name.location)
            return false
        }
        guard !reservedMemberNames(module: module).contains(name.value) else {
            diagnostics.error("\(kind) name '\(name.value)' of \(owner) would hide the module '\(name.value)' that generated code names types by; rename it (e.g. '\(lowercasedFirst(name.value))') and map it from its key", at: name.location)
            return false
        }
        return true
    }

    /// Checks that a member of an entity does not take a name generated code gives
    /// every model (`id` and `ID` for identified entities, `hashValue` for all) or its
    /// builder (`parseIssues`).
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
        case "Columns" where hasIdentity:
            diagnostics.error("\(kind) 'Columns' of entity '\(entity)' collides with the generated query descriptors '\(entity).Columns'; name it e.g. 'columnList' and map it from its key", at: name.location)
            return false
        case "hashValue":
            diagnostics.error("\(kind) 'hashValue' of entity '\(entity)' collides with 'Hashable.hashValue' of the generated model", at: name.location)
            return false
        case "parseIssues":
            diagnostics.error("\(kind) 'parseIssues' of entity '\(entity)' collides with the issue list of the generated '\(GeneratedNames.builder(entity))'; name it e.g. 'issueList' and map it from its key", at: name.location)
            return false
        default:
            return true
        }
    }

    /// Checks that an enum does not take the name of a built-in attribute type: an
    /// attribute written `"Float"` means the built-in, so the enum could never be used.
    @discardableResult
    static func checkEnumName(_ name: Located<String>, diagnostics: inout DiagnosticCollector) -> Bool {
        guard ValueType(schemaName: name.value) != nil else { return true }
        diagnostics.error("enum name '\(name.value)' is the name of a built-in type: an attribute of type '\(name.value)' would be the built-in one, never this enum; choose another name, e.g. '\(name.value)Kind'", at: name.location)
        return false
    }

    /// Static members every generated enum has, which a case (a static member too)
    /// cannot share a name with, and what each is.
    static let generatedEnumMembers: [String: (what: String, suggestion: String)] = [
        "unknownCase": ("'unknownCase' (the case unknown raw values become)", "unrecognized"),
        "allCases": ("'allCases' (every case, from 'CaseIterable')", "everyCase"),
    ]

    /// Checks that an enum case does not take the name of a static member generated
    /// enums declare (``generatedEnumMembers``); `owner` is `enum 'Status'`.
    @discardableResult
    static func checkGeneratedCaseClash(_ name: Located<String>, owner: String, diagnostics: inout DiagnosticCollector) -> Bool {
        guard let member = generatedEnumMembers[name.value] else { return true }
        diagnostics.error("case '\(name.value)' of \(owner) collides with the generated \(member.what); name it e.g. '\(member.suggestion)' and give it the raw value \"\(name.value)\"", at: name.location)
        return false
    }

    /// `Post` → `post`, `URLSet` → `uRLSet` (good enough for a suggestion).
    private static func lowercasedFirst(_ name: String) -> String {
        guard let first = name.first else { return name }
        return first.lowercased() + name.dropFirst()
    }
}
