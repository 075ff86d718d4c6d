import Mapwright

/// Everything one schema file declares, read but not yet checked against anything
/// outside its own JSON: names are plain strings, types and boxes unresolved.
struct SchemaFileSyntax: Sendable {
    /// The path diagnostics print.
    let path: String
    /// The module the file contributes to: the `"module"` value (located there) or
    /// the file's stem (located at the whole file).
    let module: Located<String>
    /// Whether the module name was written in the file (rather than taken from its name).
    let moduleIsExplicit: Bool
    /// Entities, in document order.
    let entities: [EntitySyntax]
    /// Mappings, in document order.
    let mappings: [MappingSyntax]
    /// Enums, in document order.
    let enums: [EnumSyntax]
    /// Feeds, in document order.
    let feeds: [FeedSyntax]
    /// Top-level sections present but not objects (already recorded): what they
    /// declare is unknown, so references into them are not reported as unknown.
    let unreadableSections: Set<String>
}

/// `"entities": { "Post": { … } }`.
struct EntitySyntax: Sendable {
    /// The entity's name, located at its key.
    let name: Located<String>
    /// The `identity` value, when given.
    let identity: IdentitySyntax?
    /// Attributes in declaration order.
    let attributes: [AttributeSyntax]
    /// Relationships in declaration order.
    let relationships: [RelationshipSyntax]
    /// The `serverType` value, when given.
    let serverType: Located<String>?
    /// Whether `attributes` or `relationships` was malformed (already recorded), so
    /// the entity may have members this syntax does not list.
    let hasUnreadMembers: Bool
    /// `renamedFrom`: the entity's name in data stored by an older schema.
    var renamedFrom: Located<String>? = nil
    /// `"removed": true`: the entity is kept only so that stored data may drop it.
    var removed: Located<Bool>? = nil
    /// Attributes and relationships marked `"removed": true` (not in the model).
    var removedMembers: [Located<String>] = []
    /// Whether the declaration was not an object (already recorded): only its name
    /// is known.
    var isUnreadable = false
    /// The `indexes` value: one entry per declared index.
    var indexes: [IndexSyntax] = []
    /// `extends`: the entity whose identity and members this one starts from, when given.
    var extends: Located<String>? = nil

    /// A stand-in for an entity whose declaration could not be read.
    static func unreadable(_ name: Located<String>) -> EntitySyntax {
        EntitySyntax(name: name, identity: nil, attributes: [], relationships: [], serverType: nil, hasUnreadMembers: true, isUnreadable: true)
    }
}

/// One entry of `"indexes": [["title"], ["author", "createdDate"]]`: the attribute and
/// to-one relationship names an index covers, in order.
struct IndexSyntax: Sendable {
    /// The names, each located; empty when the entry was malformed (already recorded).
    let names: [Located<String>]
    /// Where the entry starts.
    let location: SchemaLocation
}

/// `"identity": "postID"` or `"identity": ["tournamentID", "groupName"]`.
struct IdentitySyntax: Sendable {
    /// The attribute names, each located; empty when the value was malformed
    /// (already recorded).
    let names: [Located<String>]
    /// Where the identity value starts.
    let location: SchemaLocation
}

/// `"name": "String?"` or `"name": { "type": …, "default": …, "example": …, "doc": … }`.
struct AttributeSyntax: Sendable {
    /// The attribute's name, located at its key.
    let name: Located<String>
    /// Its type; `nil` when missing or malformed (already recorded).
    let type: TypeSyntax?
    /// The `default` value as written.
    let defaultValue: SyntaxValue?
    /// The `example` value as written.
    let example: SyntaxValue?
    /// The `doc` text.
    let doc: Located<String>?
    /// `renamedFrom`: the attribute's name in data stored by an older schema.
    var renamedFrom: Located<String>? = nil
    /// `"removed": true`: kept only so that stored data may drop its values.
    var removed: Located<Bool>? = nil
}

