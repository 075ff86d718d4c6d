/// What a feed action does with its payload.
public enum FeedAction: String, Hashable, Sendable {
    /// Insert or update the record the payload describes.
    case upsert
    /// Delete the record the payload identifies.
    case delete
}

/// The shape of an action-list response (a diff API): where the actions
/// are, and within each action where its verb, payload and the payload's server type are.
public struct FeedFormat: Hashable, Sendable {
    /// The array of actions, from the document root (`actions`).
    public var actions: JSONKeyPath
    /// The verb of an action, from the action (`type`).
    public var verb: JSONKeyPath
    /// The payload of an action, from the action (`payload`).
    public var payload: JSONKeyPath
    /// The server type of a payload, from the payload (`serverType`).
    public var serverType: JSONKeyPath
    /// The next page's URL, from the document root (`nextUrl`), if the feed pages.
    public var next: JSONKeyPath?
    /// What each verb does; other verbs are skipped with a warning.
    public var verbs: [String: FeedAction]

    /// A format from its parts.
    public init(actions: JSONKeyPath, verb: JSONKeyPath, payload: JSONKeyPath, serverType: JSONKeyPath,
                next: JSONKeyPath?, verbs: [String: FeedAction]) {
        self.actions = actions
        self.verb = verb
        self.payload = payload
        self.serverType = serverType
        self.next = next
        self.verbs = verbs
    }
}

/// Hands a payload to the parser of its server type. Generated per module (`Registry`).
public protocol ServerTypeRegistry: Sendable {
    /// Parses `payload` into `context` with the parser for `serverType`; false when the
    /// server type is unknown.
    func upsert(_ payload: JSONValue, serverType: String, in context: StoreContext) throws -> Bool
    /// Deletes the record of `serverType` that `payload` identifies; false when the
    /// server type is unknown.
    func delete(_ payload: JSONValue, serverType: String, in context: StoreContext) throws -> Bool
    /// The server types this registry knows. A feed matches each payload's server type
    /// against them on the document's bytes and hands over the one listed here, making no
    /// string per payload. Defaults to none: every server type is then read as a string.
    static var serverTypes: [String] { get }
}

extension ServerTypeRegistry {
    /// None: every payload's server type is read as a string.
    public static var serverTypes: [String] { [] }
}

/// What applying one feed document did.
public struct FeedImportResult: Hashable, Sendable {
    /// Actions applied (upserts and deletes).
    public var applied: Int
    /// Actions skipped on purpose (unknown verbs and server types), and references
    /// whose targets never arrived: warnings, with their key paths.
    public var warnings: [ParseIssue]
    /// The next page's URL text, or nil at the last page.
    public var next: String?
    /// What the import's commit changed, deletes included (see ``StoreChanges``), when
    /// the importer committed it (`apply(_:to:)` on a store); empty when the document was
    /// applied to a context the caller commits.
    public var changes: StoreChanges

    /// A result from its parts.
    public init(applied: Int, warnings: [ParseIssue], next: String?, changes: StoreChanges = StoreChanges()) {
        self.applied = applied
        self.warnings = warnings
        self.next = next
        self.changes = changes
    }
}

/// A generated feed importer (`WidgetDiffImporter`): the feed's format and the registry
/// its payloads go through. Paging (`importPages(from:source:into:)`) and applying a
/// document held as bytes (`apply(from:to:)`) work on any.
public protocol FeedImporting: Sendable {
    /// The registry type, generated per module.
    associatedtype TypeRegistry: ServerTypeRegistry
    /// Where actions, verbs, payloads, server types and the next page are.
    static var format: FeedFormat { get }
    /// Parses each payload by its server type.
    var registry: TypeRegistry { get }
}
