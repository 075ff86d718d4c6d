/// The names random schemas draw from: names Swift, Foundation, Swift Testing,
/// Concurrency and the runtime already give to types, keywords and names generated
/// code declares, beside ordinary ones. Only names `mapwright lint` accepts are
/// here; the generator still checks the per-module rules (`id` on identified
/// entities, module names) itself.
enum NamePools {
    /// Type names of the standard library and Concurrency.
    static let standardTypes = [
        "Result", "Error", "Optional", "Array", "String", "Character", "Set", "Dictionary", "Int", "Bool",
        "Double", "Float", "Int64", "UInt64", "Sequence", "Collection", "Never", "StaticString", "AnyObject",
        "Equatable", "Hashable", "Codable", "Sendable", "Identifiable", "Range", "Substring", "Encoder",
        "Decoder", "KeyPath", "Mirror", "Unicode", "Comparable", "Element", "Wrapped", "Index", "Iterator",
        "RawValue", "ID", "MainActor", "Task", "Actor", "AsyncStream", "TaskGroup", "CancellationError",
        "CustomStringConvertible", "Encodable", "Decodable", "ObjectIdentifier",
    ]

    /// Type names of Foundation.
    static let foundationTypes = [
        "Date", "URL", "Data", "Operation", "Notification", "Locale", "Decimal", "UUID", "Calendar", "TimeZone",
        "JSONDecoder", "JSONEncoder", "NSObject", "Bundle", "FileManager", "Measurement", "DateFormatter",
        "IndexSet", "CharacterSet", "URLRequest", "URLSession", "Progress", "Thread", "Timer", "NSNumber",
        "NSError", "Process", "Pipe", "Scanner", "Unit", "AttributedString", "DateComponents",
    ]

    /// Type names of Swift Testing.
    static let testingTypes = [
        "Tag", "Comment", "Issue", "Test", "Suite", "Trait", "Expectation", "SourceLocation", "Bug",
        "Confirmation", "Attachment", "TestTrait", "SuiteTrait", "TimeLimitTrait", "ConditionTrait",
    ]

    /// Type names of the runtime `Mapwright`.
    static let runtimeTypes = [
        "Store", "StoreContext", "JSONValue", "Box", "ParseError", "Locked", "ParseIssue", "ParseIssueCollector",
        "JSONField", "JSONKeyPath", "JSONReader", "StoreEntity", "StoreRelationship", "FieldRead", "NullPolicy",
        "ArrayTolerance", "ResponseFailure", "CoercionMode", "FeedImporting", "ServerTypeRegistry", "SchemaEnum",
        "MapwrightCompatibility", "Page", "Reason", "Segment", "Severity", "JSONKind", "StoreError",
    ]

    /// Ordinary type names.
    static let ordinaryTypes = [
        "Post", "Author", "Node", "Team", "Player", "Invoice", "Widget", "Photo", "Album", "Track", "Venue",
        "Ticket", "Shelf", "Recipe", "Garden", "Planet", "Lesson", "Badge", "Route", "Harbor",
    ]

    /// Every type name a schema may use.
    static let typeNames = standardTypes + foundationTypes + testingTypes + runtimeTypes + ordinaryTypes

    /// Keywords, which member names may be (generated code escapes them).
    static let keywords = [
        "default", "protocol", "private", "case", "is", "open", "in", "let", "var", "inout", "static", "where",
        "class", "enum", "extension", "fileprivate", "func", "import", "internal", "operator", "public",
        "rethrows", "struct", "typealias", "associatedtype", "precedencegroup", "break", "catch", "continue",
        "defer", "do", "else", "fallthrough", "for", "guard", "if", "repeat", "return", "throw", "switch",
        "while", "Any", "as", "await", "false", "nil", "super", "throws", "true", "try",
    ]

    /// Contextual keywords, which are ordinary identifiers in most places.
    static let contextualKeywords = [
        "get", "set", "some", "any", "async", "actor", "package", "isolated", "consuming", "borrowing",
        "nonisolated", "lazy", "weak", "unowned", "mutating", "nonmutating", "override", "final", "required",
        "convenience", "dynamic", "indirect", "optional", "willSet", "didSet", "prefix", "postfix", "infix",
        "each", "macro", "copy", "consume", "discard", "sending", "then", "yield", "distributed", "unsafe",
        "none", "left", "right", "associativity", "precedence",
    ]

    /// Names of members, parameters and locals generated code declares.
    static let generatedNames = [
        "issues", "fetch", "read", "upsert", "reference", "readIdentity", "build", "apply", "root", "parse",
        "json", "context", "builder", "record", "existing", "isUpdate", "keyPath", "value0", "identity0",
        "reference0", "target", "targets", "child", "collector", "makeBuilder", "parseArray", "parseResponse",
        "store", "entityName", "relationships", "fixture", "stub", "calls", "result", "error", "value",
        "values", "entity", "mapping", "field", "key", "keys", "box", "mode", "null", "rawValue", "allCases",
        "debugDescription", "encode", "hash", "from", "to", "at", "with", "assign", "lookup", "parser",
        "stubbed", "makeStore", "makeContext", "perform", "insert", "delete", "commit", "identity", "link",
        "issue", "expected", "found", "location", "message", "reason", "success", "failure", "page", "next",
        "Element", "ID",
    ]

    /// Ordinary member names.
    static let ordinaryNames = [
        "title", "name", "count", "index", "createdAt", "url", "data", "text", "items", "kind", "type",
        "summary", "score", "rating", "price", "color", "width", "height", "label", "position", "tags",
        "owner", "parent", "children", "members", "notes", "total", "flag", "level", "street", "city",
        "Date", "URL", "String", "Value", "Optional", "Int", "Result", "Post",
    ]

    /// Every member name a schema may use (per-entity rules still apply).
    static let memberNames = keywords + contextualKeywords + generatedNames + ordinaryNames

    /// Enum case names.
    static let caseNames = [
        "open", "closed", "default", "case", "is", "in", "none", "some", "rawValue", "description",
        "hashValue", "unknown", "active", "archived", "draft", "true", "false", "nil", "init0", "Type0", "any",
        "self0", "public", "static", "where", "for", "red", "green", "blue", "pending", "done", "A", "B",
    ]

    /// String values for defaults, examples, raw values and server types that test
    /// escaping: quotes, backslashes, interpolation, line breaks and non-ASCII text.
    static let awkwardStrings = [
        "", "plain", "with \"quotes\"", "back\\slash", "line\nbreak", "tab\there", "\\(interpolation)",
        "#\"raw\"#", "é ünïcödé 日本", "emoji 🎉", "dollar $0", "null", "{\"a\": 1}", "trailing space ",
    ]

    /// JSON keys that test escaping in key paths and literals (each is one key).
    static let awkwardKeys = [
        "user name", "ключ", "$ref", "\\\\(x)", "quote\"d", "@type", "a\\.b", "back\\\\slash", "日本",
        "_links", "x-y", "123abc", "tab\tkey", "new\nline",
    ]
}