/// `"author": { "to": "Author", "many": false, "inverse": "posts", "optional": true }`.
struct RelationshipSyntax: Sendable {
    /// The relationship's name, located at its key.
    let name: Located<String>
    /// The target entity's name; `nil` when missing (already recorded).
    let target: Located<String>?
    /// `many`, when given.
    let many: Located<Bool>?
    /// `inverse`, when given.
    let inverse: Located<String>?
    /// `optional`, when given.
    let optional: Located<Bool>?
    /// `deleteRule`: `nullify`, `cascade` or `deny`, when given.
    var deleteRule: Located<String>? = nil
    /// `renamedFrom`: the relationship's name in data stored by an older schema.
    var renamedFrom: Located<String>? = nil
    /// `"removed": true`: kept only so that stored data may drop its links.
    var removed: Located<Bool>? = nil
}

/// `"mappings": { "Post": { "entity": …, "root": …, "fields": { … } } }`.
struct MappingSyntax: Sendable {
    /// The mapping's name, located at its key.
    let name: Located<String>
    /// `entity`, when given (else the mapping's name is the entity's).
    let entity: Located<String>?
    /// `root`, when given.
    let root: Located<JSONKeyPath>?
    /// Fields in declaration order (with `extends`, the inherited ones first, once merged).
    var fields: [FieldSyntax]
    /// Whether `fields` was missing or malformed (already recorded).
    let fieldsAreUnreadable: Bool
    /// `result`, when given.
    var result: ResultSyntax? = nil
    /// `keys`: how unlisted attributes' keys are named (the mapping's own, or, once
    /// `extends` is merged, inherited), when given.
    var keys: Located<String>? = nil
    /// The top-level `keys` of the mapping's file: used when neither the mapping nor a
    /// mapping it extends says.
    var fileKeys: Located<String>? = nil
    /// `extends`: the mapping whose fields this one starts from, when given.
    var extends: Located<String>? = nil
    /// `next`: where a page names the next page's URL, when given.
    var next: Located<JSONKeyPath>? = nil
}

/// `"result": { "success": "data", "expect": { "code": 200 }, "failure": "Bad data" }`:
/// the mapping reads a whole response into `Result<Success, ResponseFailure>`.
struct ResultSyntax: Sendable {
    /// Where the `result` value starts.
    let location: SchemaLocation
    /// `success`: the member whose value is the success, when given (else the whole value).
    let success: Located<String>?
    /// `expect`: attribute names (located at their keys) and the values they must have.
    let expectations: [(name: Located<String>, value: SyntaxValue)]
    /// `failure`: the message of every failure; `nil` when missing (already recorded).
    let failure: Located<String>?
}

/// One entry of a mapping's `fields`: a key path string, or an object.
///
/// Most fields are a plain key path, so the options of the object form live in a
/// shared box that plain fields do not allocate: a schema holds one of these per
/// mapped member, and nine optional located values inline made each one 480 bytes.
struct FieldSyntax: Sendable {
    /// The attribute or relationship it fills, located at its key.
    let name: Located<String>
    /// The key paths to try, in order (defaults to the field's name); empty when
    /// the field is malformed (already recorded).
    let keys: [Located<JSONKeyPath>]
    /// The object form's options; `nil` for a key path string (or a malformed field).
    private let options: FieldOptionsSyntax?

    /// A field written as a key path string (or a malformed one: no options).
    init(name: Located<String>, keys: [Located<JSONKeyPath>]) {
        self.name = name
        self.keys = keys
        options = nil
    }

    /// A field written as an object.
    init(name: Located<String>, keys: [Located<JSONKeyPath>], options: FieldOptionsSyntax) {
        self.name = name
        self.keys = keys
        self.options = options
    }

