import Mapwright

/// An action-list response (a diff API): a `<Name>Importer` applies its actions in
/// order inside one transaction and returns the next page's URL.
public struct Feed: Sendable, Hashable {
    /// The feed's name.
    public var name: String
    /// Where the actions array sits in a response.
    public var actions: JSONKeyPath
    /// Where the verb sits in an action.
    public var verb: JSONKeyPath
    /// Where the payload object sits in an action.
    public var payload: JSONKeyPath
    /// Where the server type sits in a payload (dispatched through the module's `Registry`).
    public var serverType: JSONKeyPath
    /// Where the next page's URL sits in a response, if the feed pages.
    public var next: JSONKeyPath?
    /// The verbs understood, in declaration order; any other verb is ignored with a warning.
    public var verbs: [FeedVerb]
    /// Where the feed is declared (its name's key).
    public var location: SchemaLocation

    /// A feed from its parts.
    public init(name: String, actions: JSONKeyPath, verb: JSONKeyPath, payload: JSONKeyPath, serverType: JSONKeyPath, next: JSONKeyPath?, verbs: [FeedVerb], location: SchemaLocation) {
        self.name = name
        self.actions = actions
        self.verb = verb
        self.payload = payload
        self.serverType = serverType
        self.next = next
        self.verbs = verbs
        self.location = location
    }

    /// `<Name>Importer`.
    public var importerTypeName: String { GeneratedNames.importer(name) }
}

/// One verb of a feed and what it does.
public struct FeedVerb: Sendable, Hashable {
    /// The verb's value on the wire (`"add"`).
    public var verb: String
    /// What it does.
    public var action: FeedAction

    /// A verb from its parts.
    public init(verb: String, action: FeedAction) {
        self.verb = verb
        self.action = action
    }
}

/// What a feed action does with its payload: the runtime's own action.
public typealias FeedAction = Mapwright.FeedAction
