/// What one key of a sampled object becomes in the drafted schema.
enum InferredField: Sendable, Hashable {
    /// An attribute of schema type `type` (`String`, `[Int]`, `JSON`), read with `box`
    /// when the type's default box would not do.
    case attribute(type: String, box: String?, optional: Bool)
    /// A to-one relationship to the objects of group `group`.
    case toOne(group: String, optional: Bool)
    /// A to-many relationship to the objects of group `group`.
    case toMany(group: String)
}

/// The rules that turn the shape of a key's values into a type.
enum FieldInference {
    /// Words that name money: a fractional number under a key with one of them (or its
    /// plural) as a word becomes `Decimal`; every other fraction is a `Double`.
    static let moneyWords: Set<String> = ["price", "amount", "cost", "total", "balance", "fee", "tax", "subtotal", "discount", "payment",
                                          "salary", "wage", "refund", "charge", "budget", "revenue", "money", "cash", "credit", "debit"]

    /// Whether a word of `key` names money (`unit_price`, `taxes`, `totalAmount`).
    static func namesMoney(_ key: String) -> Bool {
        KeyNamingStyle.words(of: key).contains { word in
            let lower = word.lowercased()
            return moneyWords.contains(lower) || moneyWords.contains(InferNames.singular(lower))
        }
    }

    /// Why the values under a key cannot be typed: null in every object, or an empty array
    /// in every object. Such a key is left out of the draft and listed for review, as its
    /// type is unknown (a `JSON?` member would hide it); nil when it can be typed.
    static func unknownReason(_ shape: ValueShape) -> String? {
        if shape.count == shape.nulls { return "null in every object" }
        if shape.arrays > 0, shape.count == shape.nulls + shape.arrays, shape.elements.isEmpty { return "an empty array in every object" }
        if let object = shape.object, object.keys.isEmpty, shape.count == shape.nulls + object.count { return "an empty object in every object" }
        return nil
    }

    /// The group (entity to be) of the objects under `key`: `author` → `Author`,
    /// `line_items` → `LineItem`.
    static func group(for key: String, many: Bool) -> String {
        let name = InferNames.type(key)
        return many ? InferNames.singular(name) : name
    }

    /// The objects under a key when every non-null value there is a non-empty object.
    static func objects(_ shape: ValueShape) -> ObjectShape? {
        guard let object = shape.object, !object.keys.isEmpty, shape.count == shape.nulls + object.count else { return nil }
        return object
    }

    /// The element objects under a key when every non-null value is an array of non-empty objects.
    static func elementObjects(_ shape: ValueShape) -> ObjectShape? {
        guard shape.arrays > 0, shape.count == shape.nulls + shape.arrays, let element = shape.elements.first else { return nil }
        return objects(element).flatMap { element.nulls == 0 ? $0 : nil }
    }

    /// What `key` of an object whose shape is `object` becomes.
    static func field(_ key: String, in object: ObjectShape) -> InferredField {
        let shape = object.fields[key] ?? ValueShape()
        let optional = !object.isAlwaysSet(key)
        if objects(shape) != nil { return .toOne(group: group(for: key, many: false), optional: optional) }
        if elementObjects(shape) != nil { return .toMany(group: group(for: key, many: true)) }
        if shape.arrays > 0, shape.count == shape.nulls + shape.arrays {
            guard let element = shape.elements.first, element.nulls == 0, let (type, box) = scalar(element, key: key) else {
                return .attribute(type: "JSON", box: nil, optional: true)
            }
            return .attribute(type: "[\(type)]", box: box, optional: optional)
        }
        guard let (type, box) = scalar(shape, key: key) else { return .attribute(type: "JSON", box: nil, optional: true) }
        return .attribute(type: type, box: box, optional: optional || type == "JSON")
    }

    /// The scalar type (and box, when not the type's default) of non-null values of one
    /// shape; nil when they include objects or arrays.
    static func scalar(_ shape: ValueShape, key: String) -> (type: String, box: String?)? {
        guard shape.object == nil, shape.arrays == 0 else { return nil }
        let numbers = shape.integers + shape.fractions
        switch (shape.bools > 0, numbers > 0, shape.strings > 0) {
        case (false, false, false):
            return ("JSON", nil)
        case (true, false, false):
            return ("Bool", nil)
        case (false, true, false):
            return number(shape, key: key)
        case (false, false, true):
            if shape.stringsAreDates { return ("Date", nil) }
            if shape.stringsAreUUIDs { return ("UUID", nil) }
            if shape.stringsAreURLs { return ("URL", nil) }
            return ("String", nil)
        case (false, true, true):
            return ("String", nil)  // the lenient string box takes numbers too
        default:
            return ("JSON", nil)
        }
    }

    /// Integers by range (`Int`, beyond it `UInt64`, beyond that `Decimal`), fractions as
    /// `Decimal` when the key names money else `Double` (the digits cannot tell 5.76
    /// seconds from 5.76 dollars), and unix timestamps as dates when the key names a time.
    private static func number(_ shape: ValueShape, key: String) -> (type: String, box: String?) {
        if namesATime(key), !shape.hasUnsigned, !shape.hasHugeNumber {
            let low = min(shape.integers > 0 ? Double(shape.minimum) : .infinity, shape.fractionMinimum)
            let high = max(shape.integers > 0 ? Double(shape.maximum) : -.infinity, shape.fractionMaximum)
            if low >= 100_000_000, high < 10_000_000_000 { return ("Date", "unixSeconds") }
            if low >= 100_000_000_000, high < 10_000_000_000_000 { return ("Date", "unixMillis") }
        }
        if shape.hasHugeNumber { return ("Decimal", nil) }
        if shape.fractions == 0 { return (shape.hasUnsigned ? (shape.minimum < 0 ? "Decimal" : "UInt64") : "Int", nil) }
        if namesMoney(key) { return ("Decimal", nil) }
        return ("Double", nil)
    }

    /// `created_at`, `updatedAt`, `timestamp`, `due_date`, `time`, `expires_on`.
    static func namesATime(_ key: String) -> Bool {
        let words = KeyNamingStyle.words(of: key).map { $0.lowercased() }
        guard let last = words.last else { return false }
        return ["at", "on", "date", "time", "timestamp", "ts"].contains(last) || words.contains("timestamp")
    }

    /// The keys that identify an object of `group` by their name, best first: `id`,
    /// `<group>_id`, `uuid`, `guid`, `_id`.
    static func identityCandidates(group: String, keys: [String]) -> [String] {
        let snake = KeyNamingStyle.snakeCase.key(for: group)
        let camel = InferNames.member(group)
        let preferred = ["id", "ID", "Id", "\(snake)_id", "\(camel)Id", "\(camel)ID", "uuid", "UUID", "guid", "_id"]
        return preferred.filter(keys.contains)
    }

    /// Keys that name a resource's own address.
    static let addressKeys = ["url", "uri", "href", "resource_url", "resourceUrl", "resourceURL", "self", "permalink", "link"]

    /// The keys that may identify an object of a group with no id key, best first, each
    /// a guess to review: a handle (`slug`, `login`, `username`, `handle`), a `name` when
    /// the object has an address key too (a named resource, like a tag with its page),
    /// else that address (an object's own URL names it).
    static func guessedIdentityCandidates(keys: [String]) -> [String] {
        let handles = ["slug", "login", "username", "handle"].filter(keys.contains)
        let addresses = addressKeys.filter(keys.contains)
        let names = addresses.isEmpty ? [] : ["name"].filter(keys.contains)
        return handles + names + addresses
    }
}