    /// `box`, when given.
    var box: Located<String>? { options?.box }
    /// `coerce`: `lenient` or `strict`, when given.
    var coerce: Located<String>? { options?.coerce }
    /// `default`, when given.
    var defaultValue: SyntaxValue? { options?.defaultValue }
    /// `null`: `clear`, `keep` or `default`, when given.
    var null: Located<String>? { options?.null }
    /// `mapping`, when given.
    var mapping: Located<String>? { options?.mapping }
    /// `reference`, when given.
    var reference: Located<Bool>? { options?.reference }
    /// `merge`: `replace` or `append`, when given.
    var merge: Located<String>? { options?.merge }
    /// `invalidElements`: `error` or `skip`, when given.
    var invalidElements: Located<String>? { options?.invalidElements }
    /// `notArray`: `error` or `absent`, when given.
    var notArray: Located<String>? { options?.notArray }
    /// `export`: whether the field is written by export, when given.
    var export: Located<Bool>? { options?.export }
    /// `exportNull`: `null` or `omit`, when given.
    var exportNull: Located<String>? { options?.exportNull }
    /// `unresolved`: `error`, `ignore` or `create`, when given.
    var unresolved: Located<String>? { options?.unresolved }
    /// `previousIdentity`: where the JSON gives the record's former identity, when given.
    var previousIdentity: Located<JSONKeyPath>? { options?.previousIdentity }
}

/// The options of a field written as an object, each when given.
final class FieldOptionsSyntax: Sendable {
    let box: Located<String>?
    let coerce: Located<String>?
    let defaultValue: SyntaxValue?
    let null: Located<String>?
    let mapping: Located<String>?
    let reference: Located<Bool>?
    let merge: Located<String>?
    let invalidElements: Located<String>?
    let notArray: Located<String>?
    let export: Located<Bool>?
    let exportNull: Located<String>?
    let unresolved: Located<String>?
    let previousIdentity: Located<JSONKeyPath>?

    init(
        box: Located<String>?, coerce: Located<String>?, defaultValue: SyntaxValue?, null: Located<String>?,
        mapping: Located<String>?, reference: Located<Bool>?, merge: Located<String>?,
        invalidElements: Located<String>?, notArray: Located<String>?,
        export: Located<Bool>? = nil, exportNull: Located<String>? = nil, unresolved: Located<String>? = nil,
        previousIdentity: Located<JSONKeyPath>? = nil
    ) {
        self.box = box
        self.coerce = coerce
        self.defaultValue = defaultValue
        self.null = null
        self.mapping = mapping
        self.reference = reference
        self.merge = merge
        self.invalidElements = invalidElements
        self.notArray = notArray
        self.export = export
        self.exportNull = exportNull
        self.unresolved = unresolved
        self.previousIdentity = previousIdentity
    }
}

/// `"enums": { "Status": { "cases": […], "values": { … }, "unknown": "draft" } }`.
struct EnumSyntax: Sendable {
    /// The enum's name, located at its key.
    let name: Located<String>
    /// Case names in declaration order.
    let cases: [Located<String>]
    /// Raw values given for cases: the case name (located at its key) and the value.
    let values: [(name: Located<String>, value: Located<String>)]
    /// `unknown`, when given.
    let unknown: Located<String>?
    /// `keepUnknown`, when given: whether the unknown case keeps the raw value it replaced.
    var keepUnknown: Located<Bool>? = nil
    /// Whether the declaration was not an object (already recorded): only its name
    /// is known.
    var isUnreadable = false
}

/// `"feeds": { "WidgetDiff": { "actions": …, "verb": …, "verbs": { … } } }`.
struct FeedSyntax: Sendable {
    /// The feed's name, located at its key.
    let name: Located<String>
    /// Key path of the actions array in a response.
    let actions: Located<JSONKeyPath>?
    /// Key path of the verb inside an action.
    let verb: Located<JSONKeyPath>?
    /// Key path of the payload inside an action.
    let payload: Located<JSONKeyPath>?
    /// Key path of the server type inside a payload.
    let serverType: Located<JSONKeyPath>?
    /// Key path of the next page's URL in a response, when given.
    let next: Located<JSONKeyPath>?
    /// Wire verbs and what they do (`upsert` or `delete`), in declaration order.
    let verbs: [(verb: Located<String>, action: Located<String>)]
}
